import TaskTestSupport
import Testing
@testable import TerminalCore

/// Issue 27: a list whose selection is a bar of one background, moved and scrolled as a
/// person does (`j`, `k`, the wheel, page keys, the ends), drawn by a renderer and applied
/// to a terminal model. Whatever the encoder chooses (a row erased first, a scroll region),
/// the screen must equal the frame after every step; and a `j` on the window's last row
/// must cost about two rows, not the window.
@Suite struct ListMoveRendererTests {
    static let bar = Style(foreground: .black, background: .indexed(153))
    static let spanStyles: [Style] = [
        .fg(.indexed(179)), .fg(.indexed(170)), .fg(.indexed(80)), Style(foreground: .brightWhite, background: .red).bold,
        Style.plain.dim, .fg(.ansi(3)), Style.plain.underline, Style.plain.reverse,
    ]
    static let words = ["buy", "milk", "write", "report", "日本", "call", "😀", "deploy", "x", "review"]

    /// A row of a few styled words at random columns.
    static func item(_ random: inout SplitMix64) -> [(x: Int, text: String, style: Style)] {
        (0..<Int.random(in: 1...5, using: &random)).map { _ in
            let text = (0..<Int.random(in: 1...3, using: &random)).map { _ in words.randomElement(using: &random)! }
                .joined(separator: " ")
            let style = Int.random(in: 0..<3, using: &random) == 0 ? Style.plain : spanStyles.randomElement(using: &random)!
            return (Int.random(in: 0..<60, using: &random), text, style)
        }
    }

    /// A header row, the list's rows from `offset` with the selected one in the bar, and a
    /// counter at the bottom right.
    static func frame(_ items: [[(x: Int, text: String, style: Style)]], offset: Int, selected: Int, size: Size) -> Canvas {
        var canvas = Canvas(size: size)
        _ = canvas.draw("taskdeck · tasks.json", at: .zero, style: Style.plain.bold)
        for row in 0..<(size.height - 2) {
            drawRow(items, row: row, offset: offset, selected: selected, into: &canvas)
        }
        drawCounter(items, selected: selected, into: &canvas)
        return canvas
    }

    /// List row `row` (under the header) of the window from `offset`, over a blank row.
    static func drawRow(_ items: [[(x: Int, text: String, style: Style)]], row: Int, offset: Int, selected: Int,
                        into canvas: inout Canvas) {
        guard offset + row < items.count else { return }
        let rect = Rect(x: 0, y: 1 + row, width: canvas.size.width, height: 1)
        for span in items[offset + row] {
            _ = canvas.draw(span.text, at: Point(x: span.x, y: rect.y), clippedTo: rect.width - span.x, style: span.style)
        }
        if offset + row == selected { canvas.restyle(rect) { $0.foreground(.black).background(.indexed(153)) } }
    }

