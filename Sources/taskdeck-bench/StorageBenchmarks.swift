import Foundation
import TaskDomain
import TaskStorage

/// Storage and query figures for 10,000 tasks: the size the app must stay fast at.
@MainActor
let storageBenchmarks: [Benchmark] = {
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let tasks = StorageBenchmarkData.tasks(count: 10_000, clock: clock)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taskdeck-bench-\(getpid())")
    let file = folder.appendingPathComponent("tasks.json")
    try? FileManager.default.removeItem(at: folder)
    // One writer for the whole run, as the app has: it keeps what it read.
    let writer = FileTaskRepository(url: file)
    var folds = 0
    return [
        Benchmark(name: "storage: 10k upserts as one journal record", iterations: 10) {
            try writer.save(tasks)
            return tasks.count
        },
        Benchmark(name: "storage: fold 10k tasks into the snapshot", iterations: 10) {
            folds += 1
            _ = try writer.save([try Task(id: tasks[0].id, title: "Edited \(folds)", created: tasks[0].created)])
            try writer.compact()
            return writer.journalSize
        },
        Benchmark(name: "storage: load 10k tasks from file (cold)", iterations: 10) {
            try FileTaskRepository(url: file, mode: .readOnly).loadAll().count
        },
        Benchmark(name: "query: pending, sort due, 10k", iterations: 50) {
            TaskQuery(filter: .pending, sort: .due).apply(to: tasks, clock: clock).count
        },
        Benchmark(name: "query: search 'milk' (ASCII), 10k", iterations: 50) {
            TaskQuery(filter: .all, search: "milk").apply(to: tasks, clock: clock).count
        },
        Benchmark(name: "query: search 'café' + sort title, 10k", iterations: 50) {
            TaskQuery(filter: .all, search: "café", sort: .title).apply(to: tasks, clock: clock).count
        },
        Benchmark(name: "query: project 'home' + sort priority, 10k", iterations: 50) {
            TaskQuery(filter: .all, project: "home", sort: .priority).apply(to: tasks, clock: clock).count
        },
        Benchmark(name: "resolve 1,000 typed IDs among 10k (done ID…)", iterations: 10) {
            let resolver = TaskIDResolver(tasks: tasks)
            return try tasks.prefix(1_000).count { try resolver.resolve($0.id.shortForm) == $0.id }
        },
        Benchmark(name: "summary + project/tag groups, 10k", iterations: 50) {
            TaskSummary(tasks: tasks, clock: clock).pending + TaskGroups.projects(in: tasks).count
                + TaskGroups.tags(in: tasks).count
        },
    ]
}()

/// Deterministic, varied tasks for the benchmarks.
enum StorageBenchmarkData {
    static func tasks(count: Int, clock: FixedClock) -> [Task] {
        let words = ["Buy milk", "Call mom", "Café with Zoë", "Water the garden", "Pay rent", "Write report",
                     "Fix the bike", "Read a book", "Plan the trip", "Clean the garage"]
        let projects = [nil, "home", "home.garden", "work", "work.reports", "errands"]
        let tags = ["shop", "phone", "fun", "money", "urgent", "later"]
        let today = clock.today
        return (0..<count).compactMap { index in
            try? Task(title: "\(words[index % words.count]) #\(index)",
                      notes: index % 3 == 0 ? "Some notes about task \(index)\nsecond line" : "",
                      status: index % 4 == 0 ? .completed : .pending,
                      created: clock.now.addingTimeInterval(Double(-index * 60)),
                      due: index % 2 == 0 ? Due(day: today.adding(days: index % 40 - 10)) : nil,
                      priority: Priority.allCases[index % 4],
                      project: projects[index % projects.count],
                      tags: [tags[index % tags.count], tags[(index / 7) % tags.count]])
        }
    }
}
