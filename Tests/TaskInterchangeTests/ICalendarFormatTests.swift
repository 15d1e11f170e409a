import Foundation
import TaskDomain
import TaskICalendar
import TaskTestSupport
import Testing
@testable import TaskInterchange

/// The `ics` format: the iCalendar codec behind the import / export layer.
struct ICalendarFormatTests {
    let format = ICalendarFormat()

    /// A calendar as todoman writes it: a foreign UID, PRIORITY 4 (its "high"), two
    /// categories, an escaped description; and an event, which is not a task.
    let todoman = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//todoman//EN\r
        BEGIN:VTODO\r
        UID:917a3c2e5b@laptop\r
        SUMMARY:Renew passport\r
        DESCRIPTION:Photos\\, form\\nand fee\r
        PRIORITY:4\r
        CATEGORIES:errands,paperwork\r
        DUE;VALUE=DATE:20260320\r
        CREATED:20260301T090000Z\r
        LAST-MODIFIED:20260302T090000Z\r
        STATUS:NEEDS-ACTION\r
        END:VTODO\r
        BEGIN:VEVENT\r
        UID:meeting@laptop\r
        SUMMARY:Standup\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    @Test func readsEveryTodoAndSkipsEvents() throws {
        let task = try Interchange.single(format, todoman).task
        #expect(task.id == TaskUID.taskID(forUID: "917a3c2e5b@laptop"))
        #expect(task.title == "Renew passport")
        #expect(task.notes == "Photos, form\nand fee")
        #expect(task.priority == .high)
        #expect(task.sortedTags == ["errands", "paperwork"])
        #expect(task.due == Due(day: try Fixtures.day(2026, 3, 20)))
        #expect(task.created == Interchange.utc(2026, 3, 1, 9))
    }

    @Test func isDetectedByItsFirstLineOrItsExtension() throws {
        #expect(format.detect(InterchangeText("\n  begin:vcalendar\r\n")))
        #expect(!format.detect(InterchangeText("(A) Call mom\n")))
        #expect(try InterchangeFormats.detect(InterchangeText(todoman), fileName: nil, source: "in").name == "ics")
        #expect(try InterchangeFormats.detect(InterchangeText(""), fileName: "tasks.ics", source: "in").name == "ics")
    }

    @Test func reimportingAForeignCalendarChangesNothing() throws {
        let context = Interchange.context()
        let first = try format.decode(InterchangeText(todoman), context: context)
        let stored = Dictionary(uniqueKeysWithValues: first.tasks.map { ($0.task.id, $0.task) })
        let again = try ImportPlan(importing: try format.decode(InterchangeText(todoman), context: context),
                                   stored: stored, context: context)
        #expect(again.change.isEmpty)
    }

    @Test func exportWritesOneCalendarThatReadsBackTheSame() throws {
        let task = try Fixtures.task("Water the roses", due: Due(day: try Fixtures.day(2026, 3, 14), hour: 9, minute: 30),
                                     priority: .medium, project: "home.garden", tags: ["outdoor"], notes: "Not, the; tulips\\")
        let text = try format.encode([task], context: Interchange.context()).text
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(text.contains("UID:\(task.id)\r\n"))
        #expect(try Interchange.single(format, text).task == task)
    }

    @Test func aBrokenCalendarNamesTheLine() {
        let broken = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY no colon\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let message = Interchange.errorMessage { _ = try Interchange.decode(format, broken) }
        #expect(message?.contains("line 3") == true)
    }
}
