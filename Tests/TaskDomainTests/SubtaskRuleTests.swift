import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// The subtask rules, written once in `SubtaskTree`, give the same answers over the stored
/// tasks (`TaskHierarchy`) and the list's (`LiveTaskQuery`).
struct SubtaskRuleTests {
    typealias Tree = SubtaskTests.Tree

    static func trees(_ tree: Tree) -> [any SubtaskTree] {
        [TaskHierarchy(tree.all),
         LiveTaskQuery(tasks: tree.all, query: TaskQuery(filter: .all, sort: .title), now: LocalNow(clock: Fixtures.clock))]
    }

    @Test func subtasksOfTheseThatAreNotAmongThem() throws {
        let tree = try Tree()
        for hierarchy in Self.trees(tree) {
            // Parents before their subtasks; the two trees may order siblings' subtrees differently.
            let all = hierarchy.subtasks(of: [tree.trip.id])
            #expect(Set(all) == [tree.hotel.id, tree.room.id, tree.train.id] && all.count == 3)
            #expect(try #require(all.firstIndex(of: tree.hotel.id)) < #require(all.firstIndex(of: tree.room.id)))
            // Given together, the hotel is not one of the trip's subtasks to count again.
            #expect(Set(hierarchy.subtasks(of: [tree.trip.id, tree.hotel.id])) == [tree.room.id, tree.train.id])
            #expect(hierarchy.subtasks(of: [tree.hotel.id], notAmong: [tree.room.id]).isEmpty)
            #expect(hierarchy.subtasks(of: [tree.other.id, tree.orphan.id]).isEmpty)
        }
    }

    @Test func openSubtasksOnlyOfTasksThatWouldBeCompleted() throws {
        let tree = try Tree(roomDone: true)
        for hierarchy in Self.trees(tree) {
            #expect(hierarchy.openSubtasks(of: [tree.trip.id]) == [tree.hotel.id, tree.train.id])
            #expect(hierarchy.openSubtasks(of: [tree.hotel.id]).isEmpty)
            #expect(hierarchy.openSubtasks(of: [tree.trip.id], notAmong: [tree.train.id]) == [tree.hotel.id])
        }
        let done = try Tree()
        var trip = done.trip
        trip.setCompleted(true, at: Fixtures.clock.now)
        // A done parent is not completed again, so its open subtasks are not asked about.
        #expect(TaskHierarchy([trip, done.hotel, done.room, done.train]).openSubtasks(of: [trip.id]).isEmpty)
    }

    @Test func outdentMovesUnderTheGrandparentAndRefusesATopLevelTask() throws {
        let tree = try Tree()
        for hierarchy in Self.trees(tree) {
            #expect(try hierarchy.parentAfterOutdent(of: tree.room.id) == tree.trip.id)
            #expect(try hierarchy.parentAfterOutdent(of: tree.hotel.id) == nil)
            #expect(throws: TaskDomainError.alreadyTopLevel("Trip")) { try hierarchy.parentAfterOutdent(of: tree.trip.id) }
        }
    }

    @Test func aTaskMayMoveUnderAnyButItselfAndItsSubtasks() throws {
        let tree = try Tree()
        for hierarchy in Self.trees(tree) {
            #expect(hierarchy.possibleParents(of: tree.hotel.id, among: tree.all).map(\.title)
                    == ["Trip", "Train", "Other", "Orphan"])
            #expect(hierarchy.wouldLoop(tree.trip.id, under: tree.room.id))
            #expect(hierarchy.wouldLoop(tree.trip.id, under: tree.trip.id))
            #expect(!hierarchy.wouldLoop(tree.room.id, under: tree.trip.id))
            #expect(throws: TaskDomainError.parentCycle(task: "Trip", parent: "Room")) {
                try hierarchy.validate(parent: tree.room.id, for: tree.trip.id)
            }
        }
    }

    @Test func aTaskIsNamedByItsTitleThenAnIDPrefixThenATitlesStart() throws {
        let tree = try Tree()
        let all = tree.all
        #expect(TaskIDResolver.tasks(named: "trip", among: all).map(\.id) == [tree.trip.id])
        #expect(TaskIDResolver.tasks(named: "T", among: all).map(\.title) == ["Trip", "Train"])
        let prefix = String(tree.room.id.description.prefix(TaskIDResolver.minimumPrefixLength))
        #expect(TaskIDResolver.tasks(named: prefix, among: all).map(\.id) == [tree.room.id])
        // Shorter than an ID prefix may be: only titles are read.
        let short = String(tree.room.id.description.prefix(TaskIDResolver.minimumPrefixLength - 1))
        #expect(TaskIDResolver.tasks(named: short, among: all).allSatisfy { $0.title.lowercased().hasPrefix(short) })
        #expect(TaskIDResolver.tasks(named: "nothing", among: all).isEmpty)
    }
}

struct TagChangeTests {
    @Test(arguments: [
        ("work -home", ["work"], ["home"]),
        ("+a #b, c", ["a", "b", "c"], []),
        ("- + # -x", [], ["x"]),
        ("", [], []),
    ])
    func aTagsFieldAddsAndRemoves(text: String, add: [String], remove: [String]) {
        let changes = TaskValidation.tagChanges(in: text)
        #expect(changes.add == add && changes.remove == remove)
    }
}
