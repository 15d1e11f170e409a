import Foundation
import TaskDomain
import TaskStorage

/// `taskdeck undo` at 100,000 tasks (or `TASKDECK_BENCH_TASKS`): the store's file with a full
/// shared history (`[undo] limit` = 200 steps: one import of every task, then single-task
/// edits), undone and redone in turn.
///
/// - in process: what the command does after it starts: open the task file and its
///   history anew (as a new process does), read the history, undo (or redo) one step under
///   the locks, mark it;
/// - end to end: the release `taskdeck` binary beside this one run as a person runs it
///   (`taskdeck --file F undo`), process start to exit: the target (< 50 ms).
/// Also printed: the history file's size, which the limit bounds, and that the task file
/// does not grow with the history.
@MainActor
let undoBenchmarks: [Benchmark] = {
    let count = BenchmarkSize.tasks()
    let label = BenchmarkSize.label(count)
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taskdeck-bench-undo-\(getpid())")
    let file = folder.appendingPathComponent("tasks.json")
    var prepared = false

    /// The file with every task imported as one recorded step, then 199 recorded edits.
    func prepare() {
        guard !prepared else { return }
        prepared = true
        try? FileManager.default.removeItem(at: folder)
        let tasks = StorageBenchmarkData.tasks(count: count, clock: clock)
        let repository = FileTaskRepository(url: file)
        let history = HistoryFile(url: repository.historyURL, limit: 200)
        let recording = RecordingTaskRepository(base: repository, history: history, origin: .command("import"), clock: clock)
        _ = try? recording.apply(upserting: tasks, deleting: [])
        let service = TaskService(repository: RecordingTaskRepository(base: repository, history: history,
                                                                      origin: .command("edit"), clock: clock), clock: clock)
        for index in 0..<199 {
            _ = try? service.edit([tasks[index * 37 % tasks.count].id], TaskEdit(notes: .set("edited \(index)")))
        }
        try? repository.compact()
        let historySize = (try? FileManager.default.attributesOfItem(atPath: history.url.path)[.size] as? Int) ?? 0
        let fileSize = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        print("  history: \(historySize / 1024) KiB for \((try? history.read().steps.count) ?? 0) steps "
              + "(the import of \(label) tasks is one); tasks.json \(fileSize / 1024) KiB")
    }

    var back = true
    var open: SharedUndo?
    var openBack = true
    var processBack = true
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("taskdeck")

    return [
        // The floor under every command on this file: reading 100,000 tasks.
        Benchmark(name: "undo: open the task file only, \(label) tasks", iterations: 10, prepare: prepare) {
            try FileTaskRepository(url: file).loadAll().count
        },
        Benchmark(name: "undo: read the history only (200 steps)", iterations: 20, prepare: prepare) {
            try HistoryFile(url: URL(fileURLWithPath: file.path + ".history"), limit: 200).read().steps.count
        },
        // The app's u: the store and the history already read, as in a running app.
        Benchmark(name: "undo: u / Ctrl-R with the store open, \(label) tasks", iterations: 40, prepare: prepare) {
            if open == nil {
                let repository = FileTaskRepository(url: file)
                _ = try repository.loadAll()
                let history = HistoryFile(url: repository.historyURL, limit: 200)
                _ = try history.read()
                open = SharedUndo(repository: repository, history: history, origin: .app, clock: clock)
            }
            guard let undo = open else { return 0 }
            let outcome = try openBack ? undo.undo() : undo.redo()
            openBack.toggle()
            guard case .moved(let move) = outcome else { throw BenchmarkFailure("undo did not move: \(outcome)") }
            return move.written.entries.count
        },
        Benchmark(name: "undo: taskdeck undo/redo in process, \(label) tasks", iterations: 40, prepare: prepare) {
            let repository = FileTaskRepository(url: file)
            repository.compactsAfterCommit = true
            let undo = SharedUndo(repository: repository, history: HistoryFile(url: repository.historyURL, limit: 200),
                                  origin: .command(back ? "undo" : "redo"), clock: clock)
            let outcome = try back ? undo.undo() : undo.redo()
            back.toggle()
            guard case .moved(let move) = outcome else { throw BenchmarkFailure("undo did not move: \(outcome)") }
            return move.written.entries.count
        },
        Benchmark(name: "undo: taskdeck undo/redo, the binary, \(label) tasks", iterations: 20, prepare: prepare) {
            guard FileManager.default.isExecutableFile(atPath: binary.path) else {
                throw BenchmarkFailure("no taskdeck binary beside the benchmark at \(binary.path): swift build -c release first")
            }
            let status = try SpawnedRun.status(of: binary.path, arguments: ["--file", file.path, processBack ? "undo" : "redo"],
                                               environment: ["TASKDECK_CONFIG": "/dev/null", "PATH": "/usr/bin:/bin"])
            processBack.toggle()
            guard status == 0 else { throw BenchmarkFailure("taskdeck undo exited \(status)") }
            return Int(status)
        },
    ]
}()

/// A benchmark that could not measure what it names.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
