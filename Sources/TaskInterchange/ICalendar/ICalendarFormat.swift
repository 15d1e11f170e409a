import Foundation
import TaskDomain
import TaskICalendar

/// iCalendar (RFC 5545): one `VCALENDAR` with a `VTODO` per task, as CalDAV clients,
/// todoman and the vdir store read and write them (the mapping is `VTodoMapping`'s).
/// Events and other components are skipped. A UID that is not a UUID matches by its
/// name-based ID (`TaskUID`), so re-importing a foreign calendar changes nothing.
public struct ICalendarFormat: InterchangeFormat {
    public init() {}

    public var name: String { "ics" }
    public var fileExtensions: [String] { ["ics", "ical", "ifb"] }

    /// Text that starts with `BEGIN:VCALENDAR` (any case, after blank lines).
    public func detect(_ text: InterchangeText) -> Bool {
        text.string.drop { $0.isWhitespace }.prefix(15).uppercased() == "BEGIN:VCALENDAR"
    }

    public func decode(_ text: InterchangeText, context: InterchangeContext) throws -> ImportDocument {
        guard !text.isBlank else { return ImportDocument() }
        let todos: [Result<ICalendarTodo, ICalendarError>]
        do {
            todos = try ICalendarCodec.decodeEach(Data(text.string.utf8), mapping: mapping(context), fallbackDate: context.now)
        } catch {
            throw InterchangeError.malformed(source: context.source, location: error.line.map { "line \($0)" } ?? "file",
                                             reason: Self.reason(error))
        }
        var document = ImportDocument()
        for (index, result) in todos.enumerated() {
            switch result {
            case .success(let todo):
                document.tasks.append(ImportedTask(task: todo.task, origin: "task \(index + 1) (UID \(todo.uid))"))
            case .failure(let error):
                document.reject(BadRecord(location: "task \(index + 1)" + (error.line.map { " (line \($0))" } ?? ""),
                                          reason: Self.reason(error)))
            }
        }
        return document
    }

    public func encode(_ tasks: [Task], context: InterchangeContext) throws -> ExportDocument {
        ExportDocument(text: String(decoding: ICalendarCodec.encode(tasks, mapping: mapping(context)), as: UTF8.self))
    }

    private func mapping(_ context: InterchangeContext) -> VTodoMapping {
        VTodoMapping(timeZone: context.calendar.timeZone)
    }

    /// The error without its "line N: " prefix (the location says it).
    private static func reason(_ error: ICalendarError) -> String {
        switch error {
        case .malformedLine, .unbalanced, .invalidTask: error.detail
        case .notACalendar: error.description
        }
    }
}
