import TaskDomain
import TaskWording

/// Why an iCalendar file could not be read, naming the line (1-based, the physical line a
/// folded content line starts on) so a person can find it in an editor.
public enum ICalendarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A content line is malformed (no `:`, a bad name, an unclosed quote, not UTF-8).
    case malformedLine(line: Int, detail: String)
    /// `BEGIN`/`END` do not pair up.
    case unbalanced(line: Int, detail: String)
    /// The file holds no `VCALENDAR`.
    case notACalendar(detail: String)
    /// The `VTODO` starting on `line` reads, but is no task the domain accepts (no title).
    case invalidTask(line: Int, uid: String, TaskDomainError)

    public var description: String {
        switch self {
        case .malformedLine(let line, _), .unbalanced(let line, _), .invalidTask(let line, _, _): "line \(line): \(detail)"
        case .notACalendar: "not an iCalendar file: \(detail)"
        }
    }

    /// What is wrong, without the line (a vdir's warning names the line its own way).
    public var detail: String {
        switch self {
        case .malformedLine(_, let detail), .unbalanced(_, let detail), .notACalendar(let detail): detail
        case .invalidTask(_, let uid, let error): "VTODO \(uid): \(DomainErrorText.sentence(error))"
        }
    }

    /// The line the error is on, when there is one.
    public var line: Int? {
        switch self {
        case .malformedLine(let line, _), .unbalanced(let line, _), .invalidTask(let line, _, _): return line
        case .notACalendar: return nil
        }
    }
}
