/// A tab (the Next view, ready tasks by urgency, among them) made from each slot's plan record
/// (`SlotPlanRecords`) instead of from the tasks, and the records kept by every change.
extension LiveTaskQuery {
    /// Appends to `entries` the narrowed entries of the query's tab made from the records,
    /// unsorted; false (nothing appended) when the query is not one they answer (a project or
    /// tag chosen, or a tab the records do not keep: the caller asks the tasks). `counted`: the
    /// context's verdicts by slot (nil: none active). A key the records do not hold (a part
    /// that does not fit, a title not kept) is made from the task, as `resort` does.
    ///
    /// Into the caller's array, not a returned one: the caller held the returned array while
    /// sorting it, and the sort copied all of it first (40 MB at 1,000,000 tasks).
    mutating func appendRecordedEntries(_ matcher: TaskQuery.Matcher, counted: [Bool]?, to entries: inout [Entry]) -> Bool {
        guard matcher.project == nil, matcher.tag == nil else { return false }
        if query.filter == .ready, query.sort == .urgency, planRecords.coefficients != query.coefficients {
            // The Next view with other coefficients: every urgency once more, kept for the next opens.
            planRecords = SlotPlanRecords(coefficients: query.coefficients, slots: slots, now: now,
                                          linkStates: linkStates)
        }
        guard let members = planRecords.members(of: query.filter) else { return false }
        let (sort, urgency) = (query.sort, self.urgency)
        let records = sortRecords
        for slot in slots.indices where members.contains(slot) {
            if let counted, slot >= counted.count || !counted[slot] { continue }
            if let key = records?.sortKey(slot, sort: sort) {
                entries.append(key)
            } else if let task = slots[slot] {
                entries.append(TaskSortKey(task, sort: sort, position: slot, urgency: urgency,
                                           linkState: links.isEmpty ? nil : linkStates[slot]))
            }
        }
        return true
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
