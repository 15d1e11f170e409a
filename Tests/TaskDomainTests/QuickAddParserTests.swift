import Testing
import TaskDomain
import TaskTestSupport

/// Today is Wednesday 2026-03-11; weeks start on Monday.
struct QuickAddParserTests {
    let parser = QuickAddParser(clock: Fixtures.clock)

    /// text -> title, rule, due: the rule from `every …` / `after …` at the end, a time after it is the due's.
    @Test(arguments: [
        ("Water plants every 3 days", "Water plants", "FREQ=DAILY;INTERVAL=3", nil),
        ("Water plants after 3 days", "Water plants", "FREQ=DAILY;INTERVAL=3", nil),
        // At 10:00 the 9:30 of today has passed: the next weekday's.
        ("Standup every weekday 9:30", "Standup", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-03-12T09:30"),
        ("Standup every weekday 10:30", "Standup", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-03-11T10:30"),
        ("Pay rent 2026-04-01 every month", "Pay rent", "FREQ=MONTHLY", "2026-04-01"),
        // A time alone starts on the rule's first day (Thursday, today being Wednesday); a typed day stays.
        ("Gym every mon,thu 9:30", "Gym", "FREQ=WEEKLY;BYDAY=MO,TH", "2026-03-12T09:30"),
        ("Gym 2026-03-11 9:30 every mon,thu", "Gym", "FREQ=WEEKLY;BYDAY=MO,TH", "2026-03-11T09:30"),
        ("Gym every mon,thu until 2026-06-01 +health", "Gym", "FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20260601", nil),
        // A time inside the rule is the due time, and the until after it still belongs to the rule.
        ("Standup every weekday 9:30 until fri +work #daily !high", "Standup",
         "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260313", "2026-03-12T09:30"),
        ("Gym every mon,thu at 7am 5 times", "Gym", "FREQ=WEEKLY;BYDAY=MO,TH;COUNT=5", "2026-03-12T07:00"),
        ("Read every book", "Read every book", nil, nil),
        ("Call after lunch", "Call after lunch", nil, nil),
        ("every week", "every week", nil, nil),
        ("Watch \\every week", "Watch every week", nil, nil),
    ] as [(String, String, String?, String?)])
    func aRepeatIsReadFromTheEnd(text: String, title: String, rule: String?, due: String?) {
        let result = parser.parse(text)
        #expect(result.title == title)
        #expect(result.recurrence?.ruleText == rule)
        #expect(result.due?.storageString == due)
    }

    @Test func aFilledRepeatFieldLeavesTheWordsInTheTitle() {
        let result = parser.parse("Water plants every 3 days", reading: [.due, .project, .tags, .priority])
        #expect(result.title == "Water plants every 3 days" && result.recurrence == nil)
    }

    /// text -> title, due (storage form or nil), priority, project, tags.
    struct Case: Sendable, CustomStringConvertible {
        let text: String
        let title: String
        var due: String?
        var priority: Priority?
        var project: String?
        var tags: [String] = []
        var description: String { text }
    }

    static let cases: [Case] = [
        Case(text: "Call mom tomorrow +family #phone !high", title: "Call mom", due: "2026-03-12",
             priority: .high, project: "family", tags: ["phone"]),
        Case(text: "Buy milk", title: "Buy milk"),
        Case(text: "  Buy   milk  ", title: "Buy milk"),
        // Tokens anywhere; the date only at the end of what is left.
        Case(text: "+home Fix the sink #plumbing fri", title: "Fix the sink", due: "2026-03-13",
             project: "home", tags: ["plumbing"]),
        Case(text: "Plan friday party", title: "Plan friday party"),
        // Ranges, scores and nouns are not dates; a backslash keeps a word as typed.
        Case(text: "Read pages 10-12", title: "Read pages 10-12"),
        Case(text: "Score was 3-1", title: "Score was 3-1"),
        Case(text: "Prepare for the sun", title: "Prepare for the sun"),
        Case(text: "Clean the sat dish sat", title: "Clean the sat dish", due: "2026-03-14"),
        Case(text: "Call mom on sun", title: "Call mom", due: "2026-03-15"),
        Case(text: "Lunch with Ana at noon", title: "Lunch with Ana", due: "2026-03-11T12:00"),
        Case(text: "Pay rent by next fri", title: "Pay rent", due: "2026-03-20"),
        Case(text: "Log on", title: "Log on"),
        Case(text: "Watch \\tomorrow", title: "Watch tomorrow"),
        Case(text: "Watch \\next week", title: "Watch next week"),
        Case(text: "Email \\#general about \\!high", title: "Email #general about !high"),
        Case(text: "Order 2026-12-24", title: "Order", due: "2026-12-24"),
        Case(text: "Review next week", title: "Review", due: "2026-03-16"),
        Case(text: "Dentist 2026-12-24 17:30", title: "Dentist", due: "2026-12-24T17:30"),
        Case(text: "Standup tomorrow 9:30 #work", title: "Standup", due: "2026-03-12T09:30", tags: ["work"]),
        Case(text: "Meet today tomorrow", title: "Meet today", due: "2026-03-12"),
        // A title made only of a date phrase keeps it.
        Case(text: "Friday", title: "Friday"),
        Case(text: "next week", title: "next week"),
        // +3d is a date, not a project; a plain +word is a project; only the first is read.
        Case(text: "Renew passport +3d", title: "Renew passport", due: "2026-03-14"),
        Case(text: "Pay +home +work", title: "Pay +work", project: "home"),
        Case(text: "Prune +home.garden", title: "Prune", project: "home.garden"),
        // Words that are not valid tokens stay in the title.
        Case(text: "C + C# are # things", title: "C + C# are # things", tags: []),
        Case(text: "Fix +home..x", title: "Fix +home..x"),
        Case(text: "Hurry! !! now", title: "Hurry! !! now"),
        Case(text: "Wow !urgent", title: "Wow !urgent"),
        // Priorities in every spelling; only the first is read.
        Case(text: "A !l", title: "A", priority: .low),
        Case(text: "A !MED", title: "A", priority: .medium),
        Case(text: "A !h !none", title: "A !none", priority: .high),
        // Tags are normalized and deduplicated, in the order typed.
        Case(text: "Read #Books #books #sci-fi", title: "Read", tags: ["books", "sci-fi"]),
        Case(text: "Only tokens #x +p", title: "Only tokens", project: "p", tags: ["x"]),
        // Only tokens: nothing is read, the text is the title (a task needs one).
        Case(text: "#x +p", title: "#x +p", tags: []),
    ]

    @Test(arguments: cases)
    func parses(_ item: Case) {
        let result = parser.parse(item.text)
        #expect(result.title == item.title)
        #expect(result.due?.storageString == item.due)
        #expect(result.priority == item.priority)
        #expect(result.project == item.project)
        #expect(result.tags == item.tags)
    }

    @Test func keepsTheDueWordsForPreviews() {
        #expect(parser.parse("Review next week #x").duePhrase == "next week")
        #expect(parser.parse("Review").duePhrase == nil)
    }

    @Test func kindsNotReadStayInTheTitle() {
        let result = parser.parse("Call mom tomorrow +family #phone !high", reading: [.tags])
        #expect(result == QuickAddParser.Result(title: "Call mom tomorrow +family !high", tags: ["phone"]))
        let noDue = parser.parse("Review next week !l", reading: [.priority, .project])
        #expect(noDue == QuickAddParser.Result(title: "Review next week", priority: .low))
    }

    @Test func plainTitleHasNoTokens() {
        #expect(parser.parse("Buy milk").isPlainTitle)
        #expect(!parser.parse("Buy milk #x").isPlainTitle)
        #expect(!parser.parse("Buy milk today").isPlainTitle)
    }
}

/// Taskwarrior's `name:value` words, and reading only what editing added to a title.
struct QuickAddAttributeAndEditTests {
    let parser = QuickAddParser(clock: Fixtures.clock)

    @Test func taskwarriorAttributesFillTheirFields() {
        let result = parser.parse("Pay bill due:fri project:home tag:bills,money priority:H")
        #expect(result.title == "Pay bill")
        #expect(result.due?.storageString == "2026-03-13" && result.duePhrase == "due:fri")
        #expect(result.project == "home" && result.tags == ["bills", "money"] && result.priority == .high)
        #expect(result.problems.isEmpty)
    }

    @Test(arguments: ["recur", "start", "status", "entry"])
    func anAttributeTaskdeckHasNotIsAProblemNotText(name: String) {
        let result = parser.parse("Plan trip \(name):tomorrow")
        #expect(result.problems == [.notAField(name, fields: ["due", "wait", "scheduled", "until", "project", "tag", "priority", "depends"])])
        #expect(result.title == "Plan trip")
        #expect(!result.isPlainTitle)
    }

    /// `wait:`, `scheduled:` (`sched:`) and `until:` read a date as `due:` does, and only as `name:value`.
    @Test func waitScheduledAndUntilAreDatesOfTheirOwn() {
        let result = parser.parse("Plan trip wait:fri sched:2026-03-16T08:30 until:2026-03-31 due:2026-03-20")
        #expect(result.title == "Plan trip" && result.problems.isEmpty)
        #expect(result.wait?.storageString == "2026-03-13" && result.waitReading?.words == "wait:fri")
        #expect(result.scheduled?.storageString == "2026-03-16T08:30")
        #expect(result.until?.storageString == "2026-03-31")
        #expect(result.due?.storageString == "2026-03-20")
        #expect(!result.isPlainTitle)
        #expect(result.readParts { $0.due.description } == ["due 2026-03-20", "wait 2026-03-13", "scheduled 2026-03-16 08:30",
                                                            "until 2026-03-31"])
        #expect(parser.parse("Plan wait:soon").problems == [.invalidDuePhrase("soon")])
        let filled = parser.parse("Plan trip wait:fri", reading: QuickAddParser.Tokens.all.subtracting(.wait))
        #expect(filled.title == "Plan trip wait:fri" && filled.wait == nil)
    }

