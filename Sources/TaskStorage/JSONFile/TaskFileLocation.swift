import Foundation

/// Where the task file lives when nobody says otherwise.
public enum TaskFileLocation {
    /// Resolution order: `explicitPath` (`--file`), `$TASKDECK_FILE`,
    /// `$XDG_DATA_HOME/taskdeck/tasks.json`, `~/.local/share/taskdeck/tasks.json`.
    /// Empty variables count as unset; relative paths are relative to the current folder.
    public static func resolve(explicitPath: String?, environment: [String: String]) -> URL {
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        if let explicitPath, !explicitPath.isEmpty { return URL(fileURLWithPath: explicitPath) }
        if let file = value("TASKDECK_FILE") { return URL(fileURLWithPath: file) }
        if let data = value("XDG_DATA_HOME") {
            return URL(fileURLWithPath: data).appendingPathComponent("taskdeck/tasks.json")
        }
        let home = value("HOME") ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/taskdeck/tasks.json")
    }
}
