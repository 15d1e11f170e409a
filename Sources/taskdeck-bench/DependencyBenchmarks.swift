import Foundation
import TaskDomain
import TaskStorage

/// Dependencies at 100,000 tasks with 20,000 links (or `TASKDECK_BENCH_TASKS`): the app's
/// `/is:ready` and `/is:blocked` on the live list and the CLI's `list is:blocked`, the Next
/// view built with the links, and completing a blocker that frees 100 tasks, both in the live
/// list (the app's Next view, sorted by urgency) and committed to the JSON file.
/// Targets (issue 23): filters p95 < 16 ms, the unblocking < 5 ms, the Next view < 30 ms.
@MainActor
let dependencyBenchmarks: [Benchmark] = {
    let count = BenchmarkSize.tasks()
    let label = BenchmarkSize.label(count)
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let (tasks, hub) = DependencyBenchmarkData.tasks(count: count, clock: clock)
    let now = LocalNow(clock: clock)
    let coefficients = PlanSettings.defaults.urgency
    let ready = try? FilterParser(clock: clock).parse("is:ready")
    let blocked = try? FilterParser(clock: clock).parse("is:blocked")
    var live = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .pending), now: now)
    var next = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .ready, sort: .urgency, coefficients: coefficients,
                                                            isFlat: true, limit: 25), now: now)
    let memory = TaskService(repository: InMemoryTaskRepository(tasks: tasks), clock: clock)
    var fresh: LiveTaskQuery?
    var flip = false
    let store = SeededTaskFile("depends", tasks: tasks, clock: clock)

    let links = TaskLinks(tasks)
    return [
        Benchmark(name: "depends: the links built over every task \(label)", iterations: 20) {
            TaskLinks(tasks).count
        },
        Benchmark(name: "depends: blocked and blocking asked of every task \(label)", iterations: 20) {
            tasks.reduce(0) { $0 + (links.isBlocked($1.id) ? 1 : 0) + (links.isBlocking($1.id) ? 1 : 0) }
        },
        // The filter applied to the pending list, as typing it does; clearing it again (another
        // keystroke, measured on its own below) is done untimed before each.
        Benchmark(name: "depends: /is:ready on the live list \(label)", iterations: 20,
                  prepare: { live.setQuery(TaskQuery(filter: .pending)) }) {
            live.setQuery(TaskQuery(filter: .pending, expression: ready ?? .everything))
            return live.count
        },
        Benchmark(name: "depends: /is:blocked on the live list \(label)", iterations: 20,
                  prepare: { live.setQuery(TaskQuery(filter: .pending)) }) {
            live.setQuery(TaskQuery(filter: .pending, expression: blocked ?? .everything))
            return live.count
        },
        Benchmark(name: "depends: /is:ready cleared again (the whole pending list) \(label)", iterations: 20,
                  prepare: { live.setQuery(TaskQuery(filter: .pending, expression: ready ?? .everything)) }) {
            live.setQuery(TaskQuery(filter: .pending))
            return live.count
        },
        Benchmark(name: "depends: list is:blocked (query, sorted) \(label)", iterations: 20) {
            TaskQuery(filter: .pending, expression: blocked ?? .everything).apply(to: tasks, now: now).count
        },
        Benchmark(name: "depends: Next view query with the links \(label)", iterations: 20) {
            TaskQuery(filter: .ready, sort: .urgency, coefficients: coefficients, isFlat: true, limit: 25)
                .apply(to: tasks, now: now).count
        },
        // The app's Next tab opened over the pending list, as `plan:` measures it, with the links.
        Benchmark(name: "depends: the app's Next tab opened (live query) \(label)", iterations: 20,
                  prepare: { live.setQuery(TaskQuery(filter: .pending)) }) {
            live.setQuery(TaskQuery(filter: .ready, sort: .urgency, coefficients: coefficients, isFlat: true, limit: 25))
            return live.count
        },
        // The first open after launch: the list was built untimed (with each slot's plan
        // record, `SlotPlanRecords`); the timed part includes freeing the whole list (100,000
        // tasks released), which the app never does on opening a tab.
        Benchmark(name: "depends: the app's Next tab opened first after launch \(label)", iterations: 10,
                  prepare: { fresh = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .pending), now: now) }) {
            guard var query = fresh else { return 0 }
            fresh = nil
            query.setQuery(TaskQuery(filter: .ready, sort: .urgency, coefficients: coefficients, isFlat: true, limit: 25))
            return query.count
        },
        Benchmark(name: "depends: done blocker frees 100, live Next view \(label)", iterations: 60) {
            // As the app does it: the use case's change, then the live list takes it in.
            flip.toggle()
            next.apply(try memory.setCompleted(flip, ids: [hub]))
            return next.matchingCount
        },
        Benchmark(name: "depends: done blocker frees 100, JSON store \(label)", iterations: 40) {
            let service = try store.opened()
            flip.toggle()
            return try service.setCompleted(flip, ids: [hub]).entries.count
        },
    ]
}()

/// The plan's tasks with 20% of them waiting for the task before them, and one blocker
/// (the hub) that 100 tasks wait for.
enum DependencyBenchmarkData {
    static func tasks(count: Int, clock: FixedClock) -> ([Task], hub: TaskID) {
        let base = PlanBenchmarkData.tasks(count: count, clock: clock)
        let hub = base[min(3, base.count - 1)].id
        var waitingForHub = 0
        let tasks = base.enumerated().map { index, task -> Task in
            var depends = Set<TaskID>()
            if index % 5 == 2, index > 0 { depends.insert(base[index - 1].id) }
            if index % 5 == 4, waitingForHub < 100, !task.isCompleted {
                depends.insert(hub)
                waitingForHub += 1
            }
            guard !depends.isEmpty else { return task }
            return (try? Task(id: task.id, title: task.title, notes: task.notes, status: task.status, created: task.created,
                              modified: task.modified, completed: task.completed, due: task.due, priority: task.priority,
                              project: task.project, tags: task.tags, parent: task.parent, wait: task.wait,
                              scheduled: task.scheduled, until: task.until, intervals: task.intervals, depends: depends)) ?? task
        }
        return (tasks, hub)
    }
}
