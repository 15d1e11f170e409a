import Foundation
import TaskDomain
import TaskTestSupport
import TaskWording
import Testing

/// The Agenda as a person meets it in a real terminal: `C` on the list opens it on today,
/// `l` moves a day, `>` reschedules the selected task (written to the file), `u` undoes
/// it, `q` goes back. The binary runs on the tests' day (`TestDay`), so the dates are
/// computed from the same instant.
@Suite struct AgendaEndToEndTests {
    let folder: TemporaryFolder
    let file: String

    init() throws {
        folder = try TemporaryFolder("agenda")
        file = folder.taskFile.path
    }

    func add(_ arguments: String...) throws {
        let result = try TaskdeckBinary.run(["--file", file, "add"] + arguments)
        #expect(result.status == 0, "add failed: \(result.err)")
    }

    func due(of title: String) throws -> String? {
        try StoredTasks.read(file: file).first { $0["title"] as? String == title }?["due"] as? String
    }

    @Test func openMoveADayRescheduleWithGreaterThanAndUndo() throws {
        let today = CalendarDay(date: TestDay.now, calendar: .current)
        try add("Call the plumber", "--due", "today")
        try add("Write report", "--due", "tomorrow")
        try add("Renew passport", "--wait", "+2d")

        let tmux = try TmuxSession.app(["--file", file])
        try tmux.waitUntil(screenContains: "Call the plumber")
        try tmux.sendKeys("C")
        let opened = try tmux.waitUntil(screenContains: "Agenda · tasks.json")
        let rows = opened.components(separatedBy: "\n")
        let todayRow = try #require(rows.firstIndex { $0.contains("Today · " + RecurrenceWording.dayText(today)) })
        #expect(rows[todayRow + 1].contains("due") && rows[todayRow + 1].contains("Call the plumber"))
        #expect(rows[todayRow + 2].contains("Tomorrow · " + RecurrenceWording.dayText(today.adding(days: 1))))
        #expect(rows[todayRow + 3].contains("Write report"))
        let backRow = try #require(rows.firstIndex { $0.contains(RecurrenceWording.dayText(today.adding(days: 2))) })
        #expect(rows[backRow + 1].contains("back") && rows[backRow + 1].contains("Renew passport"))
        #expect(opened.contains("1/3"))

        // A day later: the window starts tomorrow, its first task selected.
        try tmux.sendKeys("l")
        let moved = try tmux.waitUntil(screenContains: "from " + RecurrenceWording.dayText(today.adding(days: 1)))
        #expect(!moved.contains("Call the plumber"))

        try tmux.sendKeys(">")
        let later = today.adding(days: 2)
        try tmux.waitUntil(screenContains: "Moved 'Write report' to \(RecurrenceWording.dayText(later)) — u to undo")
        #expect(try due(of: "Write report") == later.description)

        try tmux.sendKeys("u")
        let undone = try tmux.waitUntil(screenContains: "Undid: Rescheduled 'Write report' — Ctrl-R to redo")
        #expect(undone.contains("Tomorrow · "))
        #expect(try due(of: "Write report") == today.adding(days: 1).description)

        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "x done")
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
    }
}
