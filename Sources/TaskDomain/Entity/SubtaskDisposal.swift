/// What happens to the subtasks of a deleted task.
public enum SubtaskDisposal: String, Hashable, Sendable, CaseIterable {
    /// They are deleted too, at every depth.
    case delete
    /// They stay, moved up one level (their parent becomes the deleted task's parent).
    case keep
}
