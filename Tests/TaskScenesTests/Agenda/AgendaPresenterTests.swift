import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

@Suite struct AgendaPresenterTests {
    typealias F = AgendaFixtures
    let display = AgendaDisplayLogicSpy()

    func make(undo: String = "u", redo: String = "Ctrl-R") -> AgendaPresenter {
        let presenter = AgendaPresenter(theme: .dark, keyWords: .init(undo: undo, redo: redo))
        presenter.viewController = display
        return presenter
    }

    /// November 2026 with one item on the 27th and the 29th and three on the 30th.
    static var november: Agenda.MonthCounts {
        var counts = Array(repeating: 0, count: 30)
        counts[26] = 1
        counts[28] = 1
        counts[29] = 3
        return .init(year: 2026, month: 11, counts: counts, firstWeekday: 2)
    }

    func response(width: Int, start: CalendarDay = F.today, title: String = "Call") throws -> Agenda.ShowAgenda.Response {
        let late = try F.task("Late", due: Due(day: F.day(-2)))
        let call = try F.task(title, due: Due(day: F.day(0), hour: 17, minute: 30), priority: .high, project: "home")
        let plan = try F.task("Plan", scheduled: Due(day: F.day(1)))
        return .init(storeName: "tasks.json", today: F.today, start: start, sections: [
            .init(kind: .overdue, items: [.init(task: late, reason: .due, date: late.due!)], total: 1),
            .init(kind: .day(F.day(0)), items: [.init(task: call, reason: .due, date: call.due!)], total: 1),
            .init(kind: .day(F.day(1)), items: [.init(task: plan, reason: .scheduled, date: plan.scheduled!)], total: 3),
            .init(kind: .day(F.day(2)), items: [], total: 0),
        ], selected: 1, month: Self.november, width: width)
    }

