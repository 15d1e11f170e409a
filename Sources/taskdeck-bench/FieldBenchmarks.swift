import Foundation
import TaskDomain

/// Sorting by a declared custom field at 100,000 tasks (or `TASKDECK_BENCH_TASKS`), issue 23:
/// `list --sort estimate` (a number field, on two tasks in three), `--sort client` (a text
/// field whose values often share their first bytes, so whole texts are compared), and the
/// app's live list re-sorted by `size` (`s` / `:sort size`: declared values' order). For
/// scale beside "plan: re-sort the pending list by due".
@MainActor
let fieldBenchmarks: [Benchmark] = {
    let count = BenchmarkSize.tasks()
    let label = BenchmarkSize.label(count)
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let estimate = FieldDeclaration(name: "estimate", kind: .number)
    let client = FieldDeclaration(name: "client", kind: .string)
    let size = FieldDeclaration(name: "size", kind: .string, values: ["XS", "S", "M", "L", "XL"])
    let tasks = StorageBenchmarkData.tasks(count: count, clock: clock).enumerated().compactMap { index, task in
        var fields: [String: String] = [:]
        if index % 3 != 0 { fields["estimate"] = String(Double(index % 97) / 4) }
        if index % 2 == 0 { fields["client"] = "Client number \(index % 1000)" }
        if index % 4 != 1 { fields["size"] = size.values[index % size.values.count] }
        return try? Task(id: task.id, title: task.title, notes: task.notes, status: task.status, created: task.created,
                         modified: task.modified, completed: task.completed, due: task.due, priority: task.priority,
                         project: task.project, tags: task.tags, fields: CustomFields(fields))
    }
    let now = LocalNow(clock: clock)
    var live: LiveTaskQuery?
    return [
        Benchmark(name: "fields: re-sort the pending list by a number field \(label)", iterations: 20) {
            TaskQuery(filter: .pending, sort: .field(estimate)).apply(to: tasks, now: now).count
        },
        Benchmark(name: "fields: re-sort the pending list by a text field \(label)", iterations: 20) {
            TaskQuery(filter: .pending, sort: .field(client)).apply(to: tasks, now: now).count
        },
        Benchmark(name: "fields: the app's pending list re-sorted by size (live query) \(label)", iterations: 20,
                  prepare: { live = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .pending, sort: .due), now: now) }) {
            guard var query = live else { return 0 }
            live = nil
            query.setQuery(TaskQuery(filter: .pending, sort: .field(size)))
            return query.count
        },
    ]
}()
