import Foundation
import Testing
import TaskDomain
import TaskTestSupport

/// The filter language: which tasks each filter keeps (a grammar table over a fixed set of
/// tasks at 2026-03-11, a Wednesday) and where each unreadable filter points.
struct FilterParserTests {
    static let clock = Fixtures.clock  // Wednesday 2026-03-11 10:00
    static let tasks: [Task] = {
        func day(_ d: Int) -> Due { Due(day: try! Fixtures.day(2026, 3, d)) }
        return [
            try! Fixtures.task("Pay rent", due: day(9), priority: .high, project: "home"),
            try! Fixtures.task("Café visit", due: day(11), project: "home.garden", tags: ["fun"]),
            try! Fixtures.task("water plants", due: day(13), priority: .low, project: "homework",
                               notes: "Use the BLUE can"),
            try! Fixtures.task("Read a book", priority: .medium, tags: ["books", "later"]),
            try! Fixtures.task("Filed taxes", status: .completed, due: day(1), priority: .high, project: "work"),
            try! Fixtures.task("Ship release", due: Due(day: try! Fixtures.day(2026, 12, 1)), priority: .medium,
                               project: "work.app", tags: ["later"]),
        ].map { task in
            // Pay rent repeats every month.
            guard task.title == "Pay rent" else { return task }
            return try! Task(id: task.id, title: task.title, created: task.created, due: task.due, priority: task.priority,
                             project: task.project, recurrence: Recurrence(frequency: .monthly))
        }
    }()

    static func titles(_ filter: String) throws -> [String] {
        let expression = try FilterParser(clock: clock).parse(filter)
        let now = LocalNow(clock: clock)
        return tasks.filter { expression.matches($0, at: now) }.map(\.title)
    }

    static let grammar: [(filter: String, titles: [String])] = [
        ("", ["Pay rent", "Café visit", "water plants", "Read a book", "Filed taxes", "Ship release"]),
        ("   ", ["Pay rent", "Café visit", "water plants", "Read a book", "Filed taxes", "Ship release"]),
        // Words: title and notes, any case and accent; never the project or tags.
        ("cafe", ["Café visit"]),
        ("CAFÉ", ["Café visit"]),
        ("blue", ["water plants"]),
        ("garden", []),
        ("books", []),
        ("read book", ["Read a book"]),
        ("\"a book\"", ["Read a book"]),
        ("\"book a\"", []),
        ("\"re:\"", []),
        // A colon after digits, or in a URL, is text.
        ("10:30", []),
        ("https://example.com", []),
        // Projects include their sub-projects, not mere prefixes.
        ("+home", ["Pay rent", "Café visit"]),
        ("+HOME.garden", ["Café visit"]),
        ("+work", ["Filed taxes", "Ship release"]),
        ("-+home", ["water plants", "Read a book", "Filed taxes", "Ship release"]),
        // Tags.
        ("#later", ["Read a book", "Ship release"]),
        ("#LATER -#books", ["Ship release"]),
        // Priorities.
        ("!high", ["Pay rent", "Filed taxes"]),
        ("!h", ["Pay rent", "Filed taxes"]),
        ("!>=medium", ["Pay rent", "Read a book", "Filed taxes", "Ship release"]),
        ("!<medium", ["Café visit", "water plants"]),
        ("!none", ["Café visit"]),
        ("!=low", ["water plants"]),
        // Due dates, by day, read by the due-phrase parser.
        ("due:today", ["Café visit"]),
        ("due:<fri", ["Pay rent", "Café visit", "Filed taxes"]),
        ("due:<=fri", ["Pay rent", "Café visit", "water plants", "Filed taxes"]),
        ("due:>=2026-12-01", ["Ship release"]),
        ("due:>today", ["water plants", "Ship release"]),
        ("due:\"next week\"", []),
        ("due:none", ["Read a book"]),
        ("due:any", ["Pay rent", "Café visit", "water plants", "Filed taxes", "Ship release"]),
        ("DUE:YESTERDAY", []),
        // Status and state.
        ("status:done", ["Filed taxes"]),
        ("status:pending +work", ["Ship release"]),
        ("is:overdue", ["Pay rent"]),
        ("is:repeating", ["Pay rent"]),
        ("-is:repeating +home", ["Café visit"]),
        // AND by juxtaposition (and `and`), or, parentheses, not.
        ("+home !high", ["Pay rent"]),
        ("+home and !high", ["Pay rent"]),
        ("+home or #later", ["Pay rent", "Café visit", "Read a book", "Ship release"]),
        ("+home OR #later !high", ["Pay rent", "Café visit"]),
        ("(+home or #later) !>=medium", ["Pay rent", "Read a book", "Ship release"]),
        ("+work (status:done or due:>fri)", ["Filed taxes", "Ship release"]),
        ("not +home", ["water plants", "Read a book", "Filed taxes", "Ship release"]),
        ("-(+home or +work)", ["water plants", "Read a book"]),
        ("not (due:any)", ["Read a book"]),
        ("-rent", ["Café visit", "water plants", "Read a book", "Filed taxes", "Ship release"]),
        ("-\"a book\" #later", ["Ship release"]),
        ("((+home))", ["Pay rent", "Café visit"]),
        // Taskwarrior's words read as their taskdeck twins.
        ("project:home", ["Pay rent", "Café visit"]),
        ("PRO:work", ["Filed taxes", "Ship release"]),
        ("-project:home +work", ["Filed taxes", "Ship release"]),
        ("tag:later", ["Read a book", "Ship release"]),
        ("tags:later,books", ["Read a book"]),
        ("priority:H", ["Pay rent", "Filed taxes"]),
        ("priority:", ["Café visit"]),
        ("pri:>=M status:pending", ["Pay rent", "Read a book", "Ship release"]),
        ("due.before:fri", ["Pay rent", "Café visit", "Filed taxes"]),
        ("due.by:fri", ["Pay rent", "Café visit", "water plants", "Filed taxes"]),
        ("due.after:today", ["water plants", "Ship release"]),
    ]

