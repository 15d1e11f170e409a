import Foundation
import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The Task List drawn over the frame it showed (`drawsOnlyChanges`): a move draws the two
/// rows that change and the position counter, and every frame it draws that way is the
/// frame it would draw whole, cell for cell and byte for byte, whatever keys came before
/// (moves, scrolling, tabs, the search field, the preview, folds, marks, changes, the
/// scenes and questions opened over it, resizes).
@Suite struct TaskListDrawOnlyChangesTests {
    /// The app twice over the same tasks, given the same keys: one drawn as the run loop
    /// draws (over the frame on screen, only what changed), its twin drawn whole every frame.
    final class Screen {
        var size: Size
        let navigator: Navigator
        let twin: Navigator
        var renderer = Renderer(colorMode: .trueColor)
        var wholeRenderer = Renderer(colorMode: .trueColor)

        init(tasks: [Task], size: Size = Size(width: 110, height: 24)) throws {
            self.size = size
            func app() -> Navigator {
                let navigator = Navigator(size: size)
                let worker = TaskWorker(service: TaskService(repository: SpyRepository(tasks), clock: Fixtures.Samples.clock),
                                        storeName: "tasks.json")
                navigator.setRoot(TaskListConfigurator.make(environment: .testing(worker), settings: .testing(),
                                                            navigator: navigator))
                return navigator
            }
            navigator = app()
            twin = app()
        }

        var list: TerminalViewController { navigator.stack[0] }

        /// One frame: what the kept-frame renderer drew (its canvas, the rows it wrote, its
        /// bytes) beside the twin drawn whole on a blank canvas, and that frame's bytes.
        struct Frame {
            var drawn: Canvas
            var written: [Int]
            var bytes: [UInt8]
            var whole: Canvas
            var wholeBytes: [UInt8]
        }

        func frame() -> Frame {
            var drawn = Canvas(size: .zero)
            let bytes = renderer.render(size: size, keepingShownFrame: true) { canvas in
                navigator.render(into: &canvas)
                drawn = canvas
            }
            var whole = Canvas(size: .zero)
            let wholeBytes = wholeRenderer.render(size: size) { canvas in
                #expect(!canvas.continuesShownFrame)
                twin.render(into: &canvas)
                whole = canvas
            }
            return Frame(drawn: drawn, written: drawn.writtenRows, bytes: bytes, whole: whole, wholeBytes: wholeBytes)
        }

        func press(_ key: Key, _ modifiers: Modifiers = []) {
            navigator.handle(.key(KeyEvent(key, modifiers)))
            twin.handle(.key(KeyEvent(key, modifiers)))
        }

        func resize(to size: Size) {
            self.size = size
            navigator.resize(to: size)
            twin.resize(to: size)
        }
    }

    /// 60 tasks of every kind a row shows: due or not, overdue, priorities, projects, tags,
    /// notes, done, and parents with subtasks two levels deep.
    static func tasks() throws -> [Task] {
        var tasks: [Task] = []
        let priorities: [Priority] = [.none, .low, .medium, .high]
        for index in 0..<60 {
            let due = index % 3 == 0 ? nil : Due(day: try Fixtures.Samples.day(2026, 11, 10 + index % 20))
            let parent = index % 7 >= 5 ? tasks[index - (index % 7 - 4)].id : nil
            let task = try Task(title: "Task \(index) " + String(repeating: "word ", count: index % 9) + (index % 11 == 0 ? "日本語" : ""),
                                notes: index % 4 == 0 ? "Notes of \(index)\nsecond line\nthird line\nfourth" : "",
                                status: index % 13 == 12 ? .completed : .pending, created: Fixtures.Samples.now,
                                completed: index % 13 == 12 ? Fixtures.Samples.now : nil, due: due,
                                priority: priorities[index % 4], project: index % 5 == 0 ? "work.deep" : nil,
                                tags: index % 6 == 0 ? ["shop", "next"] : [], parent: parent)
            tasks.append(task)
        }
        return tasks
    }

    /// The list's rows on screen start after the title, tabs and rule.
    static let firstRow = TaskListViewController.headerHeight

    @Test func aMoveDrawsTheTwoRowsThatChangeAndThePositionCounter() throws {
        let screen = try Screen(tasks: Self.tasks())
        let first = screen.frame()
        #expect(first.written.count == screen.size.height, "the first frame is drawn whole")
        screen.press(.char("j"))
        let rows = (screen.list as? TaskListViewController)?.viewModel?.rows ?? []
        let selected = try #require(rows.firstIndex { $0.isSelected })
        let moved = screen.frame()
        let statusRow = screen.size.height - SceneFooter.height
        #expect(moved.written == [Self.firstRow + selected - 1, Self.firstRow + selected, statusRow])
        #expect(moved.drawn.cells == moved.whole.cells)
        #expect(moved.bytes == moved.wholeBytes)
        screen.press(.char("k"))
        let back = screen.frame()
        #expect(back.written == [Self.firstRow + selected - 1, Self.firstRow + selected, statusRow])
        #expect(back.drawn.cells == back.whole.cells)
    }

    @Test func aFrameWithNothingNewWritesNoRowAndNoByte() throws {
        let screen = try Screen(tasks: Self.tasks())
        _ = screen.frame()
        let again = screen.frame()
        #expect(again.written == [])
        #expect(again.bytes == [])
    }

