import Foundation
import TaskDomain

/// `TASKDECK_NOW`: the instant the process's clock starts at, for tests (and anyone who wants
/// to see what a list will say on another day). Programs a test starts cannot be given a
/// fake time any other way here (`faketime` hangs Foundation's child-process waits), and a
/// test that hands the binary "tomorrow" must not depend on the day it runs.
///
/// The clock still runs: `now` is the given instant plus the time since launch, so an open
/// app's timers, wake-ups and "5 minutes ago" behave as they would on that day.
enum ClockOverride {
    static let variable = "TASKDECK_NOW"

    /// The machine's clock, or one shifted to start at `$TASKDECK_NOW`.
    static func clock(environment: [String: String]) throws(CLIError) -> any Clock {
        guard let text = environment[variable], !text.isEmpty else { return SystemClock() }
        guard let start = instant(text, calendar: Calendar.current) else {
            throw .usage("\(variable) is '\(text)', not a date and time; write it as 2026-12-01T09:30 "
                         + "(local time), 2026-12-01T09:30:15, or with a zone: 2026-12-01T14:30Z, 2026-12-01T09:30-05:00")
        }
        return ShiftedClock(start: start, launchedAt: Date(), calendar: Calendar.current)
    }

    /// `YYYY-MM-DDTHH:MM[:SS[.fff]]` in `calendar`'s zone, or followed by `Z` or `±HH:MM`.
    static func instant(_ text: String, calendar: Calendar) -> Date? {
        let pattern = /(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?/
        guard let match = text.wholeMatch(of: pattern),
              let year = Int(match.1), let month = Int(match.2), let day = Int(match.3),
              let hour = Int(match.4), let minute = Int(match.5) else { return nil }
        let second = match.6.flatMap { Int($0) } ?? 0
        guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60 else { return nil }
        var zoned = calendar
        if let zone = match.8 {
            guard let offset = offsetSeconds(String(zone)), let timeZone = TimeZone(secondsFromGMT: offset) else { return nil }
            zoned.timeZone = timeZone
        }
        let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let date = zoned.date(from: parts),
              zoned.dateComponents([.year, .month, .day], from: date) == DateComponents(year: year, month: month, day: day)
        else { return nil }  // 2026-02-30 is not a day
        let fraction = match.7.flatMap { Double("0." + $0) } ?? 0
        return date.addingTimeInterval(fraction)
    }

    private static func offsetSeconds(_ zone: String) -> Int? {
        if zone == "Z" { return 0 }
        let digits = zone.dropFirst().filter(\.isNumber)
        guard digits.count == 4, let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)),
              hours < 24, minutes < 60 else { return nil }
        return (zone.hasPrefix("-") ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
}

/// The machine's clock moved to start at another instant: it advances with real time.
struct ShiftedClock: Clock {
    let start: Date
    let launchedAt: Date
    let calendar: Calendar

    var now: Date { start.addingTimeInterval(Date().timeIntervalSince(launchedAt)) }
}
