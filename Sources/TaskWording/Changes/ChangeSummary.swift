import TaskDomain

/// A change in words: "Completed 'Buy milk'", "Deleted 3 tasks". The scenes' status lines
/// and the CLI name changes the same way.
public enum ChangeSummary {
    /// The past-tense verb of the action: "Completed".
    public static func verb(of action: TaskChange.Action) -> String {
        switch action {
        case .added: "Added"
        case .edited: "Edited"
        case .completed: "Completed"
        case .reopened: "Reopened"
        case .toggled: "Toggled"
        case .deleted: "Deleted"
        case .imported: "Imported"
        case .moved: "Moved"
        case .skipped: "Skipped"
        case .started: "Started"
        case .stopped: "Stopped"
        case .synced: "Synced"
        case .annotated: "Annotated"
        case .denotated: "Removed an annotation of"
        }
    }

    /// "Completed 'Buy milk'" for one task (its title passed through `title`, e.g. to
    /// shorten it), "Deleted 3 tasks" for several. A repeating task that moved on says
    /// where to: "Completed 'Pay rent', next due Fri 2027-01-01".
    public static func text(of change: TaskChange, title: (String) -> String = { $0 }) -> String {
        let verb = isRescheduling(change) ? "Rescheduled" : verb(of: change.action)
        // A delete that kept subtasks moved them up too: it names the deleted tasks only.
        // Completing a repeating task names it, not the done copy it recorded (`subjectEntries`).
        let entries = change.action == .deleted && change.entries.contains(where: { $0.after == nil })
            ? change.entries.filter { $0.after == nil } : change.subjectEntries
        guard entries.count == 1, let task = entries[0].after ?? entries[0].before else {
            return "\(verb) \(entries.count) tasks"
        }
        // What a denotate removed is named: several matched lines are refused, so this is the one.
        if change.action == .denotated, let removed = entries[0].removedAnnotations.first {
            return "Removed the annotation '\(title(removed.text))' from '\(title(task.title))'"
        }
        return "\(verb) '\(title(task.title))'" + outcome(of: entries[0], in: change)
    }

    /// Whether `change` is an edit that moved only dates (due, scheduled, wait, until): the
    /// Agenda's `>` and the wait key say so, and so does their undo ("Undid: Rescheduled 'X'").
    static func isRescheduling(_ change: TaskChange) -> Bool {
        guard change.action == .edited, !change.entries.isEmpty else { return false }
        return change.entries.allSatisfy { entry in
            guard let before = entry.before, let after = entry.after else { return false }
            return after.isRescheduling(of: before)
        }
    }

    /// What became of a task the change was about, after its title: where completing or
    /// skipping moved a repeating task (", next due Fri 2027-01-01"), or that skipping its last
    /// occurrence removed it; empty otherwise.
    public static func outcome(of entry: TaskChange.Entry, in change: TaskChange) -> String {
        if change.action == .skipped, entry.after == nil { return ", its last occurrence: task removed" }
        if change.action == .started {
            // Starting one task where only one runs stopped the one that ran.
            let stopped = change.entries.filter { $0.before?.isActive == true && $0.after?.isActive == false }
            guard let only = stopped.first?.after else { return "" }
            return stopped.count == 1 ? ", stopped '\(only.title)'" : ", stopped \(stopped.count) others"
        }
        return nextDue(of: entry).map { ", next due " + $0 } ?? ""
    }

    /// The new due date of a repeating task that completing or skipping moved on (not back,
    /// as an undo does).
    public static func nextDue(of entry: TaskChange.Entry) -> String? {
        guard let before = entry.before, let after = entry.after, before.recurrence != nil, !after.isCompleted,
              !before.isCompleted, let due = after.due, let old = before.due, due > old else { return nil }
        return RecurrenceWording.dayText(due.day) + (due.minuteOfDay == nil ? "" : " " + due.description.suffix(5))
    }
}
