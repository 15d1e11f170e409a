import TaskDomain

/// Quick-add titles, each with the moment it is typed at and what must be read: the title
/// left, the due date (stored form), the repeat rule (RRULE text), the notes of the date
/// reading and the phrases named as kept text. The domain's quick add, `taskdeck add` and
/// the editor's Title field run this same table.
public enum TitleDateTable {
    public struct Row: Sendable, CustomStringConvertible {
        public let moment: DateTableMoment
        public let text: String
        public let title: String
        public let due: String?
        public let rule: String?
        public let notes: [DateReading.Note]
        public let leftAsText: [String]

        /// A row typed on Wednesday 2026-03-11 at 10:00.
        public init(_ text: String, title: String, due: String? = nil, rule: String? = nil,
                    notes: [DateReading.Note] = [], left leftAsText: [String] = []) {
            self.init(.wed, text, title: title, due: due, rule: rule, notes: notes, left: leftAsText)
        }

        public init(_ moment: DateTableMoment, _ text: String, title: String, due: String? = nil,
                    rule: String? = nil, notes: [DateReading.Note] = [], left leftAsText: [String] = []) {
            self.moment = moment
            self.text = text
            self.title = title
            self.due = due
            self.rule = rule
            self.notes = notes
            self.leftAsText = leftAsText
        }

        public var description: String { "\(moment): '\(text)'" }
    }

    public static let rows: [Row] = written + placeFamily + weakFamily

    static let passed = DatePhraseTable.passed
    static let weekdays = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"