    @Test func eachDayHasItsHeadingAndEachTaskSaysWhyAndWhenItIsThere() throws {
        make().presentAgenda(response: try response(width: 80))
        let viewModel = try #require(display.displayAgendaViewModels.last)
        #expect(viewModel.title == "Agenda · tasks.json")
        #expect(viewModel.note == "today, Sun 2026-11-29")
        #expect(viewModel.lines.map(\.text) == [
            "Overdue · 1",
            "  due 2d ago  Late",
            "Today · Sun 2026-11-29",
            "  due 17:30   !!! Call  home",
            "Tomorrow · Mon 2026-11-30",
            "  scheduled   Plan",
            "  … and 2 more",
            "Tue 2026-12-01 · nothing",
        ])
        #expect(viewModel.selectedLine == 3)
        #expect(viewModel.position == "2/3")
        let theme = Theme.dark
        #expect(viewModel.lines[0].spans.map(\.style) == [theme.overdue.bold])
        #expect(viewModel.lines[3].spans.map(\.style) == [.plain, theme.dueToday, .plain, theme.priorityHigh, .plain, theme.project])
        #expect(viewModel.lines[7].spans.map(\.style) == [theme.muted])
    }

    /// The agenda shows only the active context's tasks, so its header says which.
    @Test func theNoteNamesTheActiveContext() throws {
        var shown = try response(width: 80)
        shown.context = "work"
        make().presentAgenda(response: shown)
        #expect(display.displayAgendaViewModels.last?.note == "today, Sun 2026-11-29  context: work")
    }

    @Test func theMonthStripCountsEachDayAndMarksTodayAndTheChosenDay() throws {
        make().presentAgenda(response: try response(width: 80, start: F.day(1)))
        let viewModel = try #require(display.displayAgendaViewModels.last)
        #expect(viewModel.note == "from Mon 2026-11-30")
        let blank = "            "
        #expect(viewModel.strip.map(\.text) == [
            "Nov 2026  1  2\(blank)  9\(blank) 16\(blank) 23\(blank) 30",
            "          ·  · · · · · · ·  · · · · · · ·  · · · · · · ·  · · · · 1 · 1  3",
        ])
        let counts = viewModel.strip[1].spans
        let theme = Theme.dark
        #expect(counts.last == StyledText(text: " 3", style: theme.selected(.plain)))
        #expect(counts.contains(StyledText(text: " 1", style: theme.dueToday.bold)))
    }

    @Test func atFortyColumnsTheLabelsAreShortTheProjectGoesTitlesAreCutAndTheStripShowsTheChosenWeeks() throws {
        var narrow = try response(width: 38, title: "Write the quarterly report for the board")
        let plan = try F.task("Plan", scheduled: Due(day: F.day(1), hour: 9))
        narrow.sections[2].items = [.init(task: plan, reason: .scheduled, date: plan.scheduled!)]
        make().presentAgenda(response: narrow)
        let viewModel = try #require(display.displayAgendaViewModels.last)
        #expect(viewModel.lines.map(\.text) == [
            "Overdue · 1",
            "  due 2d ago   Late",
            "Today · Sun 2026-11-29",
            "  due 17:30    !!! Write the quarterl…",
            "Tomorrow · Mon 2026-11-30",
            "  sched 09:00  Plan",
            "  … and 2 more",
            "Tue 2026-12-01 · nothing",
        ])
        #expect(viewModel.lines.allSatisfy { TextWidth.width(of: $0.text) <= 38 })
        // The header keeps the day and drops the file's name.
        #expect(viewModel.title == "Agenda" && viewModel.note == "today, Sun 2026-11-29")
        #expect(viewModel.strip.map(\.text) == [
            "Nov 2026 23             30",
            "          · · · · 1 · 1  3",
        ])
    }

    @Test func aTaskBeingWorkedOnHasTheActiveMarkInTheThemesStyle() throws {
        let call = try F.task("Call", due: Due(day: F.day(0)))
        let worker = try TaskWorkingSpy(tasks: [call])
        let started = try #require(try worker.start(ids: [call.id], severalAtOnce: false).entries.first?.after)
        var response = try response(width: 80)
        response.sections[1].items = [.init(task: started, reason: .due, date: Due(day: F.day(0)))]
        make().presentAgenda(response: response)
        let line = try #require(display.displayAgendaViewModels.last?.lines[3])
        #expect(line.text == "  due         ▶ Call")
        #expect(line.spans[3] == StyledText(text: "▶ ", style: Theme.dark.active))
        // Selected, `b` stops it: the hint says so.
        #expect(display.displayAgendaViewModels.last?.startHint == "stop")
        make().presentAgenda(response: try self.response(width: 80))
        #expect(display.displayAgendaViewModels.last?.startHint == nil)
    }

    @Test func aWindowTooNarrowForAWeekHasNoStrip() throws {
        make().presentAgenda(response: try response(width: 20))
        #expect(display.displayAgendaViewModels.last?.strip == [])
    }

    @Test func controlCharactersInATitleAreShownAsTheirStandIns() throws {
        make().presentAgenda(response: try response(width: 80, title: "Bell\u{07}and\u{1B}[31mred"))
        let line = try #require(display.displayAgendaViewModels.last?.lines[3].text)
        #expect(line == "  due 17:30   !!! Bell␇and␛[31mred  home")
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func changesSayWhatHappenedWithTheUndoKeyOfTheKeyMap() throws {
        let call = try F.task("Call", due: Due(day: F.day(0)))
        let worker = try TaskWorkingSpy(tasks: [call])
        let moved = try worker.edit([call.id], TaskEdit(due: .set(Due(day: F.day(1)))))
        let started = try worker.start(ids: [call.id], severalAtOnce: false)
        let completed = try worker.toggleCompletion(ids: [call.id])

        let presenter = make()
        presenter.presentStatus(response: .init(kind: .moved(moved, reason: .due, to: F.day(1))))
        presenter.presentStatus(response: .init(kind: .moved(moved, reason: .scheduled, to: F.day(1))))
        presenter.presentStatus(response: .init(kind: .moved(moved, reason: .back, to: F.day(1))))
        presenter.presentStatus(response: .init(kind: .change(.made(started))))
        presenter.presentStatus(response: .init(kind: .change(.made(completed))))
        presenter.presentStatus(response: .init(kind: .change(.undone(moved))))
        presenter.presentStatus(response: .init(kind: .change(.nothingToUndo)))
        make(undo: "U", redo: "Ctrl-Y").presentStatus(response: .init(kind: .moved(moved, reason: .due, to: F.day(1))))
        make(undo: "U", redo: "Ctrl-Y").presentStatus(response: .init(kind: .change(.undone(moved))))
        make(undo: "", redo: "").presentStatus(response: .init(kind: .change(.made(completed))))
        #expect(display.displayStatusViewModels.map(\.text) == [
            "Moved 'Call' to Mon 2026-11-30 — u to undo",
            "Scheduled 'Call' for Mon 2026-11-30 — u to undo",
            "'Call' comes back Mon 2026-11-30 — u to undo",
            "Started 'Call' — u to undo",
            "Completed 'Call' — u to undo",
            "Undid: Rescheduled 'Call' — Ctrl-R to redo",
            "Nothing to undo",
            "Moved 'Call' to Mon 2026-11-30 — U to undo",
            "Undid: Rescheduled 'Call' — Ctrl-Y to redo",
            "Completed 'Call'",
        ])
        #expect(display.displayStatusViewModels.allSatisfy { !$0.isError })
    }

    @Test func refusalsAndFailuresAreWorded() throws {
        let presenter = make()
        presenter.presentStatus(response: .init(kind: .noTaskSelected))
        presenter.presentStatus(response: .init(kind: .startFailed(title: "Call", stopping: false, .other("disk full"))))
        presenter.presentStatus(response: .init(kind: .change(.failed(.move(title: "Call"), .other("disk full")))))
        presenter.presentStatus(response: .init(kind: .reloaded(StorageReload(changedOutside: 2, conflicts: [], setAsideLocation: nil))))
        presenter.presentShowAgendaFailure(response: .init(error: .other("gone")))
        #expect(display.displayStatusViewModels == [
            .init(text: "No task selected", isError: false),
            .init(text: "Could not start 'Call': disk full", isError: true),
            .init(text: "Could not move 'Call': disk full", isError: true),
            .init(text: "Reloaded: 2 tasks changed outside", isError: false),
            .init(text: "Could not read the tasks: gone", isError: true),
        ])
    }

    @Test func aQuestionGoesToTheView() {
        make().presentQuestion(response: .init(question: .completeParent(titled: "Trip", count: 1, openSubtasks: 2)))
        #expect(display.displayQuestionViewModels == [.init(question: .completeParent(titled: "Trip", count: 1, openSubtasks: 2))])
    }

    @Test func anOpenTaskGoesToTheView() {
        make().presentOpenTask(response: .init(destination: .detail))
        #expect(display.displayOpenTaskViewModels == [.init(destination: .detail)])
    }
}
