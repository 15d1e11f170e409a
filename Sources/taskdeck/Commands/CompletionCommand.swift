import TaskDomain
import TaskWording

/// `taskdeck done ID... [--subtasks complete|leave]`, `taskdeck undone ID...` and `taskdeck skip ID...`.
///
/// Completing a task whose subtasks are open needs `--subtasks`: the CLI cannot ask, and
/// guessing would either complete work that is not done or leave it behind a done parent.
/// Completing a repeating task moves it to its next due date, which the report says.
/// `skip` on tasks none of which can skip (not repeating, completed, repeating after
/// completion) says why and exits 1: nothing was done.
enum CompletionCommand {
    static let done = Command(
        name: "done",
        summary: "mark tasks completed (a repeating task moves to its next due date)",
        usage: "done ID... [--subtasks complete|leave]",
        examples: ["taskdeck done 1a2b 9f8e", "taskdeck done 1a2b --subtasks complete"],
        options: [.value("--subtasks", "complete|leave  for a task with open subtasks: complete them too, or leave them open")],
        run: { try run($0, completed: true) })

    static let undone = Command(
        name: "undone",
        summary: "mark completed tasks pending again",
        usage: "undone ID...",
        examples: ["taskdeck undone 1a2b"],
        run: { try run($0, completed: false) })

    static let skip = Command(
        name: "skip",
        summary: "move repeating tasks on to their next due date (no completion)",
        usage: "skip ID...",
        examples: ["taskdeck skip 1a2b"],
        run: runSkip)

    static func runSkip(_ invocation: Invocation) throws {
        let service = try invocation.service(writable: true)
        let ids = try invocation.resolveIDs(service)
        let change = try service.skipOccurrence(ids: ids)
        invocation.report(change, verb: "Skipped")
        let changed = Set(change.ids)
        let refused = try ids.filter { !changed.contains($0) }.map { id in
            let task = try service.task(id)
            return "\(id.shortForm) " + SkipRefusalText.sentence(title: task.title, task.skipRefusal ?? .completed)
                + (task.skipRefusal == .repeatsAfterCompletion ? "; taskdeck done \(id.shortForm) completes it" : "")
        }
        // Nothing skipped is a failure a script can see (exit 1), with the reasons; a task
        // that could not skip among others that did is named on stdout beside them.
        guard !change.isEmpty else { throw CLIError.runtime(refused.joined(separator: ". ")) }
        refused.forEach(invocation.print)
    }

    static func run(_ invocation: Invocation, completed: Bool) throws {
        let service = try invocation.service(writable: true)
        let ids = try invocation.resolveIDs(service)
        let change = completed ? try service.complete(ids: ids, withSubtasks: try withSubtasks(invocation, service, ids))
            : try service.setCompleted(false, ids: ids)
        invocation.report(change, verb: completed ? "Completed" : "Reopened")
        try invocation.reportReady(after: change, service: service)
        let changed = Set(change.ids)
        for id in ids where !changed.contains(id) {
            let task = try service.task(id)
            invocation.print("\(id.shortForm) '\(task.title)' was already \(completed ? "completed" : "pending")")
        }
    }

    /// What `--subtasks` says; refuses a task with open subtasks when it says nothing.
    private static func withSubtasks(_ invocation: Invocation, _ service: TaskService, _ ids: [TaskID]) throws -> Bool {
        switch invocation.arguments.value("--subtasks") {
        case "complete": return true
        case "leave": return false
        case let other?: throw CLIError.usage("--subtasks takes complete or leave, not '\(other)'")
        case nil:
            let hierarchy = try service.hierarchy()
            for id in ids {
                let open = hierarchy.openSubtasks(of: [id], notAmong: ids).count
                guard open > 0, let task = hierarchy.task(id) else { continue }
                throw CLIError.runtime("\(DomainErrorText.sentence(.openSubtasks(task: task.title, count: open))); nothing changed. "
                                       + "Add --subtasks complete to complete them too, or --subtasks leave to complete only '\(task.title)'")
            }
            return false
        }
    }
}
