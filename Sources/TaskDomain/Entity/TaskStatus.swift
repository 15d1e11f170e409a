/// Whether a task still needs doing.
public enum TaskStatus: String, CaseIterable, Hashable, Sendable {
    case pending
    case completed
}
