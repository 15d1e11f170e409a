import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// Every key a sentence names comes from the user's key map (issue 25: "u to undo",
/// "E writes some", "x, D, +, -, # act on all; Esc unmarks", "Press a … ? for all keys"
/// named the default keys after the user remapped them).
@Suite struct RemappedSentenceTests {
    let keys: SceneKeyMaps

    init() throws {
        keys = try KeyConfiguration.resolve(preset: nil, remaps: [
            KeyRemap(scene: "list", action: "toggle", keys: ["T"], line: 1),
            KeyRemap(scene: nil, action: "undo", keys: ["U"], line: 2),
            KeyRemap(scene: nil, action: "redo", keys: ["ctrl-t"], line: 3),
            KeyRemap(scene: nil, action: "help", keys: ["f1"], line: 4),
            KeyRemap(scene: "list", action: "add", keys: ["o"], line: 5),
            KeyRemap(scene: nil, action: "edit-notes", keys: ["W"], line: 6),
            KeyRemap(scene: "list", action: "clear-marks", keys: ["ctrl-g"], line: 7),
            KeyRemap(scene: "list", action: "search", keys: ["ctrl-s"], line: 8),
            KeyRemap(scene: "list", action: "next-filter", keys: ["F2"], line: 9),
            KeyRemap(scene: "list", action: "delete", keys: [], line: 10),
            KeyRemap(scene: "list", action: "sync", keys: ["ctrl-y"], line: 11),
        ]).maps
    }

    func presenter(_ display: TaskListDisplayLogicSpy) -> TaskListPresenter {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock, keys: SentenceKeys(keys.list))
        presenter.viewController = display
        return presenter
    }

    @Test func theListsSentencesNameTheRemappedKeys() throws {
        let display = TaskListDisplayLogicSpy()
        let presenter = presenter(display)
        let milk = try Fixtures.Samples.milk
        let change = TaskChange(action: .toggled, entries: [.init(id: milk.id, before: milk, after: milk)])
        presenter.presentStatus(response: .init(kind: .change(.made(change, hiddenCount: 0))))
        #expect(display.displayStatusViewModels.last?.text.hasSuffix(" — U to undo") == true)
        presenter.presentStatus(response: .init(kind: .change(.undone(change, nil))))
        #expect(display.displayStatusViewModels.last?.text.hasSuffix(" — Ctrl-T to redo") == true)
        presenter.presentStatus(response: .init(kind: .search(.noSearch)))
        #expect(display.displayStatusViewModels.last?.text
                == "No search yet: Ctrl-S searches, then n and N find the next and previous match")
        presenter.presentTasks(response: .init(
            storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(), matchingCount: 1, window: [milk],
            windowStart: 0, selectedIndex: 0, rowWidth: 80, markedInWindow: [milk.id], markedCount: 1,
            preview: .init(task: milk, width: 40)))
        let listed = try #require(display.displayTasksViewModels.last)
        // D is unbound: the sentence leaves it out rather than name a key that does nothing.
        #expect(listed.marks == "1 marked — T, +, -, # act on all; Ctrl-G unmarks")
        #expect(listed.preview?.lines == ["No notes. W writes some."])
        presenter.presentTasks(response: .init(
            storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(), matchingCount: 0, window: [],
            windowStart: 0, selectedIndex: nil, rowWidth: 80))
        #expect(display.displayTasksViewModels.last?.emptyState[1] == "Press o to add your first task, or F1 for all keys.")
    }

    /// The sync's staying lines name the sync key (which cancels) and the key that dismisses.
    @Test func theSyncsLinesNameTheRemappedKeys() {
        let display = TaskListDisplayLogicSpy()
        let presenter = presenter(display)
        presenter.presentStatus(response: .init(kind: .storage(.syncStarted(command: "vdirsyncer sync"))))
        #expect(display.displayStatusViewModels.last?.text == "Syncing (vdirsyncer sync)… — Ctrl-Y cancels")
        let outcome = SyncOutcome(command: "vdirsyncer sync", status: 0, lastLine: nil)
        presenter.presentStatus(response: .init(kind: .storage(.synced(outcome, changedHere: 0, conflicts: [],
                                                                        setAsideLocation: nil))))
        #expect(display.displayStatusViewModels.last?.text.hasSuffix(" — Ctrl-G dismisses") == true,
                "\(display.displayStatusViewModels.last?.text ?? "")")
    }

    @Test func theTaskScreenAndItsStatusNameItsKeys() throws {
        let display = TaskDetailDisplayLogicSpy()
        let presenter = TaskDetailPresenter(clock: Fixtures.Samples.clock, keys: SentenceKeys(keys.detail))
        presenter.viewController = display
        let milk = try Fixtures.Samples.milk
        let change = TaskChange(action: .toggled, entries: [.init(id: milk.id, before: milk, after: milk)])
        presenter.presentStatus(response: .init(kind: .change(.made(change, hiddenCount: 0))))
        #expect(display.displayStatusViewModels.last?.text.hasSuffix(" — U to undo") == true)
    }

    /// Through the real configurator: `T` completes, and the line names `U`.
    @Test func theRealListSaysTheRemappedUndoKey() throws {
        let navigator = NavigatorSpy()
        let scene = TaskListConfigurator.make(environment: .testing(try TaskWorkingSpy(), keys: keys), settings: .testing(),
                                              navigator: navigator)
        scene.layout(size: Size(width: 100, height: 24))
        scene.viewWillAppear()
        scene.handle(TestInput.char("T"))
        var canvas = Canvas(size: Size(width: 100, height: 24))
        scene.render(into: &canvas, area: canvas.bounds)
        #expect(canvas.text(ofRow: 22).contains(" — U to undo"), "\(canvas.text(ofRow: 22))")
        #expect(canvas.text(ofRow: 23).contains("Ctrl-S filter") && canvas.text(ofRow: 23).contains("F2 tab"))
    }
}

