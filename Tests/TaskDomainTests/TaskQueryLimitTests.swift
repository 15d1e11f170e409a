import Foundation
import TaskTestSupport
import Testing
@testable import TaskDomain

/// A query with a `limit` (the Next view's top N) keeps the first N of the whole order,
/// whatever the sort: the same tasks as sorting all and taking N.
struct TaskQueryLimitTests {
    static func tasks(seed: UInt64, count: Int) throws -> [Task] {
        var random = SplitMix64(seed: seed)
        let today = Fixtures.clock.today
        let titles = ["Pay rent", "pay rent", "Call mom", "Café", "Water the plants in the garden today", "Water the plants in the garden now"]
        return try (0..<count).map { index in
            let due = Int.random(in: 0..<4, using: &random) == 0 ? nil : Due(day: today.adding(days: Int.random(in: -10..<20, using: &random)))
            let wait = Int.random(in: 0..<6, using: &random) == 0 ? Due(day: today.adding(days: Int.random(in: -3..<3, using: &random))) : nil
            return try Task(title: titles[Int.random(in: 0..<titles.count, using: &random)],
                            status: Int.random(in: 0..<5, using: &random) == 0 ? .completed : .pending,
                            created: Fixtures.clock.now.addingTimeInterval(-Double(Int.random(in: 0..<400, using: &random)) * 86_400),
                            due: due, priority: Priority.allCases[Int.random(in: 0..<4, using: &random)],
                            project: Int.random(in: 0..<3, using: &random) == 0 ? "work" : nil,
                            tags: Int.random(in: 0..<3, using: &random) == 0 ? ["next", "home"] : ["home"],
                            wait: wait,
                            intervals: index % 97 == 0 ? [WorkInterval(start: Fixtures.clock.now.addingTimeInterval(-60))] : [])
        }
    }

    @Test(arguments: [1, 7, 25, 600])
    func theTopNAreTheFirstNOfTheWholeOrder(limit: Int) throws {
        let tasks = try Self.tasks(seed: UInt64(limit), count: 1500)
        for sort in TaskSort.builtIn {
            for filter in [TaskFilter.ready, .all, .pending] {
                let whole = TaskQuery(filter: filter, sort: sort).apply(to: tasks, clock: Fixtures.clock)
                let top = TaskQuery(filter: filter, sort: sort, isFlat: true, limit: limit).apply(to: tasks, clock: Fixtures.clock)
                #expect(top.map(\.id) == whole.prefix(limit).map(\.id), "\(sort) \(filter) top \(limit)")
            }
        }
        #expect(TaskQuery(limit: 0).apply(to: tasks, clock: Fixtures.clock).isEmpty)
    }

    /// A second tag with a bonus is counted, in tag order, as the explanation lists it.
    @Test func tagBonusesAddUpWhateverTheirNumber() throws {
        let coefficients = UrgencyCoefficients(age: 0, tags: 0, tagBonus: ["next": 15, "home": 2])
        let urgency = Urgency(coefficients: coefficients, now: LocalNow(clock: Fixtures.clock))
        let both = try Task(title: "a", created: Fixtures.clock.now, tags: ["next", "home"])
        let one = try Task(title: "b", created: Fixtures.clock.now, tags: ["next", "other"])
        #expect(urgency.score(of: both) == 17 && urgency.terms(of: both).map(\.points) == [2, 15])
        #expect(urgency.score(of: one) == 15 && urgency.terms(of: one).map(\.points) == [15])
    }
}
