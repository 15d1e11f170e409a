import Foundation

/// Finds the task a person means by a prefix of its ID.
public struct TaskIDResolver {
    /// Shorter prefixes would too often be ambiguous.
    public static let minimumPrefixLength = 4

    /// Every task's ID as text (lowercase ASCII) with its place in the store, sorted by the
    /// text: a prefix is found by binary search. `done` with 1,000 IDs in a 10,000-task
    /// store formatted every ID once per ID typed (22 s); now each ID is formatted once and
    /// each typed one costs a logarithm of the store.
    private let sortedIDs: [(text: [UInt8], index: Int, task: Task)]

    public init(tasks: [Task]) {
        sortedIDs = tasks.enumerated().map { (Array($0.element.id.description.utf8), $0.offset, $0.element) }
            .sorted { $0.text.lexicographicallyPrecedes($1.text) }
    }

    /// The one task whose ID starts with `text` (case-insensitive, hyphens as typed).
    public func resolve(_ text: String) throws(TaskDomainError) -> TaskID {
        let prefix = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard prefix.count >= TaskIDResolver.minimumPrefixLength else { throw .idPrefixTooShort(text) }
        let matches = tasks(withIDPrefix: Array(prefix.utf8))
        switch matches.count {
        case 1: return matches[0].id
        case 0: throw .unknownID(text)
        default:
            throw .ambiguousID(text, candidates: matches.map { .init(id: $0.id.shortForm, title: $0.title) })
        }
    }

    /// The tasks whose ID starts with `prefix`, in store order. The IDs are ASCII, so a
    /// prefix of their bytes is a prefix of their characters.
    private func tasks(withIDPrefix prefix: [UInt8]) -> [Task] {
        var low = 0, high = sortedIDs.count
        while low < high {
            let middle = (low + high) / 2
            if sortedIDs[middle].text.lexicographicallyPrecedes(prefix) { low = middle + 1 } else { high = middle }
        }
        var matches: [(index: Int, task: Task)] = []
        while low < sortedIDs.count, sortedIDs[low].text.starts(with: prefix) {
            matches.append((sortedIDs[low].index, sortedIDs[low].task))
            low += 1
        }
        return matches.sorted { $0.index < $1.index }.map(\.task)
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
