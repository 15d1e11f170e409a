/// The Next view (ready tasks by urgency) made from each slot's plan record
/// (`SlotPlanRecords`) instead of from the tasks, and the records kept by every change.
extension LiveTaskQuery {
    /// The narrowed entries of the Next view made from the records, unsorted; nil when the
    /// query is not one they answer (another filter or sort, a project or tag chosen: the
    /// caller asks the tasks). `counted`: the context's verdicts by slot (nil: none active).
    mutating func plannedEntries(_ matcher: TaskQuery.Matcher, counted: [Bool]?) -> [Entry]? {
        guard query.filter == .ready, query.sort == .urgency, matcher.project == nil, matcher.tag == nil,
              let urgency else { return nil }
        if planRecords.coefficients != query.coefficients {
            // Other coefficients: every urgency once more, kept for the next opens.
            planRecords = SlotPlanRecords(coefficients: query.coefficients, slots: slots, now: now,
                                          linkStates: linkStates)
        }
        var entries: [Entry] = []
        entries.reserveCapacity(narrowed.count)
        let records = planRecords
        for slot in slots.indices where records.isReady(slot) {
            if let counted, slot >= counted.count || !counted[slot] { continue }
            if let key = records.sortKey(slot, sort: .urgency) {
                entries.append(key)
            } else if let task = slots[slot] {
                // A part that does not fit the record (a date beyond 2101, an urgency past
                // two million): the key made from the task, as before.
                entries.append(TaskSortKey(task, sort: .urgency, position: slot, urgency: urgency,
                                           linkState: links.isEmpty ? nil : linkStates[slot]))
            }
        }
        return entries
    }

    /// Makes the records of `moved` again (the changed tasks and those whose blocked or
    /// blocking answers moved with them), once the links and their answers (`linkStates`)
    /// are those after the change.
    mutating func updatePlanRecords(_ moved: Set<TaskID>) {
        let urgency = Urgency(coefficients: planRecords.coefficients, now: now)
        for id in moved {
            guard let slot = slotOf[id] else { continue }
            guard let task = slots[slot] else {
                planRecords.clear(slot)
                continue
            }
            planRecords.set(task, at: slot, urgency: urgency, linkState: linkStates[slot])
        }
    }
}
