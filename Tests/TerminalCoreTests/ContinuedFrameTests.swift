import TaskTestSupport
import Testing
@testable import TerminalCore

/// Frames drawn over the frame on screen (`Renderer.render(size:keepingShownFrame:_:)`): the
/// canvas starts as the shown frame, only the rows written are compared, and the bytes are
/// the ones a frame drawn whole would give. The optimisation can make no screen differ.
@Suite struct ContinuedFrameTests {
    static let size = Size(width: 24, height: 6)

    @Test func aContinuedFrameStartsAsTheShownFrameWithNoCursorAndNoRowWritten() {
        var renderer = Renderer(colorMode: .ansi256)
        var shown = Canvas(size: Self.size)
        _ = renderer.render(size: Self.size, keepingShownFrame: true) { canvas in
            #expect(!canvas.continuesShownFrame, "the first frame starts blank")
            canvas.draw("first 日本", at: Point(x: 2, y: 1), style: .fg(.red))
            canvas.draw("second", at: Point(x: 0, y: 4))
            canvas.setCursor(Point(x: 3, y: 3))
            shown = canvas
        }
        _ = renderer.render(size: Self.size, keepingShownFrame: true) { canvas in
            #expect(canvas.continuesShownFrame)
            #expect(canvas.cells == shown.cells)
            #expect(canvas.cursor == nil)
            #expect(canvas.writtenRows == [])
        }
    }

    @Test func aResizeAnInvalidateOrAFrameNotKeptStartsBlank() {
        var renderer = Renderer(colorMode: .ansi16)
        func frame(_ size: Size, keeping: Bool = true) -> Bool {
            var continued = false
            _ = renderer.render(size: size, keepingShownFrame: keeping) { canvas in
                continued = canvas.continuesShownFrame
                if !continued { #expect(canvas.cells == Array(repeating: .blank, count: size.width * size.height)) }
                canvas.fill(with: "#")
            }
            return continued
        }
        #expect(!frame(Self.size))
        #expect(frame(Self.size))
        #expect(!frame(Size(width: 10, height: 3)), "a new size")
        #expect(frame(Size(width: 10, height: 3)), "the other buffer, still of the old size, is made a copy")
        #expect(frame(Size(width: 10, height: 3)))
        renderer.invalidate()
        #expect(!frame(Size(width: 10, height: 3)), "after invalidate the screen is unknown")
        #expect(!frame(Size(width: 10, height: 3), keeping: false))
    }

    /// Clearing a continued canvas makes it an ordinary blank frame: every row is compared.
    @Test func clearingEndsTheContinuation() {
        var renderer = Renderer(colorMode: .ansi16)
        _ = renderer.render(size: Self.size, keepingShownFrame: true) { $0.draw("kept", at: .zero) }
        let bytes = renderer.render(size: Self.size, keepingShownFrame: true) { canvas in
            canvas.clear()
            #expect(!canvas.continuesShownFrame)
            canvas.draw("new", at: Point(x: 0, y: 2))
        }
        var reference = Renderer(colorMode: .ansi16)
        var old = Canvas(size: Self.size)
        old.draw("kept", at: .zero)
        var new = Canvas(size: Self.size)
        new.draw("new", at: Point(x: 0, y: 2))
        _ = reference.render(old)
        #expect(bytes == reference.render(new))
    }

    /// Every way of writing marks its row, and only its row.
    @Test func eachWayOfWritingMarksTheRowsItWrites() {
        var canvas = Canvas(size: Self.size)
        canvas.clear()
        canvas.draw("ascii", at: Point(x: 0, y: 0))
        canvas.draw("日本", at: Point(x: 3, y: 2))
        canvas.restyle(Rect(x: 0, y: 3, width: 4, height: 1)) { $0.reverse }
        canvas.fill(Rect(x: 0, y: 5, width: 2, height: 1), with: "─")
        #expect(canvas.writtenRows == [0, 2, 3, 5])
        canvas.clear()
        canvas.withArea(Rect(x: -2, y: 1, width: 6, height: 1)) { $0.draw("clipped", at: .zero) }
        canvas.erase(Rect(x: 0, y: 4, width: 3, height: 1))
        #expect(canvas.writtenRows == [1, 4])
        canvas.setCursor(Point(x: 1, y: 3))
        #expect(canvas.writtenRows == [1, 4], "the cursor is no cell")
    }

    @Test func erasingKeepsWideCharactersWhole() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.draw("a日本b", at: .zero)  // a, 日 at 1-2, 本 at 3-4, b
        canvas.erase(Rect(x: 2, y: 0, width: 2, height: 1))  // cuts both wide characters
        #expect(canvas.text(ofRow: 0) == "a    b  ")
        #expect(canvas.cells.allSatisfy { $0.width == 1 })
        canvas.draw("xy", at: Point(x: 6, y: 0))
        canvas.erase()
        #expect(canvas.cells == Array(repeating: .blank, count: 8))
    }

