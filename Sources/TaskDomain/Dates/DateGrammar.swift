import Foundation

/// The grammar of date phrases: which runs of words are a day, a time, both, or a clock
/// distance. It reads lowercased words (`DateGrammar.normalized`) and must use all of them;
/// finding a phrase inside a title is `DatePhraseScanner`'s job.
///
///     phrase   = link* (distance | day | time | day [at] time | time [on] day)
///     link     = on | at | by | due
///     distance = in <n> minutes|hours | in an hour | in half an hour | +<n>h
///     day      = today | tomorrow | tonight | yesterday | eod | eow | eom | eoy | end of [the] day|week|month|year
///              | <weekday> | this <weekday> | next <weekday> | next week|month|year | [this|next] weekend
///              | in <n> days|weeks|months|years | +3d | -1w | 2026-12-24 | 12-24
///              | dec 20 [2027] | 20 dec [2027] | 20th of december | [the] 15th | this morning|afternoon|evening
///     time     = 15:00 | 3pm | 3:30 pm | noon | midnight | morning|afternoon|evening|night (after a day)
struct DateGrammar: Sendable {
    let today: CalendarDay
    let firstWeekday: Int
    let now: Date

    /// The longest phrase the grammar can hold; longer runs are never tried.
    static let longestPhrase = 9

    /// The words of `text` as the grammar reads them: lowercase, a trailing comma dropped,
    /// `a.m.`/`p.m.` as `am`/`pm`.
    static func normalized(_ word: some StringProtocol) -> String {
        var text = word.lowercased()
        if text.count > 1, text.hasSuffix(",") { text.removeLast() }
        switch text {
        case "a.m.", "a.m": return "am"
        case "p.m.", "p.m": return "pm"
        default: return text
        }
    }

    /// The phrase all of `words` make, or nil.
    func phrase(_ words: ArraySlice<String>) -> DatePhrase? {
        var rest = words
        var links = 0
        while let first = rest.first, DateWords.links.contains(first), rest.count > 1 {
            rest.removeFirst()
            links += 1
        }
        guard links <= 2, var phrase = core(rest) else { return nil }
        phrase.links = links
        return phrase
    }

    private func core(_ words: ArraySlice<String>) -> DatePhrase? {
        if let instant = distance(words) { return DatePhrase(content: .instant(instant)) }
        if let day = day(words) { return DatePhrase(content: .day(day)) }
        if let time = time(words, afterDay: false) { return DatePhrase(content: .time(time)) }
        for split in words.indices.dropFirst() {
            let left = words[..<split], right = words[split...]
            if let day = day(left), let time = time(Self.dropping(["at", "@"], from: right), afterDay: true) {
                return DatePhrase(content: .dayAndTime(day, time))
            }
            if let time = time(left, afterDay: false), let day = day(Self.dropping(["on"], from: right)) {
                return DatePhrase(content: .dayAndTime(day, time))
            }
        }
        return nil
    }

    /// One or more ASCII digits and nothing else (`Int` alone also takes `+3`).
    static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func dropping(_ first: Set<String>, from words: ArraySlice<String>) -> ArraySlice<String> {
        guard words.count > 1, let head = words.first, first.contains(head) else { return words }
        return words.dropFirst()
    }

    // MARK: - Clock distances

    /// `in 2 hours`, `in 90 min`, `in an hour`, `in half an hour`, `+2h`: now plus that much.
    private func distance(_ words: ArraySlice<String>) -> Date? {
        let list = Array(words)
        if list == ["in", "half", "an", "hour"] { return now.addingTimeInterval(30 * 60) }
        if list.count == 1, list[0].hasPrefix("+"), list[0].hasSuffix("h"), Self.isDigits(list[0].dropFirst().dropLast()),
           let hours = Int(list[0].dropFirst().dropLast()), (0...10_000).contains(hours) {
            return now.addingTimeInterval(Double(hours * 3600))
        }
        guard list.count == 3, list[0] == "in", let count = DateWords.count(list[1]), (0...100_000).contains(count),
              let seconds = DateWords.clockUnits[list[2]] else { return nil }
        return now.addingTimeInterval(Double(count * seconds))
    }

    // MARK: - Days

    private func day(_ words: ArraySlice<String>) -> DatePhrase.Day? {
        let list = Array(words)
        switch list.count {
        case 1: return oneWordDay(list[0])
        case 2: return twoWordDay(list[0], list[1])
        default: return longDay(list)
        }
    }

