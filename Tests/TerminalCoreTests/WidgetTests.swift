import Testing
@testable import TerminalCore

@Suite struct ScrollingListTests {
    @Test func keepsTheSelectionVisibleScrollingAsLittleAsPossible() {
        var list = ScrollingList(count: 100)
        list.keepVisible(height: 10)
        #expect(list.visibleRange(height: 10) == 0..<10)
        list.move(by: 12)
        list.keepVisible(height: 10)
        #expect(list.selection == 12)
        #expect(list.visibleRange(height: 10) == 3..<13)
        list.move(by: -5)
        list.keepVisible(height: 10)
        #expect(list.visibleRange(height: 10) == 3..<13)
        list.selectLast()
        list.keepVisible(height: 10)
        #expect(list.visibleRange(height: 10) == 90..<100)
        list.move(by: 5)
        #expect(list.selection == 99)
        list.page(-1, height: 10)
        #expect(list.selection == 90)
    }

    @Test func shrinkingKeepsTheSelectionInRangeAndEmptyHasNone() {
        var list = ScrollingList(count: 10, selection: 9)
        list.setCount(3)
        #expect(list.selection == 2)
        list.setCount(0)
        #expect(list.selection == nil)
        list.move(by: 1)
        #expect(list.selection == nil)
    }

    @Test func drawsOnlyVisibleRowsWithAScrollIndicator() {
        var list = ScrollingList(count: 50, selection: 20)
        var canvas = Canvas(size: Size(width: 10, height: 5))
        var drawn: [Int] = []
        list.draw(on: &canvas, in: canvas.bounds) { canvas, index, rect, selected in
            drawn.append(index)
            canvas.draw(selected ? ">\(index)" : " \(index)", in: rect)
            #expect(rect.width == 9)
        }
        #expect(drawn == Array(16...20))
        #expect(canvas.text(ofRow: 4).hasPrefix(">20"))
        #expect(canvas.cell(at: Point(x: 9, y: 0))?.character == "│" || canvas.cell(at: Point(x: 9, y: 0))?.character == "┃")
    }
}

@Suite struct TextFieldTests {
    private func typed(_ keys: [KeyEvent], into start: String = "") -> TextField {
        var field = TextField(text: start)
        for key in keys { _ = field.handle(key) }
        return field
    }

    @Test func insertsAndEditsByCharacter() {
        var field = TextField()
        for c in "hello" { let handled = field.handle(KeyEvent(.char(c))); #expect(handled) }
        #expect(field.text == "hello" && field.cursor == 5)
        _ = field.handle(KeyEvent(.left)); _ = field.handle(KeyEvent(.left))
        _ = field.handle(KeyEvent(.backspace))
        #expect(field.text == "helo" && field.cursor == 2)
        _ = field.handle(KeyEvent(.delete))
        #expect(field.text == "heo")
        _ = field.handle(KeyEvent(.home)); _ = field.handle(KeyEvent(.char("X")))
        _ = field.handle(KeyEvent(.end)); _ = field.handle(KeyEvent(.char("!")))
        #expect(field.text == "Xheo!")
        let enter = field.handle(KeyEvent(.enter)), escape = field.handle(KeyEvent(.escape))
        #expect(!enter && !escape)
    }

    @Test func emacsKeysAndWords() {
        var field = TextField(text: "buy milk today")
        _ = field.handle(.ctrl("w"))
        #expect(field.text == "buy milk ")
        _ = field.handle(KeyEvent(.left, [.ctrl]))
        #expect(field.cursor == 4)
        _ = field.handle(.ctrl("k"))
        #expect(field.text == "buy ")
        _ = field.handle(.ctrl("a"))
        _ = field.handle(KeyEvent(.right, [.ctrl]))
        #expect(field.cursor == 3)
        _ = field.handle(.ctrl("e"))
        _ = field.handle(KeyEvent(.left))
        _ = field.handle(.ctrl("u"))
        #expect(field.text == " " && field.cursor == 0)
    }

    @Test func graphemeClustersAreOneCharacter() {
        var field = TextField(text: "a👨‍👩‍👧é")
        _ = field.handle(KeyEvent(.backspace))
        _ = field.handle(KeyEvent(.backspace))
        #expect(field.text == "a")
    }

    @Test func pastesBecomeOneLineWithoutControlCharacters() {
        var field = TextField(text: "x", maxLength: 12)
        let handled = field.handle(.paste("a\nb\u{1B}[31mc\td and much more"))
        #expect(handled)
        #expect(field.text == "xa b[31mc d ")
        #expect(field.text.count == 12)
    }

    @Test func drawScrollsToTheCursorAndPlacesIt() {
        let field = TextField(text: "0123456789")
        var canvas = Canvas(size: Size(width: 6, height: 1))
        field.draw(on: &canvas, in: canvas.bounds)
        #expect(canvas.text(ofRow: 0) == "56789 ")
        #expect(canvas.cursor == Point(x: 5, y: 0))
    }
}

@Suite struct TextAreaTests {
    @Test func editsAcrossLines() {
        var area = TextArea(text: "one\ntwo")
        _ = area.handle(KeyEvent(.enter))
        _ = area.handle(.paste("three\nfour"))
        #expect(area.text == "one\ntwo\nthree\nfour")
        _ = area.handle(KeyEvent(.home))
        _ = area.handle(KeyEvent(.backspace))
        #expect(area.text == "one\ntwo\nthreefour")
        _ = area.handle(KeyEvent(.up)); _ = area.handle(KeyEvent(.end)); _ = area.handle(KeyEvent(.delete))
        #expect(area.text == "one\ntwothreefour")
    }

