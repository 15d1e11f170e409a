import Foundation
import TaskDomain

/// Quick add runs on every keystroke in the editor's Title field (the preview), so its
/// cost is a keystroke's: a title as people type it, and a pasted title of 2,000 words
/// (fields have no length limit), which must not make typing lag.
@MainActor
let dateBenchmarks: [Benchmark] = {
    let clock = FixedClock(year: 2026, month: 3, day: 11, hour: 10)
    let parser = QuickAddParser(clock: clock)
    let typical = "Lunch with Sam on friday at noon +social #food !high"
    let words = ["Review", "the", "draft", "with", "Ana", "before", "the", "meeting", "on", "3", "and", "then", "mail", "it"]
    let pasted = (0..<2_000).map { words[$0 % words.count] }.joined(separator: " ") + " tomorrow at 3pm"
    let reader = DateReader(clock: clock)
    return [
        Benchmark(name: "quick add: a typed title (10 words)", iterations: 2_000) {
            parser.parse(typical).title.count
        },
        Benchmark(name: "quick add: a pasted title (2,000 words)", iterations: 50) {
            parser.parse(pasted).title.count
        },
        Benchmark(name: "date reader: 'next tuesday at 3:30 pm'", iterations: 5_000) {
            (try? reader.read("next tuesday at 3:30 pm"))?.due.sortKey ?? 0
        },
    ]
}()
