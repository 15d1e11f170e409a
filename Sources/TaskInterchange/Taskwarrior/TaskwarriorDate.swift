import Foundation
import TaskDomain

/// Taskwarrior's timestamps: a UTC instant written `YYYYMMDDTHHMMSSZ`, read and written by
/// hand (no formatter, no locale).
enum TaskwarriorDate {
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 16, bytes[8] == UInt8(ascii: "T"), bytes[15] == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(4..<6), let dayValue = number(6..<8),
              let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15),
              hour < 24, minute < 60, second < 61,
              let day = CalendarDay(year: year, month: month, day: dayValue) else { return nil }
        let seconds = day.dayNumber * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    static func format(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let inDay = seconds - days * 86_400
        let day = CalendarDay(dayNumber: days)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return day.description.replacingOccurrences(of: "-", with: "")
            + "T" + two(inDay / 3600) + two(inDay / 60 % 60) + two(inDay % 60) + "Z"
    }
}
