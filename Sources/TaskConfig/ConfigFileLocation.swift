import Foundation

/// Which config file taskdeck reads, and who chose it.
///
/// `--config PATH`, else `$TASKDECK_CONFIG`, else `$XDG_CONFIG_HOME/taskdeck/config`, else
/// `~/.config/taskdeck/config` (empty variables count as unset). A file someone named must
/// exist (a typo must not silently mean "no settings"); the default one may be missing.
public struct ConfigFileLocation: Equatable, Sendable {
    public let path: String
    public let source: SettingSource

    public init(path: String, source: SettingSource) {
        self.path = path
        self.source = source
    }

    /// Whether a missing file is an error: only when `--config` or the variable named it.
    public var mustExist: Bool { source != .defaultValue }

    public static func resolve(option: String?, environment: [String: String]) -> ConfigFileLocation {
        func variable(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if let option { return ConfigFileLocation(path: option, source: .option("--config")) }
        if let path = variable("TASKDECK_CONFIG") { return ConfigFileLocation(path: path, source: .environment("TASKDECK_CONFIG")) }
        if let folder = variable("XDG_CONFIG_HOME") {
            return ConfigFileLocation(path: (folder as NSString).appendingPathComponent("taskdeck/config"), source: .defaultValue)
        }
        let home = homeFolder(environment: environment)
        return ConfigFileLocation(path: (home as NSString).appendingPathComponent(".config/taskdeck/config"), source: .defaultValue)
    }

    /// `$HOME`, else the account's home folder: what `~` means in paths.
    public static func homeFolder(environment: [String: String]) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
    }
}
