import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

@Suite struct TaskDetailPresenterTests {
    private func present(_ task: Task?, width: Int = 60, index: Int? = 1, count: Int = 3) -> TaskDetail.ShowTask.ViewModel? {
        let display = TaskDetailDisplayLogicSpy()
        let presenter = TaskDetailPresenter(clock: Fixtures.clock)
        presenter.viewController = display
        presenter.presentTask(response: .init(task: task, index: index, count: count, width: width))
        return display.displayTaskViewModels.first
    }

    private let milk: Task

    init() throws {
        milk = try Fixtures.task(
            "Buy milk", created: Fixtures.date(2026, 3, 1, 9, 15), modified: Fixtures.date(2026, 3, 10, 8, 0),
            due: Due(day: Fixtures.day(2026, 3, 12), hour: 17, minute: 30), priority: .high,
            project: "home.errands", tags: ["weekly", "shop"], notes: "Two litres of the organic one.\nIf out, get oat milk.")
    }

    @Test func everyFieldWithDatesAbsoluteAndRelative() throws {
        let viewModel = try #require(present(milk, width: 30))
        #expect(viewModel.id == milk.id)
        #expect(viewModel.title == "Task \(milk.id.shortForm)")
        #expect(viewModel.position == "2/3")
        #expect(viewModel.lines.map(\.text) == [
            "Buy milk",
            "",
            "Status     [ ] pending",
            "Priority   !!! high",
            "Project    +home.errands",
            "Tags       #shop #weekly",
            "Due        2026-03-12 17:30 (tomorrow 17:30)",
            "Created    2026-03-01 09:15",
            "Modified   2026-03-10 08:00",
            "Completed  —",
            "",
            "Notes",
            "Two litres of the organic one.",
            "If out, get oat milk.",
        ])
        try #require(viewModel.lines.count > 6)
        let due = viewModel.lines[6].spans
        #expect(due.last?.style == Theme.dark.dueStyle(.soon))
        #expect(viewModel.toggleHint == "done")
        #expect(viewModel.lines[3].spans.last?.style == Theme.dark.priorityStyle(.high))
    }

    /// Issue 25, item 14: a date more than a month away read `Due 2027-01-15 (2027-01-15)`.
    /// The relative words only when they add something; a long-overdue date says how long.
    @Test func theDueDateSaysRelativeWordsOnlyWhenTheyAddSomething() throws {
        func dueLine(_ day: CalendarDay) throws -> String? {
            let task = try Fixtures.task("Renew passport", due: Due(day: day))
            return present(task)?.lines.first { $0.text.hasPrefix("Due") }?.text
        }
        #expect(try dueLine(Fixtures.day(2027, 1, 15)) == "Due        2027-01-15")
        #expect(try dueLine(Fixtures.day(2026, 3, 20)) == "Due        2026-03-20 (in 9d)")
        #expect(try dueLine(Fixtures.day(2026, 1, 5)) == "Due        2026-01-05 (65d overdue)")
        let planned = try Task(title: "Visa", created: Fixtures.clock.now, due: Due(day: Fixtures.day(2026, 3, 20)),
                               wait: Due(day: Fixtures.day(2027, 1, 10)), scheduled: Due(day: Fixtures.day(2027, 1, 15)))
        let lines = try #require(present(planned)).lines.map(\.text)
        #expect(lines.contains("Scheduled  2027-01-15"))
        #expect(lines.contains("Wait       2027-01-10 (hidden)"))
    }

    /// Issue 24, 6: a value a sync conflict did not keep is shown where the task is looked
    /// at: what was kept, what lost, when, in the warning style.
    @Test func aSyncConflictsLostValueIsShown() throws {
        let note = FieldConflictNote(field: "title", kept: "Buy milk", lost: "Buy oat milk", at: Fixtures.date(2026, 3, 10, 8, 0))
        let viewModel = try #require(present(milk.adding([note]), width: 80))
        let line = try #require(viewModel.lines.first { $0.text.hasPrefix("Conflict") })
        #expect(line.text == "Conflict   title: kept 'Buy milk', lost 'Buy oat milk' (2026-03-10 08:00)")
        #expect(line.spans.last?.style == Theme.dark.warning)
        #expect(present(milk)?.lines.contains { $0.text.hasPrefix("Conflict") } == false)
    }

    @Test func aCompletedTaskWithEmptyFieldsAndNoNotes() throws {
        let done = try Fixtures.task("Pay rent", status: .completed, created: Fixtures.date(2026, 3, 1, 9, 0),
                                     modified: Fixtures.date(2026, 3, 9, 18, 5),
                                     completed: Fixtures.date(2026, 3, 9, 18, 5),
                                     due: Due(day: try Fixtures.day(2026, 3, 9)))
        let viewModel = try #require(present(done, index: nil))
        #expect(viewModel.position == "")
        #expect(viewModel.lines.map(\.text) == [
            "Pay rent",
            "",
            "Status     [x] done",
            "Priority   none",
            "Project    —",
            "Tags       —",
            "Due        2026-03-09",  // done: not "2d overdue"
            "Created    2026-03-01 09:00",
            "Modified   2026-03-09 18:05",
            "Completed  2026-03-09 18:05",
            "",
            "Notes",
            "No notes.",
        ])
        // Done: an old due date is not an alarm, and x reopens it.
        #expect(viewModel.toggleHint == "reopen")
        try #require(viewModel.lines.count > 6)
        #expect(viewModel.lines[6].spans.last?.style == Theme.dark.muted)
    }

    @Test func titleNotesAndLongTagsWrapByDisplayWidth() throws {
        let task = try Fixtures.task("Réserver le 日本 restaurant", tags: ["alpha", "beta", "gamma"],
                                     notes: "短い日本語のメモです and more\n\n\tindented")
        let viewModel = try #require(present(task, width: 20))
        let lines = viewModel.lines.map(\.text)
        #expect(Array(lines.prefix(3)) == ["Réserver le 日本", "restaurant", ""])
        #expect(lines.contains("Tags       #alpha"))
        #expect(lines.contains("           #beta"))
        #expect(lines.contains("           #gamma"))
        #expect(Array(lines.suffix(5)) == ["Notes", "短い日本語のメモです", "and more", "", "    indented"])
        // Title and notes (the wrapped text) fit; the fixed-width date fields are cut by the canvas.
        let wrapped = Array(lines.prefix(2)) + Array(lines.suffix(4))
        #expect(wrapped.allSatisfy { TextWidth.width(of: $0) <= 20 })
    }

    @Test func controlCharactersStayInTheTextForTheCanvasToNeutralize() throws {
        let task = try Fixtures.task("Safe", notes: "a\u{1B}[2Jb\u{7}")
        let viewModel = try #require(present(task))
        #expect(viewModel.lines.last?.text == "a\u{1B}[2Jb\u{7}")
    }

    @Test func aGoneTaskSaysSoAndHowToGetItBack() throws {
        let viewModel = try #require(present(nil, index: 0))
        #expect(viewModel == .init(id: nil, title: "Task", position: "1/3", lines: [
            TaskDetail.Line([.init(text: "This task no longer exists.", style: Theme.dark.title)]),
            TaskDetail.Line([.init(text: "u undoes the last change; j/k show another task; Esc goes back.",
                                   style: Theme.dark.muted)]),
        ]))
    }

    /// The list announces a deletion (it learns of it through its data store); the
    /// detail's view only goes back.
    @Test func aDeletionTellsTheViewToGoBack() throws {
        let display = TaskDetailDisplayLogicSpy()
        let presenter = TaskDetailPresenter(clock: Fixtures.clock)
        presenter.viewController = display
        let change = TaskChange(action: .deleted, entries: [.init(id: milk.id, before: milk, after: nil)])
        presenter.presentDeleteTask(response: .init(change: change))
        #expect(display.displayDeleteTaskViewModels == [.init()])
    }

    @Test func anOpenTaskAnswerTellsTheViewWhereToGo() {
        let display = TaskDetailDisplayLogicSpy()
        let presenter = TaskDetailPresenter(clock: Fixtures.clock)
        presenter.viewController = display
        presenter.presentOpenTask(response: .init(destination: .editor))
        presenter.presentQuestion(response: .init(question: .deleteTask(titled: "A")))
        #expect(display.displayOpenTaskViewModels == [.init(destination: .editor)])
        #expect(display.displayQuestionViewModels == [.init(question: .deleteTask(titled: "A"))])
    }

    @Test func statusLines() throws {
        let display = TaskDetailDisplayLogicSpy()
        let presenter = TaskDetailPresenter(clock: Fixtures.clock)
        presenter.viewController = display
        let change = TaskChange(action: .completed, entries: [
            .init(id: milk.id, before: milk, after: try Fixtures.task("Buy milk", status: .completed)),
        ])
        let kinds: [TaskDetail.Status.Response.Kind] = [
            .change(.made(change)), .change(.undone(change)), .change(.redone(change)), .change(.nothingToUndo), .change(.nothingToRedo),
            .firstTask, .lastTask, .taskGone, .change(.failed(.undo, SceneError(Fixtures.TestError()))),
        ]
        for kind in kinds { presenter.presentStatus(response: .init(kind: kind)) }
        presenter.presentShowTaskFailure(response: .init(error: SceneError(Fixtures.TestError("gone"))))
        #expect(display.displayStatusViewModels == [
            .init(text: "Completed 'Buy milk' — u to undo", isError: false),
            .init(text: "Undid: Completed 'Buy milk' — Ctrl-R to redo", isError: false),
            .init(text: "Redid: Completed 'Buy milk'", isError: false),
            .init(text: "Nothing to undo", isError: false),
            .init(text: "Nothing to redo", isError: false),
            .init(text: "This is the first task", isError: false),
            .init(text: "This is the last task", isError: false),
            .init(text: "This task no longer exists", isError: false),
            .init(text: "Could not undo: disk full", isError: true),
            .init(text: "Could not read the tasks: gone", isError: true),
        ])
    }

    /// Issue 28, 9: 100 MB of notes took 49 s to open. The scene wraps at most
    /// `shownCharacters` of the notes (and of the title) and says how much more there is.
    @Test func longNotesAreShownUpToTheLimitAndSayHowMuchMore() throws {
        let limit = TaskDetailPresenter.shownCharacters
        let notes = String(repeating: "0123456789", count: limit / 10 + 10_000)
        let task = try Fixtures.task("Huge", notes: notes)
        let viewModel = try #require(present(task, width: 50))
        let noteLines = viewModel.lines.drop { $0.text != "Notes" }.dropFirst()
        #expect(noteLines.count == limit / 50 + 1)
        #expect(noteLines.dropLast().map(\.text).joined() == String(notes.prefix(limit)))
        #expect(noteLines.last?.text == "… and 100.0 KB more, too long to show here; your editor opens all of it")
        let short = try #require(present(try Fixtures.task("Small", notes: String(repeating: "x", count: limit)), width: 50))
        #expect(!short.lines.contains { $0.text.hasPrefix("… and") })
    }
}