    /// Random edits over random frames: a renderer drawing only changes over the shown frame
    /// writes the same bytes as one given each whole frame, the canvas it hands out is always
    /// the frame on screen (its rows copied only where they differ), and the bytes applied to
    /// a terminal give exactly the frame.
    @Test(arguments: [UInt64(11), 12, 13, 14, 15, 16])
    func drawingOnlyChangesSaysWhatWholeFramesSay(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for mode in ColorMode.allCases {
            let size = Size(width: Int.random(in: 4...30, using: &random), height: Int.random(in: 1...9, using: &random))
            var continued = Renderer(colorMode: mode)
            var whole = Renderer(colorMode: mode)
            var screen = ScreenModel(width: size.width, height: size.height)
            var expected = Canvas(size: size)
            for step in 0..<60 {
                let edits = (0..<Int.random(in: 0...4, using: &random)).map { _ in Edit.random(size, &random) }
                let clears = Int.random(in: 0..<9, using: &random) == 0
                let cursor = Int.random(in: 0..<3, using: &random) == 0
                    ? Point(x: Int.random(in: 0..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random)) : nil
                if step % 23 == 22 { continued.invalidate(); whole.invalidate() }
                let shown = expected
                if clears { expected.clear() }
                var next = expected
                next.setCursor(nil)
                for edit in edits { edit.apply(to: &next) }
                next.setCursor(cursor)
                let bytes = continued.render(size: size, keepingShownFrame: true) { canvas in
                    if canvas.continuesShownFrame {
                        let wrong = (0..<size.height).filter { row in
                            canvas.cells[row * size.width..<(row + 1) * size.width] != shown.cells[row * size.width..<(row + 1) * size.width]
                        }
                        #expect(wrong == [], "seed \(seed) \(mode) step \(step): the shown frame")
                    }
                    if clears || !canvas.continuesShownFrame {
                        // A drawer that cannot draw only changes clears and draws everything.
                        canvas.clear()
                        #expect(!canvas.continuesShownFrame)
                        canvas = next
                    } else {
                        for edit in edits { edit.apply(to: &canvas) }
                    }
                    canvas.setCursor(cursor)
                    #expect(canvas.cells == next.cells ? true : false)
                }
                #expect(bytes == whole.render(next), "seed \(seed) \(mode) step \(step)")
                screen.apply(bytes)
                #expect(screen.differences(from: next, mode: mode) == [], "seed \(seed) \(mode) step \(step)")
                expected = next
            }
        }
    }

    /// One random drawing call.
    enum Edit {
        case text(String, Point, Style)
        case erase(Rect)
        case restyle(Rect)

        static func random(_ size: Size, _ random: inout SplitMix64) -> Edit {
            let point = Point(x: Int.random(in: -2..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random))
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                return .erase(Rect(origin: point, size: Size(width: Int.random(in: 0...size.width, using: &random), height: 2)))
            case 1:
                return .restyle(Rect(origin: point, size: Size(width: Int.random(in: 0...8, using: &random), height: 1)))
            default:
                let length = Int.random(in: 1...8, using: &random)
                let text = String((0..<length).map { _ in
                    RendererTests.alphabet[Int.random(in: 0..<RendererTests.alphabet.count, using: &random)]
                })
                return .text(text, point, RendererTests.styles[Int.random(in: 0..<RendererTests.styles.count, using: &random)])
            }
        }

        func apply(to canvas: inout Canvas) {
            switch self {
            case .text(let text, let point, let style): canvas.draw(text, at: point, style: style)
            case .erase(let rect): canvas.erase(rect)
            case .restyle(let rect): canvas.restyle(rect) { $0.underline }
            }
        }
    }
}
