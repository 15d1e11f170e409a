import Testing
@testable import TerminalCore

/// "The bytes that say it": a diff given by hand, encoded byte for byte.
@Suite struct FrameEncoderTests {
    typealias Span = FrameDiff.Span
    static let begin = "\u{1B}[?2026h", end = "\u{1B}[?2026l"

    static func encode(_ spans: [Span], full: Bool = false, cursor: FrameDiff.TextCursor = .unchanged,
                       canvas: Canvas, mode: ColorMode = .ansi16) -> String {
        let diff = FrameDiff(isFullRepaint: full, spans: spans, textCursor: cursor)
        return String(decoding: FrameEncoder.bytes(for: diff, of: canvas, colorMode: mode), as: UTF8.self)
    }

    static func canvas(_ text: String, style: Style = .plain) -> Canvas {
        var canvas = Canvas(size: Size(width: 10, height: 2))
        canvas.draw(text, at: .zero, style: style)
        return canvas
    }

    @Test func anEmptyDiffIsNoBytes() {
        #expect(Self.encode([], canvas: Self.canvas("abc")) == "")
    }

    @Test func cellsAreWrittenAfterAMoveInTheirStyleAndTheStyleIsResetAfter() {
        let text = Self.encode([Span(row: 0, columns: 2..<4, kind: .cells)], canvas: Self.canvas("abcd", style: .fg(.red)))
        #expect(text == "\u{1B}[1;3H" + "\u{1B}[31m" + "cd" + "\u{1B}[0m")
    }

    /// Two unchanged plain ASCII cells between spans cost two bytes; a cursor move costs more.
    @Test func aShortGapOfPlainCellsIsRewrittenNotJumped() {
        let spans = [Span(row: 0, columns: 0..<1, kind: .cells), Span(row: 0, columns: 3..<4, kind: .cells)]
        #expect(Self.encode(spans, canvas: Self.canvas("abcd")) == "\u{1B}[1;1H" + "abcd")
    }