    private func oneWordDay(_ word: String) -> DatePhrase.Day? {
        switch word {
        case "today": return .init(day: today)
        case "tod": return .init(day: today, strength: .afterLink)
        case "tomorrow", "tmrw", "tmr": return .init(day: today.adding(days: 1))
        case "tom": return .init(day: today.adding(days: 1), strength: .afterLink)
        case "yesterday": return .init(day: today.adding(days: -1))
        case "tonight": return .init(day: today, minuteOfDay: DateWords.tonight, isTonight: true)
        case "eod": return .init(day: today, minuteOfDay: 23 * 60 + 59)
        case "eow": return .init(day: startOfWeek.adding(days: 6))
        case "eom": return .init(day: today.endOfMonth)
        case "eoy": return CalendarDay(year: today.year, month: 12, day: 31).map { .init(day: $0) }
        case "weekend": return .init(day: weekend(next: false), strength: .atEnd)
        default: break
        }
        if let weekday = DateWords.weekdays[word] {
            return .init(day: coming(weekday, todayCounts: false), strength: .atEnd)
        }
        if let ordinal = DateWords.ordinalDay(word) { return dayOfMonth(ordinal, strength: .atEnd) }
        return relative(word) ?? isoDay(word) ?? monthDayDigits(word)
    }

    private func twoWordDay(_ first: String, _ second: String) -> DatePhrase.Day? {
        switch (first, second) {
        case ("next", "week"): return .init(day: startOfWeek.adding(days: 7))
        case ("next", "month"): return .init(day: today.endOfMonth.adding(days: 1))
        case ("next", "year"): return CalendarDay(year: today.year + 1, month: 1, day: 1).map { .init(day: $0) }
        case ("this", "weekend"): return .init(day: weekend(next: false))
        case ("next", "weekend"): return .init(day: weekend(next: true))
        case ("the", "weekend"): return .init(day: weekend(next: false), strength: .afterLink)
        case ("the", _): return DateWords.ordinalDay(second).flatMap { dayOfMonth($0, strength: .atEnd) }
        case ("this", _):
            if let minute = DateWords.partsOfDay[second], second != "night" { return .init(day: today, minuteOfDay: minute) }
            return DateWords.weekdays[second].map { .init(day: coming($0, todayCounts: true)) }
        case ("next", _):
            guard let weekday = DateWords.weekdays[second] else { return nil }
            // The weekday of next week (weeks start on the calendar's first weekday).
            let day = startOfWeek.adding(days: 7 + (weekday - firstWeekday + 7) % 7)
            let comingDay = coming(weekday, todayCounts: false)
            return .init(day: day, notes: day == comingDay ? [] : [.nextWeeksDay(coming: comingDay)])
        default:
            return monthAndDay(month: first, day: second, year: nil) ?? monthAndDay(month: second, day: first, year: nil)
        }
    }

    private func longDay(_ words: [String]) -> DatePhrase.Day? {
        if words.count == 3, words[0] == "in", let count = DateWords.count(words[1]), let unit = DateWords.dayUnits[words[2]] {
            return distance(count, unit).map { .init(day: $0) }
        }
        if words == ["day", "after", "tomorrow"] || words == ["the", "day", "after", "tomorrow"] {
            return .init(day: today.adding(days: 2))
        }
        if words.count >= 3, words[0] == "end", words[1] == "of" {
            let rest = words[2] == "the" ? Array(words.dropFirst(3)) : Array(words.dropFirst(2))
            guard rest.count == 1 else { return nil }
            return oneWordDay(["day": "eod", "week": "eow", "month": "eom", "year": "eoy"][rest[0]] ?? "")
        }
        var rest = words[0] == "the" ? Array(words.dropFirst()) : words
        // 20th of december [2027]
        if rest.count >= 3, rest[1] == "of" { rest.remove(at: 1) }
        guard rest.count == 2 || rest.count == 3 else { return nil }
        let year = rest.count == 3 ? DateWords.year(rest[2]) : nil
        guard rest.count == 2 || year != nil else { return nil }
        return monthAndDay(month: rest[0], day: rest[1], year: year) ?? monthAndDay(month: rest[1], day: rest[0], year: year)
    }

    /// `dec 20`, `december 20th`, `20 dec 2027`: the next such day (today counts) unless a year is given.
    private func monthAndDay(month monthWord: String, day dayWord: String, year: Int?) -> DatePhrase.Day? {
        guard let month = DateWords.months[monthWord], let day = DateWords.dayOfMonth(dayWord) else { return nil }
        if let year { return CalendarDay(year: year, month: month, day: day).map { .init(day: $0) } }
        return next(month: month, day: day)
    }

    /// The next `month`-`day` from today (today counts); Feb 29 may be years away.
    private func next(month: Int, day: Int) -> DatePhrase.Day? {
        for year in today.year...(today.year + 8) {
            if let candidate = CalendarDay(year: year, month: month, day: day), candidate >= today {
                return .init(day: candidate, notes: year > today.year ? [.passedThisYear] : [])
            }
        }
        return nil
    }

    /// `the 15th`: the next 15th (today counts); a month without that day is skipped, and
    /// the reading says so.
    private func dayOfMonth(_ number: Int, strength: DatePhrase.Strength) -> DatePhrase.Day? {
        var month = today.adding(days: 1 - today.day)
        var skipped = false
        for _ in 0..<13 {
            if let candidate = CalendarDay(year: month.year, month: month.month, day: number) {
                if candidate >= today {
                    return .init(day: candidate, strength: strength, notes: skipped ? [.noSuchDayThisMonth(day: number)] : [])
                }
            } else {
                skipped = true
            }
            month = month.adding(months: 1)
        }
        return nil
    }

