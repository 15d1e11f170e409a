import TaskDomain
import TaskWording

/// The CLI's notes for conflicts a write met (another writer changed the same task), in
/// the scenes' words.
enum ConflictText {
    static func lines(for report: CommitReport) -> [String] {
        report.conflicts.compactMap { StorageStatus.conflict($0, setAsideLocation: report.setAsideLocation) }
    }
}