    /// A scene pushed over the list, or a question shown over it, and the list again: each
    /// such frame is drawn whole (the navigator does not hand the list a frame it did not draw).
    @Test func aSceneOrAQuestionOverTheListIsDrawnWholeAndSoIsTheListAfter() throws {
        let screen = try Screen(tasks: Self.tasks())
        _ = screen.frame()
        for (open, close) in [(Key.char("?"), Key.escape), (.char("D"), .escape), (.enter, .escape)] {
            screen.press(open)
            let over = screen.frame()
            #expect(over.drawn.cells == over.whole.cells)
            #expect(over.written.count == screen.size.height, "\(open) is drawn whole")
            screen.press(close)
            #expect(screen.navigator.stack.count == 1 && screen.navigator.modals.isEmpty, "\(close) closes \(open)")
            let list = screen.frame()
            #expect(list.written.count == screen.size.height, "the list after \(open) is drawn whole")
            #expect(list.drawn.cells == list.whole.cells)
        }
    }

    /// At 40 columns a status or the marks' note goes on in the hint row: the hint row is
    /// drawn again when it comes and when it goes, not only the status row.
    @Test func aStatusOrNoteWrappedIntoTheHintRowIsDrawnAndClearedThere() throws {
        let screen = try Screen(tasks: Self.tasks(), size: Size(width: 40, height: 12))
        _ = screen.frame()
        let hintRow = screen.size.height - 1
        var hintRowDrawn = 0
        for key in [Key.char("V"), .char("j"), .escape, .char("j"), .char("x"), .char("j"), .char("u"), .char("j")] {
            screen.press(key)
            let frame = screen.frame()
            #expect(frame.drawn.cells == frame.whole.cells, "after \(key)")
            if frame.written.contains(hintRow) { hintRowDrawn += 1 }
        }
        #expect(hintRowDrawn >= 4)
    }

    /// Random keys of every concern: after each, the frame drawn over the last one is the
    /// frame drawn whole, and its bytes are what a renderer given whole frames says.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func randomKeysDrawTheSameFramesAsWholeFrames(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let screen = try Screen(tasks: Self.tasks())
        let keys: [(Key, Modifiers)] = [
            (.char("j"), []), (.char("j"), []), (.char("j"), []), (.char("k"), []), (.char("k"), []), (.char("G"), []),
            (.char("g"), []), (.char(" "), []), (.char("d"), .ctrl), (.char("u"), .ctrl), (.char("p"), []), (.char("J"), []),
            (.char("K"), []), (.char("f"), []), (.char("F"), []), (.char("s"), []), (.char("x"), []), (.char("u"), []),
            (.char("v"), []), (.char("V"), []), (.escape, []), (.char("h"), []), (.char("l"), []), (.char("/"), []),
            (.char("w"), []), (.char("o"), []), (.backspace, []), (.enter, []), (.char("?"), []), (.char("D"), []),
            (.char("n"), []), (.char("t"), []), (.char("S"), []), (.char("b"), []),
        ]
        var drawnInPart = 0
        for step in 0..<400 {
            if step % 97 == 96 {
                screen.resize(to: Size(width: Int.random(in: 40...130, using: &random),
                                       height: Int.random(in: 10...40, using: &random)))
            }
            var (key, modifiers) = keys[Int.random(in: 0..<keys.count, using: &random)]
            // Another scene or a question over the list is left again soon.
            let listAlone = screen.navigator.stack.count == 1 && screen.navigator.modals.isEmpty
            if !listAlone, Bool.random(using: &random) { (key, modifiers) = (.escape, []) }
            #expect(screen.twin.stack.count == screen.navigator.stack.count)
            screen.press(key, modifiers)
            let frame = screen.frame()
            #expect(frame.drawn.cells == frame.whole.cells, "seed \(seed) step \(step) after \(key)")
            #expect(frame.drawn.cursor == frame.whole.cursor, "seed \(seed) step \(step) after \(key)")
            #expect(frame.bytes == frame.wholeBytes, "seed \(seed) step \(step) after \(key)")
            if frame.written.count < screen.size.height / 2 { drawnInPart += 1 }
        }
        // The walk did draw most frames in part: it tested the optimisation, not the fallback.
        #expect(drawnInPart > 200)
    }
}

/// The navigator hands a scene the frame on screen only when it drew that frame itself.
@Suite struct NavigatorKeptFrameTests {
    @Test func aFrameAnotherNavigatorDrewIsClearedFirst() throws {
        let tasks = try TaskListDrawOnlyChangesTests.tasks()
        func app() -> Navigator {
            let navigator = Navigator(size: Size(width: 80, height: 20))
            let worker = TaskWorker(service: TaskService(repository: SpyRepository(tasks), clock: Fixtures.Samples.clock),
                                    storeName: "tasks.json")
            navigator.setRoot(TaskListConfigurator.make(environment: .testing(worker), settings: .testing(), navigator: navigator))
            return navigator
        }
        let (first, second) = (app(), app())
        var renderer = Renderer(colorMode: .ansi256)
        let size = Size(width: 80, height: 20)
        _ = renderer.render(size: size, keepingShownFrame: true) { first.render(into: &$0) }
        _ = renderer.render(size: size, keepingShownFrame: true) { second.render(into: &$0) }
        second.handle(.key(KeyEvent(.char("j"))))
        // The screen shows the second's frame: the first, shown it, draws whole.
        var written: [Int] = []
        _ = renderer.render(size: size, keepingShownFrame: true) { canvas in
            first.render(into: &canvas)
            written = canvas.writtenRows
        }
        #expect(written.count == size.height)
        // Drawn into a canvas of no renderer, the next kept frame is not taken as its own either.
        var loose = Canvas(size: size)
        first.render(into: &loose)
        _ = renderer.render(size: size, keepingShownFrame: true) { canvas in
            first.render(into: &canvas)
            written = canvas.writtenRows
        }
        #expect(written.count == size.height)
        _ = renderer.render(size: size, keepingShownFrame: true) { canvas in
            first.render(into: &canvas)
            written = canvas.writtenRows
        }
        #expect(written == [], "its own frame, nothing new")
    }
}
