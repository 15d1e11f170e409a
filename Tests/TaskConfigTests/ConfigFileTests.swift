#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TaskDomain
import TaskTestSupport
import Testing
@testable import TaskConfig

/// Where the config file is, reading it, and the default file that must parse back to the
/// defaults.
struct ConfigFileTests {
    @Test(arguments: [
        ("x.toml", ["TASKDECK_CONFIG": "/e", "XDG_CONFIG_HOME": "/x"], ConfigFileLocation(path: "x.toml", source: .option("--config"))),
        (nil, ["TASKDECK_CONFIG": "/e", "XDG_CONFIG_HOME": "/x"], ConfigFileLocation(path: "/e", source: .environment("TASKDECK_CONFIG"))),
        (nil, ["TASKDECK_CONFIG": "", "XDG_CONFIG_HOME": "/x", "HOME": "/h"], ConfigFileLocation(path: "/x/taskdeck/config", source: .defaultValue)),
        (nil, ["XDG_CONFIG_HOME": "", "HOME": "/h"], ConfigFileLocation(path: "/h/.config/taskdeck/config", source: .defaultValue)),
    ] as [(String?, [String: String], ConfigFileLocation)])
    func theFileIsChosenByOptionThenVariableThenXDG(option: String?, environment: [String: String],
                                                    location: ConfigFileLocation) {
        #expect(ConfigFileLocation.resolve(option: option, environment: environment) == location)
    }

    @Test func aMissingDefaultFileGivesTheDefaults() throws {
        let folder = try TemporaryFolder("config")
        let file = try ConfigFile.load(ConfigFileLocation(path: folder.appending("none").path, source: .defaultValue), home: "/h")
        #expect(!file.exists && file.settings == ConfigSettings() && file.warnings.isEmpty)
    }

    @Test(arguments: [SettingSource.option("--config"), .environment("TASKDECK_CONFIG")])
    func aMissingNamedFileIsAnError(source: SettingSource) throws {
        let folder = try TemporaryFolder("config")
        let path = folder.appending("typo").path
        #expect(throws: ConfigError(file: path, .file(.missing(namedBy: "\(source)")))) {
            try ConfigFile.load(ConfigFileLocation(path: path, source: source), home: "/h")
        }
    }

    @Test func devNullIsAnEmptyFile() throws {
        let file = try ConfigFile.load(ConfigFileLocation(path: "/dev/null", source: .option("--config")), home: "/h")
        #expect(file.exists && file.settings == ConfigSettings())
    }

    @Test func aFolderIsRefused() throws {
        let folder = try TemporaryFolder("config")
        #expect(throws: ConfigError(file: folder.path, .file(.folder))) {
            try ConfigFile.load(ConfigFileLocation(path: folder.path, source: .defaultValue), home: "/h")
        }
    }

    @Test func textThatIsNotUTF8IsRefusedNamingTheLine() throws {
        let folder = try TemporaryFolder("config")
        let url = folder.appending("config")
        try Data("[list]\nsort = \"due\"\n# caf".utf8 + [0xE9] + Data("\n".utf8)).write(to: url)
        #expect(throws: ConfigError(file: url.path, line: 3, .file(.notUTF8))) {
            try ConfigFile.load(ConfigFileLocation(path: url.path, source: .defaultValue), home: "/h")
        }
    }

    @Test func aHugeFileIsRefused() throws {
        let folder = try TemporaryFolder("config")
        let url = folder.appending("config")
        try Data(repeating: UInt8(ascii: "#"), count: ConfigFile.sizeLimit + 1).write(to: url)
        #expect(throws: ConfigError(file: url.path, .file(.tooLarge))) {
            try ConfigFile.load(ConfigFileLocation(path: url.path, source: .defaultValue), home: "/h")
        }
    }

    // MARK: - Pipes (issue 28, 11)

    /// A FIFO at the default location hung every command with no message: it is refused now.
    @Test func aFifoAtTheDefaultLocationIsRefusedWithoutWaiting() throws {
        let folder = try TemporaryFolder("config")
        let path = folder.appending("config").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: ConfigError(file: path, .file(.special(.namedPipe)))) {
            try ConfigFile.load(ConfigFileLocation(path: path, source: .defaultValue), home: "/h")
        }
    }

    /// A named pipe (`--config <(...)`) is read once its writer writes; one whose writer
    /// stays silent is an error after the timeout, not a hang.
    @Test func aNamedPipeIsReadAndASilentOneTimesOut() throws {
        let folder = try TemporaryFolder("config")
        let path = folder.appending("pipe").path
        #expect(mkfifo(path, 0o600) == 0)
        let location = ConfigFileLocation(path: path, source: .option("--config"))
        // The writer opens first (so the reader's open finds it), then writes late.
        let writer = open(path, O_RDWR | O_CLOEXEC)
        try #require(writer >= 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
            let line = Array("[sync]\ncommand = \"true\"\n".utf8)
            _ = line.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
            close(writer)
        }
        guard case .text(let text) = try ConfigFile.contents(of: location, pipeTimeout: .seconds(5)) else {
            Issue.record("no text")
            return
        }
        #expect(text == "[sync]\ncommand = \"true\"\n")

        let silent = open(path, O_RDWR | O_CLOEXEC)
        try #require(silent >= 0)
        defer { close(silent) }
        #expect(throws: ConfigError(file: path, .file(.silentPipe(seconds: 0.2)))) {
            try ConfigFile.contents(of: location, pipeTimeout: .milliseconds(200))
        }
    }

    // MARK: - The default file

    /// `taskdeck config --default` parses back to exactly the defaults, with no warning.
    @Test func theDefaultFileParsesBackToTheDefaults() throws {
        let document = try ConfigParser.parse(DefaultConfigFile.text, file: "default")
        let (settings, warnings) = try ConfigSchema.settings(of: document, file: "default", home: "/h")
        #expect(warnings.isEmpty)
        #expect(settings.lockTimeout?.value == ConfigDefaults.lockTimeoutSeconds)
        #expect(settings.syncCommand?.value == ConfigDefaults.syncCommand)
        #expect(settings.listTab?.value == ConfigDefaults.listTab)
        #expect(settings.listSort?.value == ConfigDefaults.listSort)
        #expect(settings.storeFile == nil && settings.storeVdir == nil)
    }

    /// Every setting is in it, each with a comment saying what it does; the store's lines
    /// and the editor's (which would hide $VISUAL / $EDITOR) are commented out and work once
    /// uncommented (one at a time).
    @Test(arguments: ConfigSchema.keys)
    func theDefaultFileShowsEverySetting(key: ConfigKey) throws {
        let text = DefaultConfigFile.text
        let line = (key.commentedOut ? "# " : "") + "\(key.name) = \(key.shown.written)"
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex(of: line))
        #expect(lines[index - 1].hasPrefix("# "))
        if key.commentedOut {
            var uncommented = lines
            uncommented[index] = String(line.dropFirst(2))
            let document = try ConfigParser.parse(uncommented.joined(separator: "\n"), file: "default")
            let (settings, _) = try ConfigSchema.settings(of: document, file: "default", home: "/h")
            let given: [Any?] = key.section == "store" ? [settings.storeFile, settings.storeVdir, settings.vdirList]
                : key.section == "sync" ? [settings.syncTimeout] : [settings.editorCommand]
            #expect(given.compactMap { $0 }.count == 1)
        }
    }
}
