import Foundation
import TaskDomain

/// The plan's fields in a VTODO: `DTSTART` for scheduled (RFC 5545's start of the to-do, as
/// Thunderbird and tasks.org show it), `X-TASKDECK-WAIT` and `X-TASKDECK-UNTIL` (no standard
/// property), one `X-TASKDECK-INTERVAL:<start>/<end>` per stretch of work (a PERIOD, as
/// FREEBUSY writes them; a running one is `<start>/` without an end), and
/// `STATUS:IN-PROCESS` while one runs. Lines are rewritten only when their field changed, so
/// what other clients wrote stays byte for byte.
enum VTodoPlan {
    static let waitProperty = "X-TASKDECK-WAIT"
    static let untilProperty = "X-TASKDECK-UNTIL"
    static let intervalProperty = "X-TASKDECK-INTERVAL"

    static func scheduled(_ todo: ICalendarComponent, local: TimeZone) -> Due? {
        todo.property(named: "DTSTART").flatMap { ICalendarDate.due($0, local: local) }
    }

    static func wait(_ todo: ICalendarComponent, local: TimeZone) -> Due? {
        todo.property(named: waitProperty).flatMap { ICalendarDate.due($0, local: local) }
    }

    static func until(_ todo: ICalendarComponent, local: TimeZone) -> Due? {
        todo.property(named: untilProperty).flatMap { ICalendarDate.due($0, local: local) }
    }

    /// Every interval line that reads (`start/end` or `start/`); one that does not is left in the file.
    static func intervals(_ todo: ICalendarComponent, local: TimeZone) -> [WorkInterval] {
        todo.properties(named: intervalProperty).compactMap { line in
            let parts = line.value.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            func instant(_ text: Substring) -> Date? {
                ICalendarDate.instant(ContentLine(name: line.name, value: String(text)), local: local)
            }
            guard let first = parts.first, let start = instant(first) else { return nil }
            guard parts.count == 2, !parts[1].isEmpty else { return WorkInterval(start: start) }
            guard let end = instant(parts[1]) else { return nil }
            return WorkInterval(start: start, end: end)
        }
    }

    /// Whether a repeating task's scheduled date moved on with its due date (`shiftStart`
    /// has then moved DTSTART already, keeping its TZID and value type: it is not rewritten).
    static func startMovedWithDue(from old: Task?, to new: Task) -> Bool {
        guard let old, old.recurrence != nil, new.recurrence != nil, let oldDue = old.due, let newDue = new.due,
              let start = old.scheduled else { return false }
        return new.scheduled == start.adding(days: newDue.day.days(from: oldDue.day))
    }

    /// Writes the date `new` under `name` (a DATE, or a floating local time as DUE is), or removes it.
    static func write(_ new: Due?, as name: String, in todo: inout ICalendarComponent) {
        guard let new else {
            todo.remove(name)
            return
        }
        let line = ICalendarDate.dueLine(new)
        todo.set(ContentLine(name: name, parameters: line.parameters, value: line.value))
    }

    /// Replaces the interval lines by those of `intervals`, after the last property.
    static func write(_ intervals: [WorkInterval], in todo: inout ICalendarComponent) {
        todo.remove(intervalProperty)
        let last = todo.items.lastIndex { if case .property = $0 { return true } else { return false } }
        var position = last.map { $0 + 1 } ?? 0
        for interval in intervals {
            let value = ICalendarDate.utc(interval.start) + "/" + (interval.end.map(ICalendarDate.utc) ?? "")
            todo.items.insert(.property(ContentLine(name: intervalProperty, value: value)), at: position)
            position += 1
        }
    }
}
