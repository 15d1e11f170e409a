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
                        tags: Bool.random(using: &generator) ? ["shop"] : [],
                        fields: CustomFields(Self.fieldValues.randomElement(using: &generator) ?? [:]))
    }

    /// Custom fields to sort by (issue 23): numbers, declared values, long texts alike in their first bytes.
    static let fieldValues: [[String: String]] = [[:], ["estimate": "3", "size": "M"], ["estimate": "0.5", "size": "L"],
                                                  ["size": "long client name one"], ["size": "Long client name two"],
                                                  ["estimate": "lots", "size": "S"]]
    static let fieldSorts: [TaskSort] = [.field(FieldDeclaration(name: "estimate", kind: .number)),
                                         .field(FieldDeclaration(name: "size", kind: .string, values: ["S", "M", "L"]))]

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
            case 9 where Bool.random(using: &generator):  // type or erase a filter
                let filters = ["", "b", "bu", "buy", "buy m", "buy milk", "buy milk or +work", "+home", "+home !>=medium",
                               "+home !>=medium #shop", "-#shop", "caf", "cafe", "(zo or water) -garden", "due:<fri",
                               "is:overdue", "status:done or !high"]
                let text = filters.randomElement(using: &generator) ?? ""
                query.expression = try FilterParser(clock: Fixtures.clock).parse(text)
                live.setQuery(query)
            case 8:
                query.filter = TaskFilter.allCases.randomElement(using: &generator) ?? .all
                query.sort = (TaskSort.builtIn + Self.fieldSorts).randomElement(using: &generator) ?? .due
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

    /// Typing a filter letter by letter (the prefixes that read) and erasing it again shows
    /// at each step what a from-scratch query shows, though most steps filter the last result.
    @Test func typingAndErasingAFilterMatchesARecomputation() throws {
        var generator = SplitMix64(seed: 9)
        let stored: [Task] = try (0..<200).map { _ in try randomTask(&generator) }
        var query = TaskQuery(filter: .all, sort: .due)
        var live = LiveTaskQuery(tasks: stored, query: query, now: LocalNow(clock: Fixtures.clock))
        let typed = "water -garden or (+home !>=medium) or \"buy m\" #shop"
        let prefixes = (0...typed.count).map { String(typed.prefix($0)) }
        var steps = 0
        for text in prefixes + prefixes.reversed() {
            guard let expression = try? FilterParser(clock: Fixtures.clock).parse(text) else { continue }
            query.expression = expression
            live.setQuery(query)
            steps += 1
            #expect(live.shownIDs == expected(stored, query), "after typing '\(text)'")
        }
        #expect(steps > 40)
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

    /// Tasks of one urgency go by due date (none last), then oldest first, and only then by
    /// storage order: the packed word once held the storage order before the creation time,
    /// so a list shown again after an undo brought a task back (stored last now) and a list
    /// read afresh put it among its equals differently.
    @Test func theUrgencySortsTiesGoByDueThenCreatedThenStorageOrder() throws {
        let clock = Fixtures.clock
        let day = clock.today.adding(days: 30)
        let stored = try [("newer", 0, false), ("older", -86_400 * 400, false), ("due", 0, true), ("twin", -86_400 * 400, false)]
            .map { title, age, hasDue in
                try Task(title: title, created: clock.now.addingTimeInterval(TimeInterval(age)), due: hasDue ? Due(day: day) : nil)
            }
        // No age or due weight: every task has urgency 0, so only the tie-breaks order them.
        var coefficients = UrgencyCoefficients.taskwarrior
        coefficients.age = 0
        coefficients.due = 0
        let query = TaskQuery(filter: .all, sort: .urgency, coefficients: coefficients)
        #expect(query.apply(to: stored, clock: clock).map(\.title) == ["due", "older", "twin", "newer"])
        #expect(query.apply(to: stored.reversed(), clock: clock).map(\.title) == ["due", "twin", "older", "newer"])
        let live = LiveTaskQuery(tasks: stored, query: query, now: LocalNow(clock: clock))
        #expect(live.tasks(in: 0..<live.count).map(\.title) == ["due", "older", "twin", "newer"])
    }
}
