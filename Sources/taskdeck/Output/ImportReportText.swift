import TaskDomain
import TaskInterchange
import TaskWording

/// The words of `import` and `export`: what an import did or would do, what an export left out.
enum ImportReportText {
    /// `Imported from todo.txt and done.txt: 3 added, 1 changed, 5 unchanged; skipped 2 deleted, 1 recurring parent`:
    /// every file that was read is named.
    /// `madeByOthers`: tasks another writer had made exactly so meanwhile, counted as
    /// unchanged, and said (`; 2000 were already made by another program`).
    static func summary(_ plan: ImportPlan, sources: [String], dryRun: Bool, madeByOthers: Set<TaskID>) -> String {
        let source = sources.count > 1 ? sources.dropLast().joined(separator: ", ") + " and " + (sources.last ?? "")
            : sources.first ?? ""
        let added = plan.added.count { !madeByOthers.contains($0.task.id) }
        let changed = plan.changed.count { !madeByOthers.contains($0.task.id) }
        let unchanged = plan.unchangedCount + (plan.added.count - added) + (plan.changed.count - changed)
        var text = (dryRun ? "Would import from \(source): " : "Imported from \(source): ")
            + "\(added) added, \(changed) changed, \(unchanged) unchanged"
        if !madeByOthers.isEmpty {
            text += "; \(madeByOthers.count) of them were already made the same way by another program meanwhile"
        }
        if let skipped = skipped(plan.skipped) { text += "; skipped " + skipped }
        if dryRun { text += " (dry run: nothing was written)" }
        return text
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
            case .repeatRule: return "the repeat rule of \(tasks) (rec: holds only a plain interval)"
            }
        }
        return parts.isEmpty ? nil : "\(format) cannot hold everything: left out " + parts.joined(separator: " and ")
    }
}