    static func drawCounter(_ items: [[(x: Int, text: String, style: Style)]], selected: Int, into canvas: inout Canvas) {
        let size = canvas.size
        _ = canvas.draw("\(selected + 1)/\(items.count)", in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1),
                        style: Style.plain.dim, alignment: .right)
    }

    /// A list of random rows in a window of random size, with its selection state.
    static func randomList(_ random: inout SplitMix64)
        -> (size: Size, items: [[(x: Int, text: String, style: Style)]], height: Int, list: ScrollingList) {
        let size = Size(width: Int.random(in: 20...70, using: &random), height: Int.random(in: 5...16, using: &random))
        let items = (0..<Int.random(in: 3...60, using: &random)).map { _ in Self.item(&random) }
        var list = ScrollingList()
        list.setCount(items.count)
        return (size, items, size.height - 2, list)
    }

    /// 200 random rows on a 120x40 screen, as tuibench measures.
    static func tuibenchList() -> (size: Size, items: [[(x: Int, text: String, style: Style)]]) {
        var random = SplitMix64(seed: 27)
        return (Size(width: 120, height: 40), (0..<200).map { _ in Self.item(&random) })
    }

    /// As the Task List draws over the frame on screen: when the window moved, the canvas
    /// scrolls the list's rows (`Canvas.scrollRows`, so the terminal scrolls them too) and
    /// only the rows brought in, the two rows of the selection and the counter are drawn.
    /// The canvas must then hold exactly the frame drawn whole, and the terminal show it.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func scrollingTheCanvasRowsGivesExactlyEachFrame(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var scrolls = 0
        for mode in ColorMode.allCases {
            for backgroundErase in [true, false] {
                var (size, items, height, list) = Self.randomList(&random)
                var renderer = Renderer(colorMode: mode, backgroundErase: backgroundErase)
                var screen = ScreenModel(width: size.width, height: size.height)
                screen.apply(renderer.render(size: size, keepingShownFrame: true) {
                    $0 = Self.frame(items, offset: 0, selected: 0, size: size)
                })
                var (shownOffset, shownSelection) = (0, 0)
                let movements: [ScrollMovement] = [.down, .down, .down, .down, .up, .up, .up, .halfPageDown, .top, .bottom]
                for step in 0..<80 {
                    _ = list.move(movements.randomElement(using: &random)!, height: height)
                    list.keepVisible(height: height)
                    let (offset, selected) = (list.offset, list.selection ?? 0)
                    var drawn = Canvas(size: .zero)
                    screen.apply(renderer.render(size: size, keepingShownFrame: true) { canvas in
                        let shift = offset - shownOffset
                        var rows = Set([shownSelection - offset, selected - offset])
                        if shift != 0, canvas.scrollRows(Rect(x: 0, y: 1, width: size.width, height: height), by: shift) {
                            scrolls += 1
                            rows.formUnion(shift > 0 ? (height - shift)..<height : 0..<(-shift))
                        } else if shift != 0 {
                            rows.formUnion(0..<height)
                        }
                        for row in rows where row >= 0 && row < height {
                            canvas.erase(Rect(x: 0, y: 1 + row, width: size.width, height: 1))
                            Self.drawRow(items, row: row, offset: offset, selected: selected, into: &canvas)
                        }
                        canvas.erase(Rect(x: 0, y: size.height - 1, width: size.width, height: 1))
                        Self.drawCounter(items, selected: selected, into: &canvas)
                        drawn = canvas
                    })
                    (shownOffset, shownSelection) = (offset, selected)
                    let whole = Self.frame(items, offset: offset, selected: selected, size: size)
                    let label = "seed \(seed) \(mode) bce \(backgroundErase) step \(step)"
                    #expect(drawn.cells == whole.cells, "\(label)")
                    #expect(screen.problems == [], "\(label)")
                    #expect(screen.differences(from: whole, mode: mode) == [], "\(label)")
                }
            }
        }
        #expect(scrolls > 5, "the walks scrolled the canvas (seed \(seed))")
    }

    /// 120x40 as tuibench measures, drawn as the Task List draws: a `j` off the window's end
    /// scrolls the canvas rows, compares only the rows drawn after it, and writes those.
    @Test func aScrolledCanvasComparesAndWritesOnlyTheRowsDrawnAfterTheScroll() {
        let (size, items) = Self.tuibenchList()
        var renderer = Renderer(colorMode: .ansi256)
        var screen = ScreenModel(width: size.width, height: size.height)
        screen.apply(renderer.render(size: size, keepingShownFrame: true) {
            $0 = Self.frame(items, offset: 0, selected: 37, size: size)
        })
        var written: [Int] = []
        let bytes = renderer.render(size: size, keepingShownFrame: true) { canvas in
            let scrolled = canvas.scrollRows(Rect(x: 0, y: 1, width: size.width, height: 38), by: 1)
            #expect(scrolled)
            for row in [36, 37] {
                canvas.erase(Rect(x: 0, y: 1 + row, width: size.width, height: 1))
                Self.drawRow(items, row: row, offset: 1, selected: 38, into: &canvas)
            }
            canvas.erase(Rect(x: 0, y: 39, width: size.width, height: 1))
            Self.drawCounter(items, selected: 38, into: &canvas)
            written = canvas.writtenRows
        }
        #expect(written == [37, 38, 39])
        Self.expectOneRowScrolled(bytes, region: "2;39", on: &screen, showing: Self.frame(items, offset: 1, selected: 38, size: size))
    }

    /// `bytes` bring `screen` to `next`, scrolling the region `region` ("top;bottom") first,
    /// in about two rows' worth of bytes.
    static func expectOneRowScrolled(_ bytes: [UInt8], region: String, on screen: inout ScreenModel, showing next: Canvas) {
        screen.apply(bytes)
        #expect(screen.problems == [])
        #expect(screen.differences(from: next, mode: .ansi256) == [])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}[\(region)r"), "\(text.debugDescription)")
        #expect(bytes.count < 400, "\(bytes.count) bytes: \(text.debugDescription)")
    }

    /// Rows are scrolled on the canvas only where the terminal can do the same.
    @Test func rowsAreScrolledOnlyWhereTheTerminalScrollsTheSame() {
        let size = Size(width: 30, height: 12)
        var renderer = Renderer(colorMode: .ansi256)
        _ = renderer.render(size: size, keepingShownFrame: true) { _ = $0.draw("first", at: .zero) }
        _ = renderer.render(size: size, keepingShownFrame: true) { canvas in
            var answers: [Bool] = []
            answers.append(canvas.scrollRows(Rect(x: 1, y: 1, width: 29, height: 10), by: 1))  // not whole rows
            answers.append(canvas.scrollRows(Rect(x: 0, y: 1, width: 30, height: 5), by: 2))  // spares too few rows
            answers.append(canvas.scrollRows(Rect(x: 0, y: 1, width: 30, height: 12), by: 1))  // past the frame's end
            _ = canvas.draw("written", at: Point(x: 0, y: 3))
            answers.append(canvas.scrollRows(Rect(x: 0, y: 1, width: 30, height: 10), by: 1))  // a row written already
            answers.append(canvas.scrollRows(Rect(x: 0, y: 4, width: 30, height: 8), by: -1))
            answers.append(canvas.scrollRows(Rect(x: 0, y: 4, width: 30, height: 8), by: 1))  // scrolled once already
            #expect(answers == [false, false, false, false, true, false])
        }
        var blank = Canvas(size: size)
        let scrolledBlank = blank.scrollRows(Rect(x: 0, y: 1, width: 30, height: 10), by: 1)
        #expect(!scrolledBlank, "no frame on screen to continue")
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func movingAndScrollingGivesExactlyEachFrame(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for mode in ColorMode.allCases {
            for backgroundErase in [true, false] {
                var (size, items, height, list) = Self.randomList(&random)
                var renderer = Renderer(colorMode: mode, backgroundErase: backgroundErase)
                var screen = ScreenModel(width: size.width, height: size.height)
                let movements: [ScrollMovement] = [.down, .down, .down, .up, .pageDown, .pageUp, .halfPageDown, .top, .bottom]
                for step in 0..<60 {
                    _ = list.move(movements.randomElement(using: &random)!, height: height)
                    list.keepVisible(height: height)
                    let next = Self.frame(items, offset: list.offset, selected: list.selection ?? 0, size: size)
                    screen.apply(renderer.render(next))
                    #expect(screen.problems == [], "seed \(seed) \(mode) bce \(backgroundErase) step \(step)")
                    #expect(screen.differences(from: next, mode: mode) == [],
                            "seed \(seed) \(mode) bce \(backgroundErase) step \(step)")
                }
            }
        }
    }

    /// 120x40 as tuibench measures: a `j` on the window's last row scrolls the list a row
    /// in the terminal and writes the two rows of the selection and the counter.
    @Test func aMoveOffTheWindowsEndScrollsTheTerminalInsteadOfRewritingTheWindow() {
        let (size, items) = Self.tuibenchList()
        var renderer = Renderer(colorMode: .ansi256)
        var screen = ScreenModel(width: size.width, height: size.height)
        screen.apply(renderer.render(Self.frame(items, offset: 0, selected: 37, size: size)))
        let next = Self.frame(items, offset: 1, selected: 38, size: size)
        Self.expectOneRowScrolled(renderer.render(next), region: "2;38", on: &screen, showing: next)
    }

    /// A scroll that explains every change still puts a shown text cursor back: giving the
    /// region back (`CSI r`) sends the terminal's cursor home.
    @Test func aScrollPutsAShownCursorBack() {
        let size = Size(width: 30, height: 10)
        func frame(offset: Int) -> Canvas {
            var canvas = Canvas(size: size)
            _ = canvas.draw("search: milk", at: .zero, style: .plain)
            for row in 1..<size.height where offset + row < 10 {
                _ = canvas.draw("task \(offset + row) to do", at: Point(x: 0, y: row), style: .plain)
            }
            canvas.setCursor(Point(x: 12, y: 0))
            return canvas
        }
        var renderer = Renderer(colorMode: .ansi256)
        var screen = ScreenModel(width: size.width, height: size.height)
        screen.apply(renderer.render(frame(offset: 0)))
        let bytes = renderer.render(frame(offset: 3))
        screen.apply(bytes)
        #expect(String(decoding: bytes, as: UTF8.self).contains("r\u{1B}"), "no scroll: \(bytes.count) bytes")
        #expect(screen.differences(from: frame(offset: 3), mode: .ansi256) == [])
        #expect(screen.x == 12 && screen.y == 0 && screen.cursorVisible, "cursor at \(screen.x),\(screen.y)")
    }

    /// A move within the window writes no scroll region.
    @Test func aMoveWithinTheWindowScrollsNothing() {
        var random = SplitMix64(seed: 7)
        let size = Size(width: 120, height: 40)
        let items = (0..<200).map { _ in Self.item(&random) }
        var renderer = Renderer(colorMode: .ansi256)
        _ = renderer.render(Self.frame(items, offset: 0, selected: 5, size: size))
        let text = String(decoding: renderer.render(Self.frame(items, offset: 0, selected: 6, size: size)), as: UTF8.self)
        #expect(!text.contains("r\u{1B}"), "\(text.debugDescription)")
    }
}