    @Test func aWideGapIsJumpedAndTheNextRowIsReachedByCarriageReturnLineFeed() {
        let spans = [Span(row: 0, columns: 0..<1, kind: .cells), Span(row: 0, columns: 8..<9, kind: .cells),
                     Span(row: 1, columns: 0..<1, kind: .cells)]
        var canvas = Self.canvas("a       b")
        canvas.draw("c", at: Point(x: 0, y: 1))
        #expect(Self.encode(spans, canvas: canvas)
                == "\u{1B}[1;1H" + "a" + "\u{1B}[7C" + "b" + "\r\n" + "c")
    }

    @Test func blankSpansAreErasedToTheEndOfTheRowOrByCount() {
        let canvas = Self.canvas("")
        #expect(Self.encode([Span(row: 1, columns: 3..<10, kind: .blank)], canvas: canvas)
                == "\u{1B}[2;4H" + "\u{1B}[K")
        var withText = canvas
        _ = withText.draw("zz", at: Point(x: 8, y: 1))
        #expect(Self.encode([Span(row: 1, columns: 0..<8, kind: .blank)], canvas: withText)
                == "\u{1B}[2;1H" + "\u{1B}[8X")
        // With nothing after the blanks, one EL to the row's end is shorter still.
        #expect(Self.encode([Span(row: 1, columns: 0..<8, kind: .blank)], canvas: canvas)
                == "\u{1B}[2;1H" + "\u{1B}[K")
    }

    @Test func aFullRepaintClearsTheScreenFirstAndPlacesTheCursorAfterTheCells() {
        let text = Self.encode([Span(row: 0, columns: 0..<2, kind: .cells)], full: true,
                               cursor: .place(Point(x: 5, y: 1), show: true), canvas: Self.canvas("hi"))
        #expect(text == Self.begin + "\u{1B}[0m\u{1B}[H\u{1B}[2J" + "hi" + "\u{1B}[2;6H" + "\u{1B}[?25h" + Self.end)
    }

    @Test func theCursorIsNotMovedWhenTheCellsLeftItThereAndHiddenWhenAsked() {
        let placed = Self.encode([Span(row: 0, columns: 0..<2, kind: .cells)], cursor: .place(Point(x: 2, y: 0), show: false),
                                 canvas: Self.canvas("hi"))
        #expect(placed == "\u{1B}[1;1H" + "hi")
        #expect(Self.encode([], cursor: .hide, canvas: Self.canvas("")) == "\u{1B}[?25l")
    }

    // MARK: - Issue 27: the selection bar's bytes

    /// A background among the first 16 of the 256 colours is written in its short code; a
    /// foreground is not (bold shows `1;31` brighter than `1;38;5;1` in some terminals).
    @Test func theFirstSixteenIndexedBackgroundsAreWrittenShort() {
        #expect(ANSI.sgr(Style(foreground: .indexed(1), background: .indexed(12))) == Array("\u{1B}[0;38;5;1;104m".utf8))
        #expect(ANSI.sgr(Style(background: .indexed(16))) == Array("\u{1B}[0;48;5;16m".utf8))
        var out: [UInt8] = []
        ANSI.appendSGR(from: .plain, to: Style(foreground: .indexed(9)).bold, into: &out)
        #expect(out == Array("\u{1B}[1;38;5;9m".utf8))
        out = []
        ANSI.appendSGR(from: .plain, to: Style(background: .indexed(4)), into: &out)
        #expect(out == Array("\u{1B}[44m".utf8))
    }

    /// Blanks on a colour are erased in it (bce): the background set, then ECH or EL; the
    /// foreground and boldness of what came before stay, as they do not show on a blank.
    @Test func blankSpansAreErasedInTheirBackground() {
        let bar = Style(foreground: .black, background: .indexed(153))
        var canvas = Canvas(size: Size(width: 10, height: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 10, height: 1), style: bar)
        canvas.draw("ab", at: .zero, style: bar)
        let spans = [Span(row: 0, columns: 0..<2, kind: .cells), Span(row: 0, columns: 2..<10, kind: .blank, background: .indexed(153))]
        #expect(Self.encode(spans, canvas: canvas, mode: .ansi256)
                == "\u{1B}[1;1H" + "\u{1B}[30;48;5;153m" + "ab" + "\u{1B}[K" + "\u{1B}[0m")
    }

    /// With reverse video or an underline on, terminals erase differently: they go first.
    @Test func reverseVideoIsTurnedOffBeforeAnErase() {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 10, height: 1), style: Style(background: .ansi(4)))
        canvas.draw("ab", at: .zero, style: Style.plain.reverse)
        let spans = [Span(row: 0, columns: 0..<2, kind: .cells), Span(row: 0, columns: 2..<10, kind: .blank, background: .ansi(4))]
        #expect(Self.encode(spans, canvas: canvas) == "\u{1B}[1;1H" + "\u{1B}[7m" + "ab" + "\u{1B}[0;44m" + "\u{1B}[K" + "\u{1B}[0m")
    }

    /// A small frame is one write the terminal reads whole: no brackets. A larger one, or
    /// a full repaint, is wrapped in synchronized output.
    @Test func onlyAFrameLargerThanTheLimitIsSynchronized() {
        var canvas = Canvas(size: Size(width: 200, height: 4))
        for row in 0..<4 { canvas.draw(String(repeating: "x", count: 200), at: Point(x: 0, y: row)) }
        let small = Self.encode([Span(row: 0, columns: 0..<200, kind: .cells)], canvas: canvas)
        #expect(!small.hasPrefix(Self.begin) && small.utf8.count <= FrameEncoder.unsynchronizedLimit)
        let spans = (0..<4).map { Span(row: $0, columns: 0..<200, kind: .cells) }
        let large = Self.encode(spans, canvas: canvas)
        #expect(large.hasPrefix(Self.begin) && large.hasSuffix(Self.end))
        #expect(large.utf8.count > FrameEncoder.unsynchronizedLimit)
    }
}
