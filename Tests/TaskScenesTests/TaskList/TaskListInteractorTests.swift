import Foundation
import Testing
import TaskDomain
import TerminalCore
import TaskWording
import TaskTestSupport
@testable import TaskScenes

@Suite struct TaskListInteractorTests {
    let presenter = TaskListPresentationLogicSpy()

    /// An interactor over `worker` (a spy over `Fixtures.Samples.all` by default) that fetched once.
    func makeInteractor(_ worker: TaskWorkingSpy? = nil, rows: Int = 10,
                        query: TaskQuery = TaskQuery(filter: .pending, sort: .due)) throws -> TaskListInteractor {
        let worker = try worker ?? TaskWorkingSpy()
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: query)
        interactor.fetchTasks(request: .init(viewport: .init(rows: rows, width: 80)))
        return interactor
    }

    @Test func fetchPresentsTheMatchingTasksInOrderWithCounts() throws {
        _ = try makeInteractor()
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.window.map(\.title) == ["Call mom", "Write report", "Buy milk"])
        #expect(response.matchingCount == 3)
        #expect(response.windowStart == 0)
        #expect(response.selectedIndex == 0)
        #expect(response.storeName == "tasks.json")
        #expect(response.rowWidth == 80)
        #expect(response.summary == TaskSummary(total: 4, pending: 3, completed: 1, overdue: 1, dueToday: 1,
                                                dueThisWeek: 2))
    }

    @Test func movingTheSelectionNeitherReadsStorageNorPresentsMoreThanTheWindow() throws {
        let tasks = try (0..<500).map { try Fixtures.Samples.task("Task \($0)", createdMinutesAgo: $0) }
        let worker = try TaskWorkingSpy(tasks: tasks)
        let interactor = try makeInteractor(worker, rows: 20)
        let reads = worker.allTasksCallCount
        for _ in 0..<25 { interactor.browse.moveSelection(request: .init(movement: .down)) }
        #expect(worker.allTasksCallCount == reads)
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.window.count == 20)
        #expect(response.selectedIndex == 25)
        #expect(response.windowStart == 6)  // the selection is on the last visible row
    }

    @Test(arguments: [
        (ScrollMovement.bottom, 499), (.top, 0), (.pageDown, 30), (.pageUp, 0),
        (.halfPageDown, 20), (.halfPageUp, 0), (.up, 9), (.down, 11),
    ])
    func movementsLandWhereExpected(movement: ScrollMovement, expected: Int) throws {
        let tasks = try (0..<500).map { try Fixtures.Samples.task("Task \($0)", createdMinutesAgo: $0) }
        let interactor = try makeInteractor(TaskWorkingSpy(tasks: tasks), rows: 20)
        for _ in 0..<10 { interactor.browse.moveSelection(request: .init(movement: .down)) }
        interactor.browse.moveSelection(request: .init(movement: movement))
        #expect(presenter.selectedIndexPresentedLast == expected)
    }

    @Test func movingPastTheEndPresentsNothingNew() throws {
        let interactor = try makeInteractor()
        interactor.browse.moveSelection(request: .init(movement: .up))
        #expect(presenter.presentTasksResponses.count == 1)
    }

    @Test func toggleCompletesTheSelectedTaskAndSaysHowToUndo() throws {
        let worker = try TaskWorkingSpy()
        let interactor = try makeInteractor(worker)
        interactor.browse.moveSelection(request: .init(movement: .down))  // Write report
        interactor.changes.toggleTask(request: .init())
        #expect(try worker.toggleCalls == [[Fixtures.Samples.report.id]])
        let status = try #require(presenter.presentStatusResponses.last)
        guard case .change(.made(let change, _)) = status.kind else {
            Issue.record("expected .done, got \(status.kind)")
            return
        }
        #expect(ChangeSummary.text(of: change) == "Completed 'Write report'")
        // The completed task leaves the Pending tab; the next one takes its row.
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.window.map(\.title) == ["Call mom", "Buy milk"])
        #expect(response.selectedIndex == 1)
    }

    @Test func openingATaskNeedsOneToActOn() throws {
        let interactor = try makeInteractor()
        for destination in [TaskList.OpenDestination.detail, .editor, .subtaskEditor] {
            interactor.openTask(request: .init(destination: destination))
        }
        #expect(presenter.presentOpenTaskResponses == [.init(destination: .detail), .init(destination: .editor),
                                                       .init(destination: .subtaskEditor)])
        #expect(presenter.presentStatusResponses.isEmpty)

        interactor.search.search(request: .init(text: "nothing matches this"))
        for destination in [TaskList.OpenDestination.detail, .editor, .subtaskEditor] {
            interactor.openTask(request: .init(destination: destination))
        }
        interactor.changes.deleteTask(request: .init())
        #expect(presenter.presentOpenTaskResponses.count == 3)
        #expect(presenter.presentQuestionResponses.isEmpty)
        #expect(presenter.presentStatusResponses.map(\.kind) == [.noTaskSelected, .noTaskSelected, .noTaskSelected,
                                                                 .noTaskSelected])
    }

    @Test func deleteOpensForMarkedTasksTheFilterHides() throws {
        let interactor = try makeInteractor()
        interactor.marks.markTasks(request: .init(scope: .selected))
        interactor.search.search(request: .init(text: "nothing matches this"))
        interactor.openTask(request: .init(destination: .detail))
        interactor.changes.deleteTask(request: .init())
        #expect(presenter.presentStatusResponses.map(\.kind) == [.noTaskSelected])
        #expect(presenter.presentQuestionResponses == [.init(question: .deleteTasks(count: 1))])
    }

    @Test func selectionFollowsItsTaskAcrossAFilterChange() throws {
        let interactor = try makeInteractor()
        interactor.browse.moveSelection(request: .init(movement: .down))
        interactor.browse.moveSelection(request: .init(movement: .down))  // Buy milk, row 2 of Pending
        interactor.browse.changeFilter(request: .init(forward: false))    // All
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.query.filter == .all)
        #expect(response.window[try #require(response.selectedIndex)].title == "Buy milk")
    }

    @Test func filtersCycleBothWaysThroughEveryTab() throws {
        let interactor = try makeInteractor()
        var seen: [TaskFilter] = []
        for _ in TaskList.filterTabs {
            interactor.browse.changeFilter(request: .init(forward: true))
            seen.append(interactor.query.filter)
        }
        #expect(seen == [.ready, .dueToday, .dueThisWeek, .overdue, .waiting, .completed, .all, .pending])
        interactor.browse.changeFilter(request: .init(forward: false))
        #expect(interactor.query.filter == .all)
    }

    @Test func sortCyclesThroughEveryOrder() throws {
        let interactor = try makeInteractor()
        var seen: [TaskSort] = []
        for _ in TaskSort.builtIn {
            interactor.browse.changeSort(request: .init())
            seen.append(interactor.query.sort)
        }
        #expect(Set(seen) == Set(TaskSort.builtIn))
        #expect(seen.last == .due)
    }

    @Test func searchNarrowsWithoutReadingStorageAndAnEmptySearchRestores() throws {
        let worker = try TaskWorkingSpy()
        let interactor = try makeInteractor(worker)
        let reads = worker.allTasksCallCount
        interactor.search.search(request: .init(text: "MÓM"))
        #expect(presenter.presentTasksResponses.last?.window.map(\.title) == ["Call mom"])
        interactor.search.search(request: .init(text: ""))
        #expect(presenter.presentTasksResponses.last?.matchingCount == 3)
        #expect(worker.allTasksCallCount == reads)
    }

    @Test func undoAndRedoGoThroughTheSharedWorkerAndSayWhat() throws {
        let worker = try TaskWorkingSpy()
        let interactor = try makeInteractor(worker)
        interactor.changes.toggleTask(request: .init())  // Call mom
        interactor.changes.undo(request: .init())
        #expect(worker.undoCallCount == 1)
        let callID = try Fixtures.Samples.call.id
        #expect(try worker.allTasks().first { $0.id == callID }?.isCompleted == false)
        guard case .change(.undone(let change, _)) = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected .undone")
            return
        }
        #expect(ChangeSummary.text(of: change) == "Completed 'Call mom'")
        interactor.changes.redo(request: .init())
        #expect(try worker.allTasks().first { $0.id == callID }?.isCompleted == true)
        interactor.changes.redo(request: .init())
        #expect(presenter.presentStatusResponses.last?.kind == .change(.nothingToRedo))
    }

    @Test func undoWithNothingToUndoSaysSo() throws {
        let interactor = try makeInteractor()
        interactor.changes.undo(request: .init())
        #expect(presenter.presentStatusResponses.map(\.kind) == [.change(.nothingToUndo)])
    }

    @Test func aFailedSaveIsReportedAndTheListKeepsWhatStorageHolds() throws {
        let worker = try TaskWorkingSpy()
        let interactor = try makeInteractor(worker)
        worker.failNextChange = Fixtures.TestError("disk full")
        interactor.changes.toggleTask(request: .init())
        #expect(presenter.presentStatusResponses.last?.kind
                == .change(.failed(.complete(title: "Call mom"), SceneError(Fixtures.TestError()))))
        let callID = try Fixtures.Samples.call.id
        #expect(try worker.allTasks().allSatisfy { $0.id != callID || !$0.isCompleted })
    }

    @Test func toggleWithNothingSelectedSaysSo() throws {
        let interactor = try makeInteractor(TaskWorkingSpy(tasks: []))
        interactor.changes.toggleTask(request: .init())
        #expect(presenter.presentStatusResponses.map(\.kind) == [.noTaskSelected])
    }

    @Test func theDataStoreExposesTheSelectionAndTheOrder() throws {
        let interactor = try makeInteractor()
        interactor.browse.moveSelection(request: .init(movement: .bottom))
        #expect(try interactor.selectedTask?.id == Fixtures.Samples.milk.id)
        #expect(try interactor.visibleOrder == [Fixtures.Samples.call.id, Fixtures.Samples.report.id, Fixtures.Samples.milk.id])
    }

    /// The order Task Detail gets is the list's, read when asked: every shown task's place
    /// both ways, none for a task the tab leaves out, the list's new rows once it changes,
    /// and nothing once the list is gone (the detail does not keep it).
    @Test func theOrderIsReadFromTheListWhenAsked() throws {
        let samples = Fixtures.Samples.self
        var interactor: TaskListInteractor? = try makeInteractor()
        let order = try #require(interactor).visibleOrder
        let shown = [try samples.call.id, try samples.report.id, try samples.milk.id]
        let taxes = try samples.taxes.id
        #expect(order.count == 3 && order[3] == nil && order[-1] == nil)
        for (place, id) in shown.enumerated() { #expect(order[place] == id && order.index(of: id) == place) }
        #expect(order.index(of: taxes) == nil)
        try #require(interactor).browse.changeFilter(request: .init(forward: false))  // Pending to All
        #expect(order.count == 4 && order.index(of: taxes) == 3)
        interactor = nil
        #expect(order.count == 0 && order[0] == nil && order.index(of: taxes) == nil)
    }

    @Test func aResizeKeepsTheSelectionVisible() throws {
        let tasks = try (0..<100).map { try Fixtures.Samples.task("Task \($0)", createdMinutesAgo: $0) }
        let interactor = try makeInteractor(TaskWorkingSpy(tasks: tasks), rows: 30)
        for _ in 0..<25 { interactor.browse.moveSelection(request: .init(movement: .down)) }
        interactor.fetchTasks(request: .init(viewport: .init(rows: 5, width: 60)))
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.selectedIndex == 25)
        #expect((response.windowStart..<response.windowStart + response.window.count).contains(25))
        #expect(response.rowWidth == 60)
    }

    // MARK: - Marks and bulk actions

    @Test func markingMovesDownAndBulkToggleIsOneUndoableChange() throws {
        let worker = try TaskWorkingSpy()
        let interactor = try makeInteractor(worker)
        interactor.marks.markTasks(request: .init(scope: .selected))  // Call mom
        interactor.marks.markTasks(request: .init(scope: .selected))  // Write report
        #expect(try interactor.state.targetIDs == [Fixtures.Samples.call.id, Fixtures.Samples.report.id])
        let marked = try #require(presenter.presentTasksResponses.last)
        #expect(try marked.markedInWindow == [Fixtures.Samples.call.id, Fixtures.Samples.report.id])
        #expect(marked.markedCount == 2)
        #expect(marked.selectedIndex == 2)
        interactor.changes.toggleTask(request: .init())
        #expect(try worker.toggleCalls == [[Fixtures.Samples.call.id, Fixtures.Samples.report.id]])
        guard case .change(.made(let change, _)) = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected .done")
            return
        }
        #expect(ChangeSummary.text(of: change) == "Completed 2 tasks")
        interactor.changes.undo(request: .init())
        #expect(try worker.allTasks().filter(\.isCompleted).map(\.id) == [Fixtures.Samples.taxes.id])
    }

    @Test func markingTwiceUnmarksAndClearForgetsAll() throws {
        let interactor = try makeInteractor()
        interactor.marks.markTasks(request: .init(scope: .selected))
        interactor.browse.moveSelection(request: .init(movement: .up))
        interactor.marks.markTasks(request: .init(scope: .selected))
        #expect(try interactor.state.targetIDs == [Fixtures.Samples.report.id])  // falls back to the selection: nothing marked
        interactor.marks.markTasks(request: .init(scope: .allMatching))
        #expect(interactor.state.targetIDs.count == 3)
        interactor.marks.markTasks(request: .init(scope: .clear))
        #expect(presenter.presentTasksResponses.last?.markedCount == 0)
    }

    /// Each target moves one step from its own level (a `none` and a `high` task raised
    /// become `low` and stay `high`), as one change.
    @Test func priorityStepsEachTargetFromItsOwnLevel() throws {
        let worker = try TaskWorkingSpy()
        let interactor = try makeInteractor(worker)
        interactor.browse.moveSelection(request: .init(movement: .bottom))  // Buy milk: high
        interactor.changes.changePriority(request: .init(raise: false))
        #expect(try worker.editCalls.last?.0 == [Fixtures.Samples.milk.id])
        #expect(worker.editCalls.last?.1 == TaskEdit(priority: .step(up: false)))
        interactor.marks.markTasks(request: .init(scope: .allMatching))  // Call mom (none), Write report (none), Buy milk (medium)
        interactor.changes.changePriority(request: .init(raise: true))
        let edit = try #require(worker.editCalls.last)
        #expect(try edit.0 == [Fixtures.Samples.call.id, Fixtures.Samples.report.id, Fixtures.Samples.milk.id])
        let byTitle = Dictionary(try worker.allTasks().map { ($0.title, $0.priority) }, uniquingKeysWith: { a, _ in a })
        #expect(byTitle["Call mom"] == .low && byTitle["Write report"] == .low && byTitle["Buy milk"] == .high)
        #expect(worker.editCalls.count == 2)  // one change for all three
    }

    /// Marks are for one bulk action: after it they are gone, so switching the tab and
    /// pressing `x` acts on the selected task, not on tasks marked before (now hidden).
    @Test func marksClearAfterTheBulkActionTheyWereFor() throws {
        let worker = try TaskWorkingSpy()
        let interactor = try makeInteractor(worker)
        interactor.marks.markTasks(request: .init(scope: .allMatching))
        interactor.changes.toggleTask(request: .init())
        #expect(worker.toggleCalls.last?.count == 3)
        #expect(presenter.presentTasksResponses.last?.markedCount == 0)
        #expect(interactor.state.targetIDs.count <= 1)
    }

    @Test func tagsAreAddedAndRemovedOnTheTargets() throws {
        let worker = try TaskWorkingSpy()
        let interactor = try makeInteractor(worker)
        interactor.browse.moveSelection(request: .init(movement: .bottom))  // Buy milk
        interactor.tags.changeTags(request: .init(text: "#Errands, -shop +later"))
        #expect(worker.editCalls.last?.1 == TaskEdit(addTags: ["Errands", "later"], removeTags: ["shop"]))
        let milkID = try Fixtures.Samples.milk.id
        let milk = try #require(try worker.allTasks().first { $0.id == milkID })
        #expect(milk.sortedTags == ["errands", "later"])
        interactor.tags.changeTags(request: .init(text: "  "))
        #expect(presenter.presentStatusResponses.last?.kind == .tags(.noTagsGiven))
    }

    @Test func theTagsPromptOpensOnlyWithATaskToTagAndCompletesFromEveryTag() throws {
        let tasks = try [Fixtures.Samples.task("Call", tags: ["phone"]), Fixtures.Samples.task("Sort", tags: ["photos"]),
                         Fixtures.Samples.task("Old", tags: ["physio"], completed: true)]
        let empty = try makeInteractor(TaskWorkingSpy(tasks: []))
        empty.tags.openTagsPrompt(request: .init())
        #expect(presenter.presentStatusResponses.last?.kind == .noTaskSelected)
        #expect(presenter.presentTagsPromptResponses.isEmpty)

        let interactor = try makeInteractor(TaskWorkingSpy(tasks: tasks))
        interactor.tags.openTagsPrompt(request: .init())
        #expect(presenter.presentTagsPromptResponses.map(\.text) == [""])
        // Issue 25, item 14: the field did not show the tags the task has.
        let selected = try #require(interactor.state.selectedTask)
        #expect(presenter.presentTagsPromptResponses.first?.current == selected.sortedTags && !selected.tags.isEmpty)
        interactor.tags.completeTag(request: .init(text: "work -p"))
        interactor.tags.completeTag(request: .init(text: "work -ph"))  // the shared beginning, then each in turn
        interactor.tags.completeTag(request: .init(text: "work -phone"))
        interactor.tags.completeTag(request: .init(text: "work -photos"))
        interactor.tags.completeTag(request: .init(text: "work -physio"))
        #expect(presenter.presentTagsPromptResponses.dropFirst().map(\.text)
                == ["work -ph", "work -phone", "work -photos", "work -physio", "work -ph"])
        #expect(Set(presenter.presentTagsPromptResponses.map(\.current)) == [selected.sortedTags])
        interactor.tags.completeTag(request: .init(text: "work -zz"))  // nothing to offer: no answer
        #expect(presenter.presentTagsPromptResponses.count == 6)
    }

    @Test func anInvalidTagIsReportedAndChangesNothing() throws {
        let worker = try TaskWorkingSpy()
        let interactor = try makeInteractor(worker)
        interactor.tags.changeTags(request: .init(text: "bell\u{7}tag"))
        guard case .change(.failed(let attempt, let error)) = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected a failure, got \(String(describing: presenter.presentStatusResponses.last))")
            return
        }
        #expect(attempt == .changeTags(count: 1))
        #expect(error == .domain(.invalidTag("bell\u{7}tag", reason: .notOneWord)))
        #expect(try worker.allTasks() == Fixtures.Samples.all)
    }

    @Test func marksHiddenByTheFilterAreStillTheTargets() throws {
        let worker = try TaskWorkingSpy()
        let interactor = try makeInteractor(worker)
        interactor.browse.moveSelection(request: .init(movement: .bottom))
        interactor.marks.markTasks(request: .init(scope: .selected))  // Buy milk
        interactor.search.search(request: .init(text: "mom"))          // only Call mom is shown
        #expect(presenter.presentTasksResponses.last?.hiddenMarkedCount == 1)
        interactor.changes.toggleTask(request: .init())
        #expect(try worker.toggleCalls == [[Fixtures.Samples.milk.id]])
        // The status line names what was changed out of sight.
        guard case .change(.made(let change, let hidden)) = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected a change naming hidden tasks, got \(String(describing: presenter.presentStatusResponses.last))")
            return
        }
        let milkID = try Fixtures.Samples.milk.id
        #expect(hidden == 1 && change.ids == [milkID])
        #expect(ChangeStatus.line(for: .made(change, hiddenCount: hidden)).text == "Completed 'Buy milk' (not shown here) — u to undo")
    }
}
