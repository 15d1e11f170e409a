import TaskDomain

/// The status-line words for what happened to a change, so every scene says it the same
/// way and always says how to take it back.
enum ChangeStatus {
    static func done(_ change: TaskChange) -> String { "\(change.description) — u to undo" }
    static func undone(_ change: TaskChange) -> String { "Undid: \(change.description) — Ctrl-R to redo" }
    static func redone(_ change: TaskChange) -> String { "Redid: \(change.description)" }
    static let nothingToUndo = "Nothing to undo"
    static let nothingToRedo = "Nothing to redo"
    /// "Could not complete 'Buy milk': <the storage error>".
    static func failure(action: String, reason: String) -> String { "Could not \(action): \(reason)" }
}
