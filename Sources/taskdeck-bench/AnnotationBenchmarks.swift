import Foundation
import TaskDomain

/// A search keystroke at 100,000 tasks (or `TASKDECK_BENCH_TASKS`) with and without
/// annotations (issue 23): every other task has two dated lines, which the search index
/// holds beside the title and notes, so a keystroke is still one pass over plain bytes.
/// The same typing (`e x6`, erased) over the same tasks, once without annotations and once
/// with, through `LiveTaskQuery` as the list's `/` uses it.
@MainActor
let annotationBenchmarks: [Benchmark] = {
    let count = BenchmarkSize.tasks()
    let label = BenchmarkSize.label(count)
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let plain = StorageBenchmarkData.tasks(count: count, clock: clock)
    let annotated = plain.enumerated().compactMap { index, task -> Task? in
        guard index % 2 == 0 else { return task }
        return try? Task(id: task.id, title: task.title, notes: task.notes, status: task.status, created: task.created,
                         due: task.due, priority: task.priority, project: task.project, tags: task.tags,
                         annotations: [Annotation(entry: task.created.addingTimeInterval(60), text: "called about it, \(index)"),
                                       Annotation(entry: task.created.addingTimeInterval(3600), text: "waiting for the answer")])
    }
    let now = LocalNow(clock: clock)
    // A word in titles only: every task's text is scanned, annotations included, for the same matches.
    let typed = ["g", "ga", "gar", "gard", "garde", "garden", "garde", "gard", "gar", "ga", "g", ""]

    /// The list's query over `tasks`, its index built untimed before the first keystroke.
    func keystrokes(_ name: String, _ tasks: [Task]) -> Benchmark {
        var live: LiveTaskQuery?
        var step = 0
        return Benchmark(name: name, iterations: 48, prepare: {
            guard live == nil else { return }
            var made = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .pending, sort: .due), now: now)
            made.prepareSearch()
            live = made
        }, run: {
            step += 1
            live?.setQuery(TaskQuery(filter: .pending, search: typed[step % typed.count], sort: .due))
            return live?.count ?? 0
        })
    }

    return [
        keystrokes("annotations: search keystroke, \(label) tasks without annotations", plain),
        keystrokes("annotations: search keystroke, \(label) tasks, half with 2 annotations", annotated),
    ]
}()
