/// The command lines run in this session and where `↑` / `↓` are among them, as a shell's
/// history: a blank line or a repeat of the last one is not kept, `↓` past the newest
/// gives back an empty line.
struct CommandLineHistory: Equatable {
    private(set) var lines: [String] = []
    /// `lines.count`: the line being typed.
    private var index = 0

    /// Keeps a line that was run, and starts the next walk from the newest.
    mutating func record(_ line: String) {
        if !line.allSatisfy(\.isWhitespace), lines.last != line { lines.append(line) }
        index = lines.count
    }

    /// A new line is being typed: the next `↑` gives the newest.
    mutating func startLine() {
        index = lines.count
    }

    /// The line before the one shown (nil at the oldest: nothing changes).
    mutating func older() -> String? {
        guard index > 0 else { return nil }
        index -= 1
        return lines[index]
    }

    /// The line after the one shown, empty past the newest (nil there: nothing changes).
    mutating func newer() -> String? {
        guard index < lines.count else { return nil }
        index += 1
        return index < lines.count ? lines[index] : ""
    }
}
