import Foundation
import Testing
import TaskDomain
import TaskICalendar

/// The rule `taskdeck resolve-conflict` applies to vdirsyncer's conflicts.
@Suite struct VTodoConflictTests {
    /// A calendar file with one VTODO; `extra` lines go inside it as given.
    private func version(uid: String = "917a@host", summary: String, modified: String?, extra: [String] = []) -> [UInt8] {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//tests//EN", "BEGIN:VTODO", "UID:\(uid)", "SUMMARY:\(summary)"]
        if let modified { lines.append("LAST-MODIFIED:\(modified)") }
        lines += extra + ["END:VTODO", "END:VCALENDAR"]
        return Array((lines.joined(separator: "\r\n") + "\r\n").utf8)
    }

    @Test func theLaterLastModifiedWinsWholeWithItsBytes() throws {
        let a = version(summary: "Pay rent", modified: "20261130T100000Z", extra: ["X-A:kept only in the loser"])
        let b = version(summary: "Pay the rent", modified: "20261130T100001Z", extra: ["BEGIN:VALARM", "ACTION:DISPLAY",
                                                                                     "TRIGGER:-PT1H", "END:VALARM"])
        let conflict = try VTodoConflict.resolve(a: a, b: b)
        #expect(conflict.winner == .b)
        #expect(conflict.kept.bytes == b)
        #expect(conflict.setAside.bytes == a)
        #expect(conflict.kept.task.title == "Pay the rent")
        #expect(conflict.setAside.task.title == "Pay rent")
        #expect(conflict.uid == "917a@host")
    }

    @Test func aWinsWhenItIsLater() throws {
        let a = version(summary: "From A", modified: "20261201T000000Z")
        let b = version(summary: "From B", modified: "20261130T235959Z")
        let conflict = try VTodoConflict.resolve(a: a, b: b)
        #expect(conflict.winner == .a)
        #expect(conflict.kept.bytes == a)
        #expect(conflict.setAside.bytes == b)
    }

    /// On a tie, A (this machine's vdir) wins, as `TaskConflict` keeps "ours" on a tie.
    @Test func aTieGoesToA() throws {
        let conflict = try VTodoConflict.resolve(a: version(summary: "A", modified: "20261130T100000Z"),
                                                 b: version(summary: "B", modified: "20261130T100000Z"))
        #expect(conflict.winner == .a)
    }

    /// Without LAST-MODIFIED, DTSTAMP is the edit's time; with neither a version is older
    /// than any dated one.
    @Test func dtstampStandsInAndAnUndatedVersionLoses() throws {
        let stamped = version(summary: "Stamped", modified: nil, extra: ["DTSTAMP:20200101T000000Z"])
        let undated = version(summary: "Undated", modified: nil)
        #expect(try VTodoConflict.resolve(a: undated, b: stamped).winner == .b)
        #expect(try VTodoConflict.resolve(a: stamped, b: undated).winner == .a)
        let later = version(summary: "Later", modified: nil, extra: ["DTSTAMP:20261130T100000Z"])
        #expect(try VTodoConflict.resolve(a: stamped, b: later).winner == .b)
    }

    @Test func differentUIDsAreRefused() {
        #expect(throws: VTodoConflictError.differentUIDs(a: "one", b: "two")) {
            try VTodoConflict.resolve(a: version(uid: "one", summary: "x", modified: nil),
                                      b: version(uid: "two", summary: "x", modified: nil))
        }
    }

    @Test func aFileWithoutAVTodoIsRefused() {
        let event = Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:e\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
        #expect(throws: VTodoConflictError.notATask(side: .b)) {
            try VTodoConflict.resolve(a: version(summary: "x", modified: nil), b: event)
        }
    }

    @Test func aMalformedFileIsRefusedNamingItsSideAndLine() {
        #expect(throws: VTodoConflictError.unreadable(side: .a, error: .notACalendar(detail: "it does not begin with BEGIN:VCALENDAR"))) {
            try VTodoConflict.resolve(a: Array("hi\r\n".utf8), b: version(summary: "x", modified: nil))
        }
    }
}
