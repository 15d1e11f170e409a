import TaskDomain

/// The words of a todo.txt line that mean something besides text, and the escape that
/// keeps a title word that looks like one (`Review +1 votes`) as text.
///
/// todo.txt has no escape of its own, so taskdeck uses quick add's: a leading backslash.
/// Export writes `\+1` for a title word `+1`; import reads `\+1` as the text `+1`. A word
/// that already starts with backslashes before such a word gets one more, so every title
/// survives the round trip.
enum TodoTxtWords {
    /// The `key:value` keys taskdeck reads (`t:` is the threshold date, as topydo reads it:
    /// the task's wait; `id:` and `p:` topydo's dependencies); other `key:value` words
    /// (`h:`) are kept as they are written, out of the title.
    static let keys = ["due:", "t:", "uid:", "pri:", "rec:"]

    /// `+project` with a valid project name.
    static func project(_ word: Substring) -> String? {
        guard word.utf8.first == UInt8(ascii: "+"), word.utf8.count > 1 else { return nil }
        return try? TaskValidation.project(String(word.dropFirst()))
    }

    /// `@context` with a valid tag name.
    static func context(_ word: Substring) -> String? {
        guard word.utf8.first == UInt8(ascii: "@"), word.utf8.count > 1 else { return nil }
        return try? TaskValidation.tag(String(word.dropFirst()))
    }

    /// The key and value of a `key:value` word (`due:2026-03-12` -> ("due:", "2026-03-12")).
    ///
    /// As the todo.txt spec has it, key and value are one word each without a colon, and a
    /// key with no value (`due:`) is text; the key must start with a lowercase letter and
    /// hold only letters, digits, `-` and `_`, so `10:30`, `Re:that` and URLs stay text.
    /// The keys taskdeck reads take any value (`uid:` another client's UID with colons).
    static func keyValue(_ word: Substring) -> (key: String, value: Substring)? {
        // Every key ends at the word's first colon (taskdeck's own keys have no other).
        guard let colon = word.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let key = word[..<colon], value = word[word.index(after: colon)...]
        if let known = keys.first(where: { $0.utf8.count == key.utf8.count + 1 && $0.utf8.starts(with: key.utf8) }) {
            return value.isEmpty ? nil : (known, value)
        }
        guard let first = key.first, first.isASCII, first.isLowercase, !value.isEmpty, !value.contains(":"),
              !value.hasPrefix("/"),
              key.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-" || $0 == "_") }) else { return nil }
        return (String(key) + ":", value)
    }

    /// Whether import would take `word` as a project, context or key rather than text.
    static func isToken(_ word: Substring) -> Bool {
        project(word) != nil || context(word) != nil || keyValue(word) != nil
    }

    /// A title word as written to a line.
    static func escaped(_ word: Substring) -> String {
        isToken(word.drop { $0 == "\\" }) ? "\\" + word : String(word)
    }

    /// A line's word as title text, or nil when it is no escaped word.
    static func unescaped(_ word: Substring) -> String? {
        guard word.hasPrefix("\\"), isToken(word.drop { $0 == "\\" }) else { return nil }
        return String(word.dropFirst())
    }

    /// `(A)` ... `(Z)` -> the letter.
    static func priorityLetter(_ word: Substring) -> Character? {
        guard word.utf8.count == 3, word.first == "(", word.last == ")" else { return nil }
        let letter = word[word.index(after: word.startIndex)]
        return ("A"..."Z").contains(letter) ? letter : nil
    }

    /// A-C are high, medium and low; D-Z read as low (the letter is kept with the line).
    static func priority(letter: Character) -> Priority {
        switch letter {
        case "A": .high
        case "B": .medium
        default: .low
        }
    }

    static func letter(of priority: Priority) -> Character? {
        switch priority {
        case .none: nil
        case .low: "C"
        case .medium: "B"
        case .high: "A"
        }
    }
}
