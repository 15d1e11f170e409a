import TaskDomain

/// `taskdeck done ID...`, `taskdeck undone ID...` and `taskdeck skip ID...`.
enum CompletionCommand {
    static let done = Command(
        name: "done",
        summary: "mark tasks completed (a repeating task moves to its next due date)",
        usage: "done ID...",
        examples: ["taskdeck done 1a2b 9f8e"],
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
        for id in ids where !changed.contains(id) {
            let task = try service.task(id)
            invocation.print("\(id.shortForm) '\(task.title)' " + (task.isCompleted ? "is completed" : "does not repeat")
                             + "; nothing to skip")
        }
    }

    static func run(_ invocation: Invocation, completed: Bool) throws {
        let service = try invocation.service(writable: true)
        let ids = try invocation.resolveIDs(service)
        let change = try service.setCompleted(completed, ids: ids)
        invocation.report(change, verb: completed ? "Completed" : "Reopened")
        let changed = Set(change.ids)
        for id in ids where !changed.contains(id) {
            let task = try service.task(id)
            invocation.print("\(id.shortForm) '\(task.title)' was already \(completed ? "completed" : "pending")")
        }
    }
}
