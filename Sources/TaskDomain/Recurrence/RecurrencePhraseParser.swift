/// Turns the repeat phrases people type (`every 2 weeks`, `every mon,thu`, `every last day`,
/// `after 3 days`, `every month on the 1st until 2027-06-01`) into a `Recurrence`.
///
/// `every …` counts from the due date, `after …` from completion. Either may end with
/// `until <date>` (any date phrase) or `<n> times`. A phrase it cannot read is refused with
/// the word it stopped at, so the editor and the CLI can say exactly what to change.
///
/// A rule holds no time of day: `read` takes a time typed among its words (`every weekday
/// 9:30`, `every mon,thu at 7am`) out as the due date's, and `parse` refuses one.
public struct RecurrencePhraseParser: Sendable {
    /// One line listing the accepted forms, for error messages and help.
    public static let acceptedForms =
        "every day, every 3 days, every week, every 2 weeks, every other week, every weekday, every mon,thu, "
        + "every month, every month on the 1st, every 15th, every last day, every 2nd tuesday, every last fri, "
        + "every year, after 3 days (counted from completion), after 2 weeks; "
        + "any of them may hold a time (every weekday 9:30: the due time) "
        + "and end with until 2027-06-01 (or another date) or 5 times"

    private let dates: DateReader

    public init(dates: DateReader) {
        self.dates = dates
    }

    /// A parser whose until dates are relative to the clock's today.
    public init(clock: any Clock) {
        self.init(dates: DateReader(clock: clock))
    }

    /// Whether `word` can start a repeat phrase (quick add looks for these).
    public static func startsPhrase(_ word: String) -> Bool {
        ["every", "after"].contains(word.lowercased())
    }

    /// Parses a phrase without a time of day; throws `TaskDomainError.invalidRepeatPhrase`
    /// naming the word it stopped at (a time among the words, too).
    public func parse(_ phrase: String) throws(TaskDomainError) -> Recurrence {
        let reading = try read(phrase)
        if let time = reading.timeWords {
            throw .invalidRepeatPhrase(phrase, word: time,
                                       expected: "no time of day in a repeat: the time belongs to the due date (due \(time))")
        }
        return reading.rule
    }

    /// Reads a phrase and the time of day among its words, if any (`every weekday 9:30`);
    /// throws `TaskDomainError.invalidRepeatPhrase` naming the word it stopped at.
    public func read(_ phrase: String) throws(TaskDomainError) -> RepeatReading {
        var words = Self.words(phrase)
        func fail(_ word: String?, _ expected: String) -> TaskDomainError {
            .invalidRepeatPhrase(phrase, word: word, expected: expected)
        }
        guard let first = words.first else { throw fail(nil, "a phrase starting with every or after") }
        words.removeFirst()
        let end = try readEnd(&words, fail: fail)
        let time = takeTime(&words)
        var rule: Recurrence
        switch first {
        case "every" where words.isEmpty && time != nil: rule = Recurrence(frequency: .daily)  // every morning
        case "every": rule = try every(words, fail: fail)
        case "after": rule = try after(words, fail: fail)
        default: throw fail(first, "every or after")
        }
        rule.end = end
        return RepeatReading(rule: rule, minuteOfDay: time?.minuteOfDay, timeWords: time?.words)
    }

    /// Takes the first time of day out of `words` (`9:30`, `at 7am`, `3:30 pm`, `night`).
    private func takeTime(_ words: inout [String]) -> (minuteOfDay: Int, words: String)? {
        for start in words.indices {
            for count in [3, 2, 1] where start + count <= words.count {
                let slice = words[start..<(start + count)].map(DateGrammar.normalized)
                let clock = slice.count > 1 && slice[0] == "at" ? slice.dropFirst() : slice[...]
                // After a rule's day a part of the day is a time too: `every tuesday night`, `every morning`.
                guard let time = dates.grammar.time(clock, afterDay: true) else { continue }
                let typed = words[start..<(start + count)].joined(separator: " ")
                words.removeSubrange(start..<(start + count))
                return (time.minuteOfDay, typed)
            }
        }
        return nil
    }

    // MARK: - Parts

    private typealias Failure = (String?, String) -> TaskDomainError

    /// `until <due phrase>` or `<n> times` at the end, removed from `words`.
    private func readEnd(_ words: inout [String], fail: Failure) throws(TaskDomainError) -> Recurrence.End? {
        if let index = words.firstIndex(of: "until") {
            let datePhrase = words[(index + 1)...].joined(separator: " ")
            guard !datePhrase.isEmpty else { throw fail("until", "a date after until") }
            guard let due = try? dates.parse(datePhrase) else {
                throw fail(datePhrase, "a date after until (\(DateReader.acceptedForms))")
            }
            words.removeSubrange(index...)
            return .until(due.day)
        }
        if let last = words.last, last == "times" || last == "time" {
            guard words.count >= 2, let count = Int(words[words.count - 2]), count >= 1 else {
                throw fail(words.count >= 2 ? words[words.count - 2] : last, "a number of times, like 5 times")
            }
            words.removeLast(2)
            if words.last == "for" { words.removeLast() }
            return .count(count)
        }
        return nil
    }

