import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskScenes

@Suite struct AgendaInteractorTests {
    typealias F = AgendaFixtures
    let presenter = AgendaPresentationLogicSpy()

    static let show = Agenda.ShowAgenda.Request(width: 80, following: 7, sectionLimit: 20, reload: true)

    func make(_ tasks: [Task], clock: any Clock = Fixtures.Samples.clock, severalActive: Bool = false,
              contexts: ContextChoice = .testing()) throws
        -> (AgendaInteractor, TaskWorkingSpy) {
        let worker = try TaskWorkingSpy(tasks: tasks, clock: clock)
        let interactor = AgendaInteractor(presenter: presenter, worker: worker, severalActive: severalActive, contexts: contexts)
        interactor.showAgenda(request: Self.show)
        return (interactor, worker)
    }

    func titles(_ response: Agenda.ShowAgenda.Response?) -> [[String]] {
        (response?.sections ?? []).map { $0.items.map(\.task.title) }
    }

    @Test func itShowsOverdueTodayAndTheNextSevenDaysWithTheMonthsCounts() throws {
        let late = try F.task("Late", due: Due(day: F.day(-2)))
        let call = try F.task("Call", due: Due(day: F.day(0), hour: 17, minute: 30))
        let plan = try F.task("Plan", scheduled: Due(day: F.day(1)), wait: Due(day: F.day(7)))
        let far = try F.task("Far", due: Due(day: F.day(8)))
        _ = try make([late, call, plan, far])

        let response = try #require(presenter.last)
        #expect(response.today == F.today && response.start == F.today)
        #expect(response.sections.map(\.kind) == [.overdue] + (0...7).map { .day(F.day($0)) })
        #expect(titles(response) == [["Late"], ["Call"], ["Plan"], [], [], [], [], [], ["Plan"]])
        #expect(response.sections[8].items.map(\.reason) == [.back])
        #expect(response.selected == 0)
        #expect(response.storeName == "tasks.json" && response.width == 80)
        #expect(response.month.year == 2026 && response.month.month == 11 && response.month.firstWeekday == 2)
        #expect(response.month.counts.count == 30)
        #expect(response.month.counts[26] == 1 && response.month.counts[28] == 1 && response.month.counts[29] == 1)
    }

    /// The active context keeps its tasks only, and a task moved out of it by a change leaves the days.
    @Test func theActiveContextKeepsOnlyItsTasks() throws {
        let work = try F.task("Report", due: Due(day: F.day(0)), project: "work")
        let home = try F.task("Milk", due: Due(day: F.day(0)), project: "home")
        let late = try F.task("Late", due: Due(day: F.day(-1)), project: "home")
        let filter = try FilterParser(clock: Fixtures.Samples.clock).parse("+work")
        let choice = ContextChoice.testing([TaskContext(name: "work", filter: filter)], active: "work")
        let (interactor, _) = try make([work, home, late], contexts: choice)
        #expect(titles(presenter.last).flatMap { $0 } == ["Report"])
        #expect(interactor.visibleOrder == [work.id])
        #expect(presenter.last?.context == "work")
        let moved = try Task(id: home.id, title: "Milk", created: home.created, due: home.due, project: "work")
        interactor.refreshAgenda(request: .init(news: CommitReport(external: ExternalChanges(changed: [moved]))))
        #expect(titles(presenter.last).flatMap { $0 }.sorted() == ["Milk", "Report"])
        let away = try Task(id: work.id, title: "Report", created: work.created, due: work.due, project: "home")
        interactor.refreshAgenda(request: .init(news: CommitReport(external: ExternalChanges(changed: [away]))))
        #expect(titles(presenter.last).flatMap { $0 } == ["Milk"])
    }

