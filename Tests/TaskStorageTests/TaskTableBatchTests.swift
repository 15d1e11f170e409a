import Foundation
import Testing
import TaskDomain
@testable import TaskStorage

/// Many changes at once (`TaskTable.set(_:)`, an import or its undo) leave the table as the
/// same changes made one at a time do: the same tasks in the same order, each found by ID.
struct TaskTableBatchTests {
    @Test(arguments: [1, 2, 3, 4, 5])
    func aBatchEqualsTheSameChangesOneAtATime(seed: UInt64) throws {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pool = try (0..<60).map { try Task(title: "T\($0)", created: Date(timeIntervalSince1970: Double($0))) }
        let start = Array(pool.prefix(40))
        var batched = TaskTable(tasks: start, extras: [start[3].id: ["colour": .string("teal")]])
        var single = batched
        // Removals, replacements, additions, and an ID removed then added back in the batch.
        var changes: [(id: TaskID, task: Task?, extra: [String: JSONValue]?)] = []
        for _ in 0..<80 {
            let task = pool[next(pool.count)]
            switch next(3) {
            case 0: changes.append((task.id, nil, nil))
            case 1: changes.append((task.id, try Task(id: task.id, title: "edited \(next(9))", created: task.created), nil))
            default: changes.append((task.id, task, next(2) == 0 ? nil : ["n": .integer(Int64(next(9)))]))
            }
        }
        for change in changes { single.set(change.id, to: change.task, extra: change.extra) }
        batched.set(changes)
        #expect(batched.tasks == single.tasks)
        #expect(batched.extras == single.extras)
        for task in pool { #expect(batched[task.id] == single[task.id]) }
        #expect(batched.count == single.count)
    }

    @Test func removingMostTasksAtOnceKeepsTheRestInOrder() throws {
        let tasks = try (0..<5_000).map { try Task(title: "T\($0)", created: Date(timeIntervalSince1970: Double($0))) }
        var table = TaskTable(tasks: tasks, extras: [:])
        table.set(tasks.enumerated().filter { $0.offset % 7 != 3 }.map { ($0.element.id, nil, nil) })
        let kept = tasks.enumerated().filter { $0.offset % 7 == 3 }.map(\.element)
        #expect(table.tasks == kept)
        for task in kept { #expect(table[task.id] == task) }
        #expect(table[tasks[0].id] == nil)
    }
}
