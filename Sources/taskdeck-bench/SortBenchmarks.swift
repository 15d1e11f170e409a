import Foundation
import TaskDomain

/// The sort of a list's keys at 100,000 tasks (or `TASKDECK_BENCH_TASKS`), issue 27 (`s` at
/// 1,000,000 tasks): the comparison sort by `TaskSortKey.precedes` beside the byte-wise one
/// (`TaskSortKey.sort`) on the same keys, for each built-in sort, and the live list sorted
/// again (`s`: the narrowed tasks keyed and sorted).
@MainActor
let sortBenchmarks: [Benchmark] = {
    let count = BenchmarkSize.tasks()
    let label = BenchmarkSize.label(count)
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let tasks = StorageBenchmarkData.tasks(count: count, clock: clock)
    let now = LocalNow(clock: clock)
    let urgency = Urgency(coefficients: .taskwarrior, now: now)
    var benchmarks: [Benchmark] = []
    for sort in TaskSort.builtIn {
        var keys: [TaskSortKey] = []
        keys.reserveCapacity(tasks.count)
        for (index, task) in tasks.enumerated() where !task.isCompleted {
            keys.append(TaskSortKey(task, sort: sort, position: index, urgency: sort == .urgency ? urgency : nil))
        }
        let titles = TaskSortKey.textOrder(sort) { tasks[$0] }
        let texts = TaskSortKey.texts(sort) { tasks[$0] }
        benchmarks.append(Benchmark(name: "sort: keys by comparisons, \(sort.name) \(label)", iterations: 5) {
            keys.sorted { TaskSortKey.precedes($0, $1, titles: titles) }.count
        })
        benchmarks.append(Benchmark(name: "sort: keys by bytes, \(sort.name) \(label)", iterations: 5) {
            var sorted = keys
            TaskSortKey.sort(&sorted, titles: titles, texts: texts)
            return sorted.count
        })
    }
    // Titles alike in their first 16 folded bytes ("Water the garden #123"): the title sort's
    // keys all tie, and the rest of each title decides.
    let alike = tasks.indices.map { index in
        (try? Task(title: "Water the garden #\((index &* 7919) % count)", created: clock.now)) ?? tasks[index]
    }
    var alikeKeys = alike.indices.map { TaskSortKey(alike[$0], sort: .title, position: $0, urgency: nil) }
    alikeKeys.shuffle()
    let alikeTitles = TaskSortKey.textOrder(.title) { alike[$0] }
    let alikeTexts = TaskSortKey.texts(.title) { alike[$0] }
    benchmarks.append(Benchmark(name: "sort: keys by comparisons, titles alike in 16 bytes \(label)", iterations: 3) {
        alikeKeys.sorted { TaskSortKey.precedes($0, $1, titles: alikeTitles) }.count
    })
    benchmarks.append(Benchmark(name: "sort: keys by bytes, titles alike in 16 bytes \(label)", iterations: 5) {
        var sorted = alikeKeys
        TaskSortKey.sort(&sorted, titles: alikeTitles, texts: alikeTexts)
        return sorted.count
    })
    var live = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .pending, sort: .due), now: now)
    // The search index a long list builds on the second core as it opens, waited for: in the app
    // it is done long before a key is pressed, here it would share the timed runs' memory and cores.
    live.prepareSearch()
    var step = 0
    benchmarks.append(Benchmark(name: "sort: the live pending list sorted again (s, each built-in sort) \(label)", iterations: 10) {
        step += 1
        live.setQuery(TaskQuery(filter: .pending, sort: TaskSort.builtIn[step % TaskSort.builtIn.count]))
        return live.count
    })
    // Every task (the All tab): at 1,000,000 tasks its 40 MB of keys are past the size glibc
    // reuses freed memory for (32 MB), where the pending list's 30 MB are not.
    var every = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .all, sort: .due), now: now)
    every.prepareSearch()
    var everyStep = 0
    benchmarks.append(Benchmark(name: "sort: every task sorted again (s, each order but title) \(label)", iterations: 12) {
        everyStep += 1
        let orders = TaskSort.builtIn.filter { $0 != .title }
        every.setQuery(TaskQuery(filter: .all, sort: orders[everyStep % orders.count]))
        return every.count
    })
    // Each order alone (the list first set to the order before it, untimed): which of them
    // the slowest `s` press is.
    for (index, sort) in TaskSort.builtIn.enumerated() {
        let before = TaskSort.builtIn[(index + TaskSort.builtIn.count - 1) % TaskSort.builtIn.count]
        benchmarks.append(Benchmark(name: "sort: the live pending list sorted by \(sort.name) \(label)", iterations: 5,
                                    prepare: { live.setQuery(TaskQuery(filter: .pending, sort: before)) }) {
            live.setQuery(TaskQuery(filter: .pending, sort: sort))
            return live.count
        })
    }
    return benchmarks
}()
