import Foundation
import Testing
import TaskTestSupport
@testable import TaskDomain

/// `SubtaskIndex` (IDs by parent, tasks read by ID) answers every subtask question as
/// `TaskHierarchy` (every task kept by ID) does, dangling parents and cycles included.
@Suite struct SubtaskIndexTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func answersAsTheHierarchyDoes(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let ids = (0..<60).map { _ in TaskID() }
        let tasks = try ids.enumerated().map { n, id in
            let parent: TaskID? = switch Int.random(in: 0..<4, using: &random) {
            case 0: nil
            case 1: TaskID()  // dangling: its parent is not stored
            default: ids.randomElement(using: &random)  // itself or a cycle now and then
            }
            return try Task(id: id, title: "Task \(n)", status: Bool.random(using: &random) ? .pending : .completed,
                            created: Fixtures.clock.now, parent: parent)
        }
        let byID = Dictionary(uniqueKeysWithValues: tasks.map { ($0.id, $0) })
        let index = SubtaskIndex(tasks) { byID[$0] }
        let hierarchy = TaskHierarchy(tasks)
        for id in ids {
            #expect(index.parent(of: id) == hierarchy.parent(of: id))
            #expect(index.descendants(of: id) == hierarchy.descendants(of: id))
            #expect(index.ancestors(of: id) == hierarchy.ancestors(of: id))
            #expect(index.openSubtasks(of: [id]) == hierarchy.openSubtasks(of: [id]))
        }
        let some = Array(ids.shuffled(using: &random).prefix(5))
        #expect(index.subtasks(of: some) == hierarchy.subtasks(of: some))
    }

    @Test func readsEachTaskByIDWhenAsked() throws {
        let parent = try Fixtures.task("Trip")
        let child = try Task(title: "Pack", created: Fixtures.clock.now, parent: parent.id)
        nonisolated(unsafe) var stored = [parent.id: parent, child.id: child]
        let index = SubtaskIndex([parent, child]) { stored[$0] }
        #expect(index.openSubtasks(of: [parent.id]) == [child.id])
        stored[child.id] = try Task(id: child.id, title: "Pack", status: .completed, created: child.created, parent: parent.id)
        #expect(index.openSubtasks(of: [parent.id]) == [])
        stored[child.id] = nil
        #expect(index.subtasks(of: [parent.id]) == [child.id] && index.parent(of: child.id) == nil)
    }
}