    @Test(arguments: ["🇫🇷", "👩‍👩‍👧", "👍🏽", "e\u{301}", "❤️"])
    func textTypedOneCodePointAtATimeKeepsTheCursorInTheLine(text: String) {
        var area = TextArea(text: "a")
        for scalar in text.unicodeScalars { _ = area.handle(KeyEvent(.char(Character(scalar)))) }
        _ = area.handle(KeyEvent(.char("x")))
        _ = area.handle(KeyEvent(.left))
        _ = area.handle(KeyEvent(.backspace))
        _ = area.handle(KeyEvent(.char("y")))
        #expect(area.text == "a" + "y" + "x")
        #expect(area.column <= area.lines[area.line].count)
        var field = TextField(text: "a")
        for scalar in text.unicodeScalars { _ = field.handle(KeyEvent(.char(Character(scalar)))) }
        _ = field.handle(KeyEvent(.char("x")))
        #expect(field.text == "a" + text + "x")
    }

    @Test func theOneLineEditingKeysWorkOnTheCurrentLine() {
        var area = TextArea(text: "first\nalpha beta gamma")
        _ = area.handle(.ctrl("w"))
        #expect(area.text == "first\nalpha beta ")
        _ = area.handle(KeyEvent(.char("b"), [.alt]))
        _ = area.handle(KeyEvent(.char("X")))
        #expect(area.text == "first\nalpha Xbeta ")
        _ = area.handle(.ctrl("k"))
        #expect(area.text == "first\nalpha X")
        _ = area.handle(.ctrl("u"))
        #expect(area.text == "first\n")
        #expect(area.line == 1 && area.column == 0)
    }

    @Test func upOnTheFirstLineAndDownOnTheLastAreLeftToTheForm() {
        var area = TextArea(text: "one\ntwo")
        let downOnLast = area.handle(KeyEvent(.down))  // the cursor starts on the last line
        let up = area.handle(KeyEvent(.up))
        let lineAfterUp = area.line
        let upOnFirst = area.handle(KeyEvent(.up))
        let down = area.handle(KeyEvent(.down))
        #expect([downOnLast, up, upOnFirst, down] == [false, true, false, true])
        #expect(lineAfterUp == 0)
        #expect(area.line == 1)
    }

    @Test func aLongLineScrollsSidewaysSoTheCursorIsVisible() {
        var area = TextArea(text: "short\n0123456789abcdef")
        var canvas = Canvas(size: Size(width: 8, height: 2))
        area.draw(on: &canvas, in: canvas.bounds)
        #expect(canvas.text(ofRow: 1) == "9abcdef ")
        #expect(canvas.text(ofRow: 0) == "short   ")  // only the cursor's line scrolls
        #expect(canvas.cursor == Point(x: 7, y: 1))
        area.draw(on: &canvas, in: canvas.bounds, focused: false)  // without focus, nothing is scrolled
        #expect(canvas.text(ofRow: 1) == "0123456…")
        area.draw(on: &canvas, in: canvas.bounds)
        #expect(canvas.text(ofRow: 1) == "9abcdef ")
        _ = area.handle(KeyEvent(.home))
        area.draw(on: &canvas, in: canvas.bounds)
        #expect(canvas.text(ofRow: 1) == "0123456…")
        #expect(canvas.cursor == Point(x: 0, y: 1))
    }

