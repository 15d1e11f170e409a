import Foundation
import Testing
@testable import TaskICalendar

struct ICalendarDocumentTests {
    @Test func anUntouchedFileIsWrittenBackByteForByte() throws {
        for text in [TodomanSample.text, TodomanSample.text.replacingOccurrences(of: "\n", with: "\r\n")] {
            let document = try ICalendarDocument.parse(Array(text.utf8))
            #expect(document.bytes == Array(text.utf8))
        }
    }

    @Test func nestsComponents() throws {
        let document = try ICalendarDocument.parse(Array(TodomanSample.text.utf8))
        let calendar = try #require(document.calendar)
        #expect(calendar.components(named: "VTIMEZONE").count == 1)
        let todo = try #require(calendar.components(named: "VTODO").first)
        #expect(todo.components(named: "VALARM").first?.property(named: "TRIGGER")?.value == "-PT15M")
        #expect(todo.properties(named: "CATEGORIES").count == 2)
        #expect(todo.property(named: "X-LONG")?.value == String(repeating: "a", count: 71) + "continued")
    }

    @Test func readsQuotedParameters() throws {
        let line = try ContentLine.parse("X-A;P1=plain;P2=\"has:colon;semi,comma\",second:v:al", raw: [], lineNumber: 3)
        #expect(line.name == "X-A")
        #expect(line.parameters == [.init(name: "P1", values: ["plain"]),
                                    .init(name: "P2", values: ["has:colon;semi,comma", "second"])])
        #expect(line.value == "v:al")
        #expect(line.unfoldedText == "X-A;P1=plain;P2=\"has:colon;semi,comma\",second:v:al")
    }

    @Test(arguments: [
        ("BEGIN:VCALENDAR\nSUMMARY no colon\nEND:VCALENDAR\n", 2),
        ("BEGIN:VCALENDAR\nX;P=\"open:x\nEND:VCALENDAR\n", 2),
        ("BEGIN:VCALENDAR\nBEGIN:VTODO\nEND:VCALENDAR\n", 3),
        ("BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:x\n", 3),
        ("BEGIN:VCALENDAR\nEND:VCALENDAR\nEND:VTODO\n", 3),
        ("BEGIN:VCALENDAR\n:novalue\nEND:VCALENDAR\n", 2),
        ("BEGIN:VCALENDAR\nA:1\n 2\nB:\u{FFFF}\nBAD\nEND:VCALENDAR\n", 5),
        // Thousands of nested components (a hostile file from a server) would exhaust the
        // stack of what walks the tree: refused at the 33rd level.
        ("BEGIN:VCALENDAR\n" + String(repeating: "BEGIN:X\n", count: 30_000), 33),
    ])
    func aParseErrorNamesTheLine(text: String, line: Int) {
        #expect {
            try ICalendarDocument.parse(Array(text.utf8))
        } throws: { error in
            (error as? ICalendarError)?.line == line
        }
    }

    @Test func invalidUTF8IsAnErrorOnItsLine() {
        let bytes = Array("BEGIN:VCALENDAR\nSUMMARY:".utf8) + [0xC3, 0x28] + Array("\nEND:VCALENDAR\n".utf8)
        #expect(throws: ICalendarError.malformedLine(line: 2, detail: "not valid UTF-8")) {
            try ICalendarDocument.parse(bytes)
        }
    }

    /// Issue 28, 12 and 15: a file that does not start as iCalendar is refused without
    /// quoting any of it (a `.ics` link to `/etc/hostname` showed the host name), and one with
    /// bare CR line ends is told so instead of "BEGIN:VCALENDAR␍VERSION… is never ended".
    @Test(arguments: ["vm\n", "SUMMARY:outside\nBEGIN:VCALENDAR\nEND:VCALENDAR\n", "root:x:0:0:root:/root:/bin/bash\n",
                      "\n  \nBEGIN:VCALENDARX\n"])
    func aFileThatDoesNotStartAsACalendarIsRefusedUnquoted(text: String) {
        #expect(throws: ICalendarError.notACalendar(detail: "it does not begin with BEGIN:VCALENDAR")) {
            try ICalendarDocument.parse(Array(text.utf8))
        }
    }

    @Test func bareCarriageReturnLineEndsAreNamed() throws {
        #expect(throws: ICalendarError.notACalendar(detail: "its lines end in a bare carriage return (CR); iCalendar lines end in CRLF")) {
            try ICalendarDocument.parse(Array("BEGIN:VCALENDAR\rVERSION:2.0\rEND:VCALENDAR\r".utf8))
        }
        #expect(try ICalendarDocument.parse(Array("begin:vcalendar\r\nEND:VCALENDAR\r\n".utf8)).calendar != nil)
    }

    @Test func aFileWithoutACalendarIsRefused() {
        #expect(throws: ICalendarError.notACalendar(detail: "no BEGIN:VCALENDAR")) {
            try ICalendarDocument.parse(Array("\n\n".utf8))
        }
    }

    @Test func setReplacesInPlaceAndAddsBeforeSubcomponents() throws {
        let document = try ICalendarDocument.parse(Array(TodomanSample.text.utf8))
        var todo = try #require(document.calendar?.components(named: "VTODO").first)
        todo.set(ContentLine(name: "SUMMARY", value: "New"))
        todo.set(ContentLine(name: "X-NEW", value: "1"))
        todo.set(ContentLine(name: "CATEGORIES", value: "only"))
        let text = String(decoding: todo.bytes, as: UTF8.self)
        #expect(text.contains("LAST-MODIFIED:20260310T081500Z\nSUMMARY:New\r\nDESCRIPTION"))
        #expect(text.contains("STATUS:NEEDS-ACTION\nX-NEW:1\r\nBEGIN:VALARM"))
        #expect(todo.properties(named: "CATEGORIES").map(\.value) == ["only"])
    }
}

struct UTF8ValidationTests {
    @Test(arguments: [
        ([0x61], true), ([0xC3, 0xA9], true), ([0xE2, 0x82, 0xAC], true), ([0xF0, 0x9F, 0x8C, 0xB1], true),
        ([0xC0, 0x80], false), ([0xED, 0xA0, 0x80], false), ([0xE2, 0x82], false), ([0xF4, 0x90, 0x80, 0x80], false),
        ([0x80], false), ([0xE2, 0x28, 0xA1], false),
    ] as [([UInt8], Bool)])
    func acceptsWellFormedUTF8Only(bytes: [UInt8], valid: Bool) {
        #expect(UTF8Validation.isValid(ArraySlice(bytes)) == valid)
        #expect((String(bytes: bytes, encoding: .utf8) != nil) == valid, "agrees with Foundation")
    }
}
