import Foundation
import Testing
import TaskDomain

import TaskTestSupport
@testable import TaskScenes

/// `u` and Ctrl-R over the shared history: the worker takes back the newest change of any
/// process and says who made it; interactors report what came of it as facts; the words
/// are `ChangeStatus`'s.
@Suite struct SharedHistoryTests {
    let presenter = TaskListPresentationLogicSpy()

    private func milkDeletion() throws -> (Task, TaskChange) {
        let milk = try Fixtures.task("Buy milk")
        return (milk, TaskChange(action: .deleted, entries: [.init(id: milk.id, before: milk, after: nil)]))
    }

    private func move(_ change: TaskChange, by origin: ChangeOrigin, merged: [TaskID] = []) -> HistoryMove {
        HistoryMove(step: HistoryStep(number: 4, recording: change, at: Fixtures.clock.now, by: origin),
                    change: change, written: change.inverse, merged: merged)
    }

    // MARK: - The worker

    /// The CLI in another terminal deleted a task; `u` in the app brings it back and the
    /// outcome says the step came from the command line.
    @Test func theWorkerUndoesAChangeAnotherProcessMade() throws {
        let milk = try Fixtures.task("Buy milk")
        let repository = FailingTaskRepository(tasks: [milk])
        let history = InMemoryChangeHistory()
        let worker = TaskWorker(service: TaskService(repository: repository, clock: Fixtures.clock),
                                storeName: "tasks.json", history: history)
        let cli = TaskService(repository: RecordingTaskRepository(base: repository, history: history, origin: .command("rm"),
                                                                  clock: Fixtures.clock), clock: Fixtures.clock)
        try cli.delete(ids: [milk.id])

        let (outcome, written) = worker.stepHistory(back: true)
        guard case .undone(let change, let move?) = outcome else { throw Fixtures.TestError("not undone: \(outcome)") }
        #expect(move.step.origin == .command("rm") && change.action == .deleted)
        #expect(written?.entries.first?.after == milk)
        #expect(try repository.loadAll() == [milk])
        #expect(ChangeStatus.line(for: outcome).text == "Undid: Deleted 'Buy milk' (from the command line: taskdeck rm) — Ctrl-R to redo")
    }

    /// The app's own changes are steps of the same history, so they outlive the worker (a restart).
    @Test func theAppsChangesAreStepsOfTheSharedHistory() throws {
        let repository = FailingTaskRepository(tasks: [])
        let history = InMemoryChangeHistory()
        let first = TaskWorker(service: TaskService(repository: repository, clock: Fixtures.clock), storeName: "tasks.json",
                               history: history)
        _ = try first.add(TaskDraft(title: "Call mom"))
        let restarted = TaskWorker(service: TaskService(repository: repository, clock: Fixtures.clock), storeName: "tasks.json",
                                   history: history)
        let (outcome, _) = restarted.stepHistory(back: true)
        #expect(ChangeStatus.line(for: outcome).text == "Undid: Added 'Call mom' — Ctrl-R to redo")
        #expect(try repository.loadAll().isEmpty)
        #expect(try history.read().steps.map(\.origin) == [.app])
    }

