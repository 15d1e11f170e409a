import Foundation
import TaskDomain

/// A new tab of the live list at 100,000 tasks (or `TASKDECK_BENCH_TASKS`), issue 27 (a tab
/// at 1,000,000 tasks): each built-in tab in the app's order (All, Pending, Next, Today,
/// Week, Overdue, Waiting, Done) opened from the one before it, by due date (the Next tab by
/// urgency, flat, as the app opens it): the tab's tasks found and keyed, then sorted.
@MainActor
let tabBenchmarks: [Benchmark] = {
    let count = BenchmarkSize.tasks()
    let label = BenchmarkSize.label(count)
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let tasks = StorageBenchmarkData.tasks(count: count, clock: clock)
    let now = LocalNow(clock: clock)
    let tabs: [TaskQuery] = [TaskFilter.all, .pending, .ready, .dueToday, .dueThisWeek, .overdue, .waiting, .completed].map { filter in
        filter == .ready ? TaskQuery(filter: .ready, sort: .urgency, isFlat: true) : TaskQuery(filter: filter, sort: .due)
    }
    var live = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .pending, sort: .due), now: now)
    // The search index a long list builds on the second core as it opens, waited for: in the app
    // it is done long before a key is pressed, here it would share the timed runs' memory and cores.
    live.prepareSearch()
    return tabs.indices.map { index in
        let before = tabs[(index + tabs.count - 1) % tabs.count]
        return Benchmark(name: "tab: the live list's \(tabs[index].filter.rawValue) tab opened \(label)", iterations: 10,
                         prepare: { live.setQuery(before) }) {
            live.setQuery(tabs[index])
            return live.count
        }
    }
}()