    @Test func droppingColumnsKeepsWideCharactersAligned() {
        #expect(TextArea.dropping(columns: 1, from: "日本") == " 本")
        #expect(TextArea.dropping(columns: 2, from: "日本") == "本")
        #expect(TextArea.dropping(columns: 0, from: "ab") == "ab")
    }

    @Test func drawScrollsToTheCursorLine() {
        var area = TextArea(text: "a\nb\nc\nd")
        var canvas = Canvas(size: Size(width: 4, height: 2))
        area.draw(on: &canvas, in: canvas.bounds)
        #expect(canvas.text(ofRow: 0) == "c   ")
        #expect(canvas.text(ofRow: 1) == "d   ")
        #expect(canvas.cursor == Point(x: 1, y: 1))
    }
}

@Suite struct SmallWidgetTests {
    @Test func tabsWrapAndDraw() {
        var tabs = Tabs(titles: ["Inbox", "Today", "Done"])
        tabs.previous()
        #expect(tabs.selected == 2)
        tabs.next()
        #expect(tabs.selected == 0)
        var canvas = Canvas(size: Size(width: 30, height: 1))
        #expect(tabs.fullWidth == 23)
        #expect(tabs.draw(on: &canvas, in: canvas.bounds) == 23)
        #expect(canvas.text(ofRow: 0) == " Inbox   Today   Done         ")
        #expect(canvas.cell(at: Point(x: 1, y: 0))?.style.attributes.contains(.reverse) == true)
        #expect(canvas.cell(at: Point(x: 9, y: 0))?.style.attributes.contains(.reverse) == false)
    }

    @Test func tabsThatDoNotFitShowOnlyTheSelectedOneBetweenArrows() {
        let tabs = Tabs(titles: ["Inbox", "Today", "Done"], selected: 1)
        var canvas = Canvas(size: Size(width: 22, height: 1))
        #expect(tabs.draw(on: &canvas, in: canvas.bounds) == 9)
        #expect(canvas.text(ofRow: 0) == "< Today >             ")
        #expect(canvas.cell(at: Point(x: 0, y: 0))?.style.attributes.contains(.reverse) == true)
    }

    @Test func statusBarKeepsTheFirstHintsThatFitWhole() {
        let bar = StatusBar(hints: [.init("?", "help"), .init("q", "quit"), .init("Enter", "open a very long action")])
        var canvas = Canvas(size: Size(width: 30, height: 1))
        bar.draw(on: &canvas, in: canvas.bounds)
        #expect(canvas.text(ofRow: 0) == "? help  q quit                ")
        #expect(canvas.cell(at: Point(x: 0, y: 0))?.style.attributes.contains(.bold) == true)
        #expect(canvas.cell(at: Point(x: 2, y: 0))?.style.attributes.contains(.bold) == false)
        var narrow = Canvas(size: Size(width: 13, height: 1))
        bar.draw(on: &narrow, in: narrow.bounds)
        #expect(narrow.text(ofRow: 0) == "? help       ")
    }

    @Test func modalBoxIsCentredAndReturnsItsInside() {
        var canvas = Canvas(size: Size(width: 20, height: 7))
        canvas.fill(with: "x")
        let inside = ModalBox(title: "Delete?", size: Size(width: 12, height: 5)).draw(on: &canvas, in: canvas.bounds)
        #expect(inside == Rect(x: 6, y: 2, width: 8, height: 3))
        #expect(canvas.text(ofRow: 1) == "xxxx╭ Delete? ─╮xxxx")
        #expect(canvas.text(ofRow: 2) == "xxxx│          │xxxx")
    }

    @Test func barChartScalesToTheLargestValue() {
        #expect(BarChart.eighths(value: 10, maximum: 10, width: 5) == 40)
        #expect(BarChart.eighths(value: 1, maximum: 1000, width: 5) == 1)
        #expect(BarChart.eighths(value: 0, maximum: 10, width: 5) == 0)
        var canvas = Canvas(size: Size(width: 16, height: 2))
        BarChart(bars: [.init("work", 10), .init("home", 5)]).draw(on: &canvas, in: canvas.bounds)
        #expect(canvas.text(ofRow: 0) == "work ████████ 10")
        #expect(canvas.text(ofRow: 1) == "home ████ 5     ")
    }
}
