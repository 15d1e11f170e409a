import Testing
@testable import TerminalCore

/// "What changed" between two frames, before any byte is written.
@Suite struct FrameDiffTests {
    typealias Span = FrameDiff.Span

    static func canvas(_ rows: [String], width: Int = 12, style: Style = .plain) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: rows.count))
        for (y, row) in rows.enumerated() { canvas.draw(row, at: Point(x: 0, y: y), style: style) }
        return canvas
    }

    @Test func anUnchangedFrameIsAnEmptyDiff() {
        let frame = Self.canvas(["hello", "world"])
        let diff = FrameDiff(from: frame, to: frame, colorMode: .trueColor)
        #expect(diff.isEmpty)
        #expect(diff.spans == [])
        #expect(diff.textCursor == .unchanged)
    }

    @Test func changedCellsGatherIntoOneSpanPerStretch() {
        let old = Self.canvas(["hello world", "same"])
        let new = Self.canvas(["jelly worlD", "same"])
        let diff = FrameDiff(from: old, to: new, colorMode: .trueColor)
        #expect(!diff.isFullRepaint)
        #expect(diff.spans == [
            Span(row: 0, columns: 0..<1, kind: .cells),
            Span(row: 0, columns: 4..<5, kind: .cells),
            Span(row: 0, columns: 10..<11, kind: .cells),
        ])
    }

    @Test func aWideCharacterSpansBothOfItsColumns() {
        let diff = FrameDiff(from: Self.canvas(["ab"]), to: Self.canvas(["a日"]), colorMode: .ansi16)
        #expect(diff.spans == [Span(row: 0, columns: 1..<3, kind: .cells)])
    }

    /// Colour and boldness do not show on a space: such a change is no change.
    @Test func blanksThatLookTheSameAreEqual() {
        var old = Self.canvas(["x"])
        var new = old
        old.fill(Rect(x: 2, y: 0, width: 4, height: 1), style: .fg(.red))
        new.fill(Rect(x: 2, y: 0, width: 4, height: 1), style: Style.plain.bold)
        #expect(FrameDiff(from: old, to: new, colorMode: .trueColor).isEmpty)
    }

    /// A selection moving off a row leaves blanks: more than `eraseWorthIt` of them become
    /// one blank span reaching the row's end, including blanks that did not change.
    @Test func aLongStretchOfBlanksIsOneBlankSpan() {
        var old = Self.canvas(["task"])
        old.restyle(Rect(x: 0, y: 0, width: 12, height: 1)) { $0.adding(.reverse) }
        let new = Self.canvas(["task"])
        let diff = FrameDiff(from: old, to: new, colorMode: .trueColor)
        #expect(diff.spans == [Span(row: 0, columns: 0..<4, kind: .cells), Span(row: 0, columns: 4..<12, kind: .blank)])
    }

    /// Issue 27: blanks on one background look alike whatever their colour, and a stretch
    /// of them is erased in that background (a selection bar's padding).
    @Test func blanksOnAColourAreOneBlankSpanInThatColour() {
        let bar = Style(foreground: .black, background: .indexed(153))
        let old = Self.canvas(["task"], width: 20)
        var new = old
        new.restyle(Rect(x: 0, y: 0, width: 20, height: 1)) { _ in bar }
        let diff = FrameDiff(from: old, to: new, colorMode: .ansi256)
        #expect(diff.spans == [Span(row: 0, columns: 0..<4, kind: .cells),
                               Span(row: 0, columns: 4..<20, kind: .blank, background: .indexed(153))])
        var sameLook = new
        sameLook.restyle(Rect(x: 4, y: 0, width: 16, height: 1)) { $0.foreground(.red).bold }
        #expect(FrameDiff(from: new, to: sameLook, colorMode: .ansi256).isEmpty)
        // A terminal without background colour erase gets them as cells.
        #expect(FrameDiff(from: old, to: new, colorMode: .ansi256, backgroundErase: false).spans
                == [Span(row: 0, columns: 0..<20, kind: .cells)])
    }

    /// EL costs 3 bytes and no move after: four blanks at a row's end are erased.
    @Test func fourBlanksAtTheRowsEndAreErased() {
        let diff = FrameDiff(from: Self.canvas(["abcdefghij"]), to: Self.canvas(["abcdefgh"]), colorMode: .trueColor)
        #expect(diff.spans == [Span(row: 0, columns: 8..<12, kind: .blank)])
        let short = FrameDiff(from: Self.canvas(["abcdefghijk"]), to: Self.canvas(["abcdefghi"]), colorMode: .trueColor)
        #expect(short.spans == [Span(row: 0, columns: 9..<11, kind: .cells)])
    }

    @Test func aShortStretchOfBlanksIsWrittenAsCells() {
        let diff = FrameDiff(from: Self.canvas(["abcdefgh"]), to: Self.canvas(["a      h"]), colorMode: .trueColor)
        #expect(diff.spans == [Span(row: 0, columns: 1..<7, kind: .cells)])
    }

    @Test func anUnknownScreenOrANewSizeIsAFullRepaintOfWhatIsNotBlank() {
        let new = Self.canvas(["  hi", "", "yo"], width: 6)
        let expected = [Span(row: 0, columns: 2..<4, kind: .cells), Span(row: 2, columns: 0..<2, kind: .cells)]
        for old in [nil, Self.canvas(["  hi", "", "yo"], width: 7)] {
            let diff = FrameDiff(from: old, to: new, colorMode: .ansi256)
            #expect(diff.isFullRepaint)
            #expect(diff.spans == expected)
            #expect(diff.textCursor == .hide)
        }
    }

    // MARK: - Text cursor

    static func cursor(_ point: Point?, text: String = "x") -> Canvas {
        var canvas = Self.canvas([text])
        canvas.setCursor(point)
        return canvas
    }

    @Test func theTextCursorIsShownMovedHiddenOrLeftAlone() {
        let a = Point(x: 1, y: 0), b = Point(x: 5, y: 0)
        func change(_ old: Canvas?, _ new: Canvas) -> FrameDiff.TextCursor {
            FrameDiff(from: old, to: new, colorMode: .ansi16).textCursor
        }
        #expect(change(Self.cursor(nil), Self.cursor(nil)) == .unchanged)
        #expect(change(Self.cursor(a), Self.cursor(a)) == .unchanged)
        #expect(change(Self.cursor(nil), Self.cursor(a)) == .place(a, show: true))
        #expect(change(Self.cursor(a), Self.cursor(b)) == .place(b, show: false))
        #expect(change(Self.cursor(a), Self.cursor(nil)) == .hide)
        #expect(change(nil, Self.cursor(a)) == .place(a, show: true))
        #expect(change(nil, Self.cursor(nil)) == .hide)
        // Writing cells moves the terminal's cursor: it is put back where it was.
        #expect(change(Self.cursor(a), Self.cursor(a, text: "y")) == .place(a, show: false))
    }
}
