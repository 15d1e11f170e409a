import Foundation
import TaskDomain
import TaskICalendar
import TaskScenes
import TaskStorage
import TerminalCore

/// The vdir store at 10,000 task files (or `TASKDECK_BENCH_TASKS`): a cold load, the app's
/// launch to its first frame, an idle refresh (the once-a-second check: a listing and a
/// `stat` per file), and a toggle (one file rewritten atomically and flushed).
@MainActor
let vdirBenchmarks: [Benchmark] = {
    let count = BenchmarkSize.tasks(standard: 10_000)
    let label = BenchmarkSize.label(count)
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taskdeck-bench-vdir-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Written directly (no fsync per file): only the reading is measured here.
    let mapping = VTodoMapping()
    for task in StorageBenchmarkData.tasks(count: count, clock: clock) {
        let uid = TaskUID.uid(for: task.id)
        let file = ICalendarTaskFile(newTask: task, uid: uid, mapping: mapping, inheritedProject: nil)
        try? Data(file.bytes).write(to: folder.appendingPathComponent(uid + ".ics"))
    }
    let size = Size(width: 120, height: 40)
    var renderer = Renderer(colorMode: .trueColor)
    var app: (TerminalViewController, Navigator, VdirTaskRepository)?

    func makeApp() -> (TerminalViewController, Navigator, VdirTaskRepository) {
        let repository = VdirTaskRepository(url: folder)
        let worker = TaskWorker(service: TaskService(repository: repository, clock: clock), storeName: folder.lastPathComponent)
        let navigator = Navigator(size: size)
        navigator.setRoot(homeScene(worker: worker, navigator: navigator))
        return (navigator.stack[0], navigator, repository)
    }

    return [
        Benchmark(name: "vdir: load \(label) task files (cold)", iterations: 5) {
            try VdirTaskRepository(url: folder, mode: .readOnly).loadAll().count
        },
        Benchmark(name: "app: launch on a vdir of \(label) files (read + first frame)", iterations: 5) {
            let made = makeApp()
            app = made
            return renderer.render(size: size) { made.1.render(into: &$0) }.count
        },
        Benchmark(name: "vdir: refresh, nothing changed, \(label) files", iterations: 10) {
            guard let (_, _, repository) = app else { return 0 }
            return try repository.refresh().count
        },
        Benchmark(name: "app: x on a vdir (one file rewritten + flushed) \(label)", iterations: 20) {
            guard let (scene, navigator, _) = app else { return 0 }
            scene.handle(.key(KeyEvent(.char("x"))))
            return renderer.render(size: size) { navigator.render(into: &$0) }.count
        },
    ]
}()