    /// The rows worked out by hand (the families aside): Wednesday 2026-03-11 10:00 UTC
    /// unless another moment is named.
    public static let written: [Row] = [
        // The titles.
        Row(.eve, "Meeting tomorrow at 3pm", title: "Meeting", due: "2026-12-02T15:00"),
        Row(.eve, "Lunch with Sam on friday at noon", title: "Lunch with Sam", due: "2026-12-04T12:00"),
        Row(.eve, "Call bank at 9am", title: "Call bank", due: "2026-12-02T09:00", notes: [passed(9, 0)]),
        Row(.eve, "Standup every weekday 9:30", title: "Standup", due: "2026-12-02T09:30", rule: weekdays,
            notes: [passed(9, 30)]),
        Row(.eve, "Submit taxes by Jan 31", title: "Submit taxes", due: "2027-01-31", notes: [.passedThisYear]),
        Row(.eve, "Buy gift dec 20", title: "Buy gift", due: "2026-12-20"),
        Row(.eve, "Pay bill due:fri", title: "Pay bill", due: "2026-12-04"),
        Row("Buy gift 20 dec", title: "Buy gift", due: "2026-12-20"),
        Row("Invoice January 31st", title: "Invoice", due: "2027-01-31", notes: [.passedThisYear]),
        Row("Call back in 2 hours", title: "Call back", due: "2026-03-11T12:00"),
        Row("Tea in 90 min", title: "Tea", due: "2026-03-11T11:30"),
        Row("Review next tuesday 9:30", title: "Review", due: "2026-03-17T09:30"),
        Row("Rent the 15th", title: "Rent", due: "2026-03-15"),
        Row("Report end of month", title: "Report", due: "2026-03-31"),
        Row("Take pills tonight", title: "Take pills", due: "2026-03-11T20:00"),
        Row("Clean garage this weekend", title: "Clean garage", due: "2026-03-14"),
        Row("Dentist 15:00", title: "Dentist", due: "2026-03-11T15:00"),
        Row("Dentist 3:30 pm", title: "Dentist", due: "2026-03-11T15:30"),
        Row("Lunch at noon", title: "Lunch", due: "2026-03-11T12:00"),
        Row("Call bank at 9am", title: "Call bank", due: "2026-03-12T09:00", notes: [passed(9, 0)]),
        // Words that only look like dates stay.
        Row("Read the 3 musketeers", title: "Read the 3 musketeers"),
        Row("Book a table for 10-12 people", title: "Book a table for 10-12 people"),
        Row("Read pages 10-12", title: "Read pages 10-12"),
        Row("Score was 3-1", title: "Score was 3-1"),
        Row("Read pages 10-12 on 10-12", title: "Read pages 10-12", due: "2026-10-12"),
        Row("Plan friday party", title: "Plan friday party", left: ["friday"]),
        Row("Move meeting from monday to friday", title: "Move meeting from monday to friday",
            left: ["monday", "friday"]),
        Row("Prepare for the sun", title: "Prepare for the sun", left: ["sun"]),
        Row("Clean the sat dish sat", title: "Clean the sat dish", due: "2026-03-14", left: ["sat"]),
        Row("Call Tom", title: "Call Tom"),
        Row("Call mom tom", title: "Call mom tom"),
        Row("Call mom by tom", title: "Call mom", due: "2026-03-12"),
        Row("Call Tom at 3pm", title: "Call Tom", due: "2026-03-11T15:00"),
        Row("Get tickets for the 8pm show", title: "Get tickets for the 8pm show", left: ["8pm"]),
        Row("Call her tomorrow", title: "Call her", due: "2026-03-12"),
        Row("Send this tomorrow", title: "Send this", due: "2026-03-12"),
        Row("Call her fri", title: "Call her", due: "2026-03-13"),
        Row("Get tickets for the 8pm show tomorrow", title: "Get tickets for the 8pm show", due: "2026-03-12",
            left: ["8pm"]),
        Row("Doctor march 3 at 2:15pm", title: "Doctor", due: "2027-03-03T14:15", notes: [.passedThisYear]),
        Row("Team sync at 10am every monday", title: "Team sync", due: "2026-03-16T10:00", rule: "FREQ=WEEKLY;BYDAY=MO"),
        Row("Meet tom tomorrow", title: "Meet tom", due: "2026-03-12"),
        Row("Plan party fri 10-12", title: "Plan party fri 10-12", left: ["fri"]),
        Row("Read the 3rd chapter", title: "Read the 3rd chapter", left: ["the 3rd"]),
        Row("Log on", title: "Log on"),
        Row("Friday", title: "Friday", left: ["Friday"]),
        Row("tomorrow at 3pm", title: "tomorrow at 3pm", left: ["tomorrow at 3pm"]),
        Row("Watch \\tomorrow", title: "Watch tomorrow"),
        Row("Watch \\next week", title: "Watch next week"),
        Row("Note: buy milk", title: "Note: buy milk"),
        // One phrase wherever it stands; its linking words go with it, others stay.
        Row("Meeting tomorrow at 3pm with Ana", title: "Meeting with Ana", due: "2026-03-12T15:00"),
        Row("tomorrow at 3pm Meeting", title: "Meeting", due: "2026-03-12T15:00"),
        Row("Meet at the office tomorrow", title: "Meet at the office", due: "2026-03-12"),
        Row("Report due friday", title: "Report", due: "2026-03-13"),
        Row("Fix bug by eod", title: "Fix bug", due: "2026-03-11T23:59"),
        Row("Ship v2 in 3 weeks", title: "Ship v2", due: "2026-04-01"),
        Row("Call mom on sun", title: "Call mom", due: "2026-03-15"),
        Row("Meet at 10:30", title: "Meet", due: "2026-03-11T10:30"),
        Row("Sprint review 2026-03-20 14:00", title: "Sprint review", due: "2026-03-20T14:00"),
        Row("May 5 deadline", title: "deadline", due: "2026-05-05"),
        Row("Email Bob re: dec 20 party", title: "Email Bob re: party", due: "2026-12-20"),
        // A day and a time apart are one reading; of two days the last is read, the other named.
        Row("Dinner tomorrow with Sam at 7pm", title: "Dinner with Sam", due: "2026-03-12T19:00"),
        Row("At 7pm dinner with Sam tomorrow", title: "dinner with Sam", due: "2026-03-12T19:00"),
        Row("Meet today tomorrow", title: "Meet today", due: "2026-03-12", left: ["today"]),
        // The ends of a span are no due date.
        Row("Move dec 20 to dec 24", title: "Move dec 20 to dec 24", left: ["dec 20", "dec 24"]),
        Row("Vacation from tomorrow", title: "Vacation from tomorrow", left: ["tomorrow"]),
        Row("Work until 5pm", title: "Work until 5pm", left: ["5pm"]),
        Row("Finish before friday", title: "Finish", due: "2026-03-13"),
        // Tokens around the date.
        Row("Call mom tomorrow at 3pm +family #phone !high", title: "Call mom", due: "2026-03-12T15:00"),
        Row("+home Fix the sink #plumbing fri", title: "Fix the sink", due: "2026-03-13"),
        Row("Renew passport +3d", title: "Renew passport", due: "2026-03-14"),
        Row("Pay bill due:2026-12-24 tomorrow", title: "Pay bill tomorrow", due: "2026-12-24", left: ["tomorrow"]),
        Row("Pay bill due:eom project:home", title: "Pay bill", due: "2026-03-31"),
        // Repeats: a time inside the rule or beside it is the due date's, the next one to come.
        Row("Standup every weekday 9:30", title: "Standup", due: "2026-03-12T09:30", rule: weekdays,
            notes: [passed(9, 30)]),
        Row("Standup every weekday 10:30", title: "Standup", due: "2026-03-11T10:30", rule: weekdays),
        Row("Standup every weekday at 9:30 am", title: "Standup", due: "2026-03-12T09:30", rule: weekdays,
            notes: [passed(9, 30)]),
        Row("Gym every mon,thu 9:30", title: "Gym", due: "2026-03-12T09:30", rule: "FREQ=WEEKLY;BYDAY=MO,TH"),
        Row("Gym 9:30 every mon,thu", title: "Gym", due: "2026-03-12T09:30", rule: "FREQ=WEEKLY;BYDAY=MO,TH"),
        Row("Gym 2026-03-11 9:30 every mon,thu", title: "Gym", due: "2026-03-11T09:30", rule: "FREQ=WEEKLY;BYDAY=MO,TH",
            notes: [DatePhraseTable.past(9, 30)]),
        Row("Pay rent 2026-04-01 every month", title: "Pay rent", due: "2026-04-01", rule: "FREQ=MONTHLY"),
        Row("Water plants every 3 days", title: "Water plants", rule: "FREQ=DAILY;INTERVAL=3"),
        Row("Read every book", title: "Read every book"),
        Row("Take out trash every tuesday night", title: "Take out trash", due: "2026-03-17T20:00",
            rule: "FREQ=WEEKLY;BYDAY=TU"),
        Row("Stretch every morning", title: "Stretch", due: "2026-03-12T09:00", rule: "FREQ=DAILY", notes: [passed(9, 0)]),
        Row("Call the lawyer about last friday", title: "Call the lawyer about last friday", left: ["friday"]),
        Row("Book flights for dec 20 - dec 28", title: "Book flights for dec 20 - dec 28", left: ["dec 20", "dec 28"]),
        Row(.eve, "Standup every weekday 9:30", title: "Standup", due: "2026-12-02T09:30", rule: weekdays,
            notes: [passed(9, 30)]),
        Row(.eve, "Gym every mon,thu at 7am", title: "Gym", due: "2026-12-03T07:00", rule: "FREQ=WEEKLY;BYDAY=MO,TH"),
        // The evening, the year's end, the clocks.
        Row(.eve, "Take out trash tonight", title: "Take out trash", due: "2026-12-01", notes: [.tonightStarted]),
        Row(.yearEnd, "Party in 90 min", title: "Party", due: "2027-01-01T01:00"),
        Row(.yearEnd, "Call at 23:00", title: "Call", due: "2027-01-01T23:00", notes: [passed(23, 0)]),
        Row(.leap, "Report end of month", title: "Report", due: "2028-02-29"),
        Row(.usSpring, "Call at 2:30am", title: "Call", due: "2026-03-08T03:30",
            notes: [DatePhraseTable.skipped(2, 30, on: "2026-03-08")]),
        Row(.usFall, "Feed cat in 2 hours", title: "Feed cat", due: "2026-11-01T01:30"),
    ]

