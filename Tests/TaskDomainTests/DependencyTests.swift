import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// Dependencies: which tasks are blocked and blocking, loops refused with their path,
/// readiness and the urgency terms, the filter words, and the live list kept by changes.
struct DependencyTests {
    let now = LocalNow(clock: Fixtures.clock)

    /// Tasks named by letter; `links` maps a task to the letters it waits for; `done` are completed.
    static func tasks(_ links: [String: String], done: Set<String> = [], titles: String = "ABCDEF") throws -> [String: Task] {
        var ids: [String: TaskID] = [:]
        for letter in titles { ids[String(letter)] = TaskID() }
        var tasks: [String: Task] = [:]
        for letter in titles.map(String.init) {
            let depends = Set((links[letter] ?? "").map { ids[String($0)]! })
            tasks[letter] = try Task(id: ids[letter]!, title: letter, status: done.contains(letter) ? .completed : .pending,
                                     created: Fixtures.clock.now, depends: depends)
        }
        return tasks
    }

    struct StateRow: CustomTestStringConvertible, Sendable {
        let name: String
        let links: [String: String]
        let done: Set<String>
        let deleted: Set<String>
        let blocked: Set<String>
        let blocking: Set<String>
        var testDescription: String { name }
    }

    static let stateRows: [StateRow] = [
        StateRow(name: "B waits for A", links: ["B": "A"], done: [], deleted: [], blocked: ["B"], blocking: ["A"]),
        StateRow(name: "A done: B is free", links: ["B": "A"], done: ["A"], deleted: [], blocked: [], blocking: []),
        StateRow(name: "A deleted elsewhere: B is free", links: ["B": "A"], done: [], deleted: ["A"], blocked: [], blocking: []),
        StateRow(name: "B done: nothing blocked, A blocks nothing", links: ["B": "A"], done: ["B"], deleted: [], blocked: [], blocking: []),
        StateRow(name: "C waits for A and B, A done", links: ["C": "AB"], done: ["A"], deleted: [], blocked: ["C"], blocking: ["B"]),
        StateRow(name: "a chain C -> B -> A", links: ["C": "B", "B": "A"], done: [], deleted: [], blocked: ["B", "C"], blocking: ["A", "B"]),
        StateRow(name: "a loop another program wrote", links: ["A": "B", "B": "A"], done: [], deleted: [], blocked: ["A", "B"],
                 blocking: ["A", "B"]),
    ]

    @Test(arguments: stateRows)
    func blockedAndBlocking(_ row: StateRow) throws {
        let tasks = try Self.tasks(row.links, done: row.done).filter { !row.deleted.contains($0.key) }
        let links = TaskLinks(tasks.values)
        #expect(Set(tasks.filter { links.isBlocked($0.value.id) }.keys) == row.blocked)
        #expect(Set(tasks.filter { links.isBlocking($0.value.id) }.keys) == row.blocking)
        // The same state reached change by change from no links at all.
        var live = TaskLinks()
        for task in tasks.values { live.update(task.id, from: nil, to: task) { id in tasks.values.first { $0.id == id } } }
        #expect(Set(tasks.filter { live.isBlocked($0.value.id) }.keys) == row.blocked)
        #expect(Set(tasks.filter { live.isBlocking($0.value.id) }.keys) == row.blocking)
        #expect(live == links)
    }

    /// A removed link leaves its tasks' entries in the links' table; equal links stay equal,
    /// and the blocker whose entry is left answers from the links themselves: not blocking.
    @Test func linksThatLostALinkEqualLinksThatNeverHadIt() throws {
        let tasks = try Self.tasks(["B": "A"])
        let (a, b) = (tasks["A"]!, tasks["B"]!)
        var changed = TaskLinks(tasks.values)
        var freed = b
        freed.depends = []
        changed.update(b.id, from: b, to: freed) { id in tasks.values.first { $0.id == id } }
        var never = tasks
        never["B"] = freed
        #expect(changed == TaskLinks(never.values))
        #expect(!changed.isBlocking(a.id))
        #expect(changed != TaskLinks(tasks.values))
    }

    struct LoopRow: CustomTestStringConvertible, Sendable {
        let name: String
        let links: [String: String]
        let task: String
        let waitsFor: String
        let loop: String?
        var testDescription: String { name }
    }

