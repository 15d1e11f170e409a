import TaskDomain

/// How a repeat rule taskdeck follows is written over what another client wrote.
///
/// Completing an occurrence changes the rule only by a lower COUNT (and, in the domain, by
/// the day it remembers); the RRULE then keeps its text, with only COUNT rewritten, so
/// taskdeck never adds a BYMONTHDAY another client did not write. An edited rule is written
/// whole, but an UNTIL that did not change keeps its text (a DATE-TIME stays a DATE-TIME).
/// DTSTART, which other clients anchor the series on, moves with DUE.
extension VTodoMapping {
    /// The RRULE value for `new` in a VTODO whose RRULE was `original` (read as `old`).
    static func ruleText(_ new: Recurrence, old: Recurrence?, original: String?) -> String {
        guard let old, let original else { return new.ruleText }
        let parts = original.split(separator: ";").map(String.init)
        func isPart(_ part: String, _ name: String) -> Bool { part.uppercased().hasPrefix(name + "=") }
        if advanced(old, to: new) {
            guard case .count(let left) = new.end else { return original }
            return parts.map { isPart($0, "COUNT") ? "COUNT=\(left)" : $0 }.joined(separator: ";")
        }
        guard case .until = new.end, new.end == old.end, let until = parts.first(where: { isPart($0, "UNTIL") }) else {
            return new.ruleText
        }
        return new.ruleText.split(separator: ";").map { isPart(String($0), "UNTIL") ? until : String($0) }
            .joined(separator: ";")
    }

    /// Whether `new` is `old` after completing occurrences: the same rule but for a lower
    /// count and the day (and month) the domain pins where `old` named none.
    private static func advanced(_ old: Recurrence, to new: Recurrence) -> Bool {
        var unpinned = new
        if old.monthDay == nil { unpinned.monthDay = nil }
        if old.month == nil { unpinned.month = nil }
        if case .count = old.end, case .count = new.end { unpinned.end = old.end }
        return unpinned == old
    }

    /// Moves DTSTART by as many days as DUE moved from `old` to `new` (the occurrence a
    /// repeat moved on from), keeping its value type, TZID and time of day.
    static func shiftStart(in todo: inout ICalendarComponent, from old: Due?, to new: Due?) {
        guard let old, let new, let start = todo.property(named: "DTSTART") else { return }
        let days = new.day.days(from: old.day)
        let value = start.value
        let digits = value.prefix(8)
        guard days != 0, digits.count == 8, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
              let year = Int(digits.prefix(4)), let month = Int(digits.dropFirst(4).prefix(2)),
              let day = Int(digits.suffix(2)), let moved = CalendarDay(year: year, month: month, day: day)?.checkedAdding(days: days)
        else { return }
        let date = moved.description.replacingOccurrences(of: "-", with: "")
        todo.set(ContentLine(name: start.name, parameters: start.parameters, value: date + value.dropFirst(8)))
    }
}
