import Testing
import TaskDomain
import TaskTestSupport

struct TaskChangeTests {
    @Test func inverseSwapsStatesAndDropsNoOps() throws {
        let task = try Fixtures.task("A")
        let same = try Fixtures.task("B")
        let change = TaskChange(action: .deleted, entries: [.init(id: task.id, before: task, after: nil),
                                                            .init(id: same.id, before: same, after: same)])
        #expect(change.entries.count == 1)
        #expect(change.inverse.entries == [.init(id: task.id, before: nil, after: task)])
        #expect(change.inverse.inverse == change)
    }
}
