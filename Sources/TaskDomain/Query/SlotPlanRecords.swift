import Foundation

/// What the Next view reads of each stored task, by slot, in flat arrays: whether it is ready
/// at the live list's now, and the parts of its urgency sort key (urgency in thousandths,
/// running or not, due, created). 13 bytes a slot.
///
/// Opening the Next tab over 100,000 tasks read every task's box, then the box of its rarely
/// used fields (the wait day), then made its urgency: three quarters of the time were those
/// reads at random in memory (perf, release). Here it reads these arrays in order, and only
/// the ready tasks' parts; a task's box is read only where a part does not fit (`exact` off).
///
/// Each record is made at the list's now (fixed until `rebuild(now:)`, which makes a new
/// list and new records) with the task's blocked and blocking answers, so it changes only
/// when the task or those answers change: the live list sets the slots `apply` moves (the
/// changed tasks and those whose link state moved with them, `TaskLinks.affected`). The
/// urgency also depends on the coefficients: they are kept with the records, and the Next
/// view makes every urgency again when the query's differ.
struct SlotPlanRecords {
    private var flags: [UInt8] = []
    private var thousandths: [Int32] = []
    private var dueKeys: [Int32] = []
    private var createdSeconds: [Int32] = []
    /// The coefficients the urgencies were made with.
    private(set) var coefficients: UrgencyCoefficients

    private static let ready: UInt8 = 1
    private static let active: UInt8 = 2
    private static let hasDue: UInt8 = 4
    /// Due, created and urgency each fit in 32 bits: the key can be made from the record.
    private static let exact: UInt8 = 8
    /// `createdSeconds` counts from here, so 32 bits reach from 1965 to 2101.
    private static let createdBase = 2_000_000_000

    init(coefficients: UrgencyCoefficients, capacity: Int) {
        self.coefficients = coefficients
        flags.reserveCapacity(capacity)
        thousandths.reserveCapacity(capacity)
        dueKeys.reserveCapacity(capacity)
        createdSeconds.reserveCapacity(capacity)
    }

    /// Makes the record of `task`, now in `slot`, at `urgency`'s now and coefficients, with
    /// the task's blocked and blocking answers.
    mutating func set(_ task: borrowing Task, at slot: Int, urgency: borrowing Urgency, linkState: LinkState) {
        clear(slot)
        // Only a ready task is read by the Next view: the others keep no parts.
        guard task.isReady(at: urgency.now, isBlocked: { linkState.isBlocked }) else { return }
        let score = TaskSortKey.urgencyThousandths(urgency.score(of: task, linkState: linkState))
        let due = task.due?.sortKey
        let created = Int(task.created.timeIntervalSince1970.rounded(.down)) - Self.createdBase
        var value = Self.ready | (task.isActive ? Self.active : 0) | (due != nil ? Self.hasDue : 0)
        if let small = Int32(exactly: score), let shortCreated = Int32(exactly: created),
           let shortDue = Int32(exactly: due ?? 0) {
            value |= Self.exact
            (thousandths[slot], createdSeconds[slot], dueKeys[slot]) = (small, shortCreated, shortDue)
        }
        flags[slot] = value
    }

    /// No task (or none ready) in `slot`, growing the arrays when it is beyond their end.
    mutating func clear(_ slot: Int) {
        if flags.count <= slot {
            let more = slot + 1 - flags.count
            flags.append(contentsOf: repeatElement(0, count: more))
            thousandths.append(contentsOf: repeatElement(0, count: more))
            dueKeys.append(contentsOf: repeatElement(0, count: more))
            createdSeconds.append(contentsOf: repeatElement(0, count: more))
        }
        flags[slot] = 0
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

    /// Whether the task in `slot` is ready at the list's now.
    func isReady(_ slot: Int) -> Bool {
        slot < flags.count && flags[slot] & Self.ready != 0
    }

    /// The urgency sort key of the ready task in `slot`, or nil when its parts do not fit
    /// (the caller makes it from the task).
    func urgencyKey(_ slot: Int) -> TaskSortKey? {
        let value = flags[slot]
        guard value & Self.exact != 0 else { return nil }
        let order = TaskSortKey.urgencyOrder(thousandths: Int(thousandths[slot]), isActive: value & Self.active != 0)
        let due = value & Self.hasDue != 0 ? Int(dueKeys[slot]) : Int.max
        return TaskSortKey(urgencyOrder: order, due: due, created: Int(createdSeconds[slot]) + Self.createdBase, position: slot)
    }
}
