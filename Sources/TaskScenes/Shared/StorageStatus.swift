import TaskDomain

/// The status-line words for what other programs did to the tasks, the same in every scene.
enum StorageStatus {
    /// "Reloaded: 3 tasks changed outside", and for conflicts which version was kept and
    /// where the other one is.
    static func reloaded(changedOutside count: Int, conflicts: [TaskConflict], setAsideLocation: String?) -> String {
        var parts: [String] = []
        if count > 0 {
            parts.append("Reloaded: \(count) \(count == 1 ? "task" : "tasks") changed outside")
        }
        if let conflict = conflicts.first, let task = conflict.kept ?? conflict.setAside {
            let kept = conflict.winner == .ours ? "kept this change" : "kept the other change"
            let others = conflicts.count > 1 ? " (and \(conflicts.count - 1) more)" : ""
            let where_ = conflict.setAside != nil ? "; the other version is in \(setAsideLocation ?? "the conflicts file")" : ""
            parts.append("'\(task.title)'\(others) was also changed outside: \(kept)\(where_)")
        }
        return parts.joined(separator: " · ")
    }

    /// The file could not be read again; what is shown is what was last read.
    static func unreadable(reason: String) -> String {
        "Cannot read the tasks now (showing what was last read): \(reason)"
    }
}