/// What a narrow window and an empty command line say (issue 25: long hints were cut with no
/// way to read them; Tab on an empty `:` completed `add`).
@Suite struct DiscoverabilityTests {
    @Test func aLongStatusGoesOnInTheHintRow() {
        var canvas = Canvas(size: Size(width: 40, height: 2))
        SceneFooter(status: StatusLine(text: "Completed 'Call mom about the christmas plans' — u to undo", isError: false),
                    hints: [KeyHint(key: "x", label: "done")])
            .draw(into: &canvas, in: canvas.bounds, theme: .dark)
        #expect(canvas.text(ofRow: 0).hasPrefix("Completed 'Call mom about the christmas"))
        #expect(canvas.text(ofRow: 1).hasPrefix("plans' — u to undo"))
    }

    @Test func aLongNoteGoesOnInTheHintRowAndNarrowHintsStartWithHelp() {
        var canvas = Canvas(size: Size(width: 40, height: 2))
        let hints = [KeyHint(key: "x", label: "done"), KeyHint(key: "a", label: "add"), KeyHint(key: "u", label: "undo"),
                     KeyHint(key: "/", label: "filter"), KeyHint(key: "f", label: "tab"), KeyHint(key: "?", label: "help")]
        SceneFooter(note: StyledText(text: "5 marked — x, D, +, -, # act on all; Esc unmarks", style: .plain),
                    position: "1/5", hints: hints).draw(into: &canvas, in: canvas.bounds, theme: .dark)
        #expect((canvas.text(ofRow: 0) + canvas.text(ofRow: 1)).contains("Esc unmarks"))
        #expect(KeyHintBar.ordered(hints, width: 40).first?.label == "help")
        #expect(KeyHintBar.ordered(hints, width: 80) == hints)
    }

    @Test func tabOnAnEmptyCommandLineListsTheCommands() throws {
        let scene = TaskListConfigurator.make(environment: .testing(try TaskWorkingSpy()), settings: .testing(),
                                              navigator: NavigatorSpy())
        scene.layout(size: Size(width: 100, height: 24))
        scene.viewWillAppear()
        scene.handle(TestInput.char(":"))
        scene.handle(TestInput.key(.tab))
        var canvas = Canvas(size: Size(width: 100, height: 24))
        scene.render(into: &canvas, area: canvas.bounds)
        #expect(canvas.text(ofRow: 22).hasPrefix(":"), "the line stays empty: \(canvas.text(ofRow: 22))")
        #expect(canvas.text(ofRow: 22).trimmingCharacters(in: .whitespaces) == ":")
        #expect(canvas.text(ofRow: 23).hasPrefix("Commands: :context :export :filter :sort :tab :view, and "), "\(canvas.text(ofRow: 23))")
    }
}
