import Foundation

/// Where a task goes in a sorted list: the chosen order's key, then the tie-breaks every
/// sort shares, so the order is total and the same in the app and `list --sort`:
///
/// | sort | then | then | last |
/// | --- | --- | --- | --- |
/// | due (none last; done tasks after, most recently done first) | priority, high first | created, oldest first | storage order |
/// | priority, high first | due (none last) | created | storage order |
/// | created, oldest first | — | — | storage order |
/// | title (ignoring case and accents) | due (none last) | created | storage order |
/// | urgency: active first, then highest (done tasks after, most recently done first) | due (none last) | created | storage order |
/// | a custom field (`FieldSortKey`): by its value, tasks without it last | due (none last) | created | storage order |
///
/// Urgency is a number at a moment: the keys of one list are all made with the same
/// `Urgency` (its `now`), so the order is total; the list makes them again when it moves
/// its now (`LiveTaskQuery.rebuild(now:)`). The key keeps urgency in thousandths.
///
/// (The ID settles two keys of one position, which only a caller mixing lists could make.)
///
/// A total order lets a list place a changed task by binary search instead of sorting
/// everything again. The key is plain numbers (the title sort keeps the first 16 folded
/// bytes), so sorting 100,000 tasks moves and compares integers.
public struct TaskSortKey: Hashable, Sendable {
    /// The first key; for the title sort, the first 8 bytes of the folded title.
    let first: UInt64
    /// For the title sort, the folded title's bytes 8 to 15; for the others, the
    /// tie-breaks packed (see `init`).
    let more: UInt64
    let second: Int
    let third: Int
    /// The task's place in storage order: the last tie-break, unique within one list.
    public let position: Int

    /// `position`: the task's place in storage order; `urgency`: the scale of the urgency
    /// sort (`TaskQuery.urgency(at:)`; nil for the other sorts).
    ///
    /// Both are borrowed: an initializer otherwise takes its arguments as copies, and
    /// copying a task retains each of its strings and collections (and the urgency scale its
    /// tables), which was most of the time of sorting 100,000 tasks.
    public init(_ task: borrowing Task, sort: TaskSort, position: Int, urgency: borrowing Urgency?) {
        self.init(task, sort: sort, position: position, urgency: urgency, linkState: nil)
    }

    /// `linkState`: the task's blocked and blocking answers read from a table made for the
    /// pass (`LinkState`), for the urgency sort; nil: the urgency asks its links.
    init(_ task: borrowing Task, sort: TaskSort, position: Int, urgency: borrowing Urgency?, linkState: LinkState?) {
        let due = task.due?.sortKey ?? Int.max
        let priority = -task.priority.rank
        let created = Int(task.created.timeIntervalSince1970.rounded(.down))
        self.position = position
        // The tie-breaks are also packed, clamped (which keeps their order), into the
        // second word, so almost every comparison ends after two integer compares; the
        // exact fields below settle what clamping made equal.
        let rank = UInt64(priority + 8)
        let place = Self.clamped(position, bits: 24)
        switch sort {
        case .due:
            (first, second, third) = (Self.dueOrder(task), priority, created)
            more = rank << 60 | Self.clamped(created, bits: 36) << 24 | place
        case .priority:
            (first, second, third) = (rank << 56 | Self.clamped(due, bits: 48), due, created)
            more = Self.clamped(created, bits: 40) << 24 | place
        case .created:
            (first, second, third) = (Self.ordered(created), 0, 0)
            more = place
        case .title:
            let prefix = SearchFolding.foldedPrefix(task.title)
            (first, more, second, third) = (prefix.0, prefix.1, due, created)
        case .urgency:
            (first, second, third) = (Self.urgencyOrder(task, urgency, linkState), due, created)
            more = Self.clamped(due, bits: 40) << 24 | place
        case .field(let declaration):
            // A text's first 8 folded bytes in `more`; longer ones that start alike are told
            // apart by `textOrder` (as the title sort's are).
            let key = FieldSortKey(task.fields[declaration.name], declaration: declaration)
            (first, more, second, third) = (key.first, key.more, due, created)
        }
    }

