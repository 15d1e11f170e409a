/// Reads the quick-add shorthand people type into a title:
/// `Call mom tomorrow at 3pm +family #phone !high` is the title `Call mom`, due tomorrow at
/// 15:00, in the project `family`, tagged `phone`, with high priority.
///
/// The rules, word by word (words are separated by whitespace):
/// - `+name` sets the project when `name` is a valid project (`+home.garden`). A word that
///   is a relative date (`+3d`, `+2w`, `+1m`) is not a project. Only the first is read; a
///   second `+word` stays in the title, so nothing typed disappears.
/// - `#name` adds a tag when `name` is a valid tag (`#phone`). A lone `#` stays in the title.
/// - `!level` sets the priority: `!high` `!h` `!medium` `!med` `!m` `!low` `!l` `!none` `!n`
///   (any case). Only the first is read, a second stays in the title. Other words with
///   `!` (`Hurry!`, `!!`) stay in the title.
/// - Taskwarrior's `name:value` words: `due:fri`, `wait:+3d`, `scheduled:mon`, `until:eom`,
///   `project:home`, `tag:phone` (`tags:a,b`), `priority:H` (`QuickAddAttribute`). A value
///   that cannot be read, or a Taskwarrior attribute taskdeck does not have (`depends:`), is a problem the caller
///   reports (`problems`), never title text. Other words with a colon (`Re:`, `10:30`) are
///   not attributes.
/// - A custom field the config file declares (`estimate:3`, `size:M`): its value read by its
///   type and allowed values (`FieldDeclaration.storedValue`); one that does not read is a
///   problem, as `due:someday` is. An undeclared `name:value` stays in the title.
/// - A repeat rule is read from the **end**: the longest run of words starting with
///   `every` or `after` that `RecurrencePhraseParser` reads (`every 2 weeks`, `every
///   mon,thu`, `every weekday 9:30`), when title words remain before it. A time among its
///   words is the due date's time.
/// - The due date is read wherever it stands, by `TitleDateScanner`: `Meeting tomorrow at
///   3pm`, `Lunch with Sam on friday at noon`, `Dinner tomorrow with Sam at 7pm`. Words
///   that only look like a date stay (`the 3 musketeers`, `10-12 people`, `Plan friday
///   party`) and are named in `leftAsText`.
/// - A word with a leading backslash is kept as typed, without the backslash and without
///   being read: `Watch \tomorrow`, `Email \#general`, `Buy \+1 cable`.
/// - Every other word stays in the title, in order, joined by single spaces.
/// - When nothing but tokens was typed (`#x +p`), nothing is read: the text is the title,
///   as a task always needs one.
///
/// A caller that already has a value for a field (a form whose Due field is filled) leaves
/// that kind out of `reading`: its words then stay in the title untouched.
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
        public static let wait = Tokens(rawValue: 1 << 5)
        public static let scheduled = Tokens(rawValue: 1 << 6)
        public static let until = Tokens(rawValue: 1 << 7)
        public static let depends = Tokens(rawValue: 1 << 12)
        /// Declared custom fields (`estimate:3`).
        public static let fields = Tokens(rawValue: 1 << 13)
        public static let all: Tokens = [.due, .project, .tags, .priority, .recurrence, .wait, .scheduled, .until, .depends,
                                         .fields]
    }

    /// What the shorthand filled in; `nil` and empty mean "not given".
    public struct Result: Equatable, Sendable {
        /// The title without the tokens.
        public var title: String
        /// The due date, the words it was read from and what the reading chose.
        public var dueReading: DateReading?
        /// `wait:`, `scheduled:` and `until:` words: read by the same date reader, only as `name:value`.
        public var waitReading: DateReading?
        public var scheduledReading: DateReading?
        public var untilReading: DateReading?
        public var priority: Priority?
        public var project: String?
        /// In the order typed, without duplicates, normalized (lowercase, no `#`).
        public var tags: [String]
        /// The repeat rule read from `every …` / `after …` words.
        public var recurrence: Recurrence?
        /// Phrases that look like dates but stay in the title (`friday` in `Plan friday
        /// party`, the first of two dates), as typed: a preview names them.
        public var leftAsText: [String] = []
        /// `name:value` words that could not be read (`wait:tomorrow`, `due:someday`): the
        /// text cannot be saved as typed until they are fixed or escaped with `\`.
        public var problems: [TaskDomainError] = []
        /// `depends:` words' ID prefixes, as typed (`1a2b`), in order: the caller resolves them
        /// against the stored tasks (`TaskIDResolver`).
        public var dependsTexts: [String] = []
        /// Declared custom fields' values as stored (`estimate` = `3`, a duration as ISO 8601),
        /// by name; a later word for a field wins.
        public var fields: [String: String] = [:]

        public init(title: String, due: Due? = nil, duePhrase: String? = nil, priority: Priority? = nil,
                    project: String? = nil, tags: [String] = []) {
            self.title = title
            self.dueReading = due.map { DateReading(due: $0, words: duePhrase ?? $0.description) }
            self.priority = priority
            self.project = project
            self.tags = tags
        }

        public var due: Due? { dueReading?.due }
        public var wait: Due? { waitReading?.due }
        public var scheduled: Due? { scheduledReading?.due }
        public var until: Due? { untilReading?.due }

        /// The words the due date was read from (`next week`), for previews.
        public var duePhrase: String? { dueReading?.words }

        func with(problems: [TaskDomainError]) -> Result {
            var result = self
            result.problems = problems
            return result
        }

        /// True when the text held no token at all (the title is the text, respaced).
        public var isPlainTitle: Bool {
            dueReading == nil && priority == nil && project == nil && tags.isEmpty && recurrence == nil
                && waitReading == nil && scheduledReading == nil && untilReading == nil && problems.isEmpty
                && dependsTexts.isEmpty && fields.isEmpty
        }

        /// What was read, in the shorthand's own notation (`due Tue`, `repeat every week`, `+home`, `#shop`,
        /// `!high`), so the editor and `taskdeck add` show it the same way.
        public func readParts(dueText: (DateReading) -> String) -> [String] {
            var parts: [String] = []
            if let dueReading { parts.append("due " + dueText(dueReading)) }
            if let waitReading { parts.append("wait " + dueText(waitReading)) }
            if let scheduledReading { parts.append("scheduled " + dueText(scheduledReading)) }
            if let untilReading { parts.append("until " + dueText(untilReading)) }
            if let recurrence { parts.append("repeat " + recurrence.phrase) }
            if let project { parts.append("+" + project) }
            parts += tags.map { "#" + $0 }
            if let priority { parts.append("!" + priority.rawValue) }
            if !dependsTexts.isEmpty { parts.append("waits for " + dependsTexts.joined(separator: ", ")) }
            parts += fields.sorted { $0.key < $1.key }.map { $0.key + " " + $0.value }
            return parts
        }
    }

    private let dates: DateReader
    private let recurrencePhraseParser: RecurrencePhraseParser
    /// The config file's declared custom fields, by lowercased name.
    private let fields: [String: FieldDeclaration]

    /// `fields`: the declared custom fields, whose `name:value` words it reads.
    public init(dates: DateReader, fields: [FieldDeclaration] = []) {
        self.dates = dates
        self.recurrencePhraseParser = RecurrencePhraseParser(dates: dates)
        self.fields = Dictionary(fields.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A parser relative to the clock's now.
    public init(clock: any Clock, fields: [FieldDeclaration] = []) {
        self.init(dates: DateReader(clock: clock), fields: fields)
    }

    /// Splits `text` into the title and the fields its tokens fill; only the kinds in
    /// `reading` are read, other words stay in the title.
    public func parse(_ text: String, reading: Tokens = .all) -> Result {
        read(Self.words(text), reading: reading, context: nil) ?? Result(title: Self.words(text).joined(separator: " "))
    }

    /// Reads only what editing added to a title: the words typed between what stayed of
    /// `old` at its start and at its end (`Call mom` → `Call mom #phone tomorrow` reads
    /// `#phone tomorrow`). The words kept are never read again, so a title saved with a
    /// date-like word (`Review +1 votes on fri`, added with `--literal`) keeps it. When
    /// nothing of `old` stays, the whole text is read as when adding.
    public func parseEdit(from old: String, to new: String, reading: Tokens = .all) -> Result {
        let before = Self.words(old), after = Self.words(new)
        var prefix = 0
        while prefix < min(before.count, after.count), before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(before.count, after.count) - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        guard prefix + suffix > 0 else { return parse(new, reading: reading) }
        let plain = Result(title: after.joined(separator: " "))
        let inserted = Array(after[prefix..<(after.count - suffix)])
        let context = Context(before: prefix > 0 ? after[prefix - 1] : nil, isAtEnd: suffix == 0)
        guard !inserted.isEmpty, var result = read(inserted, reading: reading, context: context) else { return plain }
        let kept = (after[..<prefix] + [result.title] + after[(after.count - suffix)...]).filter { !$0.isEmpty }
        result.title = kept.joined(separator: " ")
        return result
    }

    /// Where inserted words stand in a title that is kept around them.
    private struct Context {
        var before: String?
        var isAtEnd: Bool
    }

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The shorthand of `words`; nil when only tokens were typed and no title is kept around them.
    private func read(_ words: [String], reading: Tokens, context: Context?) -> Result? {
        var result = Result(title: "")
        var titleWords: [String] = []
        /// Positions of words escaped with a backslash: never read as a date either.
        var literal = Set<Int>()
        for word in words {
            if word.hasPrefix("\\"), word.count > 1 {
                literal.insert(titleWords.count)
                titleWords.append(String(word.dropFirst()))
            } else if readAttribute(word, reading: reading, into: &result) {
                continue
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
        let keepsTitle = context != nil
        guard !titleWords.isEmpty || keepsTitle else {
            // Only tokens: the text is the title, but a word that cannot be read is still said.
            guard !result.problems.isEmpty else { return nil }
            return Result(title: words.joined(separator: " ")).with(problems: result.problems)
        }
        var repeating: RepeatReading?
        if reading.contains(.recurrence) {
            repeating = readRecurrence(&titleWords, literal: literal, keepsTitle: keepsTitle, into: &result)
        }
        if reading.contains(.due) {
            let scan = TitleDateScanner(reader: dates).scan(titleWords, literal: literal, mayUseAll: keepsTitle,
                                                            before: context?.before, isAtEnd: context?.isAtEnd ?? true)
            result.leftAsText = scan.leftAsText
            if let found = scan.found {
                if result.dueReading == nil {
                    result.dueReading = found.reading
                    titleWords = titleWords.indices.filter { !found.usedWords.contains($0) }.map { titleWords[$0] }
                } else {
                    // `due:fri` was typed: a date in the words stays in the title, and is named.
                    result.leftAsText.append(found.reading.words)
                }
            }
        }
        if let repeating, reading.contains(.due) {
            // A date and a rule with two times: the date's is kept, as typed.
            result.dueReading = (try? dates.startingDue(result.dueReading, repeating: repeating)) ?? result.dueReading
        }
        result.title = titleWords.joined(separator: " ")
        return result
    }

    /// Takes the longest `every …` / `after …` phrase off the end of `titleWords`; returns
    /// the reading when a rule was read.
    private func readRecurrence(_ titleWords: inout [String], literal: Set<Int>, keepsTitle: Bool,
                                into result: inout Result) -> RepeatReading? {
        let lastLiteral = literal.max() ?? -1
        for start in titleWords.indices where start > lastLiteral && (start > 0 || keepsTitle) {
            guard RecurrencePhraseParser.startsPhrase(titleWords[start]),
                  let reading = try? recurrencePhraseParser.read(titleWords[start...].joined(separator: " "))
            else { continue }
            result.recurrence = reading.rule
            titleWords.removeSubrange(start...)
            return reading
        }
        return nil
    }

    // MARK: - Tokens

    /// Reads a `name:value` word; true when the word was one (read, or kept as a problem).
    private func readAttribute(_ word: String, reading: Tokens, into result: inout Result) -> Bool {
        guard let colon = word.firstIndex(of: ":"), colon != word.startIndex else { return false }
        let name = word[..<colon].lowercased()
        let value = String(word[word.index(after: colon)...])
        guard !value.isEmpty else { return false }
        if QuickAddAttribute.notYetFields.contains(name) {
            result.problems.append(.notAField(name, fields: QuickAddAttribute.knownNames))
            return true
        }
        guard let attribute = QuickAddAttribute.named(name) else {
            guard reading.contains(.fields), let declaration = fields[name] else { return false }
            do throws(TaskDomainError) {
                result.fields[declaration.name] = try declaration.storedValue(value, dates: dates)
            } catch {
                result.problems.append(error)
            }
            return true
        }
        guard reading.contains(attribute.kind) else { return false }
        do throws(TaskDomainError) {
            switch attribute {
            case .date(let field, _):
                var reading = try dates.read(value)
                reading.words = word
                result[keyPath: field] = reading
            case .project: result.project = try TaskValidation.project(value)
            case .tags:
                for tag in TaskValidation.tagWords(in: value) {
                    let normalized = try TaskValidation.tag(tag)
                    if !result.tags.contains(normalized) { result.tags.append(normalized) }
                }
            case .priority: result.priority = try Priority(parsing: value)
            case .depends:
                for text in value.split(separator: ",").map(String.init) where !result.dependsTexts.contains(text) {
                    result.dependsTexts.append(text)
                }
            }
        } catch {
            result.problems.append(error)
        }
        return true
    }

    private func projectToken(_ word: String) -> String? {
        guard word.hasPrefix("+"), word.count > 1 else { return nil }
        if (try? dates.read(word)) != nil { return nil }  // +3d is a date
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