    @Test func jAndKMoveThroughTheTasksOfEveryDayShownAndStopAtTheEnds() throws {
        let a = try F.task("A", due: Due(day: F.day(0)))
        let b = try F.task("B", due: Due(day: F.day(3)))
        let (interactor, _) = try make([a, b])
        interactor.moveSelection(request: .init(forward: true))
        #expect(presenter.last?.selected == 1)
        #expect(interactor.selectedTaskID == b.id)
        let count = presenter.presentAgendaResponses.count
        interactor.moveSelection(request: .init(forward: true))
        #expect(presenter.presentAgendaResponses.count == count)  // the last task: nothing to do
        interactor.moveSelection(request: .init(forward: false))
        #expect(interactor.selectedTaskID == a.id)
        #expect(interactor.visibleOrder == [a.id, b.id])
    }

    @Test func aDayWeekOrMonthMovesTheChosenDayAndTodayComesBack() throws {
        let (interactor, worker) = try make([F.task("Soon", due: Due(day: F.day(8)))])
        let reads = worker.allTasksCallCount
        interactor.changeDay(request: .init(step: .days(1)))
        #expect(presenter.last?.start == F.day(1))
        // Not today: no overdue section, the chosen day first.
        #expect(presenter.last?.sections.first?.kind == .day(F.day(1)))
        #expect(titles(presenter.last) == [[], [], [], [], [], [], [], ["Soon"]])
        #expect(presenter.last?.selected == 0)
        interactor.changeDay(request: .init(step: .days(-7)))
        #expect(presenter.last?.start == F.day(-6))
        interactor.changeDay(request: .init(step: .months(1)))
        #expect(presenter.last?.start == CalendarDay(year: 2026, month: 12, day: 23))
        #expect(presenter.last?.month.month == 12 && presenter.last?.month.counts.count == 31)
        interactor.changeDay(request: .init(step: .today))
        #expect(presenter.last?.start == F.today)
        // Moving days reads no storage: the index was built once.
        #expect(worker.allTasksCallCount == reads)
    }

    @Test func aDayMoveStartsOnTheChosenDaysFirstTaskUnlessTheSelectedOneIsStillShown() throws {
        let a = try F.task("A", due: Due(day: F.day(0)))
        let b = try F.task("B", due: Due(day: F.day(2)))
        let c = try F.task("C", due: Due(day: F.day(9)))
        let (interactor, _) = try make([a, b, c])
        interactor.moveSelection(request: .init(forward: true))  // B
        interactor.changeDay(request: .init(step: .days(1)))
        #expect(interactor.selectedTaskID == b.id)
        interactor.changeDay(request: .init(step: .days(7)))  // from day 8: B is gone, C is first
        #expect(interactor.selectedTaskID == c.id)
    }

    @Test func laterMovesTheDueDateADayThroughTheWorkerAndUndoPutsItBack() throws {
        let call = try F.task("Call", due: Due(day: F.day(0), hour: 17, minute: 30))
        let (interactor, worker) = try make([call])
        interactor.moveDate(request: .init(days: 1))

        #expect(worker.editCalls.count == 1)
        #expect(worker.editCalls.first?.0 == [call.id])
        #expect(worker.editCalls.first?.1 == TaskEdit(due: .set(Due(day: F.day(1), hour: 17, minute: 30))))
        #expect(titles(presenter.last) == [[], ["Call"], [], [], [], [], [], []])
        #expect(presenter.last?.selected == 0)  // the selection follows the task
        #expect(try worker.allTasks().first?.due == Due(day: F.day(1), hour: 17, minute: 30))
        guard case .moved(let made, .due, F.day(1))? = presenter.presentStatusResponses.last?.kind else {
            Issue.record("no moved status: \(presenter.presentStatusResponses)")
            return
        }
        #expect(made.ids == [call.id])

        interactor.undo(request: .init())
        #expect(worker.undoCallCount == 1)
        #expect(titles(presenter.last) == [["Call"], [], [], [], [], [], [], []])
        guard case .change(.undone)? = presenter.presentStatusResponses.last?.kind else {
            Issue.record("no undone status")
            return
        }
        interactor.redo(request: .init())
        #expect(worker.redoCallCount == 1)
        #expect(titles(presenter.last) == [[], ["Call"], [], [], [], [], [], []])
    }

