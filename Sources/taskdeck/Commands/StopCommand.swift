import TaskDomain

/// `taskdeck stop [ID...]`: work on tasks stops; without an ID, on every task that runs.
/// Says how long each ran; a task not running is said, not refused.
enum StopCommand {
    static let command = Command(
        name: "stop",
        summary: "stop work on tasks (no ID: whatever runs), saying how long each ran",
        usage: "stop [ID...]",
        examples: ["taskdeck stop", "taskdeck stop 1a2b"],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let service = try invocation.service(writable: true)
        let ids = invocation.arguments.positionals.isEmpty ? try service.activeTasks().map(\.id)
            : try invocation.resolveIDs(service)
        guard !ids.isEmpty else {
            invocation.print(WorkText.nothingRunning)
            return
        }
        let change = try service.stop(ids: ids)
        let now = invocation.context.clock.nowInWholeSeconds
        let stopped = Set(change.ids)
        for entry in change.entries {
            if let after = entry.after { invocation.print(WorkText.stopped(after, at: now)) }
        }
        for id in ids where !stopped.contains(id) {
            invocation.print(WorkText.notRunning(try service.task(id)))
        }
    }
}