    /// `+3d`, `+2w`, `+1m`, `+1y`, and back in time: `-1d`.
    private func relative(_ text: String) -> DatePhrase.Day? {
        guard text.count >= 3, let sign = text.first, sign == "+" || sign == "-", let unit = text.last,
              Self.isDigits(text.dropFirst().dropLast()), let magnitude = Int(text.dropFirst().dropLast()),
              (0...100_000).contains(magnitude) else { return nil }
        let units: [Character: DateWords.DayUnit] = ["d": .day, "w": .week, "m": .month, "y": .year]
        guard let dayUnit = units[unit] else { return nil }
        return distance(sign == "-" ? -magnitude : magnitude, dayUnit).map { .init(day: $0) }
    }

    private func distance(_ count: Int, _ unit: DateWords.DayUnit) -> CalendarDay? {
        switch unit {
        case .day: today.checkedAdding(days: count)
        case .week: count.multipliedReportingOverflow(by: 7).overflow ? nil : today.checkedAdding(days: count * 7)
        case .month: today.checkedAdding(months: count)
        case .year: count.multipliedReportingOverflow(by: 12).overflow ? nil : today.checkedAdding(months: count * 12)
        }
    }

    /// `2026-12-24`, and the stored `2026-12-24T17:30`.
    private func isoDay(_ text: String) -> DatePhrase.Day? {
        guard text.first?.isNumber == true, let due = Due(storageString: text.uppercased()) else { return nil }
        return .init(day: due.day, minuteOfDay: due.minuteOfDay)
    }

    /// `12-24`: the next December 24th, today included. In a title only after a linking
    /// word: `pages 10-12` and `won 3-1` are not dates.
    private func monthDayDigits(_ text: String) -> DatePhrase.Day? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isNumber) }),
              let month = Int(parts[0]), let day = Int(parts[1]), var found = next(month: month, day: day) else { return nil }
        found.strength = .afterLink
        return found
    }

    /// The first day of the week containing today.
    private var startOfWeek: CalendarDay {
        today.adding(days: -((today.weekday - firstWeekday + 7) % 7))
    }

    /// The next `weekday`; today only when `todayCounts`.
    private func coming(_ weekday: Int, todayCounts: Bool) -> CalendarDay {
        let ahead = (weekday - today.weekday + 7) % 7
        return today.adding(days: ahead == 0 && !todayCounts ? 7 : ahead)
    }

    /// This weekend's Saturday (today on a Saturday or a Sunday), or with `next` the
    /// Saturday after it. A weekend is Saturday and Sunday.
    private func weekend(next: Bool) -> CalendarDay {
        let this: CalendarDay
        switch today.weekday {
        case 7, 1: this = today
        default: this = coming(7, todayCounts: true)
        }
        guard next else { return this }
        return this.weekday == 1 ? this.adding(days: 6) : this.adding(days: 7)
    }

    // MARK: - Times

    /// `15:00`, `3pm`, `3:30 pm`, `noon`, `midnight`; after a day also `morning`, `evening`.
    func time(_ words: ArraySlice<String>, afterDay: Bool) -> DatePhrase.Time? {
        let list = Array(words)
        switch list.count {
        case 1:
            let word = list[0]
            switch word {
            case "noon", "midday": return .init(minuteOfDay: 12 * 60, strength: .atEnd)
            case "midnight": return .init(minuteOfDay: 0, strength: .atEnd)
            default: break
            }
            if afterDay, let minute = DateWords.partsOfDay[word] { return .init(minuteOfDay: minute) }
            if let (hour, minute) = Due.parseTime(Substring(word)) { return .init(minuteOfDay: hour * 60 + minute, strength: .atEnd) }
            for suffix in ["am", "pm"] where word.hasSuffix(suffix) && word.count > 2 {
                return twelveHour(String(word.dropLast(2)), pm: suffix == "pm")
            }
            return nil
        case 2 where list[1] == "am" || list[1] == "pm":
            return twelveHour(list[0], pm: list[1] == "pm")
        default:
            return nil
        }
    }

    /// `3` or `3:30` with am/pm; 12am is midnight, 12pm noon.
    private func twelveHour(_ clock: String, pm: Bool) -> DatePhrase.Time? {
        let hour: Int, minute: Int
        if clock.contains(":") {
            guard let parsed = Due.parseTime(Substring(clock)) else { return nil }
            (hour, minute) = parsed
        } else {
            guard (1...2).contains(clock.count), clock.allSatisfy({ $0.isASCII && $0.isNumber }), let parsed = Int(clock)
            else { return nil }
            (hour, minute) = (parsed, 0)
        }
        guard (1...12).contains(hour) else { return nil }
        return .init(minuteOfDay: ((hour % 12) + (pm ? 12 : 0)) * 60 + minute)
    }
}
