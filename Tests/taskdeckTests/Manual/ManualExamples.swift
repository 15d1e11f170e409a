@testable import taskdeck

/// The `taskdeck …` command lines in a manual's code blocks, split into arguments as a
/// shell would (quotes, a `#` comment, `VAR=value` before it, the right side of a pipe).
enum ManualExamples {
    struct CommandLine: Equatable {
        var text: String
        /// The arguments after `taskdeck`.
        var arguments: [String]
    }

    static func commandLines(in document: ManualDocument) -> [CommandLine] {
        var found: [CommandLine] = []
        for case .code(let lines, _) in document.blocks {
            for line in lines {
                var text = line.hasPrefix("$ ") ? String(line.dropFirst(2)) : line
                // `task export | taskdeck import -`: the command after the pipe.
                if let pipe = text.range(of: "| taskdeck ") { text = "taskdeck " + text[pipe.upperBound...] }
                // A screen of the app (its header reads `taskdeck · tasks.json`) is no command line.
                guard !text.drop(while: { $0 == " " }).hasPrefix("taskdeck · "), var words = shellWords(text) else { continue }
                while let first = words.first, first.contains("="), !first.hasPrefix("-") { words.removeFirst() }
                guard words.first == "taskdeck" else { continue }
                words.removeFirst()
                // A synopsis (`add TITLE [--due WHEN]`) is no command line.
                guard !words.contains(where: { $0.hasPrefix("[") || $0 == "..." || $0.hasSuffix("...") }) else { continue }
                if let pipe = words.firstIndex(where: { $0 == "|" || $0 == ">" || $0 == "&&" || $0 == "<" }) {
                    words = Array(words[..<pipe])
                }
                found.append(CommandLine(text: line, arguments: words))
            }
        }
        return found
    }

    /// `a "b c" 'd' # e` -> ["a", "b c", "d"]; nil for an unclosed quote.
    static func shellWords(_ text: String) -> [String]? {
        var words: [String] = []
        var word: String?
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { word = (word ?? "") + String(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                word = word ?? ""
            } else if character == " " {
                if let done = word { words.append(done) }
                word = nil
            } else if character == "#", word == nil {
                break
            } else {
                word = (word ?? "") + String(character)
            }
        }
        guard quote == nil else { return nil }
        if let done = word { words.append(done) }
        return words
    }
}
