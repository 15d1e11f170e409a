import Testing
import TaskDomain
import TaskTestSupport
import TaskWording

@Suite struct ChangeSummaryTests {
    @Test func oneTaskIsNamedAndSeveralAreCounted() throws {
        let milk = try Fixtures.task("Buy milk")
        let bread = try Fixtures.task("Buy bread")
        let one = TaskChange(action: .completed, entries: [.init(id: milk.id, before: milk, after: try Fixtures.task("Buy milk", status: .completed))])
        #expect(ChangeSummary.text(of: one) == "Completed 'Buy milk'")
        #expect(ChangeSummary.text(of: one, title: { String($0.prefix(3)) }) == "Completed 'Buy'")
        let two = TaskChange(action: .deleted, entries: [.init(id: milk.id, before: milk, after: nil),
                                                         .init(id: bread.id, before: bread, after: nil)])
        #expect(ChangeSummary.text(of: two) == "Deleted 2 tasks")
        let added = TaskChange(action: .added, entries: [.init(id: bread.id, before: nil, after: bread)])
        #expect(ChangeSummary.text(of: added) == "Added 'Buy bread'")
    }

    @Test func everyActionHasItsVerb() {
        let verbs = [TaskChange.Action.added, .edited, .completed, .reopened, .toggled, .deleted, .imported]
            .map(ChangeSummary.verb)
        #expect(verbs == ["Added", "Edited", "Completed", "Reopened", "Toggled", "Deleted", "Imported"])
    }
}
