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
    private let text: [UInt8]
    private let first: Int
    private let second: Int
    private let third: Int
    private let position: Int
    private let id: TaskID

    /// `position`: the task's place in storage order (the last tie-break).
    public init(_ task: Task, sort: TaskSort, position: Int) {
        self.position = position
        let due = task.due?.sortKey ?? Int.max
        let priority = -task.priority.rank
        let created = Int(task.created.timeIntervalSince1970.rounded(.down))
        id = task.id
        switch sort {
        case .due:
            (text, first, second, third) = ([], due, priority, created)
        case .priority:
            (text, first, second, third) = ([], priority, due, created)
        case .created:
            (text, first, second, third) = ([], created, 0, 0)
        case .title:
            (text, first, second, third) = (SearchFolding.fold(task.title), due, created, 0)
        }
    }

    public static func < (lhs: TaskSortKey, rhs: TaskSortKey) -> Bool {
        if lhs.text != rhs.text { return lhs.text.lexicographicallyPrecedes(rhs.text) }
        if lhs.first != rhs.first { return lhs.first < rhs.first }
        if lhs.second != rhs.second { return lhs.second < rhs.second }
        if lhs.third != rhs.third { return lhs.third < rhs.third }
        if lhs.position != rhs.position { return lhs.position < rhs.position }
        return lhs.id < rhs.id
    }

    public static func == (lhs: TaskSortKey, rhs: TaskSortKey) -> Bool {
        lhs.id == rhs.id && lhs.position == rhs.position && lhs.first == rhs.first && lhs.second == rhs.second && lhs.third == rhs.third
            && lhs.text == rhs.text
    }
}
