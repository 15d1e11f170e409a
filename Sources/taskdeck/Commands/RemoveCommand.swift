import TaskDomain

/// `taskdeck rm ID... [--subtasks delete|keep]`.
///
/// Deleting a task with subtasks needs `--subtasks`: the CLI cannot ask, and either guess
/// would lose something (the subtasks, or the tree they were in).
enum RemoveCommand {
    static let command = Command(
        name: "rm",
        summary: "delete tasks",
        usage: "rm ID... [--subtasks delete|keep]",
        examples: ["taskdeck rm 1a2b", "taskdeck rm 1a2b --subtasks keep"],
        options: [.value("--subtasks", "delete|keep  for a task with subtasks: delete them too, or keep them (moved up a level)")],
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
        let change = try service.delete(ids: ids, subtasks: disposal)
        for entry in change.entries {
            guard let task = entry.after ?? entry.before else { continue }
            invocation.print("\(entry.after == nil ? "Deleted" : "Moved up") \(task.id.shortForm) '\(task.title)'")
        }
        try invocation.reportReady(after: change, service: service)
    }
}