    @Test func anUnreadableValueIsAProblemNamingIt() {
        #expect(parser.parse("Pay due:someday").problems == [.invalidDuePhrase("someday")])
        #expect(parser.parse("Pay project:a..b").problems.count == 1)
        #expect(parser.parse("Pay priority:urgent").problems == [.invalidPriority("urgent")])
    }

    @Test(arguments: [
        ("Note: buy milk", "Note: buy milk"), ("Re:meeting notes", "Re:meeting notes"),
        ("Read http://example.com", "Read http://example.com"), ("Read 10:30 slides", "Read 10:30 slides"),
        ("Keep \\wait:fri", "Keep wait:fri"),
    ])
    func otherWordsWithAColonAreText(text: String, title: String) {
        let result = parser.parse(text)
        #expect(result.problems.isEmpty && result.title == title && result.due == nil)
    }

    @Test func aFilledFieldLeavesItsAttributeInTheTitle() {
        let result = parser.parse("Pay due:fri", reading: [.tags])
        #expect(result.title == "Pay due:fri" && result.due == nil)
    }

    @Test func editingReadsOnlyTheWordsAdded() {
        let result = parser.parseEdit(from: "Call mom", to: "Call mom #home2 tomorrow")
        #expect(result.title == "Call mom" && result.tags == ["home2"])
        #expect(result.due?.storageString == "2026-03-12")
    }

