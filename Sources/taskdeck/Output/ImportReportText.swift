import TaskDomain
import TaskInterchange
import TaskWording

/// The words of `import` and `export`: what an import did or would do, what it did not
/// read, the records it could not, and what an export left out.
enum ImportReportText {
    /// `Imported from todo.txt and done.txt: 3 added, 1 changed, 5 unchanged; skipped 2 deleted, 1 recurring parent`:
    /// every file that was read is named.
    /// `madeByOthers`: tasks another writer had made exactly so meanwhile, counted as
    /// unchanged, and said (`; 2000 were already made by another program`).
    static func summary(_ plan: ImportPlan, sources: [String], dryRun: Bool, madeByOthers: Set<TaskID>) -> String {
        let source = sources.count > 1 ? sources.dropLast().joined(separator: ", ") + " and " + (sources.last ?? "")
            : sources.first ?? ""
        var (added, changed) = (plan.addedCount, plan.changedCount)
        if !madeByOthers.isEmpty {
            for entry in plan.entries where madeByOthers.contains(entry.task.id) {
                switch entry.outcome {
                case .added: added -= 1
                case .changed: changed -= 1
                case .unchanged: break
                }
            }
        }
        let unchanged = plan.unchangedCount + (plan.addedCount - added) + (plan.changedCount - changed)
        var text = (dryRun ? "Would import from \(source): " : "Imported from \(source): ")
            + "\(added) added, \(changed) changed, \(unchanged) unchanged"
        if !madeByOthers.isEmpty {
            text += "; \(madeByOthers.count) of them were already made the same way by another program meanwhile"
        }
        var skipped = skipped(plan.skipped).map { [$0] } ?? []
        if !plan.bad.isEmpty { skipped.append(plan.bad.count == 1 ? "1 bad record" : "\(plan.bad.count) bad records") }
        if !skipped.isEmpty { text += "; skipped " + skipped.joined(separator: ", ") }
        if dryRun { text += " (dry run: nothing was written)" }
        return text
    }

    /// The lines after the summary: the tasks that came in new because they had no ID of
    /// their own, and field by field what taskdeck did not read, by format.
    static func details(_ plan: ImportPlan, format: String) -> [String] {
        var lines: [String] = []
        // Said on a re-import (some records matched stored tasks), where a line edited in
        // another client would come in as a second task.
        let byText = plan.addedByTextCount
        if byText > 0, plan.changedCount + plan.unchangedCount > 0 {
            let one = byText == 1
            let records = format == "todotxt" ? (one ? "is a line without uid:" : "are lines without uid:")
                : (one ? "is a task without an id" : "are tasks without an id")
            lines.append("  \(byText) of the added \(records) that \(one ? "matches" : "match") no stored task by "
                         + "\(one ? "its" : "their") text: \(one ? "a new task" : "new tasks") "
                         + "(a task changed elsewhere matches again only by its ID)")
        }
        lines += notes(plan.notes, format: format)
        return lines
    }

    /// `kept for Taskwarrior, not used by taskdeck: wait (15), estimate (33)`, `read roughly (kept
    /// exactly for Taskwarrior): …`, `left out: …`: one line each, when there is something to say.
    static func notes(_ notes: ImportNotes, format: String) -> [String] {
        let program = programName(format)
        var unread: [String] = [], rough: [String] = [], lost: [String] = [], fields: [String] = []
        for (note, count) in notes.sorted {
            switch note {
            case .unread(let name): unread.append("\(name) (\(count))")
            case .customField(let name): fields.append("\(name) (\(count))")
            case .dueSeconds: rough.append("the seconds of \(count) due \(count == 1 ? "time" : "times")")
            case .tagCase: rough.append("the capitals of \(count) \(count == 1 ? "tag" : "tags")")
            case .priorityLetter: rough.append("\(count) \(count == 1 ? "priority" : "priorities") D–Z (shown as low)")
            case .laterInstances:
                rough.append("\(count) later \(count == 1 ? "instance" : "instances") of repeating tasks (taskdeck shows the next one)")
            case .unreadableRepeat(let recur):
                lost.append("the repeat '\(recur)' of \(count) \(count == 1 ? "series" : "series") (its instances came in as tasks)")
            case .unknownKey(let key): lost.append("\(key) (\(count))")
            case .controlCharacters(let field):
                lost.append("control characters (NUL, ESC, …) in the \(field) of \(count) \(count == 1 ? "task" : "tasks")"
                            + " (no terminal shows them; a calendar server would strip them)")
            }
        }
        var lines: [String] = []
        if !fields.isEmpty { lines.append("  read as custom fields (taskdeck help config, [fields]): " + fields.joined(separator: ", ")) }
        if !unread.isEmpty { lines.append("  kept for \(program), not used by taskdeck: " + unread.joined(separator: ", ")) }
        if !rough.isEmpty { lines.append("  read roughly, kept exactly for \(program): " + rough.joined(separator: ", ")) }
        if !lost.isEmpty { lines.append("  left out: " + lost.joined(separator: ", ")) }
        return lines
    }

