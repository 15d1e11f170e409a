import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// A declared custom field as a sort key (issue 23): by its type's value, text by its
/// allowed values' order then by letters, tasks without the field last, ties as every
/// sort breaks them (due, created, storage order); the same in `apply`, its top N and the
/// live list.
struct FieldSortTests {
    let estimate = FieldDeclaration(name: "estimate", kind: .number)
    let size = FieldDeclaration(name: "size", kind: .string, values: ["S", "M", "L"])
    let client = FieldDeclaration(name: "client", kind: .string)
    let spent = FieldDeclaration(name: "spent", kind: .duration)
    let review = FieldDeclaration(name: "review", kind: .date)

    /// Tasks titled by their field's value (`-` without it), created a minute apart in that order.
    func tasks(_ name: String, _ values: [String?], due: [Int?] = []) throws -> [Task] {
        try values.enumerated().map { index, value in
            let day = index < due.count ? due[index].map { Due(day: Fixtures.clock.today.adding(days: $0)) } : nil
            return try Task(title: value ?? "-", created: Fixtures.clock.now.addingTimeInterval(Double(index) * 60),
                            due: day ?? nil, fields: CustomFields(value.map { [name: $0] } ?? [:]))
        }
    }

    func titles(_ tasks: [Task], by declaration: FieldDeclaration) -> [String] {
        TaskQuery(filter: .all, sort: .field(declaration)).apply(to: tasks, clock: Fixtures.clock).map(\.title)
    }

    @Test func numbersByValueThenWhatDoesNotReadThenTasksWithoutIt() throws {
        let tasks = try tasks("estimate", ["3", nil, "0.5", "lots", "12", "-1", "2.50"])
        #expect(titles(tasks, by: estimate) == ["-1", "0.5", "2.50", "3", "12", "lots", "-"])
    }

    @Test func allowedValuesInTheirDeclaredOrderThenOtherTextThenNone() throws {
        let tasks = try tasks("size", ["L", nil, "XL", "S", "m", "M", "Huge"])
        // `m` is M without case; XL and Huge are not among the values: after them, by letters.
        #expect(titles(tasks, by: size) == ["S", "m", "M", "L", "Huge", "XL", "-"])
    }

    @Test func textByLettersIgnoringCaseAndAccentsWholeTextsTellApartLongOnes() throws {
        let tasks = try tasks("client", ["beta", "Alphabet soup long", nil, "Émile", "alphabet soup", "ALPHA", "alphabet soup extra"])
        #expect(titles(tasks, by: client)
                == ["ALPHA", "alphabet soup", "alphabet soup extra", "Alphabet soup long", "beta", "Émile", "-"])
    }

    @Test func durationsByLengthWhateverTheirNotation() throws {
        let tasks = try tasks("spent", ["P1D", "90min", nil, "PT2H", "PT45M", "3w"])
        #expect(titles(tasks, by: spent) == ["PT45M", "90min", "PT2H", "P1D", "3w", "-"])
    }

    @Test func datesWithTheirTimesAndAnUntimedDayAtItsEnd() throws {
        let tasks = try tasks("review", ["2026-03-20", nil, "2026-03-20T09:30", "20260319T120000Z", "2026-03-01", "someday"])
        #expect(titles(tasks, by: review) == ["2026-03-01", "20260319T120000Z", "2026-03-20T09:30", "2026-03-20", "someday", "-"])
    }

    @Test func tiesGoByDueThenCreatedThenStorageOrder() throws {
        // Same estimate: the earlier due first, then no due (created order among those).
        let tasks = try self.tasks("estimate", ["2", "2", "2", "1"], due: [5, 1, nil, nil])
        let order = TaskQuery(filter: .all, sort: .field(estimate)).apply(to: tasks, clock: Fixtures.clock)
        #expect(order.map(\.id) == [tasks[3], tasks[1], tasks[0], tasks[2]].map(\.id))
    }

    @Test func theTopNAndTheLiveListAgreeWithTheWholeOrder() throws {
        var generator = SplitMix64(seed: 23)
        let words = ["alpha", "Alphabet soup one", "alphabet soup two", "beta", "S", "M", "L", "3", "0.5", "12", "x"]
        let tasks = try (0..<400).map { index in
            try Task(title: "t\(index)", created: Fixtures.clock.now,
                     fields: CustomFields(Bool.random(using: &generator) ? [:] : [
                        "client": words.randomElement(using: &generator) ?? "",
                        "size": words.randomElement(using: &generator) ?? "",
                        "estimate": words.randomElement(using: &generator) ?? ""]))
        }
        for declaration in [estimate, size, client] {
            let whole = TaskQuery(filter: .all, sort: .field(declaration)).apply(to: tasks, clock: Fixtures.clock)
            let top = TaskQuery(filter: .all, sort: .field(declaration), isFlat: true, limit: 25).apply(to: tasks, clock: Fixtures.clock)
            #expect(top.map(\.id) == whole.prefix(25).map(\.id), "\(declaration.name)")
            let live = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .all, sort: .field(declaration)),
                                     now: LocalNow(clock: Fixtures.clock))
            #expect(live.tasks(in: 0..<live.count).map(\.id) == whole.map(\.id), "\(declaration.name)")
        }
    }

    @Test func aSortIsNamedByTaskdeckOrByADeclaredField() {
        let fields = [estimate, size, FieldDeclaration(name: "Due", kind: .date)]
        #expect(TaskSort(name: "Estimate", fields: fields) == .field(estimate))
        #expect(TaskSort(name: "due", fields: fields) == .due)  // taskdeck's own wins over a field of its name
        #expect(TaskSort(name: "URGENCY", fields: fields) == .urgency)
        #expect(TaskSort(name: "effort", fields: fields) == nil)
        #expect(TaskSort.all(fields: fields).map(\.name) == ["due", "priority", "created", "title", "urgency", "estimate", "size"])
        #expect(TaskSort.field(size).name == "size")
    }
}
