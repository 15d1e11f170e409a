import Foundation
import TaskDomain
import TaskTestSupport
@testable import TaskInterchange

/// Contexts and small helpers the codec tests share.
enum Interchange {
    /// A calendar in `zone` (default New York: not UTC, so a day and an instant differ).
    static func calendar(_ zone: String = "America/New_York") -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone) ?? .current
        return calendar
    }

    /// Import at the fixtures' now (2026-03-11 10:00 UTC) in `zone`.
    static func context(_ zone: String = "America/New_York", source: String = "input") -> InterchangeContext {
        InterchangeContext(calendar: calendar(zone), now: Fixtures.clock.now, source: source)
    }

    /// The instant of a local wall-clock time in `zone`.
    static func local(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0,
                      zone: String = "America/New_York") -> Date {
        FixedClock(year: year, month: month, day: day, hour: hour, minute: minute,
                   timeZone: TimeZone(identifier: zone) ?? .current).now
    }

    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        local(year, month, day, hour, minute, zone: "UTC")
    }

    static func decode(_ format: some InterchangeFormat, _ text: String,
                       zone: String = "America/New_York") throws -> ImportDocument {
        try format.decode(InterchangeText(text), context: context(zone))
    }

    /// The one task of `text`.
    static func single(_ format: some InterchangeFormat, _ text: String,
                       zone: String = "America/New_York") throws -> ImportedTask {
        let tasks = try decode(format, text, zone: zone).tasks
        guard tasks.count == 1, let task = tasks.first else { throw Fixtures.TestError("expected one task, got \(tasks.count)") }
        return task
    }

    static func id(_ text: String) throws -> TaskID {
        guard let id = TaskID(text) else { throw Fixtures.TestError("not a UUID: \(text)") }
        return id
    }

    /// What is wrong with `text`: the error when the input as a whole cannot be read
    /// (`input, the top level: …`), else every bad record as `place: reason`, in order.
    static func problems(_ format: some InterchangeFormat, _ text: String,
                         zone: String = "America/New_York") -> [String] {
        do {
            return try decode(format, text, zone: zone).bad.map { "\($0.place): \($0.reason)" }
        } catch {
            return ["\(error)"]
        }
    }

    /// The message of the error `body` throws, or nil.
    static func errorMessage(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }
}
