import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// Custom fields: values read by their declared type (`--set`), set and cleared by an edit,
/// kept whole by a conflict, and the filter's `name:` words over them, compared by type.
struct CustomFieldTests {
    let estimate = FieldDeclaration(name: "estimate", kind: .number)
    let size = FieldDeclaration(name: "size", kind: .string, values: ["S", "M", "L"])
    let review = FieldDeclaration(name: "review", kind: .date)
    let spent = FieldDeclaration(name: "spent", kind: .duration)
    var dates: DateReader { DateReader(clock: Fixtures.clock) }

    func task(_ title: String, _ fields: [String: String]) throws -> Task {
        try Task(title: title, created: Fixtures.clock.now, fields: CustomFields(fields))
    }

    @Test func valuesAreReadByTheirType() throws {
        #expect(try estimate.storedValue(" 2.5 ", dates: dates) == "2.5")
        #expect(try review.storedValue("2026-03-20", dates: dates) == "2026-03-20")
        #expect(try review.storedValue("tomorrow", dates: dates) == "2026-03-12")
        #expect(try spent.storedValue("90min", dates: dates) == "PT1H30M")
        #expect(try spent.storedValue("1h30m", dates: dates) == "PT1H30M")
        #expect(try spent.storedValue("P2D", dates: dates) == "P2D")
        #expect(try size.storedValue("M", dates: dates) == "M")
        #expect(throws: TaskDomainError.invalidFieldValue(field: "estimate", value: "lots", kind: "number", allowed: [])) {
            try estimate.storedValue("lots", dates: dates)
        }
        #expect(throws: TaskDomainError.invalidFieldValue(field: "size", value: "XL", kind: "string", allowed: ["S", "M", "L"])) {
            try size.storedValue("XL", dates: dates)
        }
        #expect(throws: TaskDomainError.self) { try spent.storedValue("soon", dates: dates) }
        #expect(FieldDeclaration.isValidName("estimate") && FieldDeclaration.isValidName("my_field-2"))
        #expect(!FieldDeclaration.isValidName("2x") && !FieldDeclaration.isValidName("a b") && !FieldDeclaration.isValidName(""))
    }

    @Test func anEditSetsAndClearsFieldsAndLeavesTheOthers() throws {
        let stored = try task("Fix sink", ["estimate": "3", "client": "ACME"])
        let repository = SpyRepository([stored])
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        var edit = TaskEdit()
        edit.fields = ["estimate": "5", "client": String?.none]
        try service.edit([stored.id], edit)
        #expect(repository.tasks[0].fields == CustomFields(["estimate": "5"]))
        var draft = TaskDraft(title: "Walk")
        draft.fields = CustomFields(["size": "M"])
        try service.add(draft)
        #expect(repository.tasks.last?.fields["size"] == "M")
    }

    @Test(arguments: [
        ("estimate:>2", ["Big"]), ("estimate:3", ["Big"]), ("estimate:<=1.5", ["Small"]), ("estimate:", ["None"]),
        ("estimate:none", ["None"]), ("estimate:any", ["Big", "Small"]), ("size:m", ["Small"]), ("-size:M", ["Big", "None"]),
        ("review:<2026-03-15", ["Small"]), ("review:any", ["Big", "Small"]), ("spent:>1h", ["Big"]), ("ESTIMATE:>2", ["Big"]),
    ])
    func theFilterComparesByTheDeclaredType(filter: String, kept: [String]) throws {
        let tasks = [try task("Big", ["estimate": "3", "size": "L", "review": "20260320T000000Z", "spent": "PT2H"]),
                     try task("Small", ["estimate": "1.5", "size": "M", "review": "2026-03-12", "spent": "30min"]),
                     try task("None", [:])]
        let parsed = try FilterParser(clock: Fixtures.clock, fields: [estimate, size, review, spent]).parse(filter)
        let now = LocalNow(clock: Fixtures.clock)
        #expect(tasks.filter { parsed.matches($0, at: now) }.map(\.title) == kept)
    }

    @Test func anUndeclaredFieldOrAValueOfTheWrongTypeIsAnError() {
        let parser = FilterParser(clock: Fixtures.clock, fields: [estimate])
        #expect(throws: FilterError(.invalidFieldValue("estimate"), word: "estimate:>lots", column: 1)) {
            try parser.parse("estimate:>lots")
        }
        #expect(throws: FilterError(.unknownField("colour"), word: "colour:red", column: 1)) { try parser.parse("colour:red") }
    }

    @Test func aConflictKeepsTheFieldsOfTheSideThatChangedThem() throws {
        let base = try task("Fix sink", ["estimate": "3"])
        var ours = base, theirs = base
        ours.title = "Fix the sink"
        ours.modified = Fixtures.date(2026, 3, 12)
        theirs.fields = CustomFields(["estimate": "5"])
        theirs.modified = Fixtures.date(2026, 3, 13)
        let kept = TaskConflict.resolve(id: base.id, base: base, ours: ours, theirs: theirs).kept
        #expect(kept?.title == "Fix the sink" && kept?.fields["estimate"] == "5")
    }
}
