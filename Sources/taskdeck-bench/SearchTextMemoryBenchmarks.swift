import Foundation
import TaskDomain

/// The search index's memory on texts less tidy than the curve's (whose 36 words make few
/// runs of three bytes): titles of 3 to 12 words drawn from 4,000 made of random syllables
/// with accented and CJK letters, and on one task in five notes of 100 to 1,500 bytes. The
/// runs are kept only from each text's first 128 bytes (`SlotOccurrences.runsWithinMaximum`),
/// so a task costs at most 126 runs whatever its notes; this line shows what that bound
/// comes to. At 100,000 tasks, or `TASKDECK_CURVE_TASKS` when smaller (below 20,000 no runs
/// are kept: CI's small run only keeps the line alive); it prints the index's heap per task.
@MainActor
let searchTextMemoryBenchmarks: [Benchmark] = {
    let count = min(100_000, SearchCurveData.largest)
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let now = LocalNow(clock: clock)
    let label = BenchmarkSize.label(count)
    var tasks: [Task] = []
    var live: LiveTaskQuery?
    return [Benchmark(name: "search index on mixed long texts: / opens (\(label))", iterations: 2, prepare: {
        if tasks.isEmpty { tasks = MixedTextData.tasks(count: count, clock: clock) }
        live = nil
        live = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .pending, sort: .due), now: now)
    }) {
        live?.prepareSearch()
        if let (texts, sets) = live?.searchIndexBytes, texts > 0, !tasks.isEmpty {
            print("  search index, mixed texts (\(label)): texts \(texts / tasks.count) B/task, "
                  + "byte, pair and run sets \(sets / tasks.count) B/task (\(sets >> 20) MiB)")
        }
        return live?.count ?? 0
    }]
}()

/// Seeded tasks with varied words, non-ASCII letters and long notes.
enum MixedTextData {
    static let syllables = ["ka", "re", "mi", "to", "su", "ne", "ho", "la", "vi", "do", "gr", "st", "ch", "qu", "é", "ü",
                            "ñ", "ø", "ß", "à", "ç", "日", "本", "語", "ク", "ラ", "ж", "д", "ы", "π", "λ", "ea", "ou", "th"]

    static func tasks(count: Int, clock: FixedClock) -> [Task] {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let words = (0..<4_000).map { _ in (0..<(2 + next(4))).map { _ in syllables[next(syllables.count)] }.joined() }
        func phrase(_ length: Int) -> String { (0..<length).map { _ in words[next(words.count)] }.joined(separator: " ") }
        return (0..<count).compactMap { _ in
            var notes = ""
            if next(5) == 0 {
                let bytes = 100 + next(1_400)
                while notes.utf8.count < bytes { notes += phrase(8) + ". " }
            }
            return try? Task(title: phrase(3 + next(10)), notes: notes,
                             created: clock.now.addingTimeInterval(Double(-next(365 * 86_400))))
        }
    }
}
