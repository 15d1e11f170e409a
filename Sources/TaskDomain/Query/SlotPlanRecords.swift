import Foundation

/// What the sorts and the tabs read of each stored task, by slot, in flat arrays: whether it
/// is ready at the live list's now, the parts of its urgency sort key (urgency in thousandths,
/// running or not) or a done task's completion time, its due date, creation time, priority
/// and whether it is done, and from `titlesMinimum` slots its title's first 16 folded bytes
/// and from `tabsMinimum` slots the built-in tabs it is in. 13 bytes a slot (30 from 20,000).
///
/// Opening the Next tab over 100,000 tasks read every task's box, then the box of its rarely
/// used fields (the wait day), then made its urgency: three quarters of the time were those
/// reads at random in memory (perf, release). Here it reads these arrays in order, and only
/// the ready tasks' parts; a task's box is read only where a part does not fit (`exact` off).
/// A new order (`s`, `LiveTaskQuery.resort`) makes its keys here too: at 1,000,000 tasks,
/// reading each task's box (a cache miss a task) and folding its title were half of a sort.
/// So does a new tab (`LiveTaskQuery.appendRecordedEntries`): at 1,000,000 tasks a tab spent half
/// its time on the first touch of every task's box only to ask the filter.
///
/// Each record is made at the list's now (fixed until `rebuild(now:)`, which makes a new
/// list and new records) with the task's blocked and blocking answers, so it changes only
/// when the task or those answers change: the live list sets the slots `apply` moves (the
/// changed tasks and those whose link state moved with them, `TaskLinks.affected`). The
/// urgency also depends on the coefficients: they are kept with the records, and the Next
/// view makes every urgency again when the query's differ. The tabs are `TaskFilter.includes`
/// asked at that now, so they are its answers exactly.
struct SlotPlanRecords {
    private var flags: [UInt8] = []
    /// One word a slot, read only where `exact` is set: a ready task's urgency in thousandths,
    /// or a done task's completion second (from `createdBase`); nothing for the others. One
    /// array for both: a task is never ready and done, and the flags byte has no bit to spare.
    private var urgencyOrCompletion: [Int32] = []
    private var dueKeys: [Int32] = []
    private var createdSeconds: [Int32] = []
    /// Each slot's folded title prefix (`SearchFolding.foldedPrefix`), only when `keepsTitles`.
    private var titleFirst: [UInt64] = []
    private var titleMore: [UInt64] = []
    /// Whether the titles are kept: a list opened with `titlesMinimum` tasks or more (below,
    /// a title sort reads the tasks in a few milliseconds, and 16 bytes a task would show in
    /// the memory of a 10,000-task list).
    let keepsTitles: Bool
    /// Each slot's built-in tabs at the list's now (`tabBit`), only when `keepsTabs`.
    private var tabs: [UInt8] = []
    /// Whether the tabs are kept: a list opened with `tabsMinimum` tasks or more (below, a
    /// new tab asks the tasks in a few milliseconds, and a byte a task would show in the
    /// memory of a 10,000-task list).
    let keepsTabs: Bool
    /// The coefficients the urgencies were made with.
    private(set) var coefficients: UrgencyCoefficients

    static let titlesMinimum = 20_000
    static let tabsMinimum = 20_000

    private static let ready: UInt8 = 1
    private static let active: UInt8 = 2
    private static let hasDue: UInt8 = 4
    /// Due and created fit in 32 bits, and so does the slot's `urgencyOrCompletion` word: a
    /// ready task's urgency (its urgency key can be made from the record), or a done task's
    /// completion time (`completed` set: its due and urgency keys can).
    private static let exact: UInt8 = 8
    /// Due and created fit in 32 bits (and the rank is set): the other sorts' parts are here.
    private static let datesExact: UInt8 = 16
    /// Not done (`completed` unset): the due sort's first word is the due date's.
    private static let undone: UInt8 = 32
    /// The priority's rank (0-3) is the top two bits.
    private static let rankShift: UInt8 = 6
    /// `createdSeconds` counts from here, so 32 bits reach from 1965 to 2101.
    private static let createdBase = 2_000_000_000

