import Foundation
import TaskDomain

/// DATE and DATE-TIME values (RFC 5545 §3.3.4–5): `20260311`, `20260311T090000` (floating:
/// a wall-clock time wherever you are), `20260311T090000Z` (UTC) and `TZID=Zone:` forms.
/// Arithmetic is done on seconds with the zone's offset, which is cheap enough for 10,000
/// files and needs no `Calendar`.
enum ICalendarDate {
    /// The parts of a date or date-time value.
    struct Parts: Equatable {
        var day: CalendarDay
        /// nil for a DATE value.
        var time: (hour: Int, minute: Int, second: Int)?
        var isUTC: Bool

        static func == (lhs: Parts, rhs: Parts) -> Bool {
            lhs.day == rhs.day && lhs.isUTC == rhs.isUTC && lhs.time?.hour == rhs.time?.hour
                && lhs.time?.minute == rhs.time?.minute && lhs.time?.second == rhs.time?.second
        }
    }

    /// Parses `YYYYMMDD` or `YYYYMMDDTHHMMSS` with an optional `Z`; nil for anything else.
    static func parts(_ value: String) -> Parts? {
        let bytes = Array(value.utf8)
        func number(_ range: Range<Int>) -> Int? {
            var result = 0
            for index in range {
                guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { return nil }
                result = result * 10 + Int(bytes[index] - 0x30)
            }
            return result
        }
        guard let year = number(0..<4), let month = number(4..<6), let dayValue = number(6..<8),
              let day = CalendarDay(year: year, month: month, day: dayValue) else { return nil }
        if bytes.count == 8 { return Parts(day: day, time: nil, isUTC: false) }
        guard bytes.count == 15 || (bytes.count == 16 && bytes[15] == UInt8(ascii: "Z")), bytes[8] == UInt8(ascii: "T"),
              let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15),
              hour < 24, minute < 60, second <= 60 else { return nil }
        return Parts(day: day, time: (hour, minute, second), isUTC: bytes.count == 16)
    }

    /// The zone a `TZID` names, when this system knows it (Olson names, also with the
    /// `/mozilla.org/…/` style prefix); nil for a custom name only its VTIMEZONE explains.
    static func zone(_ line: ContentLine) -> TimeZone? {
        guard var name = line.parameter("TZID") else { return nil }
        if let known = TimeZone(identifier: name) { return known }
        // "/mozilla.org/20050126_1/Europe/Berlin" and similar: try the last two parts.
        while let slash = name.firstIndex(of: "/") {
            name = String(name[name.index(after: slash)...])
            if name.split(separator: "/").count <= 3, let known = TimeZone(identifier: name) { return known }
        }
        return nil
    }

    /// The instant a DATE-TIME line names: UTC, in its TZID's zone, or (floating, or a zone
    /// unknown here) in `local`. A DATE is its midnight in `local`.
    static func instant(_ line: ContentLine, local: TimeZone) -> Date? {
        guard let parts = parts(line.value) else { return nil }
        let time = parts.time ?? (0, 0, 0)
        let wall = Double(parts.day.dayNumber * 86_400 + time.hour * 3600 + time.minute * 60 + time.second)
        if parts.isUTC { return Date(timeIntervalSince1970: wall) }
        return instant(wallClock: wall, in: zone(line) ?? local)
    }

    /// The instant at which `zone`'s clocks show `wall` seconds since 1970-01-01 00:00.
    static func instant(wallClock wall: Double, in zone: TimeZone) -> Date {
        let first = Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall)))
        let guess = Date(timeIntervalSince1970: wall - first)
        let second = Double(zone.secondsFromGMT(for: guess))
        return second == first ? guess : Date(timeIntervalSince1970: wall - second)
    }

    /// When a task is due: a DATE is a day; a floating DATE-TIME its wall-clock time; a UTC
    /// or TZID DATE-TIME converted to the wall clock of `local`.
    static func due(_ line: ContentLine, local: TimeZone) -> Due? {
        guard let parts = parts(line.value) else { return nil }
        guard let time = parts.time, line.parameter("VALUE")?.uppercased() != "DATE" else { return Due(day: parts.day) }
        if !parts.isUTC, zone(line) == nil {
            return Due(day: parts.day, hour: time.hour, minute: time.minute)
        }
        guard let moment = instant(line, local: local) else { return nil }
        let wall = moment.timeIntervalSince1970 + Double(local.secondsFromGMT(for: moment))
        let seconds = Int(wall.rounded(.down))
        let dayNumber = Int((Double(seconds) / 86_400).rounded(.down))
        let secondOfDay = seconds - dayNumber * 86_400
        return Due(day: CalendarDay(dayNumber: dayNumber), hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60)
    }

    // MARK: - Writing

    /// `YYYYMMDDTHHMMSSZ` for an instant (seconds; the fraction dropped).
    static func utc(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let dayNumber = Int((Double(seconds) / 86_400).rounded(.down))
        let secondOfDay = seconds - dayNumber * 86_400
        return basic(CalendarDay(dayNumber: dayNumber)) + "T" + two(secondOfDay / 3600) + two(secondOfDay % 3600 / 60)
            + two(secondOfDay % 60) + "Z"
    }

    /// A `DUE` line: `VALUE=DATE` for a day, a floating local time for a time.
    static func dueLine(_ due: Due) -> ContentLine {
        guard let hour = due.hour, let minute = due.minute else {
            return ContentLine(name: "DUE", parameters: [.init(name: "VALUE", values: ["DATE"])], value: basic(due.day))
        }
        return ContentLine(name: "DUE", value: basic(due.day) + "T" + two(hour) + two(minute) + "00")
    }

    /// `YYYYMMDD`.
    static func basic(_ day: CalendarDay) -> String {
        day.description.replacingOccurrences(of: "-", with: "")
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
