import TaskDomain

/// `taskdeck start ID...`: work begins on tasks (a running interval from now).
///
/// With `[start] several-active = false` (the default) one task runs at a time: starting
/// one stops the one running, and the output says which and after how long. A task that
/// runs already (another process started it) is said, not refused: the command's wish holds.
enum StartCommand {
    static let command = Command(
        name: "start",
        summary: "start work on tasks (the one running stops: see help start)",
        usage: "start ID...",
        examples: ["taskdeck start 1a2b"],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let service = try invocation.service(writable: true)
        let ids = try invocation.resolveIDs(service)
        let change = try service.start(ids: ids, severalAtOnce: invocation.settings.plan().severalActive)
        let clock = invocation.context.clock
        let now = clock.nowInWholeSeconds
        var started: Set<TaskID> = []
        for entry in change.entries {
            guard let before = entry.before, let after = entry.after else { continue }
            if after.isActive, !before.isActive {
                started.insert(after.id)
                invocation.print(WorkText.started(after))
            }
        }
        for entry in change.entries {
            guard let before = entry.before, let after = entry.after, before.isActive, !after.isActive else { continue }
            invocation.print(WorkText.stopped(after, at: now, toKeepOne: true))
        }
        for id in ids where !started.contains(id) {
            invocation.print(WorkText.alreadyRunning(try service.task(id), clock: clock))
        }
    }
}
