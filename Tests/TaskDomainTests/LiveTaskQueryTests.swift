import Foundation
import Testing
import TaskDomain
import TaskTestSupport

/// `LiveTaskQuery` keeps by delta exactly what `TaskQuery.apply` computes from scratch.
struct LiveTaskQueryTests {
    static let titles = ["Buy milk", "Call mom", "Café with Zoë", "pay rent", "Plan trip", "buy MILK",
                         "Water the garden today", "water the GARDEN tomorrow", "Water the gardén", "Ünïcode and more text"]
    static let projects: [String?] = [nil, "home", "home.garden", "work"]

    func randomTask(_ generator: inout SplitMix64, id: TaskID = TaskID()) throws -> Task {
        let clock = Fixtures.clock
        let due = Bool.random(using: &generator)
            ? Due(day: clock.today.adding(days: Int.random(in: -5...10, using: &generator))) : nil
        return try Task(id: id, title: Self.titles.randomElement(using: &generator) ?? "x",
                        status: Int.random(in: 0..<4, using: &generator) == 0 ? .completed : .pending,
                        created: clock.now.addingTimeInterval(Double(Int.random(in: 0..<3, using: &generator) * 60)),
                        due: due, priority: Priority.allCases.randomElement(using: &generator) ?? .none,
                        project: Self.projects.randomElement(using: &generator) ?? nil,
                        tags: Bool.random(using: &generator) ? ["shop"] : [])
    }

    /// What a from-scratch query says the list shows (storage order as `live` keeps it).
    func expected(_ stored: [Task], _ query: TaskQuery) -> [TaskID] {
        query.apply(to: stored, clock: Fixtures.clock).map(\.id)
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func changesAndQueryEditsMatchARecomputation(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var stored: [Task] = try (0..<40).map { _ in try randomTask(&generator) }
        let now = LocalNow(clock: Fixtures.clock)
        var query = TaskQuery(filter: .pending, sort: .due)
        var live = LiveTaskQuery(tasks: stored, query: query, now: now)
        for step in 0..<300 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0...4:  // edit one task
                let index = Int.random(in: 0..<stored.count, using: &generator)
                let edited = try randomTask(&generator, id: stored[index].id)
                stored[index] = edited
                live.apply([(stored[index].id, edited)])
            case 5:  // add
                let added = try randomTask(&generator)
                stored.append(added)
                live.apply([(added.id, added)])
            case 6 where stored.count > 1:  // delete
                let removed = stored.remove(at: Int.random(in: 0..<stored.count, using: &generator))
                live.apply([(removed.id, nil)])
            case 7:  // type or erase a search
                let texts = ["", "b", "bu", "buy", "m", "caf", "cafe", "zo"]
                query.search = texts.randomElement(using: &generator) ?? ""
                live.setQuery(query)
            case 8:
                query.filter = TaskFilter.allCases.randomElement(using: &generator) ?? .all
                query.sort = TaskSort.allCases.randomElement(using: &generator) ?? .due
                live.setQuery(query)
            default:
                query.project = Bool.random(using: &generator) ? "home" : nil
                live.setQuery(query)
            }
            let shown = live.tasks(in: 0..<live.count).map(\.id)
            #expect(shown == expected(stored, query), "seed \(seed), step \(step)")
            #expect(live.summary == TaskSummary(tasks: stored, clock: Fixtures.clock), "seed \(seed), step \(step)")
            if shown != expected(stored, query) { return }
        }
        for (position, id) in live.shownIDs.enumerated() { #expect(live.position(of: id) == position) }
    }

    @Test func everySortHasTheDocumentedTieBreaks() throws {
        let clock = Fixtures.clock
        let day = clock.today.adding(days: 1)
        let lowLater = try Task(title: "b", created: clock.now.addingTimeInterval(60), due: Due(day: day), priority: .low)
        let highLater = try Task(title: "a", created: clock.now.addingTimeInterval(60), due: Due(day: day), priority: .high)
        let highEarlier = try Task(title: "c", created: clock.now, due: Due(day: day), priority: .high)
        let noDue = try Task(title: "a", created: clock.now, priority: .high)
        let tasks = [lowLater, highLater, highEarlier, noDue]
        func order(_ sort: TaskSort) -> [Task] { TaskQuery(filter: .all, sort: sort).apply(to: tasks, clock: clock) }
        // due, then priority, then created; no due date last.
        #expect(order(.due) == [highEarlier, highLater, lowLater, noDue])
        // priority, then due (none last), then created.
        #expect(order(.priority) == [highEarlier, highLater, noDue, lowLater])
        // title, then due (none last), then created.
        #expect(order(.title) == [highLater, noDue, lowLater, highEarlier])
        // created, then storage order.
        #expect(order(.created) == [highEarlier, noDue, lowLater, highLater])
    }
}