    @Test(arguments: grammar)
    func keeps(_ row: (filter: String, titles: [String])) throws {
        #expect(try Self.titles(row.filter) == row.titles, "filter \(row.filter)")
    }

    static let errors: [(filter: String, reason: FilterError.Reason, word: String, column: Int)] = [
        ("+work due:<frx", .invalidDate("due"), "due:<frx", 7),
        ("due:", .invalidDate("due"), "due:", 1),
        ("milk !urgent", .invalidPriority, "!urgent", 6),
        ("!>=", .invalidPriority, "!>=", 1),
        ("status:later", .unknownStatus, "status:later", 1),
        ("a is:soon", .unknownIs, "is:soon", 3),
        ("+", .invalidProject(.empty), "+", 1),
        ("x -+home.", .invalidProject(.emptyPart), "+home.", 4),
        ("#", .invalidTag(.empty), "#", 1),
        ("milk or", .missingOperand, "or", 6),
        ("or milk", .missingOperand, "or", 1),
        ("milk or or tea", .missingOperand, "or", 6),
        ("and milk", .missingOperand, "and", 1),
        ("milk not", .missingOperand, "not", 6),
        ("milk -", .missingOperand, "-", 6),
        ("(+home", .unclosedParenthesis, "(", 1),
        ("a (b (c)", .unclosedParenthesis, "(", 3),
        ("()", .missingOperand, "(", 1),
        ("+home)", .unexpectedParenthesis, ")", 6),
        ("café \"a b", .unclosedQuote, "\"a b", 6),
        // A field taskdeck has not is named, not searched for as text (which finds nothing).
        ("re:", .unknownField("re"), "re:", 1),
        ("milk estimate:>2", .unknownField("estimate"), "estimate:>2", 6),
        ("est.days:2", .unknownField("est.days"), "est.days:2", 1),
        ("Wait.Until:fri", .unknownModifier(field: "wait"), "Wait.Until:fri", 1),
        ("due.on:fri", .unknownModifier(field: "due"), "due.on:fri", 1),
        ("project:home.", .invalidProject(.emptyPart), "project:home.", 1),
    ]

    @Test(arguments: errors)
    func pointsAtTheWord(_ row: (filter: String, reason: FilterError.Reason, word: String, column: Int)) {
        #expect(throws: FilterError(row.reason, word: row.word, column: row.column)) {
            try FilterParser(clock: Self.clock).parse(row.filter)
        }
    }

    /// A hostile filter (thousands of `(` or `not`) is refused at the 101st level instead of
    /// overflowing the stack; 100 levels still read.
    @Test func nestingIsRefusedPastItsLimit() throws {
        let parser = FilterParser(clock: Self.clock)
        #expect(try !parser.parse(String(repeating: "(", count: 100) + "x" + String(repeating: ")", count: 100)).isEverything)
        #expect(throws: FilterError(.nestedTooDeeply, word: "(", column: 101)) {
            try parser.parse(String(repeating: "(", count: 5000) + "x")
        }
        #expect(throws: FilterError(.nestedTooDeeply, word: "not", column: 401)) {
            try parser.parse(String(repeating: "not ", count: 20000) + "x")
        }
    }

    @Test func sourceIsKeptForTheHeader() throws {
        #expect(try FilterParser(clock: Self.clock).parse("  +work !high ").source == "+work !high")
        #expect(try FilterParser(clock: Self.clock).parse(" ").isEverything)
        #expect(try !FilterParser(clock: Self.clock).parse("x").isEverything)
    }

    @Test func aQueryAppliesItsExpressionWithTheOtherNarrowings() throws {
        let expression = try FilterParser(clock: Self.clock).parse("#later or +home")
        let query = TaskQuery(filter: .pending, expression: expression, sort: .priority)
        #expect(query.apply(to: Self.tasks, clock: Self.clock).map(\.title)
                == ["Pay rent", "Ship release", "Read a book", "Café visit"])
        #expect(query.matches(Self.tasks[0], clock: Self.clock, links: .none))
        #expect(!query.matches(Self.tasks[2], clock: Self.clock, links: .none))
    }

    @Test func twoFiltersTogetherKeepWhatBothKeep() throws {
        let parser = FilterParser(clock: Self.clock)
        let both = try parser.parse("+home or #later").and(try parser.parse("!>=medium"))
        let now = LocalNow(clock: Self.clock)
        #expect(Self.tasks.filter { both.matches($0, at: now) }.map(\.title) == ["Pay rent", "Read a book", "Ship release"])
        #expect(both.source == "(+home or #later) !>=medium")
        #expect(FilterExpression.everything.and(try parser.parse("x")).source == "x")
    }
}

extension FilterParserTests {
    /// A view or `list FILTER` keeps pending tasks unless its filter says `status:`.
    @Test(arguments: [("+work", TaskFilter.pending), ("status:done", .all), ("+a or (not status:pending)", .all),
                      ("", .pending)])
    func aFilterStandingAloneKeepsPendingTasksUnlessItSaysStatus(filter: String, tab: TaskFilter) throws {
        #expect(try FilterParser(clock: Self.clock).parse(filter).standaloneTab == tab)
    }
}
