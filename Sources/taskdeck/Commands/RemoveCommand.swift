import Foundation
import TaskDomain

/// `taskdeck rm ID... [--subtasks delete|keep] [--yes]`.
///
/// Deleting a task with subtasks needs `--subtasks`: either guess would lose something (the
/// subtasks, or the tree they were in). Deleting more than one task asks first, as `task
/// delete` does, when standard input is a terminal; `--yes` deletes without asking. Without
/// a terminal to ask on and without `--yes`, it deletes nothing and says to add `--yes`: a
/// script that meant several tasks says so once, and a stray word expanding to many IDs
/// deletes none. (Taskwarrior reads its answer from a pipe too; an empty pipe reads as no.)
enum RemoveCommand {
    static let command = Command(
        name: "rm",
        summary: "delete tasks",
        usage: "rm ID... [--subtasks delete|keep] [--yes]",
        examples: ["taskdeck rm 1a2b", "taskdeck rm 1a2b --subtasks keep", "taskdeck rm 1a2b 3c4d --yes"],
        options: [.value("--subtasks", "delete|keep  for a task with subtasks: delete them too, or keep them (moved up a level)"),
                  .flag("--yes", "delete several tasks without asking (needed when standard input is not a terminal)")],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let service = try invocation.service(writable: true)
        let ids = try invocation.resolveIDs(service)
        let disposal: SubtaskDisposal
        switch invocation.arguments.value("--subtasks") {
        case let text?:
            guard let chosen = SubtaskDisposal(rawValue: text) else {
                throw CLIError.usage("--subtasks takes delete or keep, not '\(text)'")
            }
            disposal = chosen
        case nil:
            let hierarchy = try service.hierarchy()
            for id in ids {
                let count = hierarchy.subtasks(of: [id], notAmong: ids).count
                guard count > 0, let task = hierarchy.task(id) else { continue }
                throw CLIError.runtime("'\(task.title)' has \(count) subtask\(count == 1 ? "" : "s"); nothing deleted. "
                                       + "Add --subtasks delete to delete them too, or --subtasks keep to keep them (moved up a level)")
            }
            // None to ask about: one another writer adds meanwhile is kept, moved up a level.
            disposal = .keep
        }
        try confirm(ids, subtasks: disposal, service: service, invocation: invocation)
        let change = try service.delete(ids: ids, subtasks: disposal)
        for entry in change.entries {
            guard let task = entry.after ?? entry.before else { continue }
            invocation.print("\(entry.after == nil ? "Deleted" : "Moved up") \(task.id.shortForm) '\(task.title)'")
        }
        try invocation.reportReady(after: change, service: service)
    }

    /// Asks before deleting more than one task (the IDs, and subtasks `--subtasks delete`
    /// takes too), unless `--yes`; throws when the answer is not yes or cannot be asked.
    private static func confirm(_ ids: [TaskID], subtasks: SubtaskDisposal, service: TaskService,
                                invocation: Invocation) throws {
        guard !invocation.arguments.has("--yes") else { return }
        let hierarchy = try service.hierarchy()
        var doomed: [TaskID] = []
        var seen = Set<TaskID>()
        for id in ids where seen.insert(id).inserted { doomed.append(id) }
        if subtasks == .delete {
            for id in ids { for child in hierarchy.descendants(of: id) where seen.insert(child).inserted { doomed.append(child) } }
        }
        guard doomed.count > 1 else { return }
        guard invocation.context.stdinIsTerminal else {
            throw CLIError.runtime("rm of \(doomed.count) tasks asks first, and standard input is not a terminal: "
                                   + "add --yes to delete them without asking; nothing deleted")
        }
        let titles = doomed.prefix(5).compactMap { hierarchy.task($0).map { "'\($0.title)'" } }
        let more = doomed.count > 5 ? " and \(doomed.count - 5) more" : ""
        invocation.context.err(TerminalText.sanitized("Delete \(doomed.count) tasks: \(titles.joined(separator: ", "))\(more)? [y/N] "))
        let answer = invocation.context.readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard answer == "y" || answer == "yes" else { throw CLIError.runtime("nothing deleted") }
    }
}
