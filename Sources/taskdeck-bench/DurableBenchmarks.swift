import Foundation
import TaskDomain
import TaskScenes
import TaskStorage
import TerminalCore

/// The durable paths at 100,000 tasks (or `TASKDECK_BENCH_TASKS`, which CI sets small so
/// the suite cannot rot): a toggle in the Task List through the real worker and the JSON
/// file with its journal (one append and flush), a search keystroke, a sort, and the
/// journal's append, replay and compaction.
@MainActor
let durableBenchmarks: [Benchmark] = {
    let count = BenchmarkSize.tasks()
    let label = BenchmarkSize.label(count)
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let tasks = StorageBenchmarkData.tasks(count: count, clock: clock)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taskdeck-bench-durable-\(getpid())")
    let file = folder.appendingPathComponent("tasks.json")
    try? FileManager.default.removeItem(at: folder)
    let seed = FileTaskRepository(url: file)
    _ = try? seed.save(tasks)
    try? seed.compact()
    let size = Size(width: 120, height: 40)

    /// The app as AppCommand builds it, on the file.
    func makeApp() -> (TerminalViewController, Navigator, FileTaskRepository) {
        let repository = FileTaskRepository(url: file)
        let worker = TaskWorker(service: TaskService(repository: repository, clock: clock), storeName: "tasks.json")
        let navigator = Navigator(size: size)
        navigator.setRoot(homeScene(worker: worker, navigator: navigator))
        return (navigator.stack[0], navigator, repository)
    }

    var app: (TerminalViewController, Navigator, FileTaskRepository)?
    var renderer = Renderer(colorMode: .trueColor)
    func key(_ character: Character) -> InputEvent { .key(KeyEvent(.char(character))) }
    func frame(_ navigator: Navigator) -> Int {
        renderer.render(size: size) { navigator.render(into: &$0) }.count
    }
    var step = 0
    var sortTimes: [Double] = []
    var searches = 0
    var searchTimes: [Double] = []

    return [
        Benchmark(name: "app: launch on \(label) tasks (read + first frame)", iterations: 5) {
            let made = makeApp()
            app = made
            return frame(made.1)
        },
        Benchmark(name: "app: x (toggle, journal append + flush) \(label)", iterations: 50) {
            guard let (scene, navigator, _) = app else { return 0 }
            scene.handle(key("x"))
            return frame(navigator)
        },
        Benchmark(name: "app: s (sort: priority, created, title, due) \(label)", iterations: 8) {
            guard let (scene, navigator, _) = app else { return 0 }
            let start = DispatchTime.now().uptimeNanoseconds
            scene.handle(key("s"))
            let bytes = frame(navigator)
            sortTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            if sortTimes.count == 8 {
                print("  each sort (ms): " + sortTimes.map { String(format: "%.1f", $0) }.joined(separator: " "))
            }
            return bytes
        },
        Benchmark(name: "app: search keystroke (type e x6, erase x6) \(label)", iterations: 12) {
            guard let (scene, navigator, _) = app else { return 0 }
            searches += 1
            if searches == 1 { scene.handle(key("/")) }
            let start = DispatchTime.now().uptimeNanoseconds
            scene.handle(searches <= 6 ? key("e") : .key(KeyEvent(.backspace)))
            let bytes = frame(navigator)
            searchTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            if searches == 12 {
                print("  each keystroke (ms): " + searchTimes.map { String(format: "%.1f", $0) }.joined(separator: " "))
                scene.handle(.key(KeyEvent(.escape)))
            }
            return bytes
        },
        Benchmark(name: "storage: load \(label) (snapshot + the toggles' journal)", iterations: 3) {
            try FileTaskRepository(url: file, mode: .readOnly).loadAll().count
        },
        Benchmark(name: "storage: compact \(label) (fold journal into snapshot)", iterations: 3) {
            let repository = FileTaskRepository(url: file)
            step += 1
            let task = tasks[step % tasks.count]
            _ = try repository.save([try Task(id: task.id, title: "Folded \(step)", created: task.created)])
            try repository.compact()
            return repository.journalSize
        },
    ]
}()
