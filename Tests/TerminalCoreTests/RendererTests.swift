import TaskTestSupport
import Testing
@testable import TerminalCore

@Suite struct RendererTests {
    static let alphabet: [Character] = ["a", "b", "Z", " ", "日", "本", "é", "😀", "─", "x", "\u{1B}", "👨‍👩‍👧"]
    static let styles: [Style] = [
        .plain, .fg(.red), Style(foreground: .brightWhite, background: .blue).bold, Style.plain.reverse,
        Style(foreground: .rgb(255, 135, 0), background: .indexed(236)).underline, Style(foreground: .indexed(33)).dim,
    ]

    static func randomFrame(_ size: Size, from base: Canvas? = nil, edits: Int, _ random: inout SplitMix64) -> Canvas {
        var canvas = base ?? Canvas(size: size)
        for _ in 0..<edits {
            let length = Int.random(in: 1...8, using: &random)
            let text = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
            let point = Point(x: Int.random(in: -2..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random))
            canvas.draw(text, at: point, style: styles[Int.random(in: 0..<styles.count, using: &random)])
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            canvas.setCursor(Point(x: Int.random(in: 0..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random)))
        }
        return canvas
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func applyingTheBytesGivesExactlyTheNewFrame(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for mode in ColorMode.allCases {
            let size = Size(width: Int.random(in: 1...30, using: &random), height: Int.random(in: 1...8, using: &random))
            var renderer = Renderer(colorMode: mode)
            var screen = ScreenModel(width: size.width, height: size.height)
            var previous: Canvas?
            for step in 0..<40 {
                let fresh = Int.random(in: 0..<5, using: &random) == 0
                let frame = Self.randomFrame(size, from: fresh ? nil : previous, edits: Int.random(in: 0...6, using: &random), &random)
                let bytes = renderer.render(frame)
                screen.apply(bytes)
                #expect(screen.differences(from: frame, mode: mode) == [], "seed \(seed) mode \(mode) step \(step)")
                #expect(screen.cursorVisible == (frame.cursor != nil))
                if let cursor = frame.cursor, !bytes.isEmpty {
                    #expect(Point(x: screen.x, y: screen.y) == cursor)
                }
                previous = frame
            }
        }
    }

    /// A selection moving off a row clears that row's blank tail with one EL instead of
    /// writing spaces; applied to a terminal, the bytes still give exactly the new frame.
    @Test(arguments: ColorMode.allCases)
    func aRowThatEndsInPlainBlanksIsErasedNotOverwritten(mode: ColorMode) {
        func frame(selected: Int) -> Canvas {
            var canvas = Canvas(size: Size(width: 40, height: 3))
            for row in 0..<3 { canvas.draw("task \(row)", at: Point(x: 0, y: row), style: .fg(.cyan)) }
            canvas.restyle(Rect(x: 0, y: selected, width: 40, height: 1)) { $0.adding(.reverse) }
            return canvas
        }
        var renderer = Renderer(colorMode: mode)
        var screen = ScreenModel(width: 40, height: 3)
        screen.apply(renderer.render(frame(selected: 0)))
        let move = renderer.render(frame(selected: 1))
        screen.apply(move)
        #expect(screen.differences(from: frame(selected: 1), mode: mode) == [])
        #expect(screen.problems.isEmpty)
        let erase = ANSI.eraseToEndOfLine
        #expect((0...(move.count - erase.count)).contains { Array(move[$0..<$0 + erase.count]) == erase })
        // Row 1's 34 selected blanks must be written; row 0's 34 plain ones are not.
        #expect(move.filter { $0 == 0x20 }.count < 40)
    }

    @Test func anUnchangedFrameCostsNothing() {
        var renderer = Renderer(colorMode: .ansi256)
        var canvas = Canvas(size: Size(width: 20, height: 5))
        canvas.draw("hello", at: .zero, style: .fg(.red))
        #expect(!renderer.render(canvas).isEmpty)
        #expect(renderer.render(canvas).isEmpty)
    }

    @Test func framesAreWrappedInSynchronizedOutput() {
        var renderer = Renderer(colorMode: .ansi16)
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.draw("x", at: .zero)
        let bytes = renderer.render(canvas)
        #expect(bytes.starts(with: ANSI.beginSynchronizedUpdate))
        #expect(Array(bytes.suffix(ANSI.endSynchronizedUpdate.count)) == ANSI.endSynchronizedUpdate)
    }

    static func listFrame(selected: Int) -> Canvas {
        var canvas = Canvas(size: Size(width: 200, height: 60))
        for row in 0..<60 {
            let style: Style = row == selected ? Style(foreground: .black, background: .cyan).bold : .plain
            let rect = Rect(x: 0, y: row, width: 200, height: 1)
            canvas.fill(rect, style: style)
            canvas.draw("  [ ] Task number \(row) — buy milk, write report, call Alice", in: rect, style: style)
        }
        return canvas
    }

    @Test func movingAHighlightCostsTwoRowsNotTheScreen() {
        var renderer = Renderer(colorMode: .trueColor)
        var screen = ScreenModel(width: 200, height: 60)
        let first = Self.listFrame(selected: 10)
        let full = renderer.render(first)
        screen.apply(full)
        let second = Self.listFrame(selected: 11)
        let diff = renderer.render(second)
        screen.apply(diff)
        #expect(screen.differences(from: second, mode: .trueColor) == [])
        // Two rows of 200 cells, plus a few moves and SGRs.
        #expect(diff.count <= 2 * 200 + 80, "\(diff.count) bytes")
        #expect(full.count > 6 * diff.count)
    }

    /// Issue 27: a task list of 120 columns whose selection is a bar of one background.
    static func barFrame(selected: Int) -> Canvas {
        let bar = Style(foreground: .black, background: .indexed(153))
        var canvas = Canvas(size: Size(width: 120, height: 40))
        for row in 0..<40 {
            let rect = Rect(x: 0, y: row, width: 120, height: 1)
            canvas.draw("[ ]  !!  T0\(1000 + row) write the report", in: rect, style: .plain)
            canvas.draw("+work", at: Point(x: 72, y: row), style: .fg(.indexed(170)))
            canvas.draw("2024-11-02", at: Point(x: 104, y: row), style: Style(foreground: .brightWhite, background: .red).bold)
            if row == selected {
                canvas.restyle(rect) { $0.foreground(.black).background(.indexed(153)) }
            }
        }
        return canvas
    }

    /// The bar's blanks are erased in its background (bce): the move writes the two rows'
    /// text and a few sequences, no runs of spaces, and the screen equals the frame.
    @Test func aSelectionBarMovesWithItsBlanksErased() {
        for backgroundErase in [true, false] {
            var renderer = Renderer(colorMode: .ansi256, backgroundErase: backgroundErase)
            var screen = ScreenModel(width: 120, height: 40)
            screen.apply(renderer.render(Self.barFrame(selected: 5)))
            let next = Self.barFrame(selected: 6)
            let move = renderer.render(next)
            screen.apply(move)
            #expect(screen.differences(from: next, mode: .ansi256) == [], "bce \(backgroundErase)")
            let text = String(decoding: move, as: UTF8.self)
            if backgroundErase {
                #expect(!text.contains("      "), "\(text.debugDescription)")
                #expect(move.count < 210, "\(move.count) bytes: \(text.debugDescription)")
            } else {
                #expect(text.contains(String(repeating: " ", count: 30)), "without bce the bar's blanks are spaces")
            }
        }
    }

    @Test func aResizeRepaintsEverything() {
        var renderer = Renderer(colorMode: .ansi256)
        var small = Canvas(size: Size(width: 10, height: 3))
        small.draw("hello", at: .zero)
        _ = renderer.render(small)
        var big = Canvas(size: Size(width: 12, height: 4))
        big.draw("hello", at: .zero)
        big.draw("world", at: Point(x: 3, y: 3), style: .fg(.green))
        let bytes = renderer.render(big)
        #expect(bytes.containsSequence(ANSI.clearScreen))
        // Whatever the terminal showed before, the bytes alone produce the frame.
        var junk = ScreenModel(width: 12, height: 4, fill: ScreenModel.ModelCell(character: "#", style: .fg(.red)))
        junk.apply(bytes)
        #expect(junk.differences(from: big, mode: .ansi256) == [])
    }

    @Test func invalidateRepaintsEverything() {
        var renderer = Renderer(colorMode: .ansi16)
        var canvas = Canvas(size: Size(width: 6, height: 2))
        canvas.draw("abc", at: .zero)
        _ = renderer.render(canvas)
        renderer.invalidate()
        let bytes = renderer.render(canvas)
        var junk = ScreenModel(width: 6, height: 2, fill: ScreenModel.ModelCell(character: "#"))
        junk.apply(bytes)
        #expect(junk.differences(from: canvas, mode: .ansi16) == [])
    }

    /// Only what changes is sent: adding an attribute or a colour keeps the rest; taking an
    /// attribute away turns it off by its own code, unless a reset and the whole style is shorter.
    @Test func styleChangesSendOnlyTheDifference() {
        var out: [UInt8] = []
        ANSI.appendSGR(from: Style.plain.reverse, to: Style.fg(.magenta).reverse, into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "\u{1B}[35m")
        out = []
        ANSI.appendSGR(from: Style.fg(.magenta).reverse, to: Style.plain.reverse, into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "\u{1B}[39m")
        out = []
        ANSI.appendSGR(from: Style.plain.bold.reverse, to: Style.fg(.cyan).reverse, into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "\u{1B}[22;36m")
        // Bold off inside the selection bar (black on 153): not a reset and the bar again.
        let bar = Style(foreground: .ansi(0), background: .indexed(153))
        out = []
        ANSI.appendSGR(from: bar.bold, to: bar, into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "\u{1B}[22m")
        // Bold goes, dim stays: 22 ends both, so dim is set again.
        out = []
        ANSI.appendSGR(from: bar.bold.dim, to: bar.dim, into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "\u{1B}[22;2m")
        // Everything off: the reset is shorter than four codes.
        out = []
        ANSI.appendSGR(from: Style.plain.bold.reverse.underline, to: .plain, into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "\u{1B}[0m")
    }

    @Test func noColorModeWritesNoColorCodes() {
        var renderer = Renderer(colorMode: .none)
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.draw("sel", at: .zero, style: Style(foreground: .red, background: .rgb(0, 0, 255)).reverse)
        let text = String(decoding: renderer.render(canvas), as: UTF8.self)
        #expect(text.contains("\u{1B}[7msel"))  // from plain, only the attribute is added
        #expect(!text.contains("31") && !text.contains("48;"))
    }
}

extension Array where Element == UInt8 {
    func containsSequence(_ needle: [UInt8]) -> Bool {
        guard needle.count <= count else { return false }
        return (0...(count - needle.count)).contains { self[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
