import Foundation
import TaskDomain

/// A task's annotations in a VTODO: one RFC 5545 `COMMENT` per annotation, its time in the
/// parameter `X-TASKDECK-ENTRY` (a UTC DATE-TIME, to the second):
/// `COMMENT;X-TASKDECK-ENTRY=20261202T093000Z:Called the plumber`.
///
/// Why `COMMENT` with a parameter rather than an `X-` property: COMMENT is the standard
/// property for "non-processing information" on a to-do and may appear any number of times
/// (RFC 5545 §3.8.1.4), so other clients (Thunderbird, tasks.org, todoman) keep it and some
/// show it; an `x-param` (§3.2) is the RFC's way to add the time, and clients ignore
/// parameters they do not know. A COMMENT without the parameter is another client's: taskdeck
/// does not read it as an annotation and never rewrites or removes it (it stays byte for byte).
/// Lines are rewritten only when the annotations change: a line whose annotation is still
/// there stays as it was read; removed ones go; new ones follow the last annotation line.
enum VTodoAnnotations {
    static let property = "COMMENT"
    static let entryParameter = "X-TASKDECK-ENTRY"

    /// The annotations of `todo`, oldest first; a dated COMMENT whose time does not read is left in the file.
    static func read(_ todo: ICalendarComponent) -> [Annotation] {
        todo.properties(named: property).compactMap(annotation)
    }

    private static func annotation(_ line: ContentLine) -> Annotation? {
        guard let stamp = line.parameter(entryParameter),
              let entry = ICalendarDate.instant(ContentLine(name: "DTSTAMP", value: stamp), local: TimeZone(identifier: "UTC")!)
        else { return nil }
        return Annotation(entry: entry, text: ICalendarText.unescape(line.value))
    }

    /// Changes the annotation lines of `todo` to `annotations`, leaving other COMMENTs alone.
    static func write(_ annotations: [Annotation], in todo: inout ICalendarComponent) {
        var wanted = annotations
        var lastKept: Int?
        var items: [ICalendarComponent.Item] = []
        for item in todo.items {
            guard case .property(let line) = item, line.name == property, let read = annotation(line) else {
                items.append(item)
                continue
            }
            guard let index = wanted.firstIndex(of: read) else { continue }
            wanted.remove(at: index)
            items.append(item)
            lastKept = items.count - 1
        }
        todo.items = items
        let lastProperty = todo.items.lastIndex { if case .property = $0 { return true } else { return false } }
        var position = (lastKept ?? lastProperty).map { $0 + 1 } ?? 0
        for annotation in wanted {
            let line = ContentLine(name: property, parameters: [.init(name: entryParameter, values: [ICalendarDate.utc(annotation.entry)])],
                                   value: ICalendarText.escape(annotation.text))
            todo.items.insert(.property(line), at: position)
            position += 1
        }
    }
}
