import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// Subtasks in the domain: who is whose parent, what may become whose parent, and the use
/// cases that move, complete and delete parents.
struct SubtaskTests {
    /// A tree: trip > hotel > room, trip > train; other; and orphan, whose parent is gone.
    struct Tree {
        let trip, hotel, room, train, other, orphan: Task
        var all: [Task] { [trip, hotel, room, train, other, orphan] }

        init(roomDone: Bool = false) throws {
            let created = Fixtures.clock.now
            trip = try Task(title: "Trip", created: created)
            hotel = try Task(title: "Hotel", created: created, parent: trip.id)
            room = try Task(title: "Room", status: roomDone ? .completed : .pending, created: created, parent: hotel.id)
            train = try Task(title: "Train", created: created, parent: trip.id)
            other = try Task(title: "Other", created: created)
            orphan = try Task(title: "Orphan", created: created, parent: TaskID())
        }
    }

    @Test func hierarchyReadsParentsChildrenAndDanglingParentsAsTopLevel() throws {
        let tree = try Tree()
        let hierarchy = TaskHierarchy(tree.all)
        #expect(hierarchy.ancestors(of: tree.room.id) == [tree.hotel.id, tree.trip.id])
        #expect(hierarchy.descendants(of: tree.trip.id) == [tree.hotel.id, tree.room.id, tree.train.id])
        #expect(hierarchy.children(of: tree.trip.id) == [tree.hotel.id, tree.train.id])
        #expect(hierarchy.parent(of: tree.orphan.id) == nil)
        #expect(hierarchy.ancestors(of: tree.orphan.id).isEmpty)
        #expect(hierarchy.progress(of: tree.trip.id) == SubtaskProgress(done: 0, total: 2))
        let doneTree = try Tree(roomDone: true)
        #expect(TaskHierarchy(doneTree.all).progress(of: doneTree.hotel.id) == SubtaskProgress(done: 1, total: 1))
    }

    @Test func aCycleWrittenByAnotherProgramNeitherLoopsNorCrashes() throws {
        let a = TaskID(), b = TaskID()
        let tasks = [try Task(id: a, title: "A", created: Fixtures.clock.now, parent: b),
                     try Task(id: b, title: "B", created: Fixtures.clock.now, parent: a)]
        let hierarchy = TaskHierarchy(tasks)
        #expect(hierarchy.ancestors(of: a) == [b])
        #expect(hierarchy.descendants(of: a) == [b])
        let rows = TaskTreeRows(matching: [a, b], hierarchy: hierarchy).rows
        #expect(rows.map(\.id) == [a, b] && rows.map(\.depth) == [0, 1])
        // Under a filter that hides both, a matching subtask still shows, with its context.
        let child = try Task(title: "C", created: Fixtures.clock.now, parent: a)
        let withChild = TaskTreeRows(matching: [child.id], hierarchy: TaskHierarchy(tasks + [child])).rows
        #expect(Set(withChild.map(\.id)) == [a, b, child.id])
    }

    @Test func aTaskCannotBeItsOwnParent() throws {
        let id = TaskID()
        let task = try Task(id: id, title: "Self", created: Fixtures.clock.now, parent: id)
        #expect(task.parent == nil)
    }

    /// (task, new parent, what happens): the table of `validate(parent:for:)`.
    @Test func validatingAParent() throws {
        let tree = try Tree()
        let hierarchy = TaskHierarchy(tree.all)
        let missing = TaskID()
        let cases: [(Task, TaskID?, TaskDomainError?)] = [
            (tree.trip, nil, nil),
            (tree.room, tree.other.id, nil),
            (tree.room, tree.train.id, nil),
            (tree.other, tree.room.id, nil),
            (tree.trip, tree.trip.id, .parentCycle(task: "Trip", parent: nil)),
            (tree.trip, tree.hotel.id, .parentCycle(task: "Trip", parent: "Hotel")),
            (tree.trip, tree.room.id, .parentCycle(task: "Trip", parent: "Room")),
            (tree.hotel, tree.room.id, .parentCycle(task: "Hotel", parent: "Room")),
            (tree.other, missing, .parentNotFound(missing)),
        ]
        for (task, parent, expected) in cases {
            if let expected {
                #expect(throws: expected) { try hierarchy.validate(parent: parent, for: task.id) }
            } else {
                #expect(throws: Never.self) { try hierarchy.validate(parent: parent, for: task.id) }
            }
        }
    }

