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
        let parts = Parts(due: task.due?.sortKey ?? Int.max, rank: task.priority.rank,
                          created: Int(task.created.timeIntervalSince1970.rounded(.down)))
        let lead: (UInt64, UInt64)
        switch sort {
        case .due: lead = (Self.dueOrder(task), 0)
        case .priority, .created: lead = (0, 0)
        case .title: lead = SearchFolding.foldedPrefix(task.title)
        case .urgency: lead = (Self.urgencyOrder(task, urgency, linkState), 0)
        case .field(let declaration):
            // A text's first 8 folded bytes in `more`; longer ones that start alike are told
            // apart by `textOrder` (as the title sort's are).
            let key = FieldSortKey(task.fields[declaration.name], declaration: declaration)
            lead = (key.first, key.more)
        }
        self.init(parts, sort: sort, lead: lead, position: position)
    }

    /// The fields every sort's tie-breaks read: the due date's `sortKey` (`Int.max`: none),
    /// the priority's rank, and the creation time in whole seconds.
    struct Parts {
        let due: Int
        let rank: Int
        let created: Int
    }

    /// The key of a task with these `parts`; `lead` is what the sort reads beyond them: the
    /// due sort's and the urgency sort's first word (`dueOrder`, `urgencyOrder`), the title's
    /// or a field's two words (unused by the priority and created sorts). One place makes
    /// every key, from a task or from a slot's record (`SlotPlanRecords.sortKey`).
    init(_ parts: Parts, sort: TaskSort, lead: (UInt64, UInt64), position: Int) {
        let (due, priority, created) = (parts.due, -parts.rank, parts.created)
        self.position = position
        // The tie-breaks are also packed, clamped (which keeps their order), into the
        // second word, so almost every comparison ends after two integer compares; the
        // exact fields below settle what clamping made equal.
        let rank = UInt64(priority + 8)
        let place = Self.clamped(position, bits: 24)
        switch sort {
        case .due:
            (first, second, third) = (lead.0, priority, created)
            more = rank << 60 | Self.clamped(created, bits: 36) << 24 | place
        case .priority:
            (first, second, third) = (rank << 56 | Self.clamped(due, bits: 48), due, created)
            more = Self.clamped(created, bits: 40) << 24 | place
        case .created:
            (first, second, third) = (Self.ordered(created), 0, 0)
            more = place
        case .title, .field:
            (first, more, second, third) = (lead.0, lead.1, due, created)
        case .urgency:
            // The due date (28 bits reach the year 2480; none ties there) and the creation
            // time: no room is left for the storage order, which `position` settles.
            (first, second, third) = (lead.0, due, created)
            more = Self.clamped(due, bits: 28) << 36 | Self.clamped(created, bits: 36)
        }
    }

    /// The due sort's first key of a pending task (not done) due at `due` (`Int.max`: none),
    /// as `dueOrder` makes it.
    static func pendingDueOrder(_ due: Int) -> UInt64 {
        ordered(min(due, pendingEnd))
    }

    /// Where the due sort puts pending tasks without a due date: after every date, before
    /// the done tasks.
    private static let pendingEnd = Int.max / 2

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

    /// The title sort's titles (`textOrder` compares them), whose first 16 folded bytes its
    /// keys hold; nil for the other sorts (a text field's key holds only 8 bytes of its
    /// text, after another word). `sort` folds each title once to order keys alike in their
    /// first 16 bytes.
    public static func texts(_ sort: TaskSort, task: @escaping (Int) -> Task?) -> ((Int) -> String)? {
        sort == .title ? { task($0)?.title ?? "" } : nil
    }

    /// The urgency sort's first key: active tasks, then the other pending ones, each highest
    /// urgency first; then completed tasks, most recently done first.
    private static func urgencyOrder(_ task: borrowing Task, _ urgency: borrowing Urgency?, _ linkState: LinkState?) -> UInt64 {
        if task.isCompleted { return doneUrgencyOrder(dueOrder: dueOrder(task)) }
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

    /// The due sort's first key: pending tasks by due date (none last), then completed
    /// tasks by when they were done, most recent first (the Done tab and `list --done`
    /// read as a log; a done task's due date no longer matters).
    private static func dueOrder(_ task: borrowing Task) -> UInt64 {
        guard let completed = task.completed else { return pendingDueOrder(task.due?.sortKey ?? Int.max) }
        return doneDueOrder(completionSeconds: completionSeconds(completed))
    }

    /// A completion time as the due sort reads it: whole seconds, limited to ±10^15.
    static func completionSeconds(_ completed: Date) -> Int {
        Int(max(-1e15, min(1e15, completed.timeIntervalSince1970)).rounded(.down))
    }

    /// The due sort's first key of a task done at `completionSeconds`, as `dueOrder` makes it.
    static func doneDueOrder(completionSeconds seconds: Int) -> UInt64 {
        ordered(pendingEnd + 1 + (1 << 50) - seconds)
    }

    /// The urgency sort's first key of a done task (`isCompleted`) of this due sort's key:
    /// after every pending task, most recently done first.
    static func doneUrgencyOrder(dueOrder: UInt64) -> UInt64 {
        2 << 61 | dueOrder >> 3
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
