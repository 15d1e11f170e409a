/// A task's urgency: one number from its fields, higher first, computed at one `now` with
/// the user's coefficients (Taskwarrior's by default).
///
/// | term | factor (times its coefficient) |
/// | --- | --- |
/// | due | 0.2 when due 14 days or more ahead, rising linearly to 1.0 a week overdue (an untimed due counts from the end of its day) |
/// | priority | 1 (the level's own coefficient) |
/// | active | 1 while it runs |
/// | scheduled | 1 once its scheduled day (and time) has come |
/// | age | days since created over the age limit, at most 1 |
/// | tags | 0.8 for one tag, 0.9 for two, 1 for three or more |
/// | project | 1 with a project |
/// | notes | 1 with notes or annotations |
/// | waiting | 1 while hidden (its coefficient is negative) |
/// | blocked | 1 while it waits for a task still to do (negative) |
/// | blocking | 1 while a task still to do waits for it |
/// | tag and project bonuses | 1 per configured tag it has / for the configured project it is in |
///
/// A completed task has no urgency (0, no terms). The number is the sum of the terms
/// exactly: `terms(of:)` and `score(of:)` walk the same code, so the detail's explanation
/// adds up to what the list ranks by.
public struct Urgency: Sendable {
    public let coefficients: UrgencyCoefficients
    public let now: LocalNow
    /// Now as a fractional day number, for due proximity.
    private let nowDays: Double
    /// The tag bonuses in tag order: a few names compared with a task's tags beat hashing
    /// every tag of 100,000 tasks into the dictionary.
    private let tagBonuses: [(tag: String, bonus: Double)]
    /// Which tasks wait for which (the blocked and blocking terms); the owner of a live
    /// result keeps it current.
    public var links: TaskLinks

    public init(coefficients: UrgencyCoefficients, now: LocalNow, links: TaskLinks = .none) {
        self.coefficients = coefficients
        self.now = now
        self.links = links
        nowDays = Double(now.day.dayNumber) + Double(now.minuteOfDay) / 1440
        tagBonuses = coefficients.tagBonus.map { (tag: $0.key, bonus: $0.value) }.sorted { $0.tag < $1.tag }
    }

    /// The urgency of `task`.
    public func score(of task: Task) -> Double {
        var total = 0.0
        eachTerm(of: task) { _, points in total += points }
        return total
    }

    /// The urgency of `task` whose blocked and blocking answers were read from a table made
    /// for a pass (they must be what `links` answers; nil: ask the links).
    func score(of task: borrowing Task, linkState: LinkState?) -> Double {
        var total = 0.0
        eachTerm(of: task, linkState: linkState) { _, points in total += points }
        return total
    }

    /// The terms that make up `task`'s urgency, in the table's order; none with 0 points.
    public func terms(of task: Task) -> [UrgencyTerm] {
        var terms: [UrgencyTerm] = []
        eachTerm(of: task) { kind, points in terms.append(UrgencyTerm(kind: kind, points: points)) }
        return terms
    }

    /// Hands each non-zero term to `body` (one walk for the number and its explanation).
    @inline(__always)
    private func eachTerm(of task: borrowing Task, linkState: LinkState? = nil, _ body: (UrgencyTerm.Kind, Double) -> Void) {
        guard !task.isCompleted else { return }
        let c = coefficients
        func add(_ kind: @autoclosure () -> UrgencyTerm.Kind, _ points: Double) {
            if points != 0 { body(kind(), points) }
        }
        if let due = task.due {
            add(.due(days: due.day.days(from: now.day)), c.due * dueFactor(due))
        }
        add(.priority(task.priority), c.priority(task.priority))
        if task.isActive { add(.active, c.active) }
        if let scheduled = task.scheduled, scheduled.hasArrived(at: now) { add(.scheduled, c.scheduled) }
        let ageDays = max(0, Double(now.secondsSince1970) - task.created.timeIntervalSince1970) / 86_400
        if c.age != 0 {
            let factor = c.ageLimitDays <= 0 ? 1 : min(1, ageDays / c.ageLimitDays)
            add(.age(days: Int(ageDays)), c.age * factor)
        }
        if !task.tags.isEmpty {
            let count = task.tags.count
            add(.tags(count: count), c.tags * (count == 1 ? 0.8 : count == 2 ? 0.9 : 1.0))
        }
        if task.project != nil { add(.project, c.project) }
        if !task.notes.isEmpty || !task.annotations.isEmpty { add(.notes, c.notes) }
        if task.isWaiting(at: now) { add(.waiting, c.waiting) }
        if let linkState {
            if linkState.isBlocked { add(.blocked, c.blocked) }
            if linkState.isBlocking { add(.blocking, c.blocking) }
        } else {
            if !task.depends.isEmpty, links.isBlocked(task.id) { add(.blocked, c.blocked) }
            if !links.isEmpty, links.isBlocking(task.id) { add(.blocking, c.blocking) }
        }
        if !tagBonuses.isEmpty, !task.tags.isEmpty {
            // In tag order, as the detail explains it (the bonuses are sorted by tag).
            if tagBonuses.count <= 8 {
                for entry in tagBonuses where task.tags.contains(where: { $0 == entry.tag }) {
                    add(.tagBonus(entry.tag), entry.bonus)
                }
            } else {
                for tag in task.sortedTags { if let bonus = c.tagBonus[tag] { add(.tagBonus(tag), bonus) } }
            }
        }
        if !task.fields.isEmpty, !c.fieldBonus.isEmpty || !c.fieldValueBonus.isEmpty {
            for (name, bonus) in c.fieldBonus.sorted(by: { $0.key < $1.key }) where task.fields[name] != nil {
                add(.fieldBonus(name), bonus)
            }
            for (name, values) in c.fieldValueBonus.sorted(by: { $0.key < $1.key }) {
                if let value = task.fields[name], let bonus = values[value] {
                    add(.fieldValueBonus(field: name, value: value), bonus)
                }
            }
        }
        if !c.projectBonus.isEmpty, let project = task.project {
            for (name, bonus) in c.projectBonus.sorted(by: { $0.key < $1.key })
            where TaskQuery.project(project, isWithin: name) {
                add(.projectBonus(name), bonus)
            }
        }
    }

    /// Taskwarrior's due factor: 0.2 up to 14 days ahead, then linear to 1.0 at 7 days overdue.
    private func dueFactor(_ due: Due) -> Double {
        let dueDays = Double(due.day.dayNumber) + Double(due.minuteOfDay ?? 1440) / 1440
        let overdue = nowDays - dueDays
        if overdue >= 7 { return 1 }
        if overdue >= -14 { return (overdue + 14) * 0.8 / 21 + 0.2 }
        return 0.2
    }
}
