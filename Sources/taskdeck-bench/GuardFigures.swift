#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import HeapStatistics
import TaskDomain
import TaskScenes
import TaskStorage
import TerminalCore

/// The figures CI gates on (`taskdeck-bench guard .ci/bench-bounds`): ones that come out
/// the same on every run of one binary, whatever else the machine is doing, so a bound can
/// be tight. Wall times are printed by the benchmarks but gated on nowhere: on a shared
/// 2-core machine they move by half from run to run.
///
/// | figure | what a regression looks like |
/// | --- | --- |
/// | `move-bytes` | a `j`/`k` on a 120x40 screen writes more than the two rows it changes (a redraw, a wider diff) |
/// | `move-rows` | a `j`/`k` draws and compares more rows than the two it changes and the position counter (a part of the scene drawn again every frame, a frame drawn whole) |
/// | `scroll-bytes` | a move that scrolls the list writes more than the rows that changed |
/// | `scroll-rows` | a move that scrolls the list draws and compares the whole window again instead of scrolling the canvas rows and drawing the two the selection changed |
/// | `heap-bytes-per-task` | the open app keeps more per task (an extra copy of the task array, a fatter index) |
/// | `journal-bytes-per-toggle` | a change writes more than its own record (a rewrite of the file) |
/// | `snapshot-bytes-per-task` | the task file grows per task (a field written twice) |
/// | `import-heap-bytes-per-task` | an import of a todo.txt file holds more per line at its fullest (a second copy of the imported records, the lines kept after reading) |
enum GuardFigures {
    static let taskCount = 10_000
    static let screen = Size(width: 120, height: 40)

    /// Each figure by name, measured now.
    @MainActor
    static func measure() throws -> [(name: String, value: Double)] {
        let clock = FixedClock(year: 2026, month: 3, day: 11)
        let tasks = StorageBenchmarkData.tasks(count: taskCount, clock: clock)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taskdeck-bench-guard-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("tasks.json")
        try FileTaskRepository(url: file).save(tasks)
        try FileTaskRepository(url: file).compact()
        let snapshotBytes = try Double(FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0)

        // The app as it opens on the file: the repository, the worker, the home scene, drawn once.
        let heapBefore = heapInUse()
        let repository = FileTaskRepository(url: file)
        let worker = TaskWorker(service: TaskService(repository: repository, clock: clock), storeName: "tasks.json")
        let navigator = Navigator(size: screen)
        navigator.setRoot(homeScene(worker: worker, navigator: navigator, query: TaskQuery(filter: .all, sort: .due)))
        // As the app's run loop draws: over the frame on screen, only what changed.
        var renderer = Renderer(colorMode: .trueColor)
        _ = renderer.render(size: screen, keepingShownFrame: true) { navigator.render(into: &$0) }
        let heapPerTask = Double(heapInUse() - heapBefore) / Double(taskCount)

        let scene = navigator.stack[0]
        // Within the screen (the highlight moves, nothing scrolls), then 100 rows down and up:
        // the mean bytes a frame takes, half the keys `j`, then half `k`.
        var means: [(bytes: Double, rows: Double)] = []
        for moves in [40, 200] {
            var bytes = 0, rows = 0
            for step in 0..<moves {
                scene.handle(.key(KeyEvent(.char(step < moves / 2 ? "j" : "k"))))
                bytes += renderer.render(size: screen, keepingShownFrame: true) { canvas in
                    navigator.render(into: &canvas)
                    rows += canvas.writtenRows.count
                }.count
            }
            means.append((Double(bytes) / Double(moves), Double(rows) / Double(moves)))
        }
        let (moveBytes, moveRows, scrollBytes, scrollRows) = (means[0].bytes, means[0].rows, means[1].bytes, means[1].rows)

        let journalBefore = repository.journalSize
        scene.handle(.key(KeyEvent(.char("x"))))
        let journalPerToggle = Double(repository.journalSize - journalBefore)
        withExtendedLifetime((worker, navigator)) {}
        try? FileManager.default.removeItem(at: folder)
        let imported = try ImportRun.measure(ImportBenchmarkData.todoTxt(lines: taskCount),
                                             folderName: "taskdeck-bench-guard-import-\(getpid())")
        return [("move-bytes", moveBytes),
                ("move-rows", moveRows),
                ("scroll-bytes", scrollBytes),
                ("scroll-rows", scrollRows),
                ("heap-bytes-per-task", heapPerTask),
                ("journal-bytes-per-toggle", journalPerToggle),
                ("snapshot-bytes-per-task", snapshotBytes / Double(taskCount)),
                ("import-heap-bytes-per-task", imported.heapBytesPerTask)]
    }

    /// Bytes the C allocator has handed out and not taken back (glibc's `mallinfo2`).
    static func heapInUse() -> Int { Int(taskdeck_heap_in_use()) }

    /// Reads `name = bound` lines (`#` comments), measures, prints each figure beside its
    /// bound, and returns whether every figure is within it. A figure without a bound, or
    /// a bound without a figure, fails too, so the file and the code cannot drift apart.
    @MainActor
    static func check(boundsFile path: String) throws -> Bool {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var bounds: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let parts = content.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let bound = Double(parts[1]) else { continue }
            bounds[parts[0]] = bound
        }
        var within = true
        let figures = try measure()
        for (name, value) in figures {
            let label = "guard: " + name.padding(toLength: 26, withPad: " ", startingAt: 0) + String(format: "%10.1f", value)
            guard let bound = bounds.removeValue(forKey: name) else {
                print(label + "   no bound in \(path): FAIL")
                within = false
                continue
            }
            let verdict = value <= bound ? "ok" : "FAIL (over the bound by \(String(format: "%.1f%%", (value / bound - 1) * 100)))"
            print(label + String(format: "   bound %10.1f   ", bound) + verdict)
            if value > bound { within = false }
        }
        for name in bounds.keys.sorted() {
            print("guard: \(name): a bound in \(path) for a figure that is no longer measured: FAIL")
            within = false
        }
        return within
    }
}