    /// Every bad record, one line each (what `--skip-bad` left out).
    static func badRecords(_ records: [BadRecord]) -> [String] {
        records.map { "  skipped \($0.place): \($0.reason)" }
    }

    /// `done.txt beside todo.txt is a symbolic link: not read; import it by name to include it`.
    static func passedCompanion(_ passed: ImportInputs.Passed, besides source: String) -> String {
        "\(passed.path) beside \(source) is \(StorageErrorText.text(passed.kind)), not a file: not read; import it by name to include what it holds"
    }

    /// One line per task a dry run would add or change: `+ 1a2b3c4d 'Buy milk'`,
    /// `~ 9f8e7d6c 'Pay rent' (due, priority)`.
    static func lines(_ plan: ImportPlan) -> [String] {
        plan.entries.compactMap { entry in
            switch entry.outcome {
            case .added: "+ \(entry.task.id.shortForm) '\(entry.task.title)'"
            case .changed(let fields):
                "~ \(entry.task.id.shortForm) '\(entry.task.title)' (\(fields.map(\.rawValue).joined(separator: ", ")))"
            case .unchanged: nil
            }
        }
    }

    /// `2 deleted, 1 recurring parent`; nil when nothing was skipped.
    static func skipped(_ counts: [SkipReason: Int]) -> String? {
        let parts = SkipReason.allCases.compactMap { reason -> String? in
            guard let count = counts[reason], count > 0 else { return nil }
            switch reason {
            case .deleted: return "\(count) deleted"
            case .recurringParent: return "\(count) recurring \(count == 1 ? "parent" : "parents")"
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `todo.txt cannot hold notes: left out the notes of 2 tasks`; nil when nothing was left out.
    static func omissions(_ omitted: [OmittedField: Int], format: String) -> String? {
        let parts = OmittedField.allCases.compactMap { field -> String? in
            guard let count = omitted[field], count > 0 else { return nil }
            let tasks = count == 1 ? "1 task" : "\(count) tasks"
            switch field {
            case .notes: return "the notes of \(tasks)"
            case .dueTime: return "the due time of \(tasks) (the day is kept)"
            case .parent: return "the parent of \(tasks) (subtasks; a stored task keeps its parent on import)"
            case .repeatRule:
                return format == "taskwarrior"
                    ? "the repeat rule of \(tasks) (Taskwarrior repeats by a fixed period from the due date: days, weeks, "
                        + "months, years or weekdays, without a number of times; they go as tasks that do not repeat)"
                    : "the repeat rule of \(tasks) (rec: holds only a plain interval)"
            case .keptForOthers:
                return "what \(tasks) kept for other programs (Taskwarrior's or todo.txt's fields taskdeck does not read; the tasks keep them)"
            case .timeSpent:
                return "the time spent on \(tasks) (" + (format == "taskwarrior" ? "Taskwarrior keeps only when a running task started"
                                                        : "no field for it") + "; an import keeps the stored stretches)"
            case .scheduled: return "the scheduled date of \(tasks)"
            case .until: return "the until date of \(tasks)"
            case .waitTime: return "the wait time of \(tasks) (t: holds the day, which is kept)"
            case .depends: return "what \(tasks) wait for (no field for it; an import keeps the stored ones)"
            case .fields: return "the custom fields of \(tasks) (no field for them; an import keeps the stored ones)"
            case .annotations:
                return (count == 1 ? "1 annotation" : "\(count) annotations") + " (no field for them; an import keeps the stored ones)"
            }
        }
        return parts.isEmpty ? nil : "\(format) cannot hold everything: left out " + parts.joined(separator: " and ")
    }

    /// How a person names the program behind a format.
    private static func programName(_ format: String) -> String {
        switch format {
        case "taskwarrior": "Taskwarrior"
        case "todotxt": "todo.txt"
        case "ics": "iCalendar"
        default: format
        }
    }
}
