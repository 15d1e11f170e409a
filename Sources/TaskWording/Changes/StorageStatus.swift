import TaskDomain

/// The words for what other programs did to the tasks: the status line of every scene and
/// the CLI's notes on standard error say it the same way.
public enum StorageStatus {
    /// "Reloaded: 3 tasks changed outside", the files that became unreadable, and for conflicts which version was kept and
    /// where the other one is.
    public static func reloaded(changedOutside count: Int, conflicts: [TaskConflict], setAsideLocation: String?,
                                unreadable: [UnreadableFile] = []) -> String {
        var parts: [String] = []
        // First: the status line is one row, and this one needs the person.
        if let first = unreadable.first {
            parts.append(self.unreadable(first, more: unreadable.count - 1))
        }
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

    /// "Cannot read x.ics (line 3: BEGIN:VTODO is never ended); left untouched, not shown
    /// until fixed": the file's name, the cause, and that nothing was written over it.
    public static func unreadable(_ file: UnreadableFile, more: Int) -> String {
        let others = more > 0 ? " (and \(more) more file\(more == 1 ? "" : "s"))" : ""
        return "Cannot read \(file.name) (\(shortened(file.reason, to: 120)))\(others); left untouched, not shown until fixed"
    }

    /// `text` cut to `limit` characters: a reason may quote the file.
    private static func shortened(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }

    /// The file could not be read again; what is shown is what was last read.
    public static func unreadable(reason: String) -> String {
        "Cannot read the tasks now (showing what was last read): \(reason)"
    }
}
