/// The Taskwarrior-style `name:value` words quick add reads (`due:fri`, `project:home`,
/// `tag:phone`, `priority:H`), and the names it refuses by name because taskdeck has no
/// such field yet (`wait:`, `scheduled:`), so nothing typed that way is lost silently.
///
/// A field that gains a date is one line in `named(_:)`: `case "wait": .date(\.wait, .wait)`
/// (with the `wait` property on `QuickAddParser.Result` and its `Tokens` kind), and its
/// name leaves `notYetFields`.
enum QuickAddAttribute {
    /// A date, read by `DateReader` (`due:fri`, `due:2026-12-24`, `due:eom`).
    /// The field it fills, and the kind of token it is (a filled field leaves it unread).
    case date(WritableKeyPath<QuickAddParser.Result, DateReading?>, QuickAddParser.Tokens)
    case project
    case tags
    case priority

    /// The attribute `name` (lowercased) sets; `nil` for a word that is not one.
    static func named(_ name: String) -> QuickAddAttribute? {
        switch name {
        case "due": .date(\.dueReading, .due)
        case "project", "proj", "pro": .project
        case "tag", "tags": .tags
        case "priority", "pri": .priority
        default: nil
        }
    }

    /// Taskwarrior attributes taskdeck does not hold (yet): `wait:tomorrow` is refused
    /// with the names that work instead of becoming part of the title.
    static let notYetFields: Set<String> = [
        "wait", "scheduled", "sched", "until", "start", "end", "entry", "depends", "recur", "status", "uuid",
    ]

    /// The names `named(_:)` reads, for the error that refuses another.
    static let knownNames = ["due", "project", "tag", "priority"]

    /// The kind of token the attribute fills, so a field the person filled leaves it unread.
    var kind: QuickAddParser.Tokens {
        switch self {
        case .date(_, let kind): kind
        case .project: .project
        case .tags: .tags
        case .priority: .priority
        }
    }
}
