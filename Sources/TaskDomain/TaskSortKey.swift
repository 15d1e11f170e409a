import Foundation

/// Where a task goes in a sorted list: the chosen order's key, then the tie-breaks every
/// sort shares, so the order is total and the same in the app and `list --sort`:
///
/// | sort | then | then | last |
/// | --- | --- | --- | --- |
/// | due (none last) | priority, high first | created, oldest first | storage order |
/// | priority, high first | due (none last) | created | storage order |
/// | created, oldest first | — | — | storage order |
/// | title (ignoring case and accents) | due (none last) | created | storage order |
///
/// (The ID settles two keys of one position, which only a caller mixing lists could make.)
///
/// A total order lets a list place a changed task by binary search instead of sorting
/// everything again.
public struct TaskSortKey: Comparable, Sendable {
    /// The first key; for the title sort, the first 8 bytes of the folded title.
    private let first: UInt64
    private let second: Int
    private let third: Int
    private let position: Int
    private let id: TaskID
    /// The whole folded title (title sort only), compared when the first 8 bytes tie.
    private let text: [UInt8]?

    /// `position`: the task's place in storage order (the last tie-break).
    public init(_ task: Task, sort: TaskSort, position: Int) {
        let due = task.due?.sortKey ?? Int.max
        let priority = -task.priority.rank
        let created = Int(task.created.timeIntervalSince1970.rounded(.down))
        self.position = position
        id = task.id
        switch sort {
        case .due:
            (first, second, third, text) = (Self.ordered(due), priority, created, nil)
        case .priority:
            (first, second, third, text) = (Self.ordered(priority), due, created, nil)
        case .created:
            (first, second, third, text) = (Self.ordered(created), 0, 0, nil)
        case .title:
            let folded = SearchFolding.fold(task.title)
            var prefix: UInt64 = 0
            for index in 0..<8 { prefix = prefix << 8 | UInt64(index < folded.count ? folded[index] : 0) }
            (first, second, third, text) = (prefix, due, created, folded.count > 8 ? folded : nil)
        }
    }

    /// A signed number as an unsigned one of the same order.
    private static func ordered(_ value: Int) -> UInt64 {
        UInt64(bitPattern: Int64(value)) ^ (1 << 63)
    }

    public static func < (lhs: TaskSortKey, rhs: TaskSortKey) -> Bool {
        if lhs.first != rhs.first { return lhs.first < rhs.first }
        if lhs.text != nil || rhs.text != nil {
            let left = lhs.text ?? [], right = rhs.text ?? []
            if left != right { return left.lexicographicallyPrecedes(right) }
        }
        if lhs.second != rhs.second { return lhs.second < rhs.second }
        if lhs.third != rhs.third { return lhs.third < rhs.third }
        if lhs.position != rhs.position { return lhs.position < rhs.position }
        return lhs.id < rhs.id
    }

    public static func == (lhs: TaskSortKey, rhs: TaskSortKey) -> Bool {
        lhs.id == rhs.id && lhs.position == rhs.position && lhs.first == rhs.first && lhs.second == rhs.second
            && lhs.third == rhs.third && lhs.text == rhs.text
    }
}
