import Foundation
import TaskDomain
import TaskWording

/// `taskdeck conflicts [clear ID [FIELD] | clear --all]`: the values sync conflicts did not
/// keep (`FieldConflictNote`), which travel with their task, so every machine lists them.
///
/// ```
/// 3f2a1b0c 'Renew passport'  title: kept 'Renew the passport', lost 'Renew my passport'  2026-12-02 10:04
/// ```
/// Clearing is an edit (undoable, synced): a note cleared here is gone on the other
/// machines after their next sync.
enum ConflictsCommand {
    static let command = Command(
        name: "conflicts",
        summary: "list values sync conflicts lost (clear ID, clear --all)",
        usage: "conflicts [clear ID [FIELD] | clear --all]",
        examples: ["taskdeck conflicts", "taskdeck conflicts clear 3f2a title", "taskdeck conflicts clear --all"],
        options: [.flag("--all", "with clear: clear every task's notes")],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let words = invocation.arguments.positionals
        switch words.first {
        case nil: try list(invocation)
        case "clear": try clear(invocation, words: Array(words.dropFirst()))
        case let word?: throw CLIError.usage("conflicts takes nothing, or clear ID [FIELD], or clear --all (not '\(word)')")
        }
    }

    private static func list(_ invocation: Invocation) throws {
        let tasks = try invocation.service(writable: false).tasksWithConflictNotes()
        guard !tasks.isEmpty else {
            invocation.print("No sync conflicts")
            return
        }
        let clock = invocation.context.clock
        for task in tasks {
            for note in task.conflictNotes {
                invocation.print(TerminalText.sanitized("\(task.id.shortForm) '\(task.title)'  \(ConflictWording.change(note))  "
                                                       + Timestamp.text(of: note.at, in: clock)))
            }
        }
    }

    private static func clear(_ invocation: Invocation, words: [String]) throws {
        let service = try invocation.service(writable: true)
        let all = invocation.arguments.has("--all")
        let ids: [TaskID]
        let field: String?
        switch (all, words.count) {
        case (true, 0):
            ids = try service.tasksWithConflictNotes().map(\.id)
            field = nil
        case (false, 1), (false, 2):
            ids = [try service.resolveID(words[0])]
            field = words.count == 2 ? words[1] : nil
        default:
            throw CLIError.usage("clear takes a task ID (and a field), or --all")
        }
        let change = try service.clearConflictNotes(ids, field: field)
        let count = change.entries.reduce(0) { $0 + ($1.before?.conflictNotes.count ?? 0) - ($1.after?.conflictNotes.count ?? 0) }
        invocation.print(count == 0 ? "No sync conflicts to clear"
                         : "Cleared \(count) sync \(count == 1 ? "conflict" : "conflicts") of \(change.entries.count) \(change.entries.count == 1 ? "task" : "tasks")")
    }
}
