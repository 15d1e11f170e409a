/// One part of a task's urgency: which field gave it, with the facts a person needs to
/// read why (`due in 2 days +7.9`), and the points it adds.
public struct UrgencyTerm: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Due in `days` calendar days (0 today, negative overdue).
        case due(days: Int)
        case priority(Priority)
        case active
        case scheduled
        /// Created `days` days ago.
        case age(days: Int)
        /// It has `count` tags.
        case tags(count: Int)
        case project
        case notes
        case waiting
        /// The extra points for this tag.
        case tagBonus(String)
        /// The extra points for this project (the one configured, which may be a parent of the task's).
        case projectBonus(String)
        /// It waits for a task still to do.
        case blocked
        /// The extra points for having this custom field.
        case fieldBonus(String)
        /// The extra points for this value of a custom field.
        case fieldValueBonus(field: String, value: String)
        /// A task still to do waits for it.
        case blocking
    }

    public let kind: Kind
    public let points: Double

    public init(kind: Kind, points: Double) {
        self.kind = kind
        self.points = points
    }
}
