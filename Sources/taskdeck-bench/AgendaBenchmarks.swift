import Foundation
import TaskDomain
import TaskScenes
import TaskStorage
import TerminalCore

/// The Agenda at 100,000 tasks (or `TASKDECK_BENCH_TASKS`, which CI sets small so the run
/// stays cheap), through the public scene API as the run loop drives it: `C` on the list
/// opens it (one read of the tasks, grouped by day) and its first frame is drawn and
/// diffed; then day moves, each a key and a frame. The bars: the first frame
/// < 50 ms, a day move < 2 ms.
@MainActor
let agendaBenchmarks: [Benchmark] = {
    let count = BenchmarkSize.tasks()
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let tasks = AgendaBenchmarkData.tasks(count: count, clock: clock)
    let size = Size(width: 120, height: 40)
    let worker = TaskWorker(service: TaskService(repository: InMemoryTaskRepository(tasks: tasks), clock: clock),
                            storeName: "bench.json")
    let navigator = Navigator(size: size)
    navigator.setRoot(homeScene(worker: worker, navigator: navigator))
    var renderer = Renderer(colorMode: .trueColor)
    func frame() -> Int { renderer.render(size: size) { navigator.render(into: &$0) }.count }
    _ = frame()
    func key(_ character: Character) { navigator.handle(.key(KeyEvent(.char(character)))) }
    var step = 0
    var backToToday = true
    let label = BenchmarkSize.label(count)
    /// Untimed: the agenda on top (a filtered run starts on the list).
    func opened() { if navigator.stack.count == 1 { key("C") } }

    return [
        // Back on the list first, untimed (the list reads the tasks again as it appears).
        Benchmark(name: "agenda: C opens it on \(label) tasks + first frame", iterations: 10,
                  prepare: { if navigator.stack.count > 1 { key("q") } }) {
            key("C")
            return frame()
        },
        // Back and forth: the days' buckets are sorted already.
        Benchmark(name: "agenda: day move (l / h) on \(label) + draw + diff", iterations: 2000, prepare: opened) {
            step += 1
            key(step % 20 < 10 ? "l" : "h")
            return frame()
        },
        // Ever later through the days that hold tasks (the next 90): each move brings a day
        // never shown, whose bucket is sorted then.
        Benchmark(name: "agenda: day move to a new day (l) on \(label) + draw", iterations: 80,
                  prepare: {
                      opened()
                      if backToToday { key("t") }
                      backToToday = false
                  }) {
            key("l")
            return frame()
        },
        Benchmark(name: "agenda: week move (]) on \(label) + draw + diff", iterations: 200, prepare: opened) {
            key("]")
            return frame()
        },
        // A reschedule and its undo: two journal-less writes in memory, the index by the change.
        Benchmark(name: "agenda: > then u on \(label) + draw + diff", iterations: 50, prepare: {
            opened()
            key("t")
        }) {
            key(">")
            key("u")
            return frame()
        },
    ]
}()

/// Tasks whose due, scheduled and wait dates spread over four months around today, some
/// timed, a quarter done: about 300 items a day at 100,000 tasks, thousands overdue.
enum AgendaBenchmarkData {
    static func tasks(count: Int, clock: FixedClock) -> [Task] {
        let words = ["Buy milk", "Call mom", "Café with Zoë", "Water the garden", "Pay rent", "Write report"]
        let projects = [nil, "home", "home.garden", "work", "work.reports", "errands"]
        let today = clock.today
        return (0..<count).compactMap { index in
            try? Task(title: "\(words[index % words.count]) #\(index)",
                      status: index % 4 == 0 ? .completed : .pending,
                      created: clock.now.addingTimeInterval(Double(-index * 60)),
                      due: index % 2 == 0 ? Due(day: today.adding(days: index % 120 - 30), hour: index % 3 == 0 ? 9 + index % 8 : nil) : nil,
                      priority: Priority.allCases[index % 4],
                      project: projects[index % projects.count],
                      wait: index % 7 == 0 ? Due(day: today.adding(days: index % 30)) : nil,
                      scheduled: index % 5 == 0 ? Due(day: today.adding(days: index % 60 - 10)) : nil)
        }
    }
}