    init(coefficients: UrgencyCoefficients, capacity: Int) {
        self.coefficients = coefficients
        keepsTitles = capacity >= Self.titlesMinimum
        keepsTabs = capacity >= Self.tabsMinimum
        flags.reserveCapacity(capacity)
        urgencyOrCompletion.reserveCapacity(capacity)
        dueKeys.reserveCapacity(capacity)
        createdSeconds.reserveCapacity(capacity)
        if keepsTitles {
            titleFirst.reserveCapacity(capacity)
            titleMore.reserveCapacity(capacity)
        }
        if keepsTabs { tabs.reserveCapacity(capacity) }
    }

    /// Makes the record of `task`, now in `slot`, at `urgency`'s now and coefficients, with
    /// the task's blocked and blocking answers.
    mutating func set(_ task: borrowing Task, at slot: Int, urgency: borrowing Urgency, linkState: LinkState) {
        clear(slot)
        let due = task.due?.sortKey
        let created = Int(task.created.timeIntervalSince1970.rounded(.down)) - Self.createdBase
        var value = (task.due != nil ? Self.hasDue : 0) | (task.completed == nil ? Self.undone : 0)
            | UInt8(task.priority.rank) << Self.rankShift
        let shortDates = Int32(exactly: created).flatMap { shortCreated in Int32(exactly: due ?? 0).map { (shortCreated, $0) } }
        if let (shortCreated, shortDue) = shortDates {
            value |= Self.datesExact
            (createdSeconds[slot], dueKeys[slot]) = (shortCreated, shortDue)
        }
        if keepsTitles { (titleFirst[slot], titleMore[slot]) = SearchFolding.foldedPrefix(task.title) }
        if keepsTabs { tabs[slot] = Self.tabs(of: task, at: urgency.now) }
        defer { flags[slot] = value }
        // Only a ready task keeps its urgency (the Next view reads no other); a done one keeps
        // its completion time instead, and a waiting or blocked one nothing.
        guard task.isReady(at: urgency.now, isBlocked: { linkState.isBlocked }) else {
            // A done task's completion time: the due and urgency sorts' first word (the Done tab).
            if task.isCompleted, let completed = task.completed, shortDates != nil,
               let small = Int32(exactly: TaskSortKey.completionSeconds(completed) - Self.createdBase) {
                value |= Self.exact
                urgencyOrCompletion[slot] = small
            }
            return
        }
        let score = TaskSortKey.urgencyThousandths(urgency.score(of: task, linkState: linkState))
        value |= Self.ready | (task.isActive ? Self.active : 0)
        if let small = Int32(exactly: score), shortDates != nil {
            value |= Self.exact
            urgencyOrCompletion[slot] = small
        }
    }

    /// The tabs `task` is in at `now`, as `TaskFilter.includes` answers (`tabBit`; the ready
    /// tab is the `ready` flag, made with the task's links). The date tabs keep pending tasks
    /// only (`TaskFilter`), so they are asked of those alone.
    private static func tabs(of task: borrowing Task, at now: LocalNow) -> UInt8 {
        var bits = tabBit(.all)
        for filter in statusTabs where filter.includes(task, at: now, links: .none) { bits |= tabBit(filter) }
        guard bits & tabBit(.pending) != 0 else { return bits }
        for filter in dateTabs where filter.includes(task, at: now, links: .none) { bits |= tabBit(filter) }
        return bits
    }

    private static let statusTabs: [TaskFilter] = [.completed, .waiting, .pending]
    private static let dateTabs: [TaskFilter] = [.overdue, .dueToday, .dueThisWeek]

    /// A tab's bit in `tabs` (none for the ready tab: its answer is the `ready` flag, in `flags`).
    private static func tabBit(_ filter: TaskFilter) -> UInt8 {
        switch filter {
        case .all: return 1
        case .pending: return 2
        case .waiting: return 4
        case .completed: return 8
        case .overdue: return 16
        case .dueToday: return 32
        case .dueThisWeek: return 64
        case .ready: return 0
        }
    }

