import Foundation
import TaskDomain
import TaskStorage

/// Contexts at 100,000 tasks (or `TASKDECK_BENCH_TASKS`): what a context costs the list.
/// Building the live list (the app's launch and every reappearance) with and without the
/// context `+work or #phone`, switching to it and back (`@`, `:context`: the list and its
/// counts built again), a `/` keystroke and a toggle inside it, and the CLI's `list` query.
/// No target in the issue; the figures say a context costs about what a saved view does.
@MainActor
let contextBenchmarks: [Benchmark] = {
    let count = BenchmarkSize.tasks()
    let label = BenchmarkSize.label(count)
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let tasks = StorageBenchmarkData.tasks(count: count, clock: clock)
    let now = LocalNow(clock: clock)
    let context = (try? FilterParser(clock: clock).parse("+work or #phone")) ?? .everything
    let word = (try? FilterParser(clock: clock).parse("garden")) ?? .everything
    var plain = TaskQuery(filter: .pending)
    plain.context = .everything
    var within = plain
    within.context = context
    var live = LiveTaskQuery(tasks: tasks, query: within, now: now)
    let memory = TaskService(repository: InMemoryTaskRepository(tasks: tasks), clock: clock)
    let target = tasks.first { $0.project == "work" && !$0.isCompleted }?.id
    var flip = false
    return [
        Benchmark(name: "context: live list built, no context \(label)", iterations: 10) {
            LiveTaskQuery(tasks: tasks, query: plain, now: now).count
        },
        Benchmark(name: "context: live list built within +work or #phone \(label)", iterations: 10) {
            LiveTaskQuery(tasks: tasks, query: within, now: now).count
        },
        Benchmark(name: "context: switch to it and back (@) \(label)", iterations: 10) {
            live.setQuery(plain)
            live.setQuery(within)
            return live.summary.pending
        },
        Benchmark(name: "context: / keystroke within it \(label)", iterations: 20) {
            var typed = within
            typed.expression = word
            live.setQuery(typed)
            defer { live.setQuery(within) }
            return live.count
        },
        Benchmark(name: "context: x within it (live list by delta) \(label)", iterations: 60) {
            guard let target else { return 0 }
            flip.toggle()
            live.apply(try memory.setCompleted(flip, ids: [target]))
            return live.summary.pending
        },
        Benchmark(name: "context: list query within it (sorted) \(label)", iterations: 10) {
            within.apply(to: tasks, now: now).count
        },
    ]
}()
