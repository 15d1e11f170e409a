import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskScenes

/// `FoldedRows`: the Task List's folds over the query's whole tree (the domain lays every row
/// out). Whole tree by title: Orphan, Other, Trip, · Hotel, · · Room, · Train.
struct FoldedRowsTests {
    struct Tree {
        let trip, hotel, room, train, other, orphan: Task
        var all: [Task] { [trip, hotel, room, train, other, orphan] }

        init() throws {
            let created = Fixtures.clock.now
            trip = try Task(title: "Trip", created: created)
            hotel = try Task(title: "Hotel", created: created, parent: trip.id)
            room = try Task(title: "Room", created: created, parent: hotel.id)
            train = try Task(title: "Train", created: created, parent: trip.id)
            other = try Task(title: "Other", created: created)
            orphan = try Task(title: "Orphan", created: created, parent: TaskID())
        }

        func live(search: String = "") -> LiveTaskQuery {
            LiveTaskQuery(tasks: all, query: TaskQuery(filter: .all, search: search, sort: .title),
                          now: LocalNow(clock: Fixtures.clock))
        }
    }

    func titles(_ folded: FoldedRows, _ live: LiveTaskQuery) -> [String] {
        folded.tasks(in: 0..<100, of: live).map(\.title)
    }

    @Test func aFoldedParentHidesAndCountsItsRowsAndAFoldedLeafHidesNothing() throws {
        let tree = try Tree()
        let live = tree.live()
        #expect(live.shownIDs == [tree.orphan, tree.other, tree.trip, tree.hotel, tree.room, tree.train].map(\.id))
        let folded = FoldedRows(live: live, folds: [tree.trip.id, tree.other.id])
        #expect(titles(folded, live) == ["Orphan", "Other", "Trip"] && folded.count(in: live) == 3)
        let places = folded.treeRows(in: 0..<3, of: live)
        #expect(places.map(\.hiddenCount) == [0, 0, 3] && places[2].hasChildRows && !places[1].hasChildRows)
        #expect(folded.position(of: tree.room.id, in: live) == nil && folded.position(of: tree.trip.id, in: live) == 2)
        #expect(shownIDs(folded, live) == [tree.orphan, tree.other, tree.trip].map(\.id))
        #expect(folded.task(at: 3, in: live) == nil)
    }

    @Test func anInnerFoldHidesOnlyItsSubtreeAndRowsAfterItMoveUp() throws {
        let tree = try Tree()
        let live = tree.live()
        let folded = FoldedRows(live: live, folds: [tree.hotel.id])
        #expect(titles(folded, live) == ["Orphan", "Other", "Trip", "Hotel", "Train"])
        #expect(folded.treeRows(in: 3..<5, of: live).map(\.hiddenCount) == [1, 0])
        #expect(folded.position(of: tree.train.id, in: live) == 4 && folded.task(at: 4, in: live)?.id == tree.train.id)
        // A fold inside a folded parent is covered by it: one run.
        let both = FoldedRows(live: live, folds: [tree.hotel.id, tree.trip.id])
        #expect(titles(both, live) == ["Orphan", "Other", "Trip"] && both.runs.count == 1)
    }

    @Test func aSearchShowsEveryMatchAndNothingFoldedCostsNoRuns() throws {
        let tree = try Tree()
        let searching = tree.live(search: "r")
        let folded = FoldedRows(live: searching, folds: [tree.trip.id, tree.hotel.id])
        #expect(folded.runs.isEmpty && folded.count(in: searching) == searching.count)
        #expect(shownIDs(folded, searching) == searching.shownIDs)
        let none = FoldedRows(live: tree.live(), folds: [])
        #expect(none.runs.isEmpty && none.count(in: tree.live()) == 6)
    }

    /// Against a reference that walks every row and skips those deeper than a folded one.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomTreesAndFoldsShowWhatARowByRowWalkShows(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var tasks: [Task] = []
        for index in 0..<60 {
            let parent = index > 0 && Int.random(in: 0..<3, using: &generator) > 0
                ? tasks.randomElement(using: &generator)?.id : nil
            tasks.append(try Task(title: "Task \(Int.random(in: 0..<100, using: &generator))", created: Fixtures.clock.now,
                                  parent: parent))
        }
        let live = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .all, sort: .title), now: LocalNow(clock: Fixtures.clock))
        for _ in 0..<30 {
            let folds = Set(tasks.filter { _ in Int.random(in: 0..<6, using: &generator) == 0 }.map(\.id))
            let folded = FoldedRows(live: live, folds: folds)
            var expected: [(id: TaskID, hidden: Int)] = []
            var skipDeeperThan: Int?
            for row in live.treeRows(in: 0..<live.count) {
                if let depth = skipDeeperThan, row.depth > depth {
                    expected[expected.count - 1].hidden += 1
                    continue
                }
                skipDeeperThan = folds.contains(row.id) && row.hasChildRows ? row.depth : nil
                expected.append((row.id, 0))
            }
            #expect(shownIDs(folded, live) == expected.map(\.id))
            #expect(folded.treeRows(in: 0..<live.count, of: live).map(\.hiddenCount) == expected.map(\.hidden))
            #expect((0..<expected.count).map { folded.task(at: $0, in: live)?.id } == expected.map(\.id))
            for (row, entry) in expected.enumerated() { #expect(folded.position(of: entry.id, in: live) == row) }
        }
    }
}

/// The IDs of the shown rows, in order, each read through the folds as Task Detail's order
/// reads them (`TaskListState.shownOrder`).
private func shownIDs(_ folded: FoldedRows, _ live: LiveTaskQuery) -> [TaskID] {
    (0..<folded.count(in: live)).compactMap { folded.task(at: $0, in: live)?.id }
}
