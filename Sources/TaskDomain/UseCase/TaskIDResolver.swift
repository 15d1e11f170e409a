import Foundation

/// Finds the task a person means by a prefix of its ID.
public struct TaskIDResolver {
    /// Shorter prefixes would too often be ambiguous.
    public static let minimumPrefixLength = 4

    private let tasks: [Task]

    public init(tasks: [Task]) {
        self.tasks = tasks
    }

    /// The one task whose ID starts with `text` (case-insensitive, hyphens as typed).
    public func resolve(_ text: String) throws(TaskDomainError) -> TaskID {
        let prefix = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard prefix.count >= TaskIDResolver.minimumPrefixLength else { throw .idPrefixTooShort(text) }
        let matches = tasks.filter { $0.id.description.hasPrefix(prefix) }
        switch matches.count {
        case 1: return matches[0].id
        case 0: throw .unknownID(text)
        default:
            throw .ambiguousID(text, candidates: matches.map { .init(id: $0.id.shortForm, title: $0.title) })
        }
    }

    /// The tasks `text` names, as a person types a task into a field (the list's `m`): the
    /// title (any case), else the start of an ID (`minimumPrefixLength` characters at
    /// least), else the start of a title. Several when the text is not enough.
    public static func tasks(named text: String, among candidates: [Task]) -> [Task] {
        let folded = text.lowercased()
        var matches = candidates.filter { $0.title.lowercased() == folded }
        if matches.isEmpty, folded.count >= minimumPrefixLength {
            matches = candidates.filter { $0.id.description.hasPrefix(folded) }
        }
        if matches.isEmpty { matches = candidates.filter { $0.title.lowercased().hasPrefix(folded) } }
        return matches
    }
}
