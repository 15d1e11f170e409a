import Testing
@testable import TerminalCore

@Suite struct CanvasTests {
    @Test func drawsAndClipsText() {
        var canvas = Canvas(size: Size(width: 10, height: 2))
        #expect(canvas.draw("hello world", at: Point(x: 2, y: 0)) == 8)
        #expect(canvas.text(ofRow: 0) == "  hello wo")
        #expect(canvas.draw("x", at: Point(x: 0, y: 5)) == 0)
    }

    @Test func drawInRectTruncatesWithAnEllipsisAndAligns() {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        #expect(canvas.draw("hello world", in: Rect(x: 0, y: 0, width: 6, height: 1)) == 6)
        #expect(canvas.text(ofRow: 0) == "hello…    ")
        canvas.fill()
        canvas.draw("ab", in: Rect(x: 0, y: 0, width: 10, height: 1), alignment: .right)
        #expect(canvas.text(ofRow: 0) == "        ab")
    }

    @Test func wideCharactersTakeTwoCellsAndNeverHalfAtTheEdge() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        #expect(canvas.draw("日本語", at: .zero) == 5)
        #expect(canvas.cell(at: Point(x: 0, y: 0))?.width == 2)
        #expect(canvas.cell(at: Point(x: 1, y: 0))?.isContinuation == true)
        #expect(canvas.text(ofRow: 0) == "日本 ")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.draw("日本", at: .zero)
        canvas.draw("x", at: Point(x: 1, y: 0))
        #expect(canvas.text(ofRow: 0) == " x本")
        canvas.draw("y", at: Point(x: 2, y: 0))
        #expect(canvas.text(ofRow: 0) == " xy ")
        #expect(canvas.cells.allSatisfy { $0.width == 1 })
    }

    /// A right-to-left override could make `invoice‮fdp.exe` read as `invoiceexe.pdf` on a
    /// terminal that applies bidi; it is drawn as a visible placeholder one column wide.
    @Test func bidirectionalOverridesAreDrawnAsPlaceholdersAndMeasuredSo() {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        let text = "ab\u{202E}cd\u{2066}e"
        #expect(TextWidth.width(of: text) == 7)
        canvas.draw(text, at: .zero)
        #expect(canvas.text(ofRow: 0) == "ab\u{FFFD}cd\u{FFFD}e   ")
    }

    @Test func controlCharactersAreDrawnAsPlaceholders() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.draw("a\u{1B}[2J\u{7F}\u{85}\n", at: .zero)
        #expect(canvas.text(ofRow: 0) == "a␛[2J␡\u{FFFD}␊")
        for cell in canvas.cells {
            #expect(!TextWidth.containsControlCharacters(String(cell.character)))
        }
    }

    @Test func areasMoveTheOriginAndClip() {
        var canvas = Canvas(size: Size(width: 10, height: 3))
        canvas.withArea(Rect(x: 2, y: 1, width: 4, height: 1)) { area in
            #expect(area.size == Size(width: 4, height: 1))
            area.draw("abcdefgh", at: .zero)
            area.draw("zzz", at: Point(x: 0, y: 1))  // outside the area: clipped
            area.setCursor(Point(x: 1, y: 0))
        }
        #expect(canvas.text(ofRow: 0) == "          ")
        #expect(canvas.text(ofRow: 1) == "  abcd    ")
        #expect(canvas.text(ofRow: 2) == "          ")
        #expect(canvas.cursor == Point(x: 3, y: 1))
    }

    @Test func areaHangingOffTheEdgeIsClipped() {
        var canvas = Canvas(size: Size(width: 4, height: 2))
        canvas.withArea(Rect(x: -2, y: 0, width: 4, height: 1)) { area in
            area.draw("abcd", at: .zero)
        }
        #expect(canvas.text(ofRow: 0) == "cd  ")
    }

    @Test func boxesWithTitles() {
        var canvas = Canvas(size: Size(width: 12, height: 3))
        canvas.box(canvas.bounds, border: .single, title: "Tasks")
        #expect(canvas.text(ofRow: 0) == "┌ Tasks ───┐")
        #expect(canvas.text(ofRow: 1) == "│          │")
        #expect(canvas.text(ofRow: 2) == "└──────────┘")
    }

    @Test func fillAndRestyle() {
        var canvas = Canvas(size: Size(width: 3, height: 2))
        canvas.fill(Rect(x: 0, y: 1, width: 3, height: 1), with: "-", style: .fg(.red))
        canvas.restyle(Rect(x: 1, y: 0, width: 5, height: 5)) { $0.reverse }
        #expect(canvas.text(ofRow: 1) == "---")
        #expect(canvas.cell(at: Point(x: 0, y: 1))?.style == .fg(.red))
        #expect(canvas.cell(at: Point(x: 1, y: 1))?.style == Style.fg(.red).reverse)
        #expect(canvas.cell(at: Point(x: 0, y: 0))?.style == .plain)
    }
}

/// Reusing a canvas for the next frame.
@Suite struct CanvasReuseTests {
    @Test func clearBlanksEveryCellForgetsTheCursorAndKeepsTheStorage() {
        var canvas = Canvas(size: Size(width: 6, height: 2))
        canvas.draw("日本x", at: Point(x: 1, y: 1), style: .fg(.red))
        canvas.setCursor(Point(x: 2, y: 0))
        let before = canvas.cells.withUnsafeBufferPointer { $0.baseAddress }
        canvas.clear()
        #expect(canvas.cells == Array(repeating: .blank, count: 12))
        #expect(canvas.cursor == nil)
        #expect(canvas.cells.withUnsafeBufferPointer { $0.baseAddress } == before)
    }

    @Test func resizeGivesABlankFrameOfTheNewSizeWithTheWholeFrameAsItsArea() {
        var canvas = Canvas(size: Size(width: 6, height: 2))
        canvas.fill(with: "#")
        canvas.resize(to: Size(width: 3, height: 4))
        #expect(canvas.frameSize == Size(width: 3, height: 4))
        #expect(canvas.size == Size(width: 3, height: 4))
        #expect(canvas.cells == Array(repeating: .blank, count: 12))
        canvas.draw("abc", at: Point(x: 0, y: 3))
        #expect(canvas.text(ofRow: 3) == "abc")
        canvas.resize(to: Size(width: -1, height: 2))
        #expect(canvas.frameSize == Size(width: 0, height: 2))
        #expect(canvas.cells.isEmpty)
    }
}
