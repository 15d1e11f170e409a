import Foundation
import TaskDomain
import TaskInterchange
import TaskStorage

/// `taskdeck import` of a todo.txt file, in process, as the command runs it: decode, plan,
/// one commit into a JSON store (straight into the snapshot when the store is empty),
/// recorded in the history. 100,000 lines (or `TASKDECK_BENCH_TASKS`); a 1,000,000-line
/// file took 106 s and 3.5 GB before the import was made linear in time and memory.
@MainActor
let importBenchmarks: [Benchmark] = {
    let count = BenchmarkSize.tasks()
    let label = BenchmarkSize.label(count)
    let text = ImportBenchmarkData.todoTxt(lines: count)
    var run = 0
    return [
        Benchmark(name: "import: \(label) todo.txt lines into an empty store", iterations: 3) {
            run += 1
            let measured = try ImportRun.measure(text, folderName: "taskdeck-bench-import-\(getpid())-\(run)")
            print(String(format: "  import: %d tasks, heap held at its fullest %.0f bytes per task", measured.tasks,
                         measured.heapBytesPerTask))
            return measured.tasks
        },
    ]
}()

/// One import through the same parts as `ImportCommand`, with the C heap sampled where it
/// holds the most (the document, the plan and its change, the store's table).
enum ImportRun {
    struct Figures {
        var tasks: Int
        /// The most heap the import held at once, over the tasks imported.
        var heapBytesPerTask: Double
    }

    static func measure(_ text: String, folderName: String) throws -> Figures {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(folderName)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = FixedClock(year: 2026, month: 3, day: 11)
        let context = InterchangeContext(calendar: clock.calendar, now: clock.now, source: "todo.txt")
        let file = folder.appendingPathComponent("tasks.json")

        let heapBefore = GuardFigures.heapInUse()
        var fullest = 0
        func sample() { fullest = max(fullest, GuardFigures.heapInUse() - heapBefore) }
        let input = InterchangeText(text)
        let document = try TodoTxtFormat().decode(input, context: context)
        sample()
        let base = FileTaskRepository(url: file)
        let repository = RecordingTaskRepository(base: base, history: HistoryFile(url: folder.appendingPathComponent("tasks.json.history"), limit: 100),
                                                 origin: .command("import"), clock: clock)
        let ids = Set(document.tasks.map(\.task.id))
        var plan = ImportPlan(importing: document, stored: try repository.tasks(withIDs: ids), context: context)
        sample()
        plan = ImportPlan(importing: ImportDocument(), stored: [:], context: context)  // as `import` lets it go
        _ = try repository.commit(ids: ids) { stored in
            plan = ImportPlan(importing: document, stored: stored, context: context)
            let change = plan.change
            sample()
            return change
        }
        sample()
        let tasks = plan.addedCount
        withExtendedLifetime((input, document, plan, repository)) {}
        return Figures(tasks: tasks, heapBytesPerTask: Double(fullest) / Double(max(1, tasks)))
    }
}

/// A todo.txt file as people write them, the same on every run: priorities (a few D-Z),
/// creation and done dates, `+projects` (some nested, some two), `@contexts`, `due:`,
/// `t:`, `rec:`, an extension `h:`, and about one line in seven done.
enum ImportBenchmarkData {
    static func todoTxt(lines: Int) -> String {
        let verbs = ["Call", "Buy", "Fix", "Write", "Review", "Plan", "Clean", "Send", "Book", "Pay", "Read", "Email"]
        let things = ["mom", "report", "car", "garden", "invoice", "taxes", "slides", "roof", "letter", "tickets"]
        let projects = ["home", "work", "home.garden", "errands", "health", "trip.paris"]
        let contexts = ["phone", "computer", "store", "office", "car"]
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func day(_ year: Int) -> String { String(format: "%04d-%02d-%02d", year, 1 + next(11), 1 + next(28)) }
        var text = ""
        text.reserveCapacity(lines * 60)
        for index in 0..<lines {
            var words: [String] = []
            let done = next(100) < 15
            if done {
                words += ["x", day(2026)]
            } else if next(100) < 40 {
                words.append("(\(["A", "B", "C", "D"][next(4)]))")
            }
            if next(100) < 70 { words.append(day(2026)) }
            words.append("\(verbs[next(verbs.count)]) \(things[next(things.count)]) \(index)")
            if next(100) < 80 { words.append("+" + projects[next(projects.count)]) }
            if next(100) < 30 { words.append("+" + projects[next(projects.count)]) }
            if next(100) < 70 { words.append("@" + contexts[next(contexts.count)]) }
            if next(100) < 40 { words.append("due:" + day(2027)) }
            if next(100) < 10 { words.append("t:" + day(2026)) }
            if next(100) < 20 { words.append("h:\(next(2))") }
            if next(100) < 10 { words.append("rec:1w") }
            if done, next(100) < 50 { words.append("pri:" + ["A", "B", "C"][next(3)]) }
            text += words.joined(separator: " ") + "\n"
        }
        return text
    }
}
