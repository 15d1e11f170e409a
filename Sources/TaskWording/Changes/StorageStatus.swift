import TaskDomain

/// The words for what other programs did to the tasks: the status line of every scene and
/// the CLI's notes on standard error say it the same way.
public enum StorageStatus {
    /// "Reloaded: 3 tasks changed outside", and for conflicts which version was kept and
    /// where the other one is.
    public static func reloaded(changedOutside count: Int, conflicts: [TaskConflict], setAsideLocation: String?) -> String {
        var parts: [String] = []
        if count > 0 {
            parts.append("Reloaded: \(count) \(count == 1 ? "task" : "tasks") changed outside")
        }
        if let first = conflicts.first, let sentence = conflict(first, setAsideLocation: setAsideLocation) {
            parts.append(conflicts.count > 1 ? sentence + " (and \(conflicts.count - 1) more)" : sentence)
        }
        return parts.joined(separator: " · ")
    }

    /// One conflict in words: "'Buy milk' was also changed outside: both changes kept", or
    /// which side won the fields both changed and where the other version is.
    public static func conflict(_ conflict: TaskConflict, setAsideLocation: String?) -> String? {
        guard let task = conflict.kept ?? conflict.setAside else { return nil }
        let outcome: String
        switch (conflict.winner, conflict.setAside != nil) {
        case (.both, _): outcome = "both changes kept"
        case (.ours, true): outcome = "this change kept where both changed it"
        case (.theirs, true): outcome = "the other change kept where both changed it"
        case (.ours, false): outcome = "this change kept (it had been deleted there)"
        case (.theirs, false): outcome = "the other change kept (this change was a deletion)"
        }
        let location = conflict.setAside != nil ? "; the other version is in \(setAsideLocation ?? "the conflicts file")" : ""
        return "'\(task.title)' was also changed outside: \(outcome)\(location)"
    }

    /// The file could not be read again; what is shown is what was last read.
    public static func unreadable(reason: String) -> String {
        "Cannot read the tasks now (showing what was last read): \(reason)"
    }
}