    static let loopRows: [LoopRow] = [
        LoopRow(name: "itself", links: [:], task: "A", waitsFor: "A", loop: "AA"),
        LoopRow(name: "two", links: ["B": "A"], task: "A", waitsFor: "B", loop: "ABA"),
        LoopRow(name: "three, the path named", links: ["B": "C", "C": "A"], task: "A", waitsFor: "B", loop: "ABCA"),
        LoopRow(name: "the shortest of two", links: ["B": "CA", "C": "A"], task: "A", waitsFor: "B", loop: "ABA"),
        LoopRow(name: "no loop: a diamond", links: ["B": "D", "C": "D"], task: "A", waitsFor: "BC", loop: nil),
        LoopRow(name: "no loop: the other way", links: ["A": "B"], task: "C", waitsFor: "A", loop: nil),
    ]

    @Test(arguments: loopRows)
    func loops(_ row: LoopRow) throws {
        let tasks = try Self.tasks(row.links)
        let links = TaskLinks(tasks.values)
        let blockers = Set(row.waitsFor.map { tasks[String($0)]!.id })
        let loop = links.loop(ifWaiting: tasks[row.task]!.id, for: blockers)
        let titles = loop.map { $0.map { id in tasks.first { $0.value.id == id }!.key }.joined() }
        #expect(titles == row.loop)
    }

