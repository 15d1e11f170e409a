/// The Taskwarrior-style `name:value` words quick add reads (`due:fri`, `wait:+3d`,
/// `scheduled:mon`, `until:eom`, `project:home`, `tag:phone`, `priority:H`), and the names
/// it refuses by name because taskdeck has no such field yet (`recur:`, `start:`), so
/// nothing typed that way is lost silently.
///
/// A field that gains a date is one line in `named(_:)`: `case "wait": .date(\.waitReading, .wait)`
/// (with the property on `QuickAddParser.Result` and its `Tokens` kind), and its name
/// leaves `notYetFields`.
enum QuickAddAttribute {
    /// A date, read by `DateReader` (`due:fri`, `due:2026-12-24`, `due:eom`).
    /// The field it fills, and the kind of token it is (a filled field leaves it unread).
    case date(WritableKeyPath<QuickAddParser.Result, DateReading?>, QuickAddParser.Tokens)
    case project
    case tags
    case priority
    /// `depends:1a2b,9f8e`: the ID prefixes of the tasks it waits for, resolved by the caller
    /// (`TaskIDResolver`), which knows the stored tasks.
    case depends

    /// The attribute `name` (lowercased) sets; `nil` for a word that is not one.
    static func named(_ name: String) -> QuickAddAttribute? {
        switch name {
        case "due": .date(\.dueReading, .due)
        case "wait": .date(\.waitReading, .wait)
        case "scheduled", "sched": .date(\.scheduledReading, .scheduled)
        case "until": .date(\.untilReading, .until)
        case "project", "proj", "pro": .project
        case "tag", "tags": .tags
        case "priority", "pri": .priority
        case "depends", "dep": .depends
        default: nil
        }
    }

    /// Taskwarrior attributes taskdeck does not hold (yet), or sets another way (`start`:
    /// `taskdeck start ID`): `depends:1` is refused with the names that work instead of
    /// becoming part of the title.
    static let notYetFields: Set<String> = [
        "start", "end", "entry", "recur", "status", "uuid",
    ]

    /// The names `named(_:)` reads, for the error that refuses another.
    static let knownNames = ["due", "wait", "scheduled", "until", "project", "tag", "priority", "depends"]

    /// The kind of token the attribute fills, so a field the person filled leaves it unread.
    var kind: QuickAddParser.Tokens {
        switch self {
        case .date(_, let kind): kind
        case .project: .project
        case .tags: .tags
        case .priority: .priority
        case .depends: .depends
        }
    }
}
