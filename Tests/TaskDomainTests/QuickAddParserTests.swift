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
        ("Standup every weekday 9:30", "Standup", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-03-11T09:30"),
        ("Pay rent 2026-04-01 every month", "Pay rent", "FREQ=MONTHLY", "2026-04-01"),
        // A time alone starts on the rule's first day (Thursday, today being Wednesday); a typed day stays.
        ("Gym every mon,thu 9:30", "Gym", "FREQ=WEEKLY;BYDAY=MO,TH", "2026-03-12T09:30"),
        ("Gym 2026-03-11 9:30 every mon,thu", "Gym", "FREQ=WEEKLY;BYDAY=MO,TH", "2026-03-11T09:30"),
        ("Gym every mon,thu until 2026-06-01 +health", "Gym", "FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20260601", nil),
        // A time inside the rule is the due time, and the until after it still belongs to the rule.
        ("Standup every weekday 9:30 until fri +work #daily !high", "Standup",
         "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260313", "2026-03-11T09:30"),
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
