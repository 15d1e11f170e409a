import TaskDomain

/// The CLI's words for conflicts a write met (another writer changed the same task).
enum ConflictText {
    static func lines(for report: CommitReport) -> [String] {
        report.conflicts.compactMap { conflict in
            guard let task = conflict.kept ?? conflict.setAside else { return nil }
            let kept = conflict.winner == .ours ? "this change was kept" : "the other change was kept"
            let other: String
            if conflict.setAside != nil {
                other = "; the other version is in \(report.setAsideLocation ?? "the conflicts file")"
            } else if conflict.winner == .ours {
                other = " (it had been deleted there)"
            } else {
                other = " (this change was a deletion)"
            }
            return "'\(task.title)' (\(task.id.shortForm)) was also changed by another program: \(kept)\(other)"
        }
    }
}