    /// What follows `every`.
    private func every(_ words: [String], fail: Failure) throws(TaskDomainError) -> Recurrence {
        guard let head = words.first else { throw fail("every", "what to repeat after every: day, week, month, year, a weekday") }
        if words == ["weekday"] || words == ["weekdays"] {
            return Recurrence(frequency: .weekly, weekdays: [2, 3, 4, 5, 6])
        }
        if let days = Self.weekdayList(words) { return Recurrence(frequency: .weekly, weekdays: days) }
        if let monthDay = Self.monthDay(words) { return Recurrence(frequency: .monthly, monthDay: monthDay) }
        var rest = words
        var interval = 1
        if let number = Int(head) {
            guard (1...Recurrence.intervalLimit).contains(number) else {
                throw fail(head, "a number from 1 to \(Recurrence.intervalLimit)")
            }
            interval = number
            rest.removeFirst()
        } else if head == "other" {
            interval = 2
            rest.removeFirst()
        }
        guard let unitWord = rest.first else { throw fail(head, "day(s), week(s), month(s) or year(s) after the number") }
        guard let frequency = Self.unit(unitWord) else {
            throw fail(unitWord, "day(s), week(s), month(s), year(s), a weekday or a day of the month")
        }
        var rule = Recurrence(frequency: frequency, interval: interval)
        rest.removeFirst()
        guard !rest.isEmpty else { return rule }
        guard rest.first == "on" else { throw fail(rest[0], "on, until or <n> times") }
        let detail = Array(rest.dropFirst())
        switch frequency {
        case .weekly:
            guard let days = Self.weekdayList(detail) else { throw fail(detail.first ?? "on", "weekdays like mon,thu") }
            rule.weekdays = days
        case .monthly:
            guard let monthDay = Self.monthDay(detail) else {
                throw fail(detail.first ?? "on", "a day of the month like the 1st, the last day or the 2nd tuesday")
            }
            rule.monthDay = monthDay
        case .daily, .yearly:
            throw fail("on", "nothing after \(unitWord) but until or <n> times")
        }
        return rule
    }

    /// What follows `after`: a plain interval, counted from completion.
    private func after(_ words: [String], fail: Failure) throws(TaskDomainError) -> Recurrence {
        var rest = words
        var interval = 1
        if let head = rest.first, let number = Int(head) ?? (["a", "an", "one"].contains(head) ? 1 : nil) {
            guard (1...Recurrence.intervalLimit).contains(number) else {
                throw fail(head, "a number from 1 to \(Recurrence.intervalLimit)")
            }
            interval = number
            rest.removeFirst()
        }
        guard let unitWord = rest.first, let frequency = Self.unit(unitWord) else {
            throw fail(rest.first ?? "after", "a number and day(s), week(s), month(s) or year(s), like after 3 days")
        }
        guard rest.count == 1 else {
            throw fail(rest[1], "nothing after \(unitWord) but until or <n> times (after counts from completion)")
        }
        return Recurrence(frequency: frequency, interval: interval, mode: .fromCompletion)
    }

    // MARK: - Words

    /// Lowercased words; commas separate like spaces and `and` joins (`mon, thu and sat`).
    static func words(_ phrase: String) -> [String] {
        phrase.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init)
            .filter { $0 != "and" }
    }

    private static func unit(_ word: String) -> Recurrence.Frequency? {
        switch word {
        case "day", "days", "daily": .daily
        case "week", "weeks", "weekly": .weekly
        case "month", "months", "monthly": .monthly
        case "year", "years", "yearly", "annually": .yearly
        default: nil
        }
    }

    /// `mon thu` (from `mon,thu`), `monday tuesday`: `nil` unless every word is a weekday.
    private static func weekdayList(_ words: [String]) -> [Int]? {
        guard !words.isEmpty else { return nil }
        let days = words.map { weekday($0) }
        guard days.allSatisfy({ $0 != nil }) else { return nil }
        return days.compactMap { $0 }
    }

    /// `the 1st`, `15th`, `last day`, `the 2nd tuesday`, `last fri`.
    private static func monthDay(_ words: [String]) -> Recurrence.MonthDay? {
        let rest = words.first == "the" ? Array(words.dropFirst()) : words
        switch rest.count {
        case 1:
            guard let number = ordinal(rest[0]), number > 0, number <= 31 else { return nil }
            return .day(number)
        case 2:
            if rest == ["last", "day"] { return .last }
            if rest[1] == "day", let number = ordinal(rest[0]), (1...31).contains(number) { return .day(number) }
            guard let number = ordinal(rest[0]), let weekday = weekday(rest[1]), number == -1 || (1...5).contains(number)
            else { return nil }
            return .weekday(ordinal: number, weekday: weekday)
        default:
            return nil
        }
    }

    /// `1st`, `2nd`, `3rd`, `15th`, `first` ... `fifth`, `last` (-1).
    private static func ordinal(_ word: String) -> Int? {
        let named = ["first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1]
        if let number = named[word] { return number }
        for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) {
            return Int(word.dropLast(2))
        }
        return nil
    }

    private static func weekday(_ word: String) -> Int? {
        let names = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
        let full = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        let plural = full.map { $0 + "s" }
        return (names.firstIndex(of: word) ?? full.firstIndex(of: word) ?? plural.firstIndex(of: word)
            ?? ["tues", "thur", "thurs"].firstIndex(of: word).map { [2, 4, 4][$0] }).map { $0 + 1 }
    }
}