    /// The order of the whole texts two positions hold when their keys' first bytes tie
    /// (the title sort's titles, a text field's values), or nil for a sort that needs none;
    /// `task` gives the task at a position.
    public static func textOrder(_ sort: TaskSort, task: @escaping (Int) -> Task?) -> ((Int, Int) -> Bool?)? {
        switch sort {
        case .title:
            return { SearchFolding.foldedOrder(task($0)?.title ?? "", task($1)?.title ?? "") }
        case .field(let declaration) where declaration.kind == .string:
            let name = declaration.name
            return { SearchFolding.foldedOrder(task($0)?.fields[name] ?? "", task($1)?.fields[name] ?? "") }
        default:
            return nil
        }
    }

    /// The urgency sort's first key: active tasks, then the other pending ones, each highest
    /// urgency first; then completed tasks, most recently done first.
    private static func urgencyOrder(_ task: borrowing Task, _ urgency: borrowing Urgency?, _ linkState: LinkState?) -> UInt64 {
        if task.isCompleted { return 2 << 61 | dueOrder(task) >> 3 }
        let thousandths = urgencyThousandths(urgency?.score(of: task, linkState: linkState) ?? 0)
        return urgencyOrder(thousandths: thousandths, isActive: task.isActive)
    }

    /// An urgency as the key keeps it: in thousandths, rounded, limited to ±10^12.
    static func urgencyThousandths(_ urgency: Double) -> Int {
        let score = urgency * 1000
        return score.isNaN ? 0 : Int(max(-1e12, min(1e12, score)).rounded())
    }

    /// The urgency sort's first key of a pending task: active ones first, then highest urgency.
    static func urgencyOrder(thousandths: Int, isActive: Bool) -> UInt64 {
        (isActive ? 0 : 1) << 61 | clamped((1 << 40) - thousandths, bits: 41)
    }

    /// The urgency sort's key of a pending task from its parts, as `init` makes it from the
    /// task (`SlotPlanRecords` keeps the parts by slot, so the Next view reads no task).
    init(urgencyOrder: UInt64, due: Int, created: Int, position: Int) {
        (first, second, third, self.position) = (urgencyOrder, due, created, position)
        more = Self.clamped(due, bits: 40) << 24 | Self.clamped(position, bits: 24)
    }

    /// The due sort's first key: pending tasks by due date (none last), then completed
    /// tasks by when they were done, most recent first (the Done tab and `list --done`
    /// read as a log; a done task's due date no longer matters).
    private static func dueOrder(_ task: borrowing Task) -> UInt64 {
        let pendingEnd = Int.max / 2
        guard let completed = task.completed else { return ordered(min(task.due?.sortKey ?? pendingEnd, pendingEnd)) }
        let seconds = Int(max(-1e15, min(1e15, completed.timeIntervalSince1970)).rounded(.down))
        return ordered(pendingEnd + 1 + (1 << 50) - seconds)
    }

    /// `value` limited to `bits` bits, keeping order (values outside tie at the ends).
    private static func clamped(_ value: Int, bits: UInt64) -> UInt64 {
        UInt64(min(max(value, 0), (1 << Int(bits)) - 1))
    }

    /// A signed number as an unsigned one of the same order.
    private static func ordered(_ value: Int) -> UInt64 {
        UInt64(bitPattern: Int64(value)) ^ (1 << 63)
    }

    /// The order. `titles` orders the whole folded titles of two positions (nil when they
    /// fold alike), for the title sort when the first 8 bytes tie (nil for the other sorts).
    @inline(__always)
    public static func precedes(_ lhs: TaskSortKey, _ rhs: TaskSortKey, titles: ((Int, Int) -> Bool?)?) -> Bool {
        if lhs.first != rhs.first { return lhs.first < rhs.first }
        if lhs.more != rhs.more { return lhs.more < rhs.more }
        if let titles, lhs.more & 0xFF != 0, let order = titles(lhs.position, rhs.position) {
            // Both titles are 16 bytes or longer and start alike: the rest decides.
            return order
        }
        if lhs.second != rhs.second { return lhs.second < rhs.second }
        if lhs.third != rhs.third { return lhs.third < rhs.third }
        return lhs.position < rhs.position
    }
}