    @Test func editingNeverReadsTheWordsKept() {
        // Saved with --literal: the date-like words stay, and the addition is read.
        let result = parser.parseEdit(from: "Review +1 votes on fri", to: "Review +1 votes on fri #work")
        #expect(result.title == "Review +1 votes on fri" && result.tags == ["work"] && result.due == nil)
        #expect(parser.parseEdit(from: "Watch tomorrow", to: "Watch tomorrow").isPlainTitle)
    }

    @Test func editingReadsWordsInsertedInsideTheTitle() {
        let result = parser.parseEdit(from: "Call mom", to: "Call tomorrow at 3pm mom")
        #expect(result.title == "Call mom" && result.due?.storageString == "2026-03-12T15:00")
        // A weekday inside a kept title is text, as when adding.
        let weak = parser.parseEdit(from: "Plan party", to: "Plan friday party")
        #expect(weak.title == "Plan friday party" && weak.due == nil && weak.leftAsText == ["friday"])
    }

    @Test func editingWithNothingKeptReadsTheWholeTitle() {
        let result = parser.parseEdit(from: "Old", to: "New thing fri")
        #expect(result.title == "New thing" && result.due?.storageString == "2026-03-13")
    }

    @Test func editingMayTakeEveryAddedWord() {
        let result = parser.parseEdit(from: "Call mom", to: "Call mom tomorrow")
        #expect(result.title == "Call mom" && result.due?.storageString == "2026-03-12")
    }
}