    @Test func theServiceRefusesALoopNamingItsPath() throws {
        let tasks = try Self.tasks(["B": "C", "C": "A"])
        let repository = SpyRepository(Array(tasks.values))
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        #expect(throws: TaskDomainError.dependencyCycle(["A", "B", "C", "A"])) {
            try service.setDependencies([tasks["A"]!.id], to: [tasks["B"]!.id])
        }
        let missing = TaskID()
        #expect(throws: TaskDomainError.blockerNotFound(missing)) {
            try service.addDependencies([tasks["A"]!.id], [missing])
        }
        // Two tasks of one bulk edit that would wait for each other.
        #expect(throws: TaskDomainError.self) {
            try service.edit([tasks["D"]!.id, tasks["E"]!.id], TaskEdit(depends: .set([tasks["D"]!.id, tasks["E"]!.id])))
        }
        #expect(repository.tasks.allSatisfy { $0.depends == tasks[$0.title]!.depends })
    }

    @Test func completingTheLastBlockerMakesItReady() throws {
        let tasks = try Self.tasks(["C": "AB"])
        let repository = SpyRepository(Array(tasks.values))
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let first = try service.setCompleted(true, ids: [tasks["A"]!.id])
        #expect(try service.madeReady(by: first).isEmpty)
        let second = try service.setCompleted(true, ids: [tasks["B"]!.id])
        #expect(try service.madeReady(by: second).map(\.title) == ["C"])
    }

    /// "Ready now" is `is:ready`'s rule: a freed task still hidden until a day, or scheduled
    /// for later, is not announced (it is not in Next either); deleting a blocker frees too.
    @Test func aFreedTaskThatIsStillHiddenIsNotSaidReady() throws {
        let blocker = try Fixtures.task("Buy paint")
        let later = Due(day: try Fixtures.day(2026, 3, 20))
        let hidden = try Task(title: "Paint", created: Fixtures.clock.now, wait: later, depends: [blocker.id])
        let plain = try Task(title: "Hang pictures", created: Fixtures.clock.now, depends: [blocker.id])
        let repository = SpyRepository([blocker, hidden, plain])
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let done = try service.setCompleted(true, ids: [blocker.id])
        #expect(try service.madeReady(by: done).map(\.title) == ["Hang pictures"])
        let undone = try service.commit(done.inverse)
        #expect(try service.madeReady(by: undone).isEmpty)  // reopening frees nothing
        let deleted = try service.delete(ids: [blocker.id])
        #expect(try service.madeReady(by: deleted).map(\.title) == ["Hang pictures"])
    }

    @Test func readinessAndTheFilterWords() throws {
        let tasks = try Self.tasks(["B": "A"])
        let links = TaskLinks(tasks.values)
        let a = tasks["A"]!, b = tasks["B"]!
        #expect(a.isReady(at: now, links: links))
        #expect(!b.isReady(at: now, links: links))
        func matches(_ filter: String, _ task: Task) throws -> Bool {
            try FilterParser(clock: Fixtures.clock).parse(filter).matches(task, at: now, links: links)
        }
        #expect(try matches("is:blocked", b) && !matches("is:blocked", a))
        #expect(try matches("is:blocking", a) && !matches("is:blocking", b))
        #expect(try matches("is:ready", a) && !matches("is:ready", b))
        #expect(try matches("depends:" + a.id.shortForm.prefix(5), b) && !matches("depends:" + a.id.shortForm, a))
        #expect(try matches("depends:any", b) && matches("depends:none", a))
        #expect(throws: FilterError.self) { try FilterParser(clock: Fixtures.clock).parse("depends:soon") }
    }

    @Test func urgencyGainsTheBlockedAndBlockingTerms() throws {
        let tasks = try Self.tasks(["B": "A"])
        let urgency = Urgency(coefficients: .taskwarrior, now: now, links: TaskLinks(tasks.values))
        #expect(urgency.terms(of: tasks["A"]!) == [UrgencyTerm(kind: .blocking, points: 8.0)])
        #expect(urgency.terms(of: tasks["B"]!) == [UrgencyTerm(kind: .blocked, points: -5.0)])
        var coefficients = UrgencyCoefficients.taskwarrior
        coefficients.blocked = -1
        coefficients.blocking = 2
        let custom = Urgency(coefficients: coefficients, now: now, links: TaskLinks(tasks.values))
        #expect(custom.score(of: tasks["A"]!) == 2 && custom.score(of: tasks["B"]!) == -1)
    }

    @Test(arguments: [3, 100])
    func theLiveListMovesWhatACompletedBlockerFrees(waiting: Int) throws {
        let blocker = try Fixtures.task("Blocker")
        var all = [blocker]
        for index in 0..<waiting {
            all.append(try Task(title: "Waits \(index)", created: Fixtures.clock.now, depends: [blocker.id]))
        }
        for index in 0..<50 { all.append(try Fixtures.task("Other \(index)")) }
        for sort in [TaskSort.urgency, .title] {
            var live = LiveTaskQuery(tasks: all, query: TaskQuery(filter: .ready, sort: sort), now: now)
            #expect(live.count == 51)
            var done = blocker
            done.setCompleted(true, at: Fixtures.clock.now)
            live.apply([(blocker.id, done)])
            let expected = TaskQuery(filter: .ready, sort: sort).apply(to: [done] + all.dropFirst(), now: now)
            #expect(live.shownIDs == expected.map(\.id))
            #expect(live.count == waiting + 50)
            // Reopened: they leave again.
            live.apply([(blocker.id, blocker)])
            #expect(live.count == 51)
            #expect(Set(live.shownIDs) == Set(TaskQuery(filter: .ready, sort: sort).apply(to: all, now: now).map(\.id)))
        }
    }

    /// The live list's `/is:ready`, `/is:blocked` and `/is:blocking` read answers it keeps by
    /// slot (`SlotReadiness`): after each change (a blocker done, reopened, deleted, a link
    /// added and taken away, a task added that others named, a wait) they are what a fresh
    /// query over the same tasks says.
    @Test func theLiveFiltersKeepReadinessByEveryChange() throws {
        let tasks = try Self.tasks(["B": "A", "C": "AB", "D": "C"])
        let eLater = try Task(title: "E", created: Fixtures.clock.now,
                              wait: Due(day: Fixtures.clock.today.adding(days: 3)))
        var all = "ABCD".map { tasks[String($0)]! } + [eLater]
        let words = ["is:ready", "is:blocked", "is:blocking", "is:ready or is:blocking"]
        let parser = FilterParser(clock: Fixtures.clock)
        var live = LiveTaskQuery(tasks: all, query: TaskQuery(filter: .all), now: now)
        func check(_ step: String) throws {
            for word in words {
                let query = TaskQuery(filter: .all, expression: try parser.parse(word))
                live.setQuery(query)
                let expected = query.apply(to: all, now: now).map(\.title)
                #expect(Set(live.tasks(in: 0..<live.count).map(\.title)) == Set(expected), "\(step): \(word)")
                live.setQuery(TaskQuery(filter: .all))
            }
        }
        func change(_ task: Task?, id: TaskID) {
            live.apply([(id, task)])
            all.removeAll { $0.id == id }
            if let task { all.append(task) }
        }
        try check("as loaded")
        var doneA = tasks["A"]!
        doneA.setCompleted(true, at: Fixtures.clock.now)
        change(doneA, id: doneA.id)
        try check("A done")
        change(tasks["A"]!, id: doneA.id)
        try check("A reopened")
        change(nil, id: tasks["B"]!.id)
        try check("B deleted")
        let freeD = try Task(id: tasks["D"]!.id, title: "D", created: Fixtures.clock.now)
        change(freeD, id: freeD.id)
        try check("D waits for nothing")
        let waitsForE = try Task(id: tasks["A"]!.id, title: "A", created: Fixtures.clock.now, depends: [eLater.id])
        change(waitsForE, id: waitsForE.id)
        try check("A waits for E")
        let named = TaskID()
        let f = try Task(title: "F", created: Fixtures.clock.now, depends: [named])
        change(f, id: f.id)
        try check("F waits for a task not stored")
        change(try Task(id: named, title: "G", created: Fixtures.clock.now), id: named)
        try check("the task F names is added")
    }
}
