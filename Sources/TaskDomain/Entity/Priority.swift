/// How important a task is. Ordered: `none < low < medium < high`.
public enum Priority: String, CaseIterable, Comparable, Hashable, Sendable {
    case none
    case low
    case medium
    case high

    /// The position in the order, used for fast sorting (higher is more important).
    public var rank: Int {
        switch self {
        case .none: 0
        case .low: 1
        case .medium: 2
        case .high: 3
        }
    }

    /// Parses the words people type (`none`, `low`, `medium`, `high`, or `n`/`l`/`m`/`h`, any case).
    public init(parsing text: String) throws(TaskDomainError) {
        switch text.lowercased() {
        case "none", "n": self = .none
        case "low", "l": self = .low
        case "medium", "med", "m": self = .medium
        case "high", "h": self = .high
        default: throw .invalidPriority(text)
        }
    }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rank < rhs.rank }
}
