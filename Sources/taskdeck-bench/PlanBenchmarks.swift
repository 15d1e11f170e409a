import Foundation
import TaskDomain
import TaskStorage

/// The plan's paths at 100,000 tasks (or `TASKDECK_BENCH_TASKS`, which CI sets small): the
/// Next view's query (ready tasks, urgency, flat, the top 25) built from scratch, the
/// pending list re-sorted by urgency, and a `start` and a `wait` edit committed to the JSON
/// file (one journal record each). Targets (issue 22): p95 < 30 ms, < 30 ms, < 5 ms.
@MainActor
let planBenchmarks: [Benchmark] = {
    let count = BenchmarkSize.tasks()
    let label = BenchmarkSize.label(count)
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let tasks = PlanBenchmarkData.tasks(count: count, clock: clock)
    let now = LocalNow(clock: clock)
    let store = SeededTaskFile("plan", tasks: tasks, clock: clock)
    let pending = tasks.filter { !$0.isCompleted }.map(\.id)
    var step = 0
    let coefficients = PlanSettings.defaults.urgency
    var live: LiveTaskQuery?

    return [
        Benchmark(name: "plan: Next view query (ready, urgency, flat, top 25) \(label)", iterations: 20) {
            TaskQuery(filter: .ready, sort: .urgency, coefficients: coefficients, isFlat: true, limit: 25)
                .apply(to: tasks, now: now).count
        },
        Benchmark(name: "plan: re-sort the pending list by urgency \(label)", iterations: 20) {
            TaskQuery(filter: .pending, sort: .urgency, coefficients: coefficients).apply(to: tasks, now: now).count
        },
        // What the app does on `s` (or `:sort urgency`): the live query, built untimed, sorts
        // its pending list again (filter, keys, sort, the tree of its subtasks laid out).
        Benchmark(name: "plan: the app's pending list re-sorted by urgency (live query) \(label)", iterations: 20,
                  prepare: { live = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .pending, sort: .due), now: now) }) {
            guard var query = live else { return 0 }
            live = nil  // one owner: the sort does not copy the query's arrays
            query.setQuery(TaskQuery(filter: .pending, sort: .urgency, coefficients: coefficients))
            return query.count
        },
        Benchmark(name: "plan: the app's Next tab opened (live query: ready, urgency, flat, top 25) \(label)", iterations: 20,
                  prepare: { live = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .pending, sort: .due), now: now) }) {
            guard var query = live else { return 0 }
            live = nil
            query.setQuery(TaskQuery(filter: .ready, sort: .urgency, coefficients: coefficients, isFlat: true, limit: 25))
            return query.count
        },
        // The same list by due date, for scale: what the urgency sort costs beyond any sort.
        Benchmark(name: "plan: re-sort the pending list by due (for scale) \(label)", iterations: 20) {
            TaskQuery(filter: .pending, sort: .due).apply(to: tasks, now: now).count
        },
        Benchmark(name: "plan: start committed to the JSON store \(label)", iterations: 60) {
            let service = try store.opened()
            step += 1
            // One starts, the one running stops: one change, one journal record.
            return try service.start(ids: [pending[step % pending.count]], severalAtOnce: false).entries.count
        },
        Benchmark(name: "plan: wait edit committed to the JSON store \(label)", iterations: 60) {
            let service = try store.opened()
            step += 1
            let day = clock.today.adding(days: 1 + step % 20)
            return try service.edit([pending[(step * 7) % pending.count]], TaskEdit(wait: .set(Due(day: day)))).entries.count
        },
    ]
}()

/// Tasks with the plan's fields: waits past and to come, scheduled days, a running task,
/// subtasks (the Next view ranks them flat).
enum PlanBenchmarkData {
    static func tasks(count: Int, clock: FixedClock) -> [Task] {
        let base = StorageBenchmarkData.tasks(count: count, clock: clock)
        let today = clock.today
        return base.enumerated().compactMap { index, task in
            try? Task(id: task.id, title: task.title, notes: task.notes, status: task.status, created: task.created,
                      modified: task.modified, completed: task.completed, due: task.due, priority: task.priority,
                      project: task.project, tags: task.tags,
                      parent: index % 10 == 9 ? base[index - 1].id : nil,
                      wait: index % 5 == 0 ? Due(day: today.adding(days: index % 30 - 10)) : nil,
                      scheduled: index % 7 == 0 ? Due(day: today.adding(days: index % 20 - 5)) : nil,
                      until: index % 50 == 0 ? Due(day: today.adding(days: index % 60 - 20)) : nil,
                      intervals: index == 1 ? [WorkInterval(start: clock.now.addingTimeInterval(-600))] : [])
        }
    }
}