    @Test func laterOnAScheduledOrBackEntryMovesThatDateAndEarlierMovesItBack() throws {
        let plan = try F.task("Plan", due: Due(day: F.day(5)), scheduled: Due(day: F.day(0)))
        let (interactor, worker) = try make([plan])
        #expect(presenter.last?.sections[0].items.first?.reason == .scheduled)
        interactor.moveDate(request: .init(days: 1))
        #expect(worker.editCalls.last?.1 == TaskEdit(scheduled: .set(Due(day: F.day(1)))))
        interactor.moveDate(request: .init(days: -1))
        #expect(worker.editCalls.last?.1 == TaskEdit(scheduled: .set(Due(day: F.day(0)))))

        let waiting = try F.task("Waiting", wait: Due(day: F.day(2)))
        let (other, otherWorker) = try make([waiting])
        other.moveDate(request: .init(days: 1))
        #expect(otherWorker.editCalls.last?.1 == TaskEdit(wait: .set(Due(day: F.day(3)))))
    }

    @Test func xCompletesTheSelectedTaskAndItLeavesTheAgenda() throws {
        let call = try F.task("Call", due: Due(day: F.day(0)))
        let (interactor, worker) = try make([call])
        interactor.completeTask(request: .init())
        #expect(worker.toggleCalls == [[call.id]])
        #expect(titles(presenter.last) == [[], [], [], [], [], [], [], []])
        #expect(presenter.last?.selected == nil)
        guard case .change(.made(let change, _))? = presenter.presentStatusResponses.last?.kind else {
            Issue.record("no made status")
            return
        }
        #expect(change.action == .completed)
    }

    /// As in the list and the detail: the question first, nothing written until the answer;
    /// "yes" completes the subtasks too, "only this one" leaves them open, "no" nothing.
    @Test func xOnAParentWithOpenSubtasksAsksAndTheAnswerDecides() throws {
        let parent = try F.task("Parent", due: Due(day: F.day(0)))
        let child = try Task(title: "Child", created: Fixtures.Samples.now, parent: parent.id)
        for (answer, expected) in [(ConfirmAnswer.no, nil), (.yes, true), (.alternative, false)] as [(ConfirmAnswer, Bool?)] {
            let presenter = AgendaPresentationLogicSpy()
            let worker = try TaskWorkingSpy(tasks: [parent, child])
            let interactor = AgendaInteractor(presenter: presenter, worker: worker, severalActive: false, contexts: .testing())
            interactor.showAgenda(request: Self.show)
            interactor.completeTask(request: .init())
            #expect(worker.toggleCalls.isEmpty && worker.completeCalls.isEmpty)
            #expect(presenter.presentQuestionResponses == [.init(question: .completeParent(titled: "Parent", count: 1, openSubtasks: 1))])
            interactor.answerQuestion(request: .init(answer: answer))
            #expect(worker.completeCalls.map(\.withSubtasks) == (expected.map { [$0] } ?? []))
            #expect(worker.completeCalls.map(\.0) == (expected == nil ? [] : [[parent.id]]))
        }
    }

    @Test func bStartsTheSelectedTaskAndStopsItWhenItRuns() throws {
        let call = try F.task("Call", due: Due(day: F.day(0)))
        let (interactor, worker) = try make([call], severalActive: true)
        interactor.startStop(request: .init())
        #expect(worker.startCalls.map(\.0) == [[call.id]])
        #expect(worker.startCalls.map(\.severalAtOnce) == [true])
        #expect(presenter.last?.sections[0].items.first?.task.isActive == true)
        interactor.startStop(request: .init())
        #expect(worker.stopCalls == [[call.id]])
        #expect(presenter.last?.sections[0].items.first?.task.isActive == false)
    }