    @Test func addAndEditRefuseMissingParentsAndCyclesWithoutWriting() throws {
        let tree = try Tree()
        let repository = SpyRepository(tree.all)
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let missing = TaskID()
        #expect(throws: TaskDomainError.parentNotFound(missing)) { try service.add(TaskDraft(title: "x", parent: missing)) }
        #expect(throws: TaskDomainError.parentCycle(task: "Trip", parent: "Room")) {
            try service.edit([tree.trip.id], TaskEdit(parent: .set(tree.room.id)))
        }
        #expect(repository.writes.isEmpty)
        let added = try service.add(TaskDraft(title: "Pack", parent: tree.trip.id))
        #expect(added.entries.first?.after?.parent == tree.trip.id)
        let moved = try service.edit([tree.room.id], TaskEdit(parent: .set(tree.other.id)))
        #expect(moved.action == .moved && moved.after[tree.room.id]??.parent == tree.other.id)
        let detached = try service.edit([tree.room.id], TaskEdit(parent: .set(nil)))
        #expect(detached.after[tree.room.id]??.parent == nil)
        let mixed = try service.edit([tree.train.id], TaskEdit(title: .set("Rail"), parent: .set(nil)))
        #expect(mixed.action == .edited)
    }

    @Test func outdentMovesUpOneLevelAndRefusesTopLevelTasks() throws {
        let tree = try Tree()
        let repository = SpyRepository(tree.all)
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let change = try service.outdent(ids: [tree.room.id])
        #expect(change.action == .moved && change.after[tree.room.id]??.parent == tree.trip.id)
        try service.outdent(ids: [tree.room.id])
        #expect(try service.task(tree.room.id).parent == nil)
        #expect(throws: TaskDomainError.alreadyTopLevel("Room")) { try service.outdent(ids: [tree.room.id]) }
        // A dangling parent reads as none: the orphan is already top-level.
        #expect(throws: TaskDomainError.alreadyTopLevel("Orphan")) { try service.outdent(ids: [tree.orphan.id]) }
    }

    @Test func completingAParentWithOrWithoutItsOpenSubtasksIsOneUndoableChange() throws {
        let tree = try Tree()
        let repository = SpyRepository(tree.all)
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        #expect(Set(try service.openSubtasks(of: [tree.trip.id])) == [tree.hotel.id, tree.room.id, tree.train.id])
        let all = try service.complete(ids: [tree.trip.id], withSubtasks: true)
        #expect(all.action == .completed && Set(all.ids) == [tree.trip.id, tree.hotel.id, tree.room.id, tree.train.id])
        #expect(repository.writes.count == 1)
        try service.commit(all.inverse)
        #expect(repository.tasks.filter(\.isCompleted).isEmpty)
        let only = try service.complete(ids: [tree.trip.id], withSubtasks: false)
        #expect(only.ids == [tree.trip.id])
    }

    @Test func deletingAParentDeletesOrKeepsItsSubtasks() throws {
        let tree = try Tree()
        let repository = SpyRepository(tree.all)
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let deleted = try service.delete(ids: [tree.trip.id], subtasks: .delete)
        #expect(Set(deleted.ids) == [tree.trip.id, tree.hotel.id, tree.room.id, tree.train.id])
        #expect(deleted.entries.allSatisfy { $0.after == nil } && repository.writes.count == 1)
        try service.commit(deleted.inverse)
        #expect(Set(repository.tasks.map(\.id)) == Set(tree.all.map(\.id)))

        let kept = try service.delete(ids: [tree.hotel.id], subtasks: .keep)
        #expect(kept.after[tree.hotel.id] == .some(nil))
        #expect(kept.after[tree.room.id]??.parent == tree.trip.id)
        try service.commit(kept.inverse)
        // Deleting a parent and its own parent moves the grandchild up past both.
        let both = try service.delete(ids: [tree.trip.id, tree.hotel.id], subtasks: .keep)
        #expect(both.after[tree.room.id]??.parent == nil && both.after[tree.train.id]??.parent == nil)
        // Deleting without a choice keeps the subtasks: nothing is lost unasked.
        try service.commit(both.inverse)
        let plain = try service.delete(ids: [tree.trip.id])
        #expect(plain.after[tree.hotel.id]??.parent == nil)
    }

    /// Deleting a task in a cycle another program wrote (A under B under A), keeping its
    /// subtasks: B would move under its nearest remaining ancestor, itself; it goes to the
    /// top level instead, and C (under A) moves under B.
    @Test func keepingTheSubtasksOfATaskInACycleMakesNoTaskItsOwnParent() throws {
        let a = TaskID(), b = TaskID()
        let created = Fixtures.clock.now
        let c = try Task(title: "C", created: created, parent: a)
        let repository = SpyRepository([try Task(id: a, title: "A", created: created, parent: b),
                                        try Task(id: b, title: "B", created: created, parent: a), c])
        let change = try TaskService(repository: repository, clock: Fixtures.clock).delete(ids: [a], subtasks: .keep)
        let parents = Dictionary(uniqueKeysWithValues: repository.tasks.map { ($0.id, $0.parent) })
        #expect(change.after[a] == .some(nil) && parents[a] == nil)
        #expect(parents[b] == .some(nil))
        #expect(parents[c.id] == .some(b))
    }

    // MARK: - Tree rows

    @Test func treeRowsNestSubtasksUnderParentsInTheSortOrder() throws {
        let tree = try Tree()
        let hierarchy = TaskHierarchy(tree.all)
        // Sorted as a query would give them: the room first, the trip last.
        let sorted = [tree.room, tree.other, tree.train, tree.orphan, tree.hotel, tree.trip].map(\.id)
        let rows = TaskTreeRows(matching: sorted, hierarchy: hierarchy).rows
        #expect(rows.map(\.id) == [tree.other, tree.orphan, tree.trip, tree.train, tree.hotel, tree.room].map(\.id))
        #expect(rows.map(\.depth) == [0, 0, 0, 1, 1, 2])
        #expect(rows.allSatisfy { !$0.isContext })
    }

    @Test func aFilterKeepsTheParentsOfMatchingSubtasksAsContext() throws {
        let tree = try Tree()
        let hierarchy = TaskHierarchy(tree.all)
        let rows = TaskTreeRows(matching: [tree.other.id, tree.room.id], hierarchy: hierarchy).rows
        #expect(rows.map(\.id) == [tree.other, tree.trip, tree.hotel, tree.room].map(\.id))
        #expect(rows.map(\.isContext) == [false, true, true, false])
        #expect(rows.map(\.depth) == [0, 0, 1, 2])
    }

    @Test func aDeepTreeIsLaidOutWithoutRecursion() throws {
        var tasks: [Task] = []
        for level in 0..<5_000 {
            tasks.append(try Task(title: "L\(level)", created: Fixtures.clock.now, parent: tasks.last?.id))
        }
        let rows = TaskTreeRows(matching: tasks.map(\.id), hierarchy: TaskHierarchy(tasks)).rows
        #expect(rows.count == 5_000 && rows.last?.depth == 4_999)
    }
}
