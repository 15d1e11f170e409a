/// Why an iCalendar file could not be read, naming the line (1-based, the physical line a
/// folded content line starts on) so a person can find it in an editor.
public enum ICalendarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A content line is malformed (no `:`, a bad name, an unclosed quote, not UTF-8).
    case malformedLine(line: Int, detail: String)
    /// `BEGIN`/`END` do not pair up.
    case unbalanced(line: Int, detail: String)
    /// The file holds no `VCALENDAR`.
    case notACalendar(detail: String)

    public var description: String {
        switch self {
        case .malformedLine(let line, let detail): return "line \(line): \(detail)"
        case .unbalanced(let line, let detail): return "line \(line): \(detail)"
        case .notACalendar(let detail): return "not an iCalendar file: \(detail)"
        }
    }

    /// The line the error is on, when there is one.
    public var line: Int? {
        switch self {
        case .malformedLine(let line, _), .unbalanced(let line, _): return line
        case .notACalendar: return nil
        }
    }
}
