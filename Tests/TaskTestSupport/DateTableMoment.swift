import Foundation
import TaskDomain

/// The instants the date tables are read at: an ordinary morning, the evening of the issue
/// (a time that has passed today), a leap day, the last half hour of a year, and the days
/// the clocks change in New York and in Lisbon. Weeks start on Monday.
public enum DateTableMoment: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Wednesday 2026-03-11 10:00 UTC (`Fixtures.clock`).
    case wed
    /// Tuesday 2026-12-01 20:22 in New York.
    case eve
    /// Tuesday 2028-02-29 12:00 UTC.
    case leap
    /// Thursday 2026-12-31 23:30 UTC.
    case yearEnd
    /// Sunday 2026-03-08 00:30 in New York: at 02:00 the clocks go forward to 03:00.
    case usSpring
    /// Saturday 2026-03-07 22:00 in New York, the evening before.
    case usSpringEve
    /// Sunday 2026-11-01 00:30 in New York: at 02:00 the clocks go back to 01:00.
    case usFall
    /// Sunday 2026-03-29 00:30 in Lisbon: at 01:00 the clocks go forward to 02:00.
    case euSpring
    /// Sunday 2026-10-25 00:30 in Lisbon: at 02:00 the clocks go back to 01:00.
    case euFall

    public var clock: FixedClock {
        switch self {
        case .wed: FixedClock(year: 2026, month: 3, day: 11, hour: 10)
        case .eve: FixedClock(year: 2026, month: 12, day: 1, hour: 20, minute: 22, timeZone: Self.newYork)
        case .leap: FixedClock(year: 2028, month: 2, day: 29, hour: 12)
        case .yearEnd: FixedClock(year: 2026, month: 12, day: 31, hour: 23, minute: 30)
        case .usSpring: FixedClock(year: 2026, month: 3, day: 8, hour: 0, minute: 30, timeZone: Self.newYork)
        case .usSpringEve: FixedClock(year: 2026, month: 3, day: 7, hour: 22, timeZone: Self.newYork)
        case .usFall: FixedClock(year: 2026, month: 11, day: 1, hour: 0, minute: 30, timeZone: Self.newYork)
        case .euSpring: FixedClock(year: 2026, month: 3, day: 29, hour: 0, minute: 30, timeZone: Self.lisbon)
        case .euFall: FixedClock(year: 2026, month: 10, day: 25, hour: 0, minute: 30, timeZone: Self.lisbon)
        }
    }

    /// The instant as an ISO 8601 string with its offset, for a binary's `TASKDECK_NOW`.
    public var iso8601: String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = clock.calendar.timeZone
        return formatter.string(from: clock.now)
    }

    /// The moment's time zone, for a binary's `TZ`.
    public var timeZoneIdentifier: String { clock.calendar.timeZone.identifier }

    public var description: String { rawValue }

    static let newYork = TimeZone(identifier: "America/New_York") ?? .current
    static let lisbon = TimeZone(identifier: "Europe/Lisbon") ?? .current
}
