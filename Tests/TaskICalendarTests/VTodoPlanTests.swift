import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskICalendar

/// The plan's fields in a VTODO: DTSTART for scheduled, X-TASKDECK-WAIT / -UNTIL, one
/// X-TASKDECK-INTERVAL per stretch of work, STATUS:IN-PROCESS while one runs; what other
/// clients wrote stays as written.
struct VTodoPlanTests {
    let utc = VTodoMapping(timeZone: TimeZone(identifier: "UTC") ?? .current)
    let fallback = Fixtures.date(2026, 1, 1)

    func planned(running: Bool) throws -> Task {
        let start = Fixtures.date(2026, 3, 10, 9, 0)
        var intervals = [WorkInterval(start: start, end: start.addingTimeInterval(1500))]
        if running { intervals.append(WorkInterval(start: start.addingTimeInterval(3600))) }
        return try Task(title: "Report", created: Fixtures.clock.now, due: Due(day: Fixtures.day(2026, 3, 20)),
                        wait: Due(day: Fixtures.day(2026, 3, 15)), scheduled: Due(day: Fixtures.day(2026, 3, 16), hour: 8, minute: 30),
                        until: Due(day: Fixtures.day(2026, 3, 31)), intervals: intervals)
    }

    @Test func everyPlanFieldIsWrittenAndReadBack() throws {
        let task = try planned(running: true)
        let text = String(decoding: ICalendarCodec.encode([task], mapping: utc), as: UTF8.self)
        #expect(text.contains("\r\nDTSTART:20260316T083000\r\n"))
        #expect(text.contains("\r\nX-TASKDECK-WAIT;VALUE=DATE:20260315\r\n"))
        #expect(text.contains("\r\nX-TASKDECK-UNTIL;VALUE=DATE:20260331\r\n"))
        #expect(text.contains("\r\nX-TASKDECK-INTERVAL:20260310T090000Z/20260310T092500Z\r\n"))
        #expect(text.contains("\r\nX-TASKDECK-INTERVAL:20260310T100000Z/\r\n"))
        #expect(text.contains("\r\nSTATUS:IN-PROCESS\r\n"))
        #expect(try ICalendarCodec.decode(Data(text.utf8), mapping: utc).first?.task == task)
    }

    /// Stopping writes NEEDS-ACTION and the closed interval, and touches no other line:
    /// another client's properties (here an X-OTHER and a VALARM) stay byte for byte.
    @Test func aStopRewritesOnlyTheStatusAndTheIntervals() throws {
        let running = try planned(running: true)
        var file = try #require(try ICalendarTaskFile.parse(
            Array(String(decoding: ICalendarCodec.encode([running], mapping: utc), as: UTF8.self)
                .replacingOccurrences(of: "END:VTODO", with: "X-OTHER;A=b:kept as is\r\nEND:VTODO").utf8),
            mapping: utc, inheritedProject: nil, fallbackDate: fallback))
        let repository = SpyRepository([file.task])
        let clock = MovableClock(Fixtures.clock)
        clock.advance(3600 * 24)
        try TaskService(repository: repository, clock: clock).stop(ids: [running.id])
        let stopped = try #require(repository.tasks.first)
        let before = String(decoding: file.bytes, as: UTF8.self)
        file.update(to: stopped, mapping: utc, inheritedProject: nil)
        let after = String(decoding: file.bytes, as: UTF8.self)
        #expect(after.contains("\r\nSTATUS:NEEDS-ACTION\r\n") && !after.contains("IN-PROCESS"))
        #expect(after.contains("\r\nX-TASKDECK-INTERVAL:20260310T100000Z/20260312T100000Z\r\n"))
        #expect(after.contains("\r\nX-OTHER;A=b:kept as is\r\n"))
        let untouched = ["DTSTART", "X-TASKDECK-WAIT", "X-TASKDECK-UNTIL", "DUE", "SUMMARY", "X-OTHER"]
        func lines(_ text: String, _ name: String) -> [String] {
            text.components(separatedBy: "\r\n").filter { $0.hasPrefix(name + ":") || $0.hasPrefix(name + ";") }
        }
        for name in untouched { #expect(lines(after, name) == lines(before, name), "\(name)") }
    }

    /// Another client's DTSTART (a start date in Thunderbird, with its zone) is the scheduled
    /// date; an interval line that does not read stays in the file and counts no time.
    @Test func anotherClientsStartIsTheScheduledDate() throws {
        let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", "UID:u1", "SUMMARY:T",
                     "DTSTART;TZID=Europe/Berlin:20260316T090000", "X-TASKDECK-INTERVAL:soon/later",
                     "END:VTODO", "END:VCALENDAR", ""]).joined(separator: "\r\n")
        let file = try #require(try ICalendarTaskFile.parse(Array(text.utf8), mapping: utc, inheritedProject: nil,
                                                             fallbackDate: fallback))
        #expect(file.task.scheduled == Due(day: try Fixtures.day(2026, 3, 16), hour: 8, minute: 0))
        #expect(file.task.intervals.isEmpty && file.task.wait == nil)
        #expect(String(decoding: file.bytes, as: UTF8.self).contains("X-TASKDECK-INTERVAL:soon/later"))
    }
}
