import Foundation
import Testing
import TaskDomain
import TaskWording
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The list's plan in words: the active mark, the day a waiting task comes back, the
/// scheduled day, a flat subtask's parent, the wait field's preview and the status lines.
@Suite struct TaskListPlanPresenterTests {
    let display = TaskListDisplayLogicSpy()

    func presenter() -> TaskListPresenter {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        return presenter
    }

    func rows(_ tasks: [Task], parentTitles: [TaskID: String] = [:], width: Int = 60) -> [TaskList.Row] {
        presenter().presentTasks(response: .init(
            storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(tasks: tasks, clock: Fixtures.Samples.clock),
            matchingCount: tasks.count, window: tasks, windowStart: 0, selectedIndex: nil, rowWidth: width,
            parentTitles: parentTitles))
        return display.displayTasksViewModels.last?.rows ?? []
    }

    func text(_ row: TaskList.Row) -> String { row.spans.map(\.text).joined() }

    static func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }

    static func at(_ day: Int, _ hour: Int? = nil) throws -> Due {
        Due(day: try Fixtures.Samples.day(2026, 11, 29).adding(days: day), hour: hour)
    }

    @Test func anActiveTaskIsMarkedInItsCheckbox() throws {
        let running = try Task(title: "Running", created: Fixtures.Samples.now, intervals: [WorkInterval(start: Fixtures.Samples.now.addingTimeInterval(-600))])
        let idle = try Fixtures.Samples.task("Idle")
        let shown = rows([running, idle])
        #expect(shown.map { String(text($0).prefix(4)) } == ["[▶] ", "[ ] "])
        #expect(shown[0].spans[0].style == Theme.dark.active)
        #expect(shown[1].spans[0].style == .plain)
    }

    /// A waiting task says when it comes back (muted: not a deadline); a task without a
    /// due date shows its scheduled day; a due date wins over the scheduled day.
    @Test func planDatesFillTheDateColumn() throws {
        let waiting = try Task(title: "Hidden", created: Fixtures.Samples.now, due: Self.at(10), wait: Self.at(2))
        let scheduled = try Task(title: "Planned", created: Fixtures.Samples.now, scheduled: Self.at(1, 9))
        let both = try Task(title: "Both", created: Fixtures.Samples.now, due: Self.at(1), scheduled: Self.at(-1))
        let shown = rows([waiting, scheduled, both], width: 50)
        func ended(_ row: TaskList.Row) -> String { String(text(row).reversed().drop { $0 == " " }.reversed()) }
        func dateSpan(_ row: TaskList.Row) -> StyledText? { row.spans.last { !$0.text.allSatisfy { $0 == " " } } }
        #expect(ended(shown[0]).hasSuffix(" back Tue") && text(shown[0]).hasPrefix("[ ]      Hidden "))
        #expect(ended(shown[1]).hasSuffix(" sched tomorrow 09:00"))
        #expect(ended(shown[2]).hasSuffix(" tomorrow") && !text(shown[2]).contains("sched"))
        #expect(shown.allSatisfy { TextWidth.width(of: text($0)) == 50 })
        #expect(dateSpan(shown[0])?.style == Theme.dark.muted)
        #expect(dateSpan(shown[2])?.style == Theme.dark.dueSoon)
    }

    /// In a flat list a subtask shows its parent's title dimmed after its own, which keeps
    /// the room first.
    @Test func aFlatSubtaskShowsItsParentDimmed() throws {
        let subtask = try Fixtures.Samples.task("Book flights")
        let row = try #require(rows([subtask], parentTitles: [subtask.id: "Summer trip"], width: 31).first)
        // The empty due column keeps its one blank after the title's.
        #expect(text(row) == "[ ]      Book flights · Summ…  ")
        #expect(row.spans.map(\.text) == ["[ ]  ", "    ", "Book flights", " · Summ… ", " "])
        #expect(row.spans[3].style == Style.plain.dim)
        let narrow = try #require(rows([subtask], parentTitles: [subtask.id: "Summer trip"], width: 19).first)
        #expect(text(narrow) == "[ ]      Book fl…  ")
    }

    @Test func theWaitFieldSaysWhatTheTextMeans() throws {
        let presenter = presenter()
        let friday = DateReading(due: Due(day: try Fixtures.Samples.day(2026, 12, 4)), words: "fri")
        let previews: [WaitPreview] = [
            .empty(anyWaiting: false), .empty(anyWaiting: true),
            .valid(friday, pastDue: nil, hasArrived: false),
            .valid(friday, pastDue: try Self.at(2), hasArrived: false),
            .valid(DateReading(due: try Self.at(-1), words: "yesterday"), pastDue: nil, hasArrived: true),
            .invalid("frx"),
        ]
        for preview in previews { presenter.presentWaitPrompt(response: .init(text: nil, preview: preview)) }
        #expect(display.displayWaitPromptViewModels.map(\.label).allSatisfy { $0 == "wait until: " })
        #expect(display.displayWaitPromptViewModels.map(\.preview) == [
            StatusLine(text: "→ a day as for a due date: fri, +3d, dec 20", isError: false),
            StatusLine(text: "→ Enter with no day shows it again", isError: false),
            StatusLine(text: "→ hidden until Fri 2026-12-04", isError: false),
            StatusLine(text: "→ hidden until Fri 2026-12-04, after its due date Tue 2026-12-01", isError: false, isWarning: true),
            StatusLine(text: "→ Sat 2026-11-28 has come: nothing hides", isError: false),
            StatusLine(text: "✗ not a date: 'frx'; " + DateReader.acceptedForms, isError: true),
        ])
    }

    @Test func planStatusLines() throws {
        let milk = try Fixtures.Samples.milk
        let waited = try Task(id: milk.id, title: milk.title, created: milk.created, due: milk.due, wait: Self.at(3))
        let change = TaskChange(action: .edited, entries: [.init(id: milk.id, before: milk, after: waited)])
        let presenter = presenter()
        let kinds: [TaskList.PlanStatus] = [
            .alreadyRunning(title: "Buy milk", count: 1), .alreadyRunning(title: nil, count: 2),
            .notRunning(title: "Buy milk", count: 1),
            .waitChanged(change, until: try Self.at(3), pastDue: nil),
            .waitChanged(change, until: try Self.at(3), pastDue: milk.due),
            .waitChanged(change, until: nil, pastDue: nil),
            .invalidWait("someday"),
            .backFromWaiting(count: 1, title: "Soon"), .backFromWaiting(count: 2, title: nil),
        ]
        for kind in kinds { presenter.presentStatus(response: .init(kind: .plan(kind))) }
        #expect(display.displayStatusViewModels == [
            StatusLine(text: "'Buy milk' is already running", isError: false),
            StatusLine(text: "The 2 tasks are already running", isError: false),
            StatusLine(text: "'Buy milk' is not running", isError: false),
            StatusLine(text: "Hidden 'Buy milk' until Wed 2026-12-02 — u to undo", isError: false),
            StatusLine(text: "Hidden 'Buy milk' until Wed 2026-12-02 (after its due date) — u to undo",
                       isError: false, isWarning: true),
            StatusLine(text: "'Buy milk' shown again — u to undo", isError: false),
            StatusLine(text: "Not a date: 'someday'", isError: true),
            StatusLine(text: "'Soon' is back from waiting", isError: false),
            StatusLine(text: "2 tasks are back from waiting", isError: false),
        ])
    }

    /// Starting where only one runs names the one it stopped; a failure says what was meant.
    @Test func startAndStopChangesAreWordedAsChanges() throws {
        let milk = try Fixtures.Samples.milk, report = try Fixtures.Samples.report
        let start = Fixtures.Samples.now
        let started = try Task(id: milk.id, title: milk.title, created: milk.created, intervals: [WorkInterval(start: start)])
        let wasRunning = try Task(id: report.id, title: report.title, created: report.created, intervals: [WorkInterval(start: start.addingTimeInterval(-60))])
        let stopped = try Task(id: report.id, title: report.title, created: report.created,
                               intervals: [WorkInterval(start: start.addingTimeInterval(-60), end: start)])
        let change = TaskChange(action: .started, entries: [.init(id: milk.id, before: milk, after: started),
                                                             .init(id: report.id, before: wasRunning, after: stopped)])
        #expect(ChangeStatus.line(for: .made(change)).text == "Started 'Buy milk', stopped 'Write report' — u to undo")
        #expect(ChangeStatus.phrase(.start(title: nil, count: 3)) == "start 3 tasks")
        #expect(ChangeStatus.phrase(.stop(title: "Buy milk", count: 1)) == "stop 'Buy milk'")
        #expect(ChangeStatus.phrase(.setWait(count: 2)) == "change the wait of 2 tasks")
    }
}