    /// No task (or none ready) in `slot`, growing the arrays when it is beyond their end.
    mutating func clear(_ slot: Int) {
        if flags.count <= slot {
            let more = slot + 1 - flags.count
            flags.append(contentsOf: repeatElement(0, count: more))
            urgencyOrCompletion.append(contentsOf: repeatElement(0, count: more))
            dueKeys.append(contentsOf: repeatElement(0, count: more))
            createdSeconds.append(contentsOf: repeatElement(0, count: more))
            if keepsTitles {
                titleFirst.append(contentsOf: repeatElement(0, count: more))
                titleMore.append(contentsOf: repeatElement(0, count: more))
            }
            if keepsTabs { tabs.append(contentsOf: repeatElement(0, count: more)) }
        }
        flags[slot] = 0
        if keepsTabs { tabs[slot] = 0 }
    }

    /// The records of every slot, made again (another coefficients' urgencies); the tasks and
    /// their answers are the list's.
    init(coefficients: UrgencyCoefficients, slots: [Task?], now: LocalNow, linkStates: LinkStates) {
        self.init(coefficients: coefficients, capacity: slots.count)
        if !slots.isEmpty { clear(slots.count - 1) }
        let urgency = Urgency(coefficients: coefficients, now: now)
        slots.forEachInPlace { slot, task in
            set(task, at: slot, urgency: urgency, linkState: linkStates[slot])
        }
    }

    /// The slots in `filter`'s tab at the list's now, or nil when the records do not keep
    /// that tab (only the ready one below `tabsMinimum` slots: the caller asks the tasks).
    func members(of filter: TaskFilter) -> TabMembers? {
        if filter == .ready { return TabMembers(bytes: flags, mask: Self.ready) }
        return keepsTabs ? TabMembers(bytes: tabs, mask: Self.tabBit(filter)) : nil
    }

    /// The slots of one tab: those whose byte has the tab's bit.
    struct TabMembers {
        fileprivate let bytes: [UInt8]
        fileprivate let mask: UInt8

        /// Whether the task in `slot` is in the tab (a slot beyond the records holds none).
        func contains(_ slot: Int) -> Bool {
            slot < bytes.count && bytes[slot] & mask != 0
        }
    }

    /// The key of the task in `slot` for `sort`, made from its record, or nil when the record
    /// does not hold what that sort reads (the caller makes it from the task): a custom
    /// field, a title not kept, a part that does not fit, or for the urgency sort a pending
    /// task that is not ready (its urgency is the records' coefficients').
    func sortKey(_ slot: Int, sort: TaskSort) -> TaskSortKey? {
        let value = flags[slot]
        guard value & Self.datesExact != 0 else { return nil }
        let parts = TaskSortKey.Parts(due: value & Self.hasDue != 0 ? Int(dueKeys[slot]) : Int.max,
                                      rank: Int(value >> Self.rankShift),
                                      created: Int(createdSeconds[slot]) + Self.createdBase)
        let lead: (UInt64, UInt64)
        switch sort {
        case .due:
            if value & Self.undone != 0 {
                lead = (TaskSortKey.pendingDueOrder(parts.due), 0)
            } else {
                guard let completed = completionSeconds(slot) else { return nil }
                lead = (TaskSortKey.doneDueOrder(completionSeconds: completed), 0)
            }
        case .priority, .created:
            lead = (0, 0)
        case .title:
            guard keepsTitles else { return nil }
            lead = (titleFirst[slot], titleMore[slot])
        case .urgency:
            if value & Self.ready != 0 {
                guard value & Self.exact != 0 else { return nil }
                lead = (TaskSortKey.urgencyOrder(thousandths: Int(urgencyOrCompletion[slot]), isActive: value & Self.active != 0), 0)
            } else {
                guard let completed = completionSeconds(slot) else { return nil }
                lead = (TaskSortKey.doneUrgencyOrder(dueOrder: TaskSortKey.doneDueOrder(completionSeconds: completed)), 0)
            }
        case .field:
            return nil
        }
        return TaskSortKey(parts, sort: sort, lead: lead, position: slot)
    }

    /// The completion time of the done task in `slot` in whole seconds (`completionSeconds`),
    /// or nil when it is not done or the time does not fit the record.
    private func completionSeconds(_ slot: Int) -> Int? {
        let value = flags[slot]
        guard value & (Self.ready | Self.undone) == 0, value & Self.exact != 0 else { return nil }
        return Int(urgencyOrCompletion[slot]) + Self.createdBase
    }
}
