import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// A subtask is in its parent's project: a new one takes it, and one without a project of
/// its own (added before, or by another program) is in its nearest ancestor's, for the
/// filter's `+project`, a query by project, Statistics and the Projects view.
struct SubtaskProjectTests {
    /// Trip (+travel) > Book hotel > Pick room; Trip > Buy stamps (+errands); Other.
    struct Trip {
        let trip, hotel, room, stamps, other: Task
        var all: [Task] { [trip, hotel, room, stamps, other] }

        init() throws {
            let created = Fixtures.clock.now
            trip = try Task(title: "Trip to Lisbon", created: created, project: "travel")
            hotel = try Task(title: "Book hotel", created: created, parent: trip.id)
            room = try Task(title: "Pick room", created: created, parent: hotel.id)
            stamps = try Task(title: "Buy stamps", created: created, project: "errands", parent: trip.id)
            other = try Task(title: "Other", created: created)
        }
    }

    @Test func aNewSubtaskTakesItsParentsProjectUnlessGivenOne() throws {
        let trip = try Trip()
        let service = TaskService(repository: SpyRepository(trip.all), clock: Fixtures.clock)
        let step = try service.add(TaskDraft(title: "Pack", parent: trip.trip.id))
        #expect(step.entries.first?.after?.project == "travel")
        let own = try service.add(TaskDraft(title: "Post card", project: "errands", parent: trip.trip.id))
        #expect(own.entries.first?.after?.project == "errands")
        let top = try service.add(TaskDraft(title: "Alone"))
        #expect(top.entries.first?.after?.project == nil)
    }

    @Test func aProjectFilterKeepsTheSubtasksWithoutAProjectOfTheirOwn() throws {
        let trip = try Trip()
        let now = LocalNow(clock: Fixtures.clock)
        let links = TaskLinks(trip.all)
        func kept(_ filter: String) throws -> [String] {
            let expression = try FilterParser(clock: Fixtures.clock).parse(filter)
            return trip.all.filter { expression.matches($0, at: now, links: links) }.map(\.title)
        }
        #expect(try kept("+travel") == ["Trip to Lisbon", "Book hotel", "Pick room"])
        #expect(try kept("project:travel") == ["Trip to Lisbon", "Book hotel", "Pick room"])
        #expect(try kept("+errands") == ["Buy stamps"])
        #expect(try kept("-+travel") == ["Buy stamps", "Other"])
        let byProject = TaskQuery(filter: .all, project: "travel", sort: .title)
        #expect(byProject.apply(to: trip.all, clock: Fixtures.clock).map(\.title)
            == ["Book hotel", "Pick room", "Trip to Lisbon"])
        // Without the links (one task alone), a task is in its own project only.
        #expect(try FilterParser(clock: Fixtures.clock).parse("+travel").matches(trip.hotel, at: now) == false)
    }

    @Test func statisticsAndTheProjectsViewCountTheStepsInTheTrip() throws {
        let trip = try Trip()
        let statistics = TaskStatistics(tasks: trip.all, clock: Fixtures.clock)
        #expect(statistics.pendingByProject == [
            .init(project: "travel", count: 3), .init(project: "errands", count: 1), .init(project: nil, count: 1),
        ])
        let groups = TaskGroups.projects(in: trip.all)
        #expect(groups.map(\.name) == ["errands", "travel"])
        #expect(groups.map(\.pending) == [1, 3])
    }

    @Test func aLoopWrittenByAnotherProgramInheritsNothingAndEnds() throws {
        let a = TaskID(), b = TaskID()
        let tasks = [try Task(id: a, title: "A", created: Fixtures.clock.now, parent: b),
                     try Task(id: b, title: "B", created: Fixtures.clock.now, parent: a)]
        let projects = SubtaskProjects(tasks)
        #expect(projects.inherited(by: a) == nil && projects.project(of: tasks[1]) == nil)
    }

    /// After any change (a parent's project, a new parent, a task gone), the live list under
    /// `+travel` shows what a from-scratch query over the stored tasks shows.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func changesKeepTheLiveListAsARecomputation(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let now = LocalNow(clock: Fixtures.clock)
        var stored: [Task] = try (0..<20).map { index in
            try Task(title: "Task \(index)", created: Fixtures.clock.now.addingTimeInterval(Double(index)),
                     project: index % 4 == 0 ? "travel" : nil)
        }
        var query = TaskQuery(filter: .all, sort: .title)
        query.expression = try FilterParser(clock: Fixtures.clock).parse("+travel")
        query.isFlat = true
        var live = LiveTaskQuery(tasks: stored, query: query, now: now)
        for _ in 0..<200 {
            let index = Int.random(in: 0..<stored.count, using: &generator)
            let old = stored[index]
            var changed = old
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: changed.project = [nil, "travel", "home", "travel.rail"].randomElement(using: &generator) ?? nil
            case 1: changed = try Task(id: old.id, title: old.title, created: old.created, project: old.project,
                                       parent: Bool.random(using: &generator) ? stored.randomElement(using: &generator)?.id : nil)
            default: changed.title = old.title
            }
            stored[index] = changed
            live.apply([(old.id, changed)])
            let expected = query.apply(to: stored, clock: Fixtures.clock).map(\.id)
            #expect(live.shownIDs == expected)
        }
    }
}

/// `project:` alone is Taskwarrior's "no project" (issue 25: it was an error).
struct NoProjectFilterTests {
    @Test func projectWithoutAValueKeepsTasksInNoProject() throws {
        let trip = try SubtaskProjectTests.Trip()
        let links = TaskLinks(trip.all)
        let now = LocalNow(clock: Fixtures.clock)
        for filter in ["project:", "pro:", "-project:travel -project:errands"] {
            let expression = try FilterParser(clock: Fixtures.clock).parse(filter)
            // The trip's steps without a project are in the trip's: only Other has none.
            #expect(trip.all.filter { expression.matches($0, at: now, links: links) }.map(\.title) == ["Other"], "\(filter)")
        }
        let not = try FilterParser(clock: Fixtures.clock).parse("not project:")
        #expect(trip.all.filter { not.matches($0, at: now, links: links) }.count == 4)
    }
}