    /// Another app's step: the composition root says whether its process still runs (an
    /// earlier run of the app is no other window); the worker asks it with the step's pid.
    @Test func theWorkerAsksWhetherAnAppStepsProcessIsAnotherOpenWindow() throws {
        for anotherIsOpen in [true, false] {
            let repository = FailingTaskRepository(tasks: [])
            let history = InMemoryChangeHistory()
            let other = TaskWorker(service: TaskService(repository: repository, clock: Fixtures.clock), storeName: "tasks.json",
                                   history: history)
            _ = try other.add(TaskDraft(title: "Call mom"))
            var asked: [Int32] = []
            let worker = TaskWorker(service: TaskService(repository: repository, clock: Fixtures.clock), storeName: "tasks.json",
                                    history: history, isAnotherOpenWindow: { asked.append($0); return anotherIsOpen })
            let (outcome, _) = worker.stepHistory(back: true)
            #expect(asked == [ProcessInfo.processInfo.processIdentifier])
            #expect(ChangeStatus.line(for: outcome).text
                    == "Undid: Added 'Call mom'" + (anotherIsOpen ? " (from another taskdeck window)" : "") + " — Ctrl-R to redo")
        }
    }

    // MARK: - The interactor

    @Test func aRefusedUndoIsReportedAsAFactAndShowsNothingNew() throws {
        let worker = try TaskWorkingSpy()
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: TaskQuery(filter: .pending, sort: .due))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        let (_, change) = try milkDeletion()
        let refusal = HistoryRefusal(step: HistoryStep(number: 2, recording: change, at: Fixtures.clock.now, by: .command("edit")),
                                     undoing: true, title: "Buy soy milk", reason: .changedSince)
        worker.nextHistoryOutcome = .refused(refusal)
        let fetches = presenter.presentTasksResponses.count
        interactor.changes.undo(request: .init())
        #expect(worker.undoCallCount == 1)
        #expect(presenter.presentStatusResponses.map(\.kind) == [.change(.historyRefused(refusal))])
        #expect(presenter.presentTasksResponses.count == fetches)
    }

    @Test func anUndoOfAStepFromOutsideCarriesItsMove() throws {
        let worker = try TaskWorkingSpy()
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: TaskQuery(filter: .pending, sort: .due))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        let (_, change) = try milkDeletion()
        let moved = move(change, by: .command("rm"))
        worker.nextHistoryOutcome = .moved(moved)
        interactor.changes.undo(request: .init())
        #expect(presenter.presentStatusResponses.last?.kind == .change(.undone(change, moved)))
    }

    // MARK: - The words

    @Test func theStatusLineSaysWhoMadeAStepFromOutsideTheApp() throws {
        let (milk, change) = try milkDeletion()
        #expect(ChangeStatus.line(for: .undone(change, move(change, by: .app))).text == "Undid: Deleted 'Buy milk' — Ctrl-R to redo")
        #expect(ChangeStatus.line(for: .undone(change, move(change, by: .command("rm")))).text
                == "Undid: Deleted 'Buy milk' (from the command line: taskdeck rm) — Ctrl-R to redo")
        #expect(ChangeStatus.line(for: .undone(change, move(change, by: .command("import")))).text
                == "Undid: Deleted 'Buy milk' (from an import (taskdeck import)) — Ctrl-R to redo")
        #expect(ChangeStatus.line(for: .redone(change, move(change, by: .sync))).text == "Redid: Deleted 'Buy milk' (from a sync)")
        #expect(ChangeStatus.line(for: .undone(change, move(change, by: .command("rm"), merged: [milk.id]))).text
                == "Undid: Deleted 'Buy milk' (from the command line: taskdeck rm); kept what changed since in 'Buy milk' — Ctrl-R to redo")
    }

    @Test func aRefusalSaysWhichTaskMovedOnInRed() throws {
        let (_, change) = try milkDeletion()
        let step = HistoryStep(number: 2, recording: change, at: Fixtures.clock.now, by: .command("rm"))
        let line = ChangeStatus.line(for: .historyRefused(HistoryRefusal(step: step, undoing: true, title: "Buy milk",
                                                                         reason: .existsAgain)))
        #expect(line == StatusLine(text: "Did not undo Deleted 'Buy milk' (from the command line: taskdeck rm): "
                                   + "'Buy milk' exists again, added since; nothing written", isError: true))
        let redo = ChangeStatus.line(for: .historyRefused(HistoryRefusal(step: step, undoing: false, title: "Buy milk",
                                                                         reason: .changedSince))).text
        #expect(redo == "Did not redo Deleted 'Buy milk' (from the command line: taskdeck rm): "
                + "'Buy milk' was changed since in a field it changes too; nothing written")
    }
}
