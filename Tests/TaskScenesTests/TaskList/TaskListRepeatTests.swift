import Foundation
import Testing
import TaskDomain
import TaskWording
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// Repeating tasks in the list: `x` moves them on, `X` skips, the row's marker, the words.
/// Today is Sunday 2026-11-29.
@Suite struct TaskListRepeatTests {
    let presenter = TaskListPresentationLogicSpy()

    func gym() throws -> Task {
        try Task(title: "Gym", created: Fixtures.Samples.clock.now, due: Due(day: try Fixtures.Samples.day(2026, 11, 30)),
                 recurrence: Recurrence(frequency: .weekly, weekdays: [2, 5]))
    }

    func makeInteractor(_ worker: TaskWorkingSpy) -> TaskListInteractor {
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: TaskQuery(filter: .pending, sort: .due))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        return interactor
    }

    @Test func xOnARepeatingTaskMovesItAndUndoBringsItBack() throws {
        let task = try gym()
        let worker = try TaskWorkingSpy(tasks: [task])
        let interactor = makeInteractor(worker)
        interactor.changes.toggleTask(request: .init())
        #expect(worker.toggleCalls == [[task.id]])
        let shown = try #require(presenter.presentTasksResponses.last)
        #expect(shown.window.map(\.title) == ["Gym"], "the done copy is not pending")
        #expect(shown.window.first?.due == Due(day: try Fixtures.Samples.day(2026, 12, 3)))
        guard case .change(.made(let change, _))? = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected a made change")
            return
        }
        #expect(ChangeStatus.line(for: .made(change)).text == "Completed 'Gym', next due Thu 2026-12-03 — u to undo")
        interactor.changes.undo(request: .init())
        #expect(try worker.allTasks() == [task])
        #expect(presenter.presentTasksResponses.last?.window.first?.due == task.due)
    }

    /// Issue 25: after `x` on a repeating task the cursor jumped with it (row 5 to 13); it
    /// stays at its row, on the task that comes next, for `x` and `X` alike.
    @Test(arguments: [true, false])
    func theCursorStaysAtItsRowWhenARepeatingTaskMovesOn(skipping: Bool) throws {
        let plain = try (1...3).map { try Fixtures.Samples.task("Task \($0)", due: Due(day: try Fixtures.Samples.day(2026, 11, 30 + ($0 > 1 ? 0 : 0)))) }
        let later = try Fixtures.Samples.task("Later", due: Due(day: try Fixtures.Samples.day(2026, 12, 20)))
        let worker = try TaskWorkingSpy(tasks: [try gym()] + plain + [later])
        let interactor = makeInteractor(worker)
        #expect(presenter.presentTasksResponses.last?.window.first?.title == "Gym")
        if skipping { interactor.changes.skipOccurrence(request: .init()) } else { interactor.changes.toggleTask(request: .init()) }
        let shown = try #require(presenter.presentTasksResponses.last)
        #expect(shown.window.map(\.title).firstIndex(of: "Gym") == 3, "Gym moved on: \(shown.window.map(\.title))")
        #expect(shown.selectedIndex == 0, "the cursor stays at row 0")
        #expect(shown.window.first?.title == "Task 1")
    }

    /// Two done occurrences of a repeating task say which date each was due.
    @Test func doneOccurrencesSayWhichDateEachWasDue() throws {
        let display = TaskListDisplayLogicSpy()
        let wording = TaskListPresenter(clock: Fixtures.Samples.clock)
        wording.viewController = display
        let first = try Fixtures.Samples.task("Pay rent", due: Due(day: try Fixtures.Samples.day(2026, 10, 1)), priority: .high, completed: true)
        let second = try Fixtures.Samples.task("Pay rent", due: Due(day: try Fixtures.Samples.day(2026, 11, 1)), priority: .high, completed: true)
        wording.presentTasks(response: .init(
            storeName: "tasks.json", query: TaskQuery(filter: .completed), summary: TaskSummary(), matchingCount: 2,
            window: [first, second], windowStart: 0, selectedIndex: 0, rowWidth: 80))
        let rows = try #require(display.displayTasksViewModels.last).rows.map { $0.spans.map(\.text).joined() }
        #expect(rows[0] != rows[1])
        #expect(rows[0].contains("Pay rent · due 2026-10-01") && rows[1].contains("Pay rent · due 2026-11-01"), "\(rows)")
    }

    @Test func bigXSkipsTheOccurrenceWithoutACompletedCopy() throws {
        let task = try gym()
        let worker = try TaskWorkingSpy(tasks: [task])
        let interactor = makeInteractor(worker)
        interactor.changes.skipOccurrence(request: .init())
        #expect(worker.skipCalls == [[task.id]])
        #expect(try worker.allTasks().count == 1)
        guard case .change(.made(let change, _))? = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected a made change")
            return
        }
        #expect(ChangeStatus.line(for: .made(change)).text == "Skipped 'Gym', next due Thu 2026-12-03 — u to undo")
    }

    @Test func bigXOnATaskThatDoesNotRepeatSaysSoAndChangesNothing() throws {
        let worker = try TaskWorkingSpy(tasks: [Fixtures.Samples.task("Plain")])
        let interactor = makeInteractor(worker)
        interactor.changes.skipOccurrence(request: .init())
        #expect(worker.skipCalls.isEmpty)
        #expect(presenter.presentStatusResponses.last?.kind == .change(.cannotSkip(title: "Plain", .notRepeating)))
        let display = TaskListDisplayLogicSpy()
        let wording = TaskListPresenter(clock: Fixtures.Samples.clock)
        wording.viewController = display
        wording.presentStatus(response: .init(kind: .change(.cannotSkip(title: "Plain", .notRepeating))))
        wording.presentStatus(response: .init(kind: .change(.failed(.skip(count: 1), SceneError(Fixtures.TestError())))))
        #expect(display.displayStatusViewModels == [
            .init(text: "'Plain' does not repeat: nothing to skip", isError: false),
            .init(text: "Could not skip to the next occurrence: disk full", isError: true),
        ])
    }

    /// Issue 25, item 7: `X` on "after 3 days" claimed "Skipped 0 tasks", changed nothing
    /// and still took an undo step. Now it is said as the no-op it is, and nothing is written.
    @Test func bigXOnATaskRepeatingAfterCompletionSaysSoAndTakesNoUndoStep() throws {
        let plants = try Task(title: "Water plants", created: Fixtures.Samples.clock.now, due: Due(day: try Fixtures.Samples.day(2026, 12, 2)),
                              recurrence: Recurrence(frequency: .daily, interval: 3, mode: .fromCompletion))
        let worker = try TaskWorkingSpy(tasks: [plants])
        let interactor = makeInteractor(worker)
        interactor.changes.skipOccurrence(request: .init())
        #expect(worker.skipCalls.isEmpty)
        #expect(try worker.allTasks() == [plants])
        #expect(presenter.presentStatusResponses.last?.kind == .change(.cannotSkip(title: "Water plants", .repeatsAfterCompletion)))
        #expect(ChangeStatus.line(for: .cannotSkip(title: "Water plants", .repeatsAfterCompletion)).text
                == "'Water plants' repeats after completion: nothing to skip; x completes it")
        interactor.changes.undo(request: .init())
        #expect(presenter.presentStatusResponses.last?.kind == .change(.nothingToUndo))
    }

    /// Several marked tasks none of which can skip: one line for them all.
    @Test func bigXOnSeveralTasksNoneOfWhichCanSkipSaysSo() throws {
        let worker = try TaskWorkingSpy(tasks: [Fixtures.Samples.task("One"), Fixtures.Samples.task("Two")])
        let interactor = makeInteractor(worker)
        interactor.marks.markTasks(request: .init(scope: .allMatching))
        interactor.changes.skipOccurrence(request: .init())
        #expect(worker.skipCalls.isEmpty)
        #expect(presenter.presentStatusResponses.last?.kind == .change(.cannotSkipAny(count: 2)))
        #expect(ChangeStatus.line(for: .cannotSkipAny(count: 2)).text
                == "None of the 2 tasks repeats from a due date: nothing to skip")
    }

    @Test func theKeyIsBigXAndItAsksTheInteractor() {
        let interactor = TaskListBusinessLogicSpy()
        let viewController = TaskListViewController(interactor: interactor, router: TaskListRouterSpy())
        viewController.layout(size: Size(width: 80, height: 24))
        viewController.handle(TestInput.char("X"))
        #expect(interactor.requestsAfterAppearing == [.skipOccurrence])
        #expect(TaskListAction.change(.skipOccurrence).configName == "skip-occurrence")
    }

    /// Before the date, so the right-aligned dates end in one column (issue 25: `↻` stuck
    /// out past the due column into the preview's border).
    @Test func aRepeatingRowCarriesTheMarkerBeforeItsDue() throws {
        let display = TaskListDisplayLogicSpy()
        let wording = TaskListPresenter(clock: Fixtures.Samples.clock)
        wording.viewController = display
        let task = try gym()
        wording.presentTasks(response: .init(
            storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(tasks: [task], clock: Fixtures.Samples.clock),
            matchingCount: 1, window: [task], windowStart: 0, selectedIndex: 0, rowWidth: 80))
        let row = try #require(display.displayTasksViewModels.last?.rows.first)
        let text = row.spans.map(\.text).joined()
        #expect(text.trimmingCharacters(in: .whitespaces).hasSuffix("↻ tomorrow"))
    }

    /// With the due column first, dates are right-aligned with the marker before them, so
    /// dates and the titles after them line up.
    @Test func datesLineUpWithAndWithoutTheMarker() throws {
        let display = TaskListDisplayLogicSpy()
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock, columns: [.due, .title], dateStyle: .iso)
        presenter.viewController = display
        let plain = try Task(title: "Plain", created: Fixtures.Samples.clock.now, due: Due(day: try Fixtures.Samples.day(2026, 12, 4)))
        let tasks = [try gym(), plain]
        presenter.presentTasks(response: .init(
            storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(tasks: tasks, clock: Fixtures.Samples.clock),
            matchingCount: 2, window: tasks, windowStart: 0, selectedIndex: 0, rowWidth: 40))
        let rows = try #require(display.displayTasksViewModels.last).rows.map { $0.spans.map(\.text).joined() }
        func column(of text: String, in row: String) -> Int? {
            row.range(of: text).map { row.distance(from: row.startIndex, to: $0.lowerBound) }
        }
        #expect(column(of: "2026", in: rows[0]) == column(of: "2026", in: rows[1]))
        #expect(column(of: "Gym", in: rows[0]) == column(of: "Plain", in: rows[1]))
        #expect(rows[0].hasPrefix("[ ]  ↻ 2026-11-30 Gym") && rows[1].hasPrefix("[ ]    2026-12-04 Plain"), "\(rows)")
    }
}