    /// Phrases read wherever they stand: at the end, at the start and in the middle.
    static let placeFamily: [Row] = [
        ("tomorrow at 3pm", "2026-03-12T15:00"), ("on friday at noon", "2026-03-13T12:00"),
        ("by Jan 31", "2027-01-31"), ("dec 20", "2026-12-20"), ("20 dec", "2026-12-20"),
        ("January 31st", "2027-01-31"), ("in 2 hours", "2026-03-11T12:00"), ("in 90 min", "2026-03-11T11:30"),
        ("next tuesday 9:30", "2026-03-17T09:30"), ("end of month", "2026-03-31"), ("tonight", "2026-03-11T20:00"),
        ("this weekend", "2026-03-14"), ("3pm", "2026-03-11T15:00"), ("3:30 pm", "2026-03-11T15:30"),
        ("tomorrow", "2026-03-12"), ("next week", "2026-03-16"), ("in 3 days", "2026-03-14"),
        ("2026-12-24", "2026-12-24"), ("eod", "2026-03-11T23:59"), ("the day after tomorrow", "2026-03-13"),
        ("at noon", "2026-03-11T12:00"), ("on the 15th", "2026-03-15"), ("by fri", "2026-03-13"),
    ].flatMap { phrase, due -> [Row] in
        let notes: [DateReading.Note] = due.hasPrefix("2027-01-31") ? [.passedThisYear] : []
        return [
            Row("Call mom \(phrase)", title: "Call mom", due: due, notes: notes),
            Row("\(phrase) call mom", title: "call mom", due: due, notes: notes),
            Row("Call \(phrase) mom", title: "Call mom", due: due, notes: notes),
        ]
    }

    /// Phrases read only at the end or after a linking word: inside a title they stay, named.
    static let weakFamily: [Row] = [
        ("the 15th", "2026-03-15"), ("fri", "2026-03-13"), ("9:30", "2026-03-12T09:30"), ("noon", "2026-03-11T12:00"),
        ("weekend", "2026-03-14"), ("monday", "2026-03-16"), ("15th", "2026-03-15"),
    ].flatMap { phrase, due -> [Row] in
        let notes: [DateReading.Note] = phrase == "9:30" ? [passed(9, 30)] : []
        return [
            Row("Call mom \(phrase)", title: "Call mom", due: due, notes: notes),
            Row("\(phrase) call mom", title: "\(phrase) call mom", left: [phrase]),
            Row("Call \(phrase) mom", title: "Call \(phrase) mom", left: [phrase]),
        ]
    }
}
