import Foundation

/// The day the tests that start the real binary run on, handed to it as `TASKDECK_NOW`.
///
/// A test that adds a task "due tomorrow" with one process and reads "tomorrow" back with
/// another must not depend on the moment it runs: at 23:59:59 the two processes would live on
/// different days, and on a DST change "tomorrow 9:30" is 23 or 25 hours away. So every
/// spawned taskdeck gets the same shifted clock: it starts at `start` (today at noon, far from
/// midnight and from the hours clocks change in, or `$TASKDECK_TEST_NOW` when set) and runs
/// on with real time, so a later process still sees a later instant than an earlier one did.
///
/// To prove the suite on another day: `TASKDECK_TEST_NOW=2028-02-29T12:00 swift test`.
/// (Only the binary's clock moves; programs such as Taskwarrior read the real clock, so the
/// dates a test hands them come from `Date()`, see `TaskwarriorInteropTests`.)
public enum TestDay {
    /// The variable that moves the tests' day.
    public static let variable = "TASKDECK_TEST_NOW"

    /// The instant the shifted clock started at, and the real instant it started.
    private static let origin: (start: Date, realStart: Date) = {
        let real = Date()
        let calendar = Calendar.current
        if let text = ProcessInfo.processInfo.environment[variable], !text.isEmpty {
            guard let start = parse(text, calendar: calendar) else {
                fatalError("\(variable)=\(text) is not a local date and time like 2028-02-29T12:00")
            }
            return (start, real)
        }
        let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: real) ?? real
        return (noon, real)
    }()

    /// The tests' "now": `start` plus the real time since it started.
    public static var now: Date { origin.start.addingTimeInterval(Date().timeIntervalSince(origin.realStart)) }

    /// `now` as `TASKDECK_NOW` reads it: local time with its UTC offset and milliseconds.
    public static var environmentValue: String { environmentValue(of: now) }

    /// `date` as `TASKDECK_NOW` reads it. A test whose binary must agree with a program on
    /// the real clock (Taskwarrior) hands it `environmentValue(of: Date())`.
    public static func environmentValue(of date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = Calendar.current.timeZone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSSxxx"
        return formatter.string(from: date)
    }

    /// `environment` with `TASKDECK_NOW` added (a value the caller set wins).
    public static func adding(to environment: [String: String]) -> [String: String] {
        environment.merging(["TASKDECK_NOW": environmentValue]) { theirs, _ in theirs }
    }

    /// `YYYY-MM-DDTHH:MM[:SS]`, local.
    private static func parse(_ text: String, calendar: Calendar) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = calendar.timeZone
        for format in ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
