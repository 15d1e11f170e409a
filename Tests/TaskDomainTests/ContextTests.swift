import Foundation
import Testing
import TaskDomain
import TaskTestSupport

/// Contexts: which project and tags a filter certainly requires (its write defaults, as
/// Taskwarrior reads them), how they combine, and that a context applies to what a query
/// shows and counts.
struct ContextTests {
    static let clock = Fixtures.clock

    static func defaults(_ filter: String) throws -> WriteDefaults {
        try FilterParser(clock: clock).parse(filter).writeDefaults
    }

    /// Only `+project` and `#tag` joined by AND count; anything under `or` or `not` a task may
    /// pass without, so it gives nothing.
    @Test(arguments: [
        ("+work", WriteDefaults(project: "work")),
        ("#office", WriteDefaults(tags: ["office"])),
        ("+work #office #Desk", WriteDefaults(project: "work", tags: ["office", "desk"])),
        ("+work or #office", WriteDefaults()),
        ("+work #office or +home", WriteDefaults()),
        ("(+work #office) or +home", WriteDefaults()),
        ("(+work or +home) #office", WriteDefaults(tags: ["office"])),
        ("+work (#office or #desk)", WriteDefaults(project: "work")),
        ("not +work", WriteDefaults()),
        ("-#later +work", WriteDefaults(project: "work")),
        ("-(+work #office)", WriteDefaults()),
        ("+work !high due:<fri milk", WriteDefaults(project: "work")),
        ("+home +home.garden", WriteDefaults(project: "home.garden")),
        ("+home.garden +home", WriteDefaults(project: "home.garden")),
        ("+home +work", WriteDefaults()),
        ("project:work tag:office", WriteDefaults(project: "work", tags: ["office"])),
        ("#office #office", WriteDefaults(tags: ["office"])),
        ("is:overdue", WriteDefaults()),
        ("", WriteDefaults()),
    ])
    func positiveTerms(filter: String, expected: WriteDefaults) throws {
        #expect(try Self.defaults(filter) == expected)
    }

    @Test func aNarrowerPlaceWinsTheProjectAndAddsItsTags() {
        let context = WriteDefaults(project: "work", tags: ["office"])
        #expect(context.laid(under: WriteDefaults(project: "work.meetings", tags: ["call"]))
                == WriteDefaults(project: "work.meetings", tags: ["office", "call"]))
        #expect(context.laid(under: .none) == context)
        #expect(WriteDefaults.none.laid(under: context) == context)
    }

    @Test func whatAPersonTypedWinsOverTheDefaults() {
        let defaults = WriteDefaults(project: "work", tags: ["office"])
        let typed = defaults.applied(to: TaskDraft(title: "Call", project: "home", tags: ["phone"]))
        #expect(typed.project == "home")
        #expect(typed.tags == ["phone", "office"])
        let bare = defaults.applied(to: TaskDraft(title: "Call"))
        #expect(bare.project == "work")
        #expect(bare.tags == ["office"])
    }

    @Test func aContextTakesItsFiltersDefaultsUnlessGivenOthers() throws {
        let filter = try FilterParser(clock: Self.clock).parse("+work #office")
        #expect(TaskContext(name: "work", filter: filter).defaults == WriteDefaults(project: "work", tags: ["office"]))
        #expect(TaskContext(name: "work", filter: filter, defaults: WriteDefaults(project: "job")).defaults
                == WriteDefaults(project: "job"))
    }

    static let tasks: [Task] = [
        try! Fixtures.task("Write report", project: "work"),
        try! Fixtures.task("Call office", tags: ["office"]),
        try! Fixtures.task("Buy milk", project: "home"),
        try! Fixtures.task("Old report", status: .completed, project: "work"),
    ]

    /// The context keeps tasks out of every tab and out of the counts; a change moves the
    /// counts only for tasks the context keeps.
    @Test func aContextAppliesToTheQueryAndItsCounts() throws {
        var query = TaskQuery(filter: .all, sort: .title)
        query.context = try FilterParser(clock: Self.clock).parse("+work or #office")
        let now = LocalNow(clock: Self.clock)
        var live = LiveTaskQuery(tasks: Self.tasks, query: query, now: now)
        #expect(live.tasks(in: 0..<10).map(\.title) == ["Call office", "Old report", "Write report"])
        #expect(live.summary.total == 3)
        #expect(live.summary.pending == 2)
        #expect(live.summary.completed == 1)
        #expect(query.apply(to: Self.tasks, clock: Self.clock).map(\.title) == ["Call office", "Old report", "Write report"])

        // Milk moves into the context, the report out of it.
        func moved(_ task: Task, to project: String) throws -> Task {
            try Task(id: task.id, title: task.title, created: task.created, project: project)
        }
        let milk = try moved(Self.tasks[2], to: "work")
        let report = try moved(Self.tasks[0], to: "home")
        live.apply([(milk.id, milk), (report.id, report)])
        #expect(live.tasks(in: 0..<10).map(\.title) == ["Buy milk", "Call office", "Old report"])
        #expect(live.summary.total == 3)
        #expect(live.summary.pending == 2)

        // Removing a task the context does not keep leaves the counts alone.
        live.apply([(report.id, nil)])
        #expect(live.summary.total == 3)

        // No context: every task again, counted.
        var everything = live.query
        everything.context = .everything
        live.setQuery(everything)
        #expect(live.tasks(in: 0..<10).map(\.title) == ["Buy milk", "Call office", "Old report"])
        #expect(live.summary.total == 3)
        live.setQuery(query)
        #expect(live.summary.total == 3)
        #expect(live.summary.pending == 2)
    }
}
