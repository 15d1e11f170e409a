/// The vocabulary of the date reader, in one place: the names of weekdays and months,
/// numbers written as words, units of time, the little words that introduce a date, and
/// the words after which a weekday is ordinary text.
///
/// Every table is lowercase: the reader lowercases what was typed before looking it up.
enum DateWords {
    /// Weekday names and abbreviations to `CalendarDay.weekday` numbers (1 = Sunday).
    static let weekdays: [String: Int] = [
        "sunday": 1, "sun": 1, "monday": 2, "mon": 2, "tuesday": 3, "tue": 3, "tues": 3,
        "wednesday": 4, "wed": 4, "weds": 4, "thursday": 5, "thu": 5, "thur": 5, "thurs": 5,
        "friday": 6, "fri": 6, "saturday": 7, "sat": 7,
    ]

    /// Month names and abbreviations to month numbers.
    static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
        "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
        "september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
        "december": 12, "dec": 12,
    ]

    /// Numbers people write out in `in two hours`, `in a week`.
    static let numbers: [String: Int] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    ]

    /// Units of a calendar distance (`in 3 days`) to what they count.
    static let dayUnits: [String: DayUnit] = [
        "day": .day, "days": .day, "week": .week, "weeks": .week, "wk": .week, "wks": .week,
        "month": .month, "months": .month, "year": .year, "years": .year, "yr": .year, "yrs": .year,
    ]

    /// Units of a clock distance (`in 2 hours`, `in 90 min`) to seconds.
    static let clockUnits: [String: Int] = [
        "minute": 60, "minutes": 60, "min": 60, "mins": 60,
        "hour": 3600, "hours": 3600, "hr": 3600, "hrs": 3600, "h": 3600,
    ]

    /// What a distance in days counts.
    enum DayUnit: Sendable {
        case day, week, month, year
    }

    /// Words that introduce a date (`on fri`, `at noon`, `by tomorrow`, `due eom`, `before
    /// friday`): they go with the date they stand before, and stay in the title when no
    /// date follows.
    static let links: Set<String> = ["on", "at", "by", "due", "before", "@"]

    /// Words of a span (`from monday to friday`, `dec 20 to dec 24`, `until 5pm`): a date
    /// beside one is an end of the span, not the due date, and stays in the title.
    static let spanBefore: Set<String> = ["from", "to", "until", "till", "since", "through", "thru", "between", "-", "–"]

    /// Before a date these make it a repeat or a past day (`every friday`, `each monday`,
    /// `last tuesday`), never the due date.
    static let notTheDueAfter: Set<String> = ["every", "each", "last"]
    static let spanAfter: Set<String> = ["to", "until", "till", "through", "thru", "-", "–"]

    /// Articles and possessives: what follows one is a noun's part, never the due date, even
    /// a word that is surely a date (`the sun`, `my sat dish`, `the 8pm show`). Not `her`,
    /// `this`, `that`: they are also pronouns (`Call her tomorrow`, `Send this tomorrow`).
    static let determiners: Set<String> = ["the", "a", "an", "my", "your", "our", "their", "his", "its"]

    /// After one of these (or a determiner), a word that may be a date only at the end of a
    /// title is ordinary text (`since tuesday`, `last fri`, `tickets for sat`).
    static let notADateAfter: Set<String> = determiners.union([
        "from", "to", "until", "till", "since", "than", "after", "every", "each", "of", "for", "last",
    ])

    /// Times of day named by a word that may follow a day (`tomorrow morning`, `fri evening`).
    static let partsOfDay: [String: Int] = [
        "morning": 9 * 60, "afternoon": 15 * 60, "evening": 19 * 60, "night": 20 * 60,
    ]

    /// The time `tonight` names.
    static let tonight = 20 * 60

    /// Every word a date phrase can hold that is not a number, for `mayBeInPhrase`.
    private static let vocabulary: Set<String> = {
        var words = Set(weekdays.keys).union(months.keys).union(numbers.keys).union(dayUnits.keys)
            .union(clockUnits.keys).union(links).union(partsOfDay.keys)
        words.formUnion(["today", "tod", "tomorrow", "tmrw", "tmr", "tom", "yesterday", "tonight", "eod", "eow", "eom",
                         "eoy", "weekend", "next", "this", "the", "of", "end", "in", "half", "after", "am", "pm", "noon",
                         "midday", "midnight"])
        return words
    }()

    /// Whether a (lowercased) word can be part of a date phrase at all: a word of the
    /// vocabulary or one starting with a digit, `+` or `-`. Finding phrases in a title skips
    /// every other word without trying the grammar, so a long title costs about its length.
    static func mayBeInPhrase(_ word: String) -> Bool {
        guard let first = word.first else { return false }
        return first.isNumber || first == "+" || first == "-" || vocabulary.contains(word)
    }

    /// A count written as digits, or a number word (`a`, `one` … `twelve`); `nil` otherwise.
    static func count(_ word: String) -> Int? {
        if DateGrammar.isDigits(word[...]), let number = Int(word) { return number }
        return numbers[word]
    }

    /// `1st`, `2nd`, `3rd`, `15th`, `31st` (the suffix must fit the number): a day of the month.
    static func ordinalDay(_ word: String) -> Int? {
        guard word.count >= 3 else { return nil }
        let digits = word.dropLast(2)
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), (1...31).contains(number),
              String(word.suffix(2)) == ordinalSuffix(number) else { return nil }
        return number
    }

    /// `st`, `nd`, `rd`, `th` for a number.
    static func ordinalSuffix(_ number: Int) -> String {
        if (11...13).contains(number % 100) { return "th" }
        switch number % 10 {
        case 1: return "st"
        case 2: return "nd"
        case 3: return "rd"
        default: return "th"
        }
    }

    /// A day of the month as digits (`20`) or an ordinal (`20th`).
    static func dayOfMonth(_ word: String) -> Int? {
        if word.count <= 2, word.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(word),
           (1...31).contains(number) {
            return number
        }
        return ordinalDay(word)
    }

    /// A four-digit year.
    static func year(_ word: String) -> Int? {
        guard word.count == 4, word.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(word),
              (1...9999).contains(year) else { return nil }
        return year
    }
}
