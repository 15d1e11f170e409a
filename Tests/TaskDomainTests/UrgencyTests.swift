import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// Urgency term by term. Every expected value is worked out by hand from Taskwarrior's
/// formulas (see `Urgency`), at Wednesday 2026-03-11 10:00 UTC (`Fixtures.clock`):
/// now is day 11 + 600/1440 = 11.41667; an untimed due counts from the end of its day.
struct UrgencyTests {
    let now = LocalNow(clock: Fixtures.clock)

    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @Sendable () throws -> Task
        let coefficients: UrgencyCoefficients
        let terms: [(UrgencyTerm.Kind, Double)]
        var testDescription: String { name }

        init(_ name: String, _ terms: [(UrgencyTerm.Kind, Double)], coefficients: UrgencyCoefficients = .taskwarrior,
             make: @escaping @Sendable () throws -> Task) {
            self.name = name
            self.make = make
            self.coefficients = coefficients
            self.terms = terms
        }
    }

    static let created = Fixtures.clock.now

    static let rows: [Row] = [
        // -2.58333 days overdue: (11.41667 * 0.8 / 21 + 0.2) * 12 = 7.61905
        Row("due in 2 days (untimed), high, active", [(.due(days: 2), 7.61905), (.priority(.high), 6.0), (.active, 4.0)]) {
            var task = try Fixtures.task("Ship", created: created, due: Due(day: Fixtures.day(2026, 3, 13)), priority: .high)
            task.start(at: created)
            return task
        },
        // due 09:00 today: 0.04167 days overdue: (14.04167 * 0.8 / 21 + 0.2) * 12 = 8.81905
        Row("due an hour ago, medium", [(.due(days: 0), 8.81905), (.priority(.medium), 3.9)]) {
            try Fixtures.task("Call", created: created, due: Due(day: Fixtures.day(2026, 3, 11), hour: 9), priority: .medium)
        },
        Row("a week and more overdue: the full due term", [(.due(days: -10), 12.0), (.priority(.low), 1.8)]) {
            try Fixtures.task("Old", created: created, due: Due(day: Fixtures.day(2026, 3, 1)), priority: .low)
        },
        Row("due in 20 days: the least due term", [(.due(days: 20), 2.4)]) {
            try Fixtures.task("Later", created: created, due: Due(day: Fixtures.day(2026, 3, 31)))
        },
        // 73 days old: 73 / 365 * 2 = 0.4
        Row("73 days old", [(.age(days: 73), 0.4)]) {
            try Fixtures.task("Aging", created: created.addingTimeInterval(-73 * 86_400))
        },
        Row("older than the age limit: the full age term", [(.age(days: 400), 2.0)]) {
            try Fixtures.task("Ancient", created: created.addingTimeInterval(-400 * 86_400))
        },
        Row("one tag", [(.tags(count: 1), 0.8)]) { try Fixtures.task("T", created: created, tags: ["a"]) },
        Row("two tags", [(.tags(count: 2), 0.9)]) { try Fixtures.task("T", created: created, tags: ["a", "b"]) },
        Row("three tags, one of them next", [(.tags(count: 3), 1.0), (.tagBonus("next"), 15.0)]) {
            try Fixtures.task("T", created: created, tags: ["a", "b", "next"])
        },
        Row("a project, and notes", [(.project, 1.0), (.notes, 1.0)]) {
            try Fixtures.task("T", created: created, project: "home", notes: "keys")
        },
        Row("a project bonus counts for sub-projects", [(.project, 1.0), (.projectBonus("work"), 2.5)],
            coefficients: UrgencyCoefficients(projectBonus: ["work": 2.5])) {
            try Fixtures.task("T", created: created, project: "work.reports")
        },
        Row("scheduled yesterday: the scheduled term", [(.scheduled, 5.0)]) {
            var task = try Fixtures.task("T", created: created)
            task.scheduled = Due(day: try Fixtures.day(2026, 3, 10))
            return task
        },
        Row("scheduled tomorrow: nothing yet", []) {
            var task = try Fixtures.task("T", created: created)
            task.scheduled = Due(day: try Fixtures.day(2026, 3, 12))
            return task
        },
        Row("waiting", [(.waiting, -3.0)]) {
            var task = try Fixtures.task("T", created: created)
            task.wait = Due(day: try Fixtures.day(2026, 3, 12))
            return task
        },
        Row("a wait that has come counts nothing", []) {
            var task = try Fixtures.task("T", created: created)
            task.wait = Due(day: try Fixtures.day(2026, 3, 11), hour: 9, minute: 59)
            return task
        },
        Row("a completed task has no urgency", []) {
            try Fixtures.task("Done", status: .completed, created: created, due: Due(day: Fixtures.day(2026, 3, 1)), priority: .high)
        },
        Row("the user's coefficients: no due term, high 10, tags 0", [(.priority(.high), 10.0)],
            coefficients: UrgencyCoefficients(due: 0, priorityHigh: 10, tags: 0)) {
            try Fixtures.task("T", created: created, due: Due(day: Fixtures.day(2026, 3, 12)), priority: .high, tags: ["x"])
        },
        Row("age limit 0: always the full age term", [(.age(days: 0), 2.0)], coefficients: UrgencyCoefficients(ageLimitDays: 0)) {
            try Fixtures.task("T", created: created)
        },
    ]

    @Test(arguments: rows)
    func termsAndTotal(_ row: Row) throws {
        let task = try row.make()
        let urgency = Urgency(coefficients: row.coefficients, now: now)
        let terms = urgency.terms(of: task)
        #expect(terms.map(\.kind) == row.terms.map(\.0))
        for (term, expected) in zip(terms, row.terms) {
            #expect(abs(term.points - expected.1) < 0.0001, "\(term.kind): \(term.points), expected \(expected.1)")
        }
        let sum = row.terms.reduce(0) { $0 + $1.1 }
        #expect(abs(urgency.score(of: task) - sum) < 0.0001)
    }

    @Test func theDueTermRisesDayByDay() throws {
        let urgency = Urgency(coefficients: .taskwarrior, now: now)
        let scores = try (0...25).map { offset in
            urgency.score(of: try Fixtures.task("T", created: Self.created, due: Due(day: Fixtures.day(2026, 3, 11).adding(days: 16 - offset))))
        }
        #expect(zip(scores, scores.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(abs((scores.first ?? 0) - 2.4) < 1e-9 && abs((scores.last ?? 0) - 12.0) < 1e-9)
    }
}
