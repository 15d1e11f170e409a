import Foundation
import TaskDomain

/// Whole iCalendar files <-> tasks: what `export --format ics` / `import` need. One
/// `VCALENDAR` holds any number of VTODOs; events and other components are skipped on read.
public enum ICalendarCodec {
    /// `PRODID` of files taskdeck writes.
    public static let productID = "-//taskdeck//taskdeck//EN"

    /// Every VTODO of a calendar file as a task (recurrence overrides, which carry a
    /// `RECURRENCE-ID`, are not tasks of their own and are skipped). Throws naming the line.
    public static func decode(_ data: Data, mapping: VTodoMapping = VTodoMapping(),
                              fallbackDate: Date = Date()) throws(ICalendarError) -> [ICalendarTodo] {
        try decodeEach(data, mapping: mapping, fallbackDate: fallbackDate).map { result throws(ICalendarError) in
            try result.get()
        }
    }

    /// Every VTODO as a task or as the reason it is none, so an import can name every bad
    /// one at once. Throws only when the file as a whole cannot be read (a malformed line).
    public static func decodeEach(_ data: Data, mapping: VTodoMapping = VTodoMapping(),
                                  fallbackDate: Date = Date()) throws(ICalendarError) -> [Result<ICalendarTodo, ICalendarError>] {
        let document = try ICalendarDocument.parse(Array(data))
        var todos: [Result<ICalendarTodo, ICalendarError>] = []
        for item in document.items {
            guard case .component(let calendar) = item, calendar.name == "VCALENDAR" else { continue }
            for todo in calendar.components(named: "VTODO") where todo.property(named: "RECURRENCE-ID") == nil {
                do throws(ICalendarError) {
                    todos.append(.success(try mapping.read(todo, inheritedProject: nil, fallbackDate: fallbackDate)))
                } catch {
                    todos.append(.failure(error))
                }
            }
        }
        return todos
    }

    /// One calendar (CRLF, folded) with a VTODO per task; each UID is the task's ID.
    public static func encode(_ tasks: [Task], mapping: VTodoMapping = VTodoMapping()) -> Data {
        Data(calendar(tasks.map { mapping.component(for: $0, uid: TaskUID.uid(for: $0.id)) }).bytes)
    }

    /// A VCALENDAR with VERSION and PRODID around `components`.
    public static func calendar(_ components: [ICalendarComponent]) -> ICalendarComponent {
        var calendar = ICalendarComponent(name: "VCALENDAR")
        calendar.set(ContentLine(name: "VERSION", value: "2.0"))
        calendar.set(ContentLine(name: "PRODID", value: productID))
        calendar.items += components.map { .component($0) }
        return calendar
    }
}
