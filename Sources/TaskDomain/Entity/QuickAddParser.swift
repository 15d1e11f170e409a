/// Reads the quick-add shorthand people type into a title:
/// `Call mom tomorrow +family #phone !high` is the title `Call mom`, due tomorrow, in the
/// project `family`, tagged `phone`, with high priority.
///
/// The rules, word by word (words are separated by whitespace):
/// - `+name` sets the project when `name` is a valid project (`+home.garden`). A word that
///   is a relative due date (`+3d`, `+2w`, `+1m`) is not a project. Only the first is
///   read; a second `+word` stays in the title, so nothing typed disappears.
/// - `#name` adds a tag when `name` is a valid tag (`#phone`). A lone `#` stays in the title.
/// - `!level` sets the priority: `!high` `!h` `!medium` `!med` `!m` `!low` `!l` `!none` `!n`
///   (any case). Only the first is read, a second stays in the title. Other words with
///   `!` (`Hurry!`, `!!`) stay in the title.
/// - A due date is read only from the **end** of what is left after those tokens: the
///   longest run of the last three, two or one words that `DuePhraseParser` accepts
///   (`tomorrow`, `fri 9:30`, `next week`, `2026-12-24 17:30`), and only when some title
///   words remain before it (a task called just `Friday` keeps its title). A date-like
///   word elsewhere (`Plan friday party`) stays in the title. A word that introduces the
///   date (`on`, `at`, `by`, `due`) goes with it: `Call mom on fri` is `Call mom`.
///   Numbers that read as ranges or scores (`pages 10-12`, `won 3-1`) are not dates in
///   quick add (`--due 12-24` still is), nor is a weekday abbreviation that is also a
///   noun after an article (`Prepare for the sun`, `Clean the sat dish`).
/// - A repeat rule is read first, from the **end**: the longest run of words starting with
///   `every` or `after` that `RecurrencePhraseParser` accepts (`every 2 weeks`, `every
///   mon,thu`, `after 3 days`), again only when title words remain before it. The due date
///   is then read from the end of what is left: `Pay rent 12-01 every month`.
/// - A word with a leading backslash is kept as typed, without the backslash and without
///   being read: `Watch \tomorrow`, `Email \#general`, `Buy \+1 cable`.
/// - Every other word stays in the title, in order, joined by single spaces.
/// - When nothing but tokens was typed (`#x +p`), nothing is read: the text is the title,
///   as a task always needs one.
///
/// A caller that already has a value for a field (a form whose Due field is filled) leaves
/// that kind out of `reading`: its words then stay in the title untouched.
///
public struct QuickAddParser: Sendable {
    /// The kinds of token to read.
    public struct Tokens: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let due = Tokens(rawValue: 1 << 0)
        public static let project = Tokens(rawValue: 1 << 1)
        public static let tags = Tokens(rawValue: 1 << 2)
        public static let priority = Tokens(rawValue: 1 << 3)
        public static let recurrence = Tokens(rawValue: 1 << 4)
        public static let all: Tokens = [.due, .project, .tags, .priority, .recurrence]
    }

    /// What the shorthand filled in; `nil` and empty mean "not given".
    public struct Result: Hashable, Sendable {
        /// The title without the tokens.
        public var title: String
        public var due: Due?
        /// The words the due date was read from (`next week`), for previews.
        public var duePhrase: String?
        public var priority: Priority?
        public var project: String?
        /// In the order typed, without duplicates, normalized (lowercase, no `#`).
        public var tags: [String]
        /// The repeat rule read from `every …` / `after …` words.
        public var recurrence: Recurrence?

        public init(title: String, due: Due? = nil, duePhrase: String? = nil, priority: Priority? = nil,
                    project: String? = nil, tags: [String] = []) {
            self.title = title
            self.due = due
            self.duePhrase = duePhrase
            self.priority = priority
            self.project = project
            self.tags = tags
        }

        /// True when the text held no token at all (the title is the text, respaced).
        public var isPlainTitle: Bool {
            due == nil && priority == nil && project == nil && tags.isEmpty && recurrence == nil
        }

        /// What was read, in the shorthand's own notation (`due Tue`, `repeat every week`, `+home`, `#shop`,
        /// `!high`), so the editor and `taskdeck add` show it the same way.
        public func readParts(dueText: (Due) -> String) -> [String] {
            var parts: [String] = []
            if let due { parts.append("due " + dueText(due)) }
            if let recurrence { parts.append("repeat " + recurrence.phrase) }
            if let project { parts.append("+" + project) }
            parts += tags.map { "#" + $0 }
            if let priority { parts.append("!" + priority.rawValue) }
            return parts
        }
    }

    /// The longest due phrase looked for at the end (`2026-12-24 17:30`, `next week 9:00`).
    static let maximumDueWords = 3

    private let duePhraseParser: DuePhraseParser
    private let recurrencePhraseParser: RecurrencePhraseParser

    public init(duePhraseParser: DuePhraseParser) {
        self.duePhraseParser = duePhraseParser
        self.recurrencePhraseParser = RecurrencePhraseParser(duePhraseParser: duePhraseParser)
    }

    /// A parser relative to the clock's today.
    public init(clock: any Clock) {
        self.init(duePhraseParser: DuePhraseParser(clock: clock))
    }

    /// Splits `text` into the title and the fields its tokens fill; only the kinds in
    /// `reading` are read, other words stay in the title.
    public func parse(_ text: String, reading: Tokens = .all) -> Result {
        var result = Result(title: "")
        var titleWords: [String] = []
        /// Positions of words escaped with a backslash: never read as a date either.
        var literal = Set<Int>()
        for word in text.split(whereSeparator: \.isWhitespace).map(String.init) {
            if word.hasPrefix("\\"), word.count > 1 {
                literal.insert(titleWords.count)
                titleWords.append(String(word.dropFirst()))
            } else if reading.contains(.project), result.project == nil, let project = projectToken(word) {
                result.project = project
            } else if reading.contains(.tags), let tag = tagToken(word) {
                if !result.tags.contains(tag) { result.tags.append(tag) }
            } else if reading.contains(.priority), result.priority == nil, let priority = priorityToken(word) {
                result.priority = priority
            } else {
                titleWords.append(word)
            }
        }
        guard !titleWords.isEmpty else {
            return Result(title: text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
        if reading.contains(.recurrence) {
            readRecurrence(&titleWords, literal: literal, timeInside: reading.contains(.due), into: &result)
        }
        if reading.contains(.due), result.due == nil { readDue(&titleWords, literal: literal, into: &result) }
        // A time after the rule (`Standup every weekday 9:30`) is the due date's: read the rule again.
        if reading.contains(.recurrence), result.recurrence == nil, result.due != nil {
            readRecurrence(&titleWords, literal: literal, timeInside: false, into: &result)
        }
        startOnTheRulesDay(&result)
        result.title = titleWords.joined(separator: " ")
        return result
    }

    /// A time alone beside a rule (`Gym every mon,thu 9:30` on a Tuesday) is the time of the
    /// rule's first day from today, as a rule without a due date starts, never a day the rule
    /// excludes. A day typed out (`Gym tue 9:30 every mon,thu`) is kept as typed.
    private func startOnTheRulesDay(_ result: inout Result) {
        guard let rule = result.recurrence, let due = result.due, let phrase = result.duePhrase,
              DuePhraseParser.isTimeAlone(phrase) else { return }
        result.due = Due(day: rule.firstOccurrence(onOrAfter: due.day), hour: due.hour, minute: due.minute ?? 0)
    }

    /// Takes the longest due phrase off the end of `titleWords`, leaving at least one word.
    private func readDue(_ titleWords: inout [String], literal: Set<Int>, into result: inout Result) {
        for count in stride(from: min(QuickAddParser.maximumDueWords, titleWords.count - 1), through: 1, by: -1) {
            // An escaped word ends the search: nothing before it is read either.
            guard !literal.contains(where: { $0 >= titleWords.count - count }) else { continue }
            let phrase = titleWords.suffix(count).joined(separator: " ")
            let before = titleWords.dropLast(count).last
            guard !Self.isOrdinaryWords(phrase, after: before) else { continue }
            if let due = try? duePhraseParser.parse(phrase) {
                result.due = due
                result.duePhrase = phrase
                titleWords.removeLast(count)
                // "on fri", "at 5pm", "by tomorrow": the little word goes with the date.
                if titleWords.count > 1, let last = titleWords.last, !literal.contains(titleWords.count - 1),
                   Self.dateLinkWords.contains(last.lowercased()) {
                    titleWords.removeLast()
                }
                return
            }
        }
    }

    /// Takes the longest `every …` / `after …` phrase off the end of `titleWords`. With
    /// `timeInside`, a time of day among its words (`every weekday 9:30 until fri`) is read
    /// as the due time, so the rule is not lost to the words after the time.
    private func readRecurrence(_ titleWords: inout [String], literal: Set<Int>, timeInside: Bool,
                                into result: inout Result) {
        let lastLiteral = literal.max() ?? -1
        for start in titleWords.indices.dropFirst() where start > lastLiteral {
            guard RecurrencePhraseParser.startsPhrase(titleWords[start]) else { continue }
            let words = Array(titleWords[start...])
            if let rule = try? recurrencePhraseParser.parse(words.joined(separator: " ")) {
                result.recurrence = rule
            } else if timeInside, let (rule, time) = ruleWithTime(words), let due = try? duePhraseParser.parse(time) {
                result.recurrence = rule
                result.due = due
                result.duePhrase = time
            } else {
                continue
            }
            titleWords.removeSubrange(start...)
            return
        }
    }

    /// The rule read from `words` without the first time of day in them (and an `at` before
    /// it), and that time; `nil` when there is none or the rest is no rule either.
    private func ruleWithTime(_ words: [String]) -> (Recurrence, String)? {
        guard let index = words.indices.dropFirst().first(where: { DuePhraseParser.isTimeAlone(words[$0]) }) else {
            return nil
        }
        var rest = words
        rest.remove(at: index)
        if index > 1, rest[index - 1].lowercased() == "at" { rest.remove(at: index - 1) }
        guard let rule = try? recurrencePhraseParser.parse(rest.joined(separator: " ")) else { return nil }
        return (rule, words[index])
    }

    // MARK: - Tokens

    /// Words that introduce a date (`on fri`, `at noon`, `by tomorrow`, `due eom`).
    private static let dateLinkWords: Set<String> = ["on", "at", "by", "due"]

    /// Articles and possessives: after one, `sun`, `sat` and `wed` are nouns.
    private static let determiners: Set<String> = ["the", "a", "an", "my", "your", "our", "their", "his", "her",
                                                   "its", "this", "that"]
    /// Weekday abbreviations that are also words.
    private static let wordlikeDays: Set<String> = ["sun", "sat", "wed"]

    /// True when a phrase that `DuePhraseParser` would accept is, in a title, more likely
    /// ordinary words: a number range or score (`10-12`, `3-1`), or `the sun`.
    static func isOrdinaryWords(_ phrase: String, after previous: String?) -> Bool {
        let parts = phrase.split(separator: "-")
        if parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isNumber) }) {
            return true
        }
        if wordlikeDays.contains(phrase.lowercased()), let previous, determiners.contains(previous.lowercased()) {
            return true
        }
        return false
    }

    private func projectToken(_ word: String) -> String? {
        guard word.hasPrefix("+"), word.count > 1 else { return nil }
        if (try? duePhraseParser.parse(word)) != nil { return nil }  // +3d is a date
        return try? TaskValidation.project(String(word.dropFirst()))
    }

    private func tagToken(_ word: String) -> String? {
        guard word.hasPrefix("#"), word.count > 1 else { return nil }
        return try? TaskValidation.tag(String(word.dropFirst()))
    }

    private func priorityToken(_ word: String) -> Priority? {
        guard word.hasPrefix("!"), word.count > 1 else { return nil }
        return try? Priority(parsing: String(word.dropFirst()))
    }
}