/// A repeat's time and the due date, by one rule (`DateReader.startingDue`).
struct StartingDueTests {
    let dates = DateReader(clock: Fixtures.clock)

    private func rule(_ phrase: String) throws -> RepeatReading {
        try RecurrencePhraseParser(clock: Fixtures.clock).read(phrase)
    }

    @Test func aRulesTimeGoesOntoTheDueDay() throws {
        let due = try dates.read("fri")
        #expect(try dates.startingDue(due, repeating: rule("every weekday 9:30"))?.due.storageString == "2026-03-13T09:30")
    }

    @Test func aRulesTimeWithoutADueStartsOnTheNextDayToCome() throws {
        // Wednesday 10:00: 9:30 has passed, Thursday is the next weekday.
        let reading = try dates.startingDue(nil, repeating: rule("every weekday at 9:30"))
        #expect(reading?.due.storageString == "2026-03-12T09:30")
        #expect(reading?.notes == [.timeHadPassed(minuteOfDay: 570)])
        #expect(try dates.startingDue(nil, repeating: rule("every weekday 11:00"))?.due.storageString == "2026-03-11T11:00")
    }

    @Test func twoDifferentTimesAreRefused() throws {
        let due = try dates.read("fri 10:00")
        #expect(throws: TaskDomainError.twoTimes(due: 600, repeat: 570)) {
            try dates.startingDue(due, repeating: try rule("every weekday 9:30"))
        }
        #expect(try dates.startingDue(try dates.read("fri 9:30"), repeating: rule("every weekday 9:30"))?.due
                    .storageString == "2026-03-13T09:30")
    }

    @Test func aTimeAloneBesideARuleIsTheRulesFirstDay() throws {
        let reading = try dates.startingDue(try dates.read("11:00"), repeating: rule("every mon,thu"))
        #expect(reading?.due.storageString == "2026-03-12T11:00")
        #expect(try dates.startingDue(try dates.read("fri"), repeating: rule("every mon,thu"))?.due.storageString
                == "2026-03-13")
    }

    @Test func parseStillRefusesATimeWhereNoneCanGo() {
        #expect(throws: TaskDomainError.self) { try RecurrencePhraseParser(clock: Fixtures.clock).parse("every day 9:30") }
    }
}

extension QuickAddAttributeAndEditTests {
    @Test func aProblemIsSaidEvenWhenNothingElseWasTyped() {
        let result = parser.parse("recur:1")
        #expect(result.title == "recur:1" && result.problems == [.notAField("recur", fields: ["due", "wait", "scheduled", "until", "project", "tag", "priority", "depends"])])
    }
}
