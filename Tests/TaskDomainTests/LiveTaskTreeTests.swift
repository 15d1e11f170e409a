import Foundation
import Testing
import TaskDomain
import TaskTestSupport

/// `LiveTaskQuery` as a tree: after any change, its rows are those a from-scratch
/// `TaskTreeRows` lays out, and it stays flat (no tree) while no task has a parent.
struct LiveTaskTreeTests {
    func expectedRows(_ stored: [Task], _ query: TaskQuery) -> [TaskID] {
        let matching = query.apply(to: stored, clock: Fixtures.clock).map(\.id)
        guard stored.contains(where: { $0.parent != nil }) else { return matching }
        return TaskTreeRows(matching: matching, hierarchy: TaskHierarchy(stored)).rows.map(\.id)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomChangesKeepTheTreeAsARecomputationLaysItOut(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let now = LocalNow(clock: Fixtures.clock)
        var stored: [Task] = try (0..<30).map { index in
            try Task(title: "Task \(index)", status: index % 5 == 0 ? .completed : .pending,
                     created: Fixtures.clock.now.addingTimeInterval(Double(index)))
        }
        var query = TaskQuery(filter: .pending, sort: .title)
        var live = LiveTaskQuery(tasks: stored, query: query, now: now)
        for _ in 0..<200 {
            let index = Int.random(in: 0..<stored.count, using: &generator)
            let old = stored[index]
            switch Int.random(in: 0..<9, using: &generator) {
            case 0...2:  // a new parent (any task: cycles and dangling parents included, as other programs may write)
                let parent = Int.random(in: 0..<5, using: &generator) == 0 ? TaskID()
                    : stored.randomElement(using: &generator)?.id
                let moved = try Task(id: old.id, title: old.title, status: old.status, created: old.created,
                                     parent: Bool.random(using: &generator) ? parent : nil)
                stored[index] = moved
                live.apply([(old.id, moved)])
            case 3, 4:
                query.filter = [.pending, .all, .completed].randomElement(using: &generator) ?? .all
                live.setQuery(query)
            case 5:
                query.search = ["", "1", "Task 2", "ask"].randomElement(using: &generator) ?? ""
                live.setQuery(query)
            case 6:  // done or open again, under the same parent (the parent's done count moves)
                let toggled = try Task(id: old.id, title: old.title, status: old.isCompleted ? .pending : .completed,
                                       created: old.created, parent: old.parent)
                stored[index] = toggled
                live.apply([(old.id, toggled)])
            case 7:  // renamed, nothing else: the tree is laid out again without building the hierarchy
                let renamed = try Task(id: old.id, title: old.title + "x", status: old.status, created: old.created,
                                       parent: old.parent)
                stored[index] = renamed
                live.apply([(old.id, renamed)])
            default:  // deleted elsewhere, then stored again (its subtasks lose and regain their parent)
                stored.remove(at: index)
                live.apply([(old.id, nil)])
                #expect(live.shownIDs == expectedRows(stored, query))
                stored.insert(old, at: index)
                live.apply([(old.id, old)])
            }
            let hierarchy = TaskHierarchy(stored)
            for task in stored {
                let expected = hierarchy.progress(of: task.id)
                #expect(live.progress(of: task.id) == (expected.total > 0 ? expected : nil))
            }
            #expect(live.shownIDs == expectedRows(stored, query))
            #expect((0..<live.count).compactMap { live.task(at: $0)?.id } == live.shownIDs)
            for (position, id) in live.shownIDs.enumerated() { #expect(live.position(of: id) == position) }
        }
    }

    @Test func withoutParentsTheListStaysFlat() throws {
        let tasks = try (0..<5).map { try Task(title: "T\($0)", created: Fixtures.clock.now) }
        let live = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .all, sort: .title), now: LocalNow(clock: Fixtures.clock))
        #expect(!live.isTree && live.shownIDs == live.matchingIDs)
        #expect(live.treeRows(in: 0..<5).allSatisfy { $0.depth == 0 && !$0.isContext })
    }

    @Test func progressCountsSubtasksTheFilterHides() throws {
        let parent = try Task(title: "P", created: Fixtures.clock.now)
        let done = try Task(title: "done", status: .completed, created: Fixtures.clock.now, parent: parent.id)
        let open = try Task(title: "open", created: Fixtures.clock.now, parent: parent.id)
        let live = LiveTaskQuery(tasks: [parent, done, open], query: TaskQuery(filter: .pending), now: LocalNow(clock: Fixtures.clock))
        #expect(live.shownIDs == [parent.id, open.id])
        #expect(live.progress(of: parent.id) == SubtaskProgress(done: 1, total: 2))
        #expect(live.progress(of: open.id) == nil)
    }
}
