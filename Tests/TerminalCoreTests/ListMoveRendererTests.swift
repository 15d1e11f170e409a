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
        for row in 0..<(size.height - 2) where offset + row < items.count {
            let rect = Rect(x: 0, y: 1 + row, width: size.width, height: 1)
            for span in items[offset + row] {
                _ = canvas.draw(span.text, at: Point(x: span.x, y: rect.y), clippedTo: size.width - span.x, style: span.style)
            }
            if offset + row == selected { canvas.restyle(rect) { $0.foreground(.black).background(.indexed(153)) } }
        }
        _ = canvas.draw("\(selected + 1)/\(items.count)", in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1),
                    style: Style.plain.dim, alignment: .right)
        return canvas
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func movingAndScrollingGivesExactlyEachFrame(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for mode in ColorMode.allCases {
            for backgroundErase in [true, false] {
                let size = Size(width: Int.random(in: 20...70, using: &random), height: Int.random(in: 5...16, using: &random))
                let items = (0..<Int.random(in: 3...60, using: &random)).map { _ in Self.item(&random) }
                let height = size.height - 2
                var list = ScrollingList()
                list.setCount(items.count)
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
        var random = SplitMix64(seed: 27)
        let size = Size(width: 120, height: 40)
        let items = (0..<200).map { _ in Self.item(&random) }
        var renderer = Renderer(colorMode: .ansi256)
        var screen = ScreenModel(width: size.width, height: size.height)
        screen.apply(renderer.render(Self.frame(items, offset: 0, selected: 37, size: size)))
        let next = Self.frame(items, offset: 1, selected: 38, size: size)
        let bytes = renderer.render(next)
        screen.apply(bytes)
        #expect(screen.problems == [])
        #expect(screen.differences(from: next, mode: .ansi256) == [])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}[2;38r"), "\(text.debugDescription)")
        #expect(bytes.count < 400, "\(bytes.count) bytes: \(text.debugDescription)")
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
