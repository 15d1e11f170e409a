import Foundation
import TaskDomain

/// A search keystroke from 1,000 to 1,000,000 tasks (issue 27: flat within 2x of the 1k
/// figure): the live list's pending tab sorted by due, the search index built (as `/`
/// builds it), then `e` typed six times and erased six times, as bench/curve.sh and
/// tuibench's scenario type it. One iteration is one keystroke (parse, filter, the first
/// 40 rows read), so the p95 of 12 is the worst. Titles are tuibench's generator's
/// (`T00001` and 3 to 7 of its 36 words; "e" keeps most tasks, "ee" about a quarter,
/// "eee" none). The largest size is `TASKDECK_BENCH_TASKS` (CI sets it small); each
/// size's tasks are made when its line starts and let go after it.
@MainActor
let searchCurveBenchmarks: [Benchmark] = {
    let largest = SearchCurveData.largest
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let now = LocalNow(clock: clock)
    let parser = FilterParser(clock: clock)
    let texts = (1...6).map { String(repeating: "e", count: $0) } + (0...5).reversed().map { String(repeating: "e", count: $0) }
    return Set([1_000, 10_000, 100_000, largest].filter { $0 <= largest }).sorted().map { count in
        let label = BenchmarkSize.label(count)
        var live: LiveTaskQuery?
        var step = 0
        return Benchmark(name: "search curve: a keystroke of e x6, erase x6 (\(label))", iterations: texts.count, prepare: {
            if step == texts.count { (live, step) = (nil, 0) }  // let go of the last size, untimed
            if live == nil {
                var made = LiveTaskQuery(tasks: SearchCurveData.tasks(count: count, clock: clock),
                                         query: TaskQuery(filter: .pending, sort: .due), now: now)
                made.prepareSearch()
                live = made
            }
        }) {
            let text = texts[step % texts.count]
            var query = live?.query ?? TaskQuery()
            query.expression = (try? parser.parse(text)) ?? .everything
            live?.setQuery(query)
            let rows = live?.tasks(in: 0..<40).count ?? 0
            let shown = live?.count ?? 0
            step += 1
            return rows + shown
        }
    }
}()

/// Opening search with `/` from 1,000 to 1,000,000 tasks (issue 27: no frame over 100 ms at
/// 1M): the folded-text index, the readiness answers and the list's bitmap built
/// (`prepareSearch`), on a list made untimed before each of three iterations. From 20,000
/// tasks the list starts building the index on another thread when it is made
/// (`SearchIndexBuild`), just before `/` here: the figure is the wait for it (the app's `/`
/// comes later and finds it built). Each line prints the index's heap per task.
@MainActor
let searchOpenBenchmarks: [Benchmark] = {
    let largest = SearchCurveData.largest
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let now = LocalNow(clock: clock)
    return Set([1_000, 10_000, 100_000, largest].filter { $0 <= largest }).sorted().map { count in
        let label = BenchmarkSize.label(count)
        var tasks: [Task] = []
        var live: LiveTaskQuery?
        return Benchmark(name: "search curve: / opens, the index built (\(label))", iterations: 3, prepare: {
            if tasks.isEmpty { tasks = SearchCurveData.tasks(count: count, clock: clock) }
            live = nil
            live = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .pending, sort: .due), now: now)
        }) {
            live?.prepareSearch()
            if let (texts, sets) = live?.searchIndexBytes, texts > 0 {
                let perTask = (texts: texts / count, sets: sets / count, setsMiB: sets >> 20)
                print("  search index (\(label)): texts \(perTask.texts) B/task, byte, pair and run sets \(perTask.sets) B/task (\(perTask.setsMiB) MiB)")
            }
            return live?.count ?? 0
        }
    }
}()

/// Tasks like tuibench's `gen_data.py` makes (seeded): a title of `T` and the number and
/// 3 to 7 of its words, a project on four in five, a priority on half, a due day on three
/// in ten, tags on three in ten.
enum SearchCurveData {
    static let words = ("review update fix write plan call email draft test deploy refactor "
        + "document migrate benchmark clean schedule prepare check order book "
        + "report budget invoice server client backup release roadmap meeting "
        + "design prototype feedback survey contract laptop garden groceries").split(separator: " ").map(String.init)
    static let projects = ["work.alpha", "work.beta", "work.gamma", "home", "home.garden", "errands", "finance", "health",
                           "learning", "ops.infra", "ops.oncall", "side.blog", "side.app", "travel", "family", "reading",
                           "music", "car", "admin", "misc"]
    static let tags = ["next", "waiting", "phone", "computer", "errand", "quick", "deep", "someday"]

    /// The largest size: `TASKDECK_CURVE_TASKS`, else `TASKDECK_BENCH_TASKS` (CI sets it small),
    /// else 1,000,000. The curve's own variable lets it run at 1M while the other lists, which
    /// make their tasks when the bench starts, stay small.
    static var largest: Int {
        let environment = ProcessInfo.processInfo.environment
        return Int(environment["TASKDECK_CURVE_TASKS"] ?? environment["TASKDECK_BENCH_TASKS"] ?? "") ?? 1_000_000
    }

    static func tasks(count: Int, clock: FixedClock) -> [Task] {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let today = clock.today
        return (0..<count).compactMap { index in
            let title = "T" + String(format: "%05d", index + 1) + " "
                + (0..<(3 + next(5))).map { _ in words[next(words.count)] }.joined(separator: " ")
            return try? Task(title: title, created: clock.now.addingTimeInterval(Double(-next(365 * 86_400))),
                             due: next(10) < 3 ? Due(day: today.adding(days: next(180) - 60)) : nil,
                             priority: [.high, .medium, .medium, .low, .none, .none, .none, .none][next(8)],
                             project: next(5) < 4 ? projects[next(projects.count)] : nil,
                             tags: next(10) < 3 ? [tags[next(tags.count)]] : [])
        }
    }
}
