/// Finds the due date in the words of a title, for quick add: every date phrase wherever
/// it stands, one reading made of them, and the words that only look like a date.
///
/// The rules:
/// - Phrases are found left to right, each the longest run of words `DateGrammar` reads
///   (`tomorrow at 3pm`, `on friday at noon`, `by Jan 31`). A linking word (`on`, `at`,
///   `by`, `due`) belongs to the phrase after it and goes with it; alone it stays.
/// - How sure a phrase must be depends on its words (`DatePhrase.Strength`): `tomorrow`,
///   `in 2 hours`, `dec 20`, `3pm` and a day with a time are read anywhere; a weekday,
///   `the 15th`, `9:30` or `noon` only at the end of the title or after a linking word, and
///   not after `the`, `my`, `for`, `last`, … (`Prepare for the sun`); `12-24` and `tom`
///   only after a linking word (`pages 10-12`, `Call Tom`). A phrase that ends a span is
///   never the due date (`from monday to friday`, `dec 20 to dec 24`, `until 5pm`), nor
///   one after an article or a possessive (`the 8pm show`).
///   Numbers alone are never dates (`the 3 musketeers`).
/// - The reading is the last phrase that names a day; a time alone elsewhere in the title
///   joins a day without one (`Dinner tomorrow with Sam at 7pm`). Other phrases stay in the
///   title and are named (`leftAsText`), so a preview can show the doubt.
/// - Words escaped with a backslash are never part of a phrase. At least one word of the
///   title stays: a task called `Friday` keeps its name.
struct TitleDateScanner {
    let reader: DateReader

    /// The reading, the positions of the words it used, and the phrases left as text.
    struct Found: Equatable {
        var reading: DateReading
        var usedWords: Set<Int>
    }

    struct Result {
        var found: Found?
        /// Phrases that look like dates but stay in the title, as typed.
        var leftAsText: [String] = []
    }

    private struct Candidate {
        var range: Range<Int>
        var phrase: DatePhrase
        var isRead: Bool
    }

    /// Reads `words` (the title without its other tokens); `literal` are escaped positions.
    /// When the words stand inside a title that is kept (editing): `mayUseAll` lets every
    /// word go, `before` is the kept word before them and `isAtEnd` whether they end the title.
    func scan(_ words: [String], literal: Set<Int>, mayUseAll: Bool = false, before: String? = nil,
              isAtEnd: Bool = true) -> Result {
        let normalized = words.map(DateGrammar.normalized)
        let place = Place(before: before.map(DateGrammar.normalized), isAtEnd: isAtEnd)
        let candidates = self.candidates(normalized, literal: literal, place: place)
        let read = candidates.filter(\.isRead)
        var chosen: [Candidate] = []
        if let day = read.last(where: \.phrase.namesDay) {
            chosen.append(day)
            if case .day(let named) = day.phrase.content, named.minuteOfDay == nil,
               let time = read.last(where: { !$0.phrase.namesDay }) {
                chosen.insert(time, at: time.range.lowerBound < day.range.lowerBound ? 0 : 1)
            }
        } else if let time = read.last {
            chosen.append(time)
        }
        let used = Set(chosen.flatMap(\.range))
        // A title made only of a date phrase keeps it.
        if !mayUseAll, used.count == words.count { chosen = [] }
        // Named as text: what looks like a date, once (a phrase and its own tail are one), but
        // quietly what only a linking word makes a date (`Call Tom`, `pages 10-12`).
        var shown: [Range<Int>] = []
        for candidate in candidates where candidate.isRead || candidate.phrase.strength != .afterLink {
            let range = candidate.range
            guard !chosen.contains(where: { $0.range.overlaps(range) }), !shown.contains(where: { $0.overlaps(range) })
            else { continue }
            shown.append(range)
        }
        var result = Result(leftAsText: shown.map { words[$0].joined(separator: " ") })
        guard !chosen.isEmpty else { return result }
        let phrase = joined(chosen)
        let typed = chosen.map { words[$0.range].joined(separator: " ") }.joined(separator: " … ")
        result.found = Found(reading: reader.resolve(phrase, words: typed), usedWords: used)
        return result
    }

    /// A day phrase and a time phrase as one.
    private func joined(_ chosen: [Candidate]) -> DatePhrase {
        guard chosen.count == 2, let day = chosen.compactMap(\.phrase.day).first,
              let time = chosen.compactMap(\.phrase.time).first else { return chosen[0].phrase }
        return DatePhrase(content: .dayAndTime(day, time))
    }

    /// Every phrase, left to right, each the longest from where it starts.
    /// What stands around the words scanned.
    private struct Place {
        var before: String?
        var isAtEnd: Bool
    }

    private func candidates(_ words: [String], literal: Set<Int>, place: Place) -> [Candidate] {
        var found: [Candidate] = []
        var start = 0
        while start < words.count {
            guard let match = longest(words, from: start, literal: literal) else {
                start += 1
                continue
            }
            let read = isRead(match.phrase, match.range, words, place: place)
            found.append(Candidate(range: match.range, phrase: match.phrase, isRead: read))
            // A phrase not read may hold one that is: `Tom at 3pm` is not a date, `at 3pm` is.
            start = read ? match.range.upperBound : start + 1
        }
        return found
    }

    private func longest(_ words: [String], from start: Int, literal: Set<Int>) -> (range: Range<Int>, phrase: DatePhrase)? {
        guard !literal.contains(start), DateWords.mayBeInPhrase(words[start]) else { return nil }
        var end = start
        while end < words.count, end - start < DateGrammar.longestPhrase, !literal.contains(end),
              DateWords.mayBeInPhrase(words[end]) { end += 1 }
        for upper in stride(from: end, to: start, by: -1) {
            if let phrase = reader.grammar.phrase(words[start..<upper]) { return (start..<upper, phrase) }
        }
        return nil
    }

    /// Whether a phrase found at `range` is read as the date, by its strength and its place.
    private func isRead(_ phrase: DatePhrase, _ range: Range<Int>, _ words: [String], place: Place) -> Bool {
        let wordBefore = range.lowerBound > 0 ? words[range.lowerBound - 1] : place.before
        let wordAfter = range.upperBound < words.count ? words[range.upperBound] : nil
        if wordBefore.map(DateWords.spanBefore.contains) == true || wordAfter.map(DateWords.spanAfter.contains) == true
            || wordBefore.map({ DateWords.determiners.contains($0) || DateWords.notTheDueAfter.contains($0) }) == true {
            return false
        }
        if phrase.links > 0 { return true }
        switch phrase.strength {
        case .anywhere: return true
        case .afterLink: return false
        case .atEnd:
            return range.upperBound == words.count && place.isAtEnd
                && !(wordBefore.map(DateWords.notADateAfter.contains) ?? false)
        }
    }
}
