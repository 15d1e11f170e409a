import Foundation
import TaskTestSupport
import Testing
@testable import taskdeck

/// `TASKDECK_NOW` moves the binary's clock, which is how tests that start the binary hand it
/// their day (Scenes.md "Tests": Any day).
@Suite struct ClockOverrideTests {
    static let newYork: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/New_York") ?? .current
        return calendar
    }()

    static func utc(_ text: String) -> Date? {
        ISO8601DateFormatter().date(from: text)
    }

    @Test(arguments: [
        ("2028-02-29T12:00", "2028-02-29T17:00:00Z"),
        ("2028-02-29T12:00:30", "2028-02-29T17:00:30Z"),
        ("2026-12-31 23:59:59", "2027-01-01T04:59:59Z"),
        ("2026-07-01T09:30", "2026-07-01T13:30:00Z"),  // EDT, not EST
        ("2026-12-01T14:30Z", "2026-12-01T14:30:00Z"),
        ("2026-12-01T09:30-05:00", "2026-12-01T14:30:00Z"),
        ("2026-12-01T09:30+0530", "2026-12-01T04:00:00Z"),
    ])
    func readsLocalTimesAndZones(text: String, expected: String) throws {
        #expect(ClockOverride.instant(text, calendar: Self.newYork) == Self.utc(expected))
    }

    @Test func keepsMilliseconds() throws {
        let instant = try #require(ClockOverride.instant("2026-12-01T14:30:00.250Z", calendar: Self.newYork))
        #expect(abs(instant.timeIntervalSince(try #require(Self.utc("2026-12-01T14:30:00Z"))) - 0.25) < 0.0001)
    }

    @Test(arguments: ["tomorrow", "2026-02-30T12:00", "2026-13-01T12:00", "2026-12-01", "2026-12-01T24:00",
                      "2026-12-01T12:00+25:00", "2026-12-01T12:00 ", ""])
    func refusesWhatIsNotADateAndTime(text: String) {
        #expect(ClockOverride.instant(text, calendar: Self.newYork) == nil)
    }

    @Test func theClockRunsOnFromTheGivenInstant() throws {
        let start = try #require(Self.utc("2028-02-29T12:00:00Z"))
        let clock = ShiftedClock(start: start, launchedAt: Date().addingTimeInterval(-5), calendar: Self.newYork)
        let elapsed = clock.now.timeIntervalSince(start)
        #expect(elapsed >= 5 && elapsed < 60)
    }

    /// The real binary: "tomorrow" is the day after `TASKDECK_NOW`'s, on a leap day and a year end.
    @Test(arguments: [("2028-02-29T12:00", "2028-03-01"), ("2026-12-31T23:30", "2027-01-01")])
    func theBinaryLivesOnTheGivenDay(now: String, tomorrow: String) throws {
        let folder = try TemporaryFolder("clock")
        let file = folder.appending("t.json").path
        let environment = ["TASKDECK_NOW": now, "TASKDECK_CONFIG": "/dev/null", "HOME": folder.path,
                           "TZ": "America/New_York"]
        let added = try TaskdeckBinary.run(["--file", file, "add", "Call mom", "--due", "tomorrow"], environment: environment)
        #expect(added.status == 0, "\(added.err)")
        let listed = try TaskdeckBinary.run(["--file", file, "list", "--json"], environment: environment)
        let tasks = try #require(try JSONSerialization.jsonObject(with: Data(listed.out.utf8)) as? [[String: Any]])
        #expect(tasks.map { $0["due"] as? String } == [tomorrow])
        let shown = try TaskdeckBinary.run(["--file", file, "list"], environment: environment)
        #expect(shown.out.contains("tomorrow"), "\(shown.out)")
    }

    @Test func aBadValueIsAUsageError() throws {
        let result = try TaskdeckBinary.run(["list"], environment: ["TASKDECK_NOW": "next week", "TASKDECK_CONFIG": "/dev/null"])
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("taskdeck: TASKDECK_NOW is 'next week', not a date and time; write it as 2026-12-01T09:30"))
        #expect(result.out.isEmpty)
    }
}