    @Test func withNothingSelectedEveryTaskKeySaysSoAndNothingIsWritten() throws {
        let (interactor, worker) = try make([])
        interactor.completeTask(request: .init())
        interactor.startStop(request: .init())
        interactor.moveDate(request: .init(days: 1))
        interactor.openTask(request: .init(destination: .detail))
        #expect(presenter.presentStatusResponses.map(\.kind) == Array(repeating: .noTaskSelected, count: 4))
        #expect(worker.editCalls.isEmpty && worker.toggleCalls.isEmpty && worker.startCalls.isEmpty)
        #expect(presenter.presentOpenTaskResponses.isEmpty)
    }

    @Test func enterOnATaskAsksForItsDetail() throws {
        let (interactor, _) = try make([F.task("Call", due: Due(day: F.day(0)))])
        interactor.openTask(request: .init(destination: .detail))
        #expect(presenter.presentOpenTaskResponses == [.init(destination: .detail)])
    }

    @Test func aFailedWriteSaysWhyAndKeepsTheDays() throws {
        let call = try F.task("Call", due: Due(day: F.day(0)))
        let (interactor, worker) = try make([call])
        let shown = presenter.presentAgendaResponses.count
        worker.failNextChange = TaskStorageError.fileIsReadOnly(path: "/tmp/t.json")
        interactor.moveDate(request: .init(days: 1))
        #expect(presenter.presentAgendaResponses.count == shown)
        #expect(presenter.presentStatusResponses.last?.kind
                == .change(.failed(.move(title: "Call"), .storage(.fileIsReadOnly(path: "/tmp/t.json")))))
    }

    @Test func storageNewsUpdatesTheDaysInPlaceWithoutReadingStorage() throws {
        let call = try F.task("Call", due: Due(day: F.day(0)))
        let (interactor, worker) = try make([call])
        let reads = worker.allTasksCallCount
        let added = try F.task("From elsewhere", due: Due(day: F.day(2)))
        interactor.refreshAgenda(request: .init(news: CommitReport(external: ExternalChanges(changed: [added], removed: [call.id]))))
        #expect(titles(presenter.last) == [[], [], ["From elsewhere"], [], [], [], [], []])
        #expect(worker.allTasksCallCount == reads)
        #expect(presenter.presentStatusResponses.last?.kind == .reloaded(StorageReload(changedOutside: 2, conflicts: [], setAsideLocation: nil)))
    }

    @Test func atMidnightTodayMovesOnAndWhatWasDueYesterdayIsOverdue() throws {
        let clock = MovableClock(Fixtures.Samples.clock)
        let call = try F.task("Call", due: Due(day: F.day(0)))
        let (interactor, _) = try make([call], clock: clock)
        let shown = presenter.presentAgendaResponses.count
        interactor.checkDay(request: .init())
        #expect(presenter.presentAgendaResponses.count == shown)  // the same day: nothing to do
        clock.now = Fixtures.Samples.now.addingTimeInterval(12 * 3600 + 60)  // 00:01 the next day
        interactor.checkDay(request: .init())
        #expect(presenter.last?.today == F.day(1) && presenter.last?.start == F.day(1))
        #expect(presenter.last?.sections.first?.kind == .overdue)
        #expect(titles(presenter.last).first == ["Call"])
    }

    @Test func aFailedReadSaysWhy() throws {
        let (worker, _) = TaskWorkingSpy.over([])
        worker.failReads = true
        let interactor = AgendaInteractor(presenter: presenter, worker: worker, severalActive: false, contexts: .testing())
        interactor.showAgenda(request: Self.show)
        #expect(presenter.presentShowAgendaFailureResponses == [.init(error: SceneError(Fixtures.TestError()))])
        #expect(presenter.presentAgendaResponses.isEmpty)
    }
}
