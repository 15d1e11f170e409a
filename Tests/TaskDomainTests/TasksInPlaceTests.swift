import Testing
import TaskTestSupport
@testable import TaskDomain

/// The borrowed passes over tasks (`forEachInPlace`) that sorting and filtering 100,000 tasks
/// rely on for their speed.
@Suite struct TasksInPlaceTests {
    /// The slots' pass reads an optional task as a task, which holds while `Task?` is laid out
    /// as `Task` (its spare bits say nil). Were that to change, the pass would fall back to
    /// copying every task, correct but several times slower: this says so first.
    @Test func anOptionalTaskIsLaidOutAsATask() {
        #expect(MemoryLayout<Task?>.size == MemoryLayout<Task>.size)
        #expect(MemoryLayout<Task?>.stride == MemoryLayout<Task>.stride)
    }

    /// Every stored task once, with its slot, holes skipped, in order.
    @Test func theSlotsPassSkipsHolesAndKeepsTheOrder() throws {
        let a = try Fixtures.task("A"), b = try Fixtures.task("B"), c = try Fixtures.task("C")
        let slots: [Task?] = [nil, a, nil, nil, b, c, nil]
        var seen: [(Int, String)] = []
        slots.forEachInPlace { slot, task in seen.append((slot, task.title)) }
        #expect(seen.map(\.0) == [1, 4, 5] && seen.map(\.1) == ["A", "B", "C"])
        var indexed: [String] = []
        [a, b, c].forEachInPlace { index, task in indexed.append("\(index)\(task.title)") }
        #expect(indexed == ["0A", "1B", "2C"])
    }
}
