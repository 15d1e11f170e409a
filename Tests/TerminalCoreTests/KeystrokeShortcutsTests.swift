import TaskTestSupport
import Testing
@testable import TerminalCore

/// Issue 27: a keystroke's frame asks every cell of its changed rows a few questions (is it a
/// blank, on what background; is its style the one before), so those answers take shortcuts.
/// Each must say what the plain definition says, for random styles in every colour mode.
@Suite struct KeystrokeShortcutsTests {
    static let modes: [ColorMode] = [.none, .ansi16, .ansi256, .trueColor]

    static func randomColor(_ random: inout SplitMix64) -> Color {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return .default
        case 1: return .ansi(UInt8.random(in: 0...15, using: &random))
        case 2: return .indexed(UInt8.random(in: 0...255, using: &random))
        default:
            return .rgb(UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                        UInt8.random(in: 0...255, using: &random))
        }
    }

    /// Colours and attributes at random, sometimes plain, sometimes only a background.
    static func randomStyle(_ random: inout SplitMix64) -> Style {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return .plain
        case 1: return Style(background: randomColor(&random))
        default:
            return Style(foreground: randomColor(&random), background: randomColor(&random),
                         attributes: Style.Attributes(rawValue: UInt8.random(in: 0...31, using: &random)))
        }
    }

    @Test(arguments: modes)
    func aBlankShowsTheBackgroundOfItsStyleDegraded(mode: ColorMode) {
        var random = SplitMix64(seed: 27)
        var answers = (none: 0, plain: 0, colour: 0)
        for _ in 0..<3_000 {
            let style = Self.randomStyle(&random)
            let shown = style.degraded(to: mode)
            let expected: Color? = shown.attributes.contains(.reverse) || shown.attributes.contains(.underline)
                ? nil : shown.background
            #expect(Cell(" ", style: style).blankBackground(in: mode) == expected, "\(style) in \(mode)")
            #expect(Cell("x", style: style).blankBackground(in: mode) == nil)
            switch expected {
            case nil: answers.none += 1
            case .default?: answers.plain += 1
            default: answers.colour += 1
            }
        }
        #expect(answers.none > 100 && answers.plain > 100, "the walk met both kinds of blanks (\(answers))")
        #expect(mode == .none ? answers.colour == 0 : answers.colour > 100, "coloured blanks (\(answers))")
    }

    /// A colour of any kind with a payload of 0 or 1: different kinds with the same numbers.
    static func nearColor(_ random: inout SplitMix64) -> Color {
        let n = UInt8.random(in: 0...1, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return .default
        case 1: return .ansi(n)
        case 2: return .indexed(n)
        default: return .rgb(n, UInt8.random(in: 0...1, using: &random), UInt8.random(in: 0...1, using: &random))
        }
    }

    static func nearStyle(_ random: inout SplitMix64) -> Style {
        Style(foreground: nearColor(&random), background: nearColor(&random),
              attributes: Style.Attributes(rawValue: UInt8.random(in: 0...3, using: &random)))
    }

    @Test func stylesAndColoursAreEqualExactlyWhenTheirFieldsAre() {
        var random = SplitMix64(seed: 9)
        var equalPairs = 0
        for _ in 0..<5_000 {
            let a = Self.nearStyle(&random)
            // Half the pairs share a field or two, so equal and nearly equal pairs are met.
            var b = Int.random(in: 0..<2, using: &random) == 0 ? a : Self.nearStyle(&random)
            if Int.random(in: 0..<3, using: &random) == 0 { b.foreground = Self.nearColor(&random) }
            if Int.random(in: 0..<3, using: &random) == 0 { b.attributes = a.attributes }
            let same = String(describing: a) == String(describing: b)
            #expect((a == b) == same, "\(a) vs \(b)")
            #expect((a.foreground == b.foreground) == (String(describing: a.foreground) == String(describing: b.foreground)))
            #expect((a.background == b.background) == (String(describing: a.background) == String(describing: b.background)))
            if a == b {
                #expect(a.hashValue == b.hashValue)
                equalPairs += 1
            }
        }
        #expect(equalPairs > 1_000)
    }

    /// `restyle` asks its transform once for each run of one style (row after row) and gives
    /// every cell what the transform says for its own style.
    @Test func restylingGivesEachCellItsTransformedStyleAskingOncePerRun() {
        var random = SplitMix64(seed: 41)
        for _ in 0..<200 {
            let size = Size(width: Int.random(in: 1...30, using: &random), height: Int.random(in: 1...4, using: &random))
            var canvas = Canvas(size: size)
            let palette = (0..<3).map { _ in Self.randomStyle(&random) }
            for y in 0..<size.height {
                var x = 0
                while x < size.width {
                    let run = String(repeating: "ab", count: Int.random(in: 1...4, using: &random))
                    x += canvas.draw(run, at: Point(x: x, y: y), style: palette.randomElement(using: &random)!)
                }
            }
            let before = canvas
            let rect = Rect(x: Int.random(in: -2..<size.width, using: &random), y: Int.random(in: -1..<size.height, using: &random),
                            width: Int.random(in: 0...size.width + 2, using: &random), height: Int.random(in: 0...size.height, using: &random))
            let transform = { (style: Style) -> Style in
                var result = style.adding(.bold)
                result.background = style.foreground == .default ? .indexed(153) : style.foreground
                return result
            }
            var asked = 0
            canvas.restyle(rect) { asked += 1; return transform($0) }
            let target = rect.intersection(canvas.bounds)
            var runs = 0
            var last: Style?
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let point = Point(x: x, y: y)
                    let old = before.cell(at: point)!.style
                    guard target.contains(point) else {
                        #expect(canvas.cell(at: point)?.style == old)
                        continue
                    }
                    #expect(canvas.cell(at: point)?.style == transform(old), "\(point) in \(rect)")
                    if old != last { runs += 1 }
                    last = old
                }
            }
            #expect(asked == runs, "asked once for each run of one style in \(rect)")
        }
    }

    /// Printable ASCII is stored straight from the string's bytes, cut on both sides: the
    /// same cells as drawing the visible part alone.
    @Test func asciiTextCutAtTheAreaEdgesIsItsVisiblePart() {
        var random = SplitMix64(seed: 5)
        let letters = Array("abcdefghij KLMNOP-0123~")
        for _ in 0..<500 {
            let width = Int.random(in: 1...25, using: &random)
            let text = String((0..<Int.random(in: 0...30, using: &random)).map { _ in letters.randomElement(using: &random)! })
            let x = Int.random(in: -12...width, using: &random)
            let limit = Int.random(in: 0...width + 3, using: &random)
            let style = Self.randomStyle(&random)
            var drawn = Canvas(size: Size(width: width, height: 1))
            let used = drawn.draw(text, at: Point(x: x, y: 0), clippedTo: limit, style: style)
            // The visible part, character by character.
            var expected = Canvas(size: Size(width: width, height: 1))
            var column = 0
            for (offset, character) in text.enumerated() where x + offset >= 0 && x + offset < min(width, x + limit) {
                column = x + offset
                _ = expected.draw(String(character), at: Point(x: column, y: 0), style: style)
                column += 1
            }
            #expect(drawn.cells == expected.cells, "\(text) at \(x), \(limit) columns, width \(width)")
            #expect(used == max(0, min(x + text.count, x + limit, width) - max(x, 0)), "\(text) at \(x)")
        }
    }

    /// `appendSGR(from:to:)` writes in place what the rule says, worked out here plainly: the
    /// codes that change, or a reset and the whole style when attributes go and that is no
    /// longer; after whatever `out` held.
    @Test func anSGRChangeWrittenInPlaceIsTheShorterOfTheChangeAndAReset() {
        var random = SplitMix64(seed: 13)
        var resets = 0, changes = 0, nothing = 0
        for _ in 0..<5_000 {
            let current = Self.randomStyle(&random), style = Self.randomStyle(&random)
            let prefix = Array("x\u{1B}[5;9H".utf8.prefix(Int.random(in: 0...8, using: &random)))
            var out = prefix
            ANSI.appendSGR(from: current, to: style, into: &out)
            let expected = Self.plainSGR(from: current, to: style)
            #expect(out == prefix + expected, "\(current) -> \(style)")
            if expected.isEmpty { nothing += 1 } else if expected.starts(with: Array("\u{1B}[0".utf8)) { resets += 1 } else { changes += 1 }
        }
        #expect(resets > 200 && changes > 200 && nothing > 20, "every outcome met (\(resets), \(changes), \(nothing))")
    }

    /// The rule of `ANSI.appendSGR(from:to:)`, with arrays: each code after a `;`, the first one dropped.
    static func plainSGR(from current: Style, to style: Style) -> [UInt8] {
        var codes: [UInt8] = []
        let removed = current.attributes.subtracting(style.attributes)
        var added = style.attributes.subtracting(current.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            codes += Array(";22".utf8)
            added.formUnion(style.attributes.intersection([.bold, .dim]))
        }
        let off: [(Style.Attributes, Int)] = [(.italic, 23), (.underline, 24), (.reverse, 27)]
        let on: [(Style.Attributes, Int)] = [(.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7)]
        for (attribute, code) in off where removed.contains(attribute) { codes += Array(";\(code)".utf8) }
        for (attribute, code) in on where added.contains(attribute) { codes += Array(";\(code)".utf8) }
        // A colour's codes, as the whole style's SGR says them after its `0`.
        func colour(_ style: Style) -> [UInt8] { Array(ANSI.sgr(style).dropFirst(3).dropLast()) }
        if style.foreground != current.foreground {
            codes += style.foreground == .default ? Array(";39".utf8) : colour(Style(foreground: style.foreground))
        }
        if style.background != current.background {
            codes += style.background == .default ? Array(";49".utf8) : colour(Style(background: style.background))
        }
        guard !codes.isEmpty else { return [] }
        let reset = ANSI.sgr(style)
        if !removed.isEmpty, reset.count <= codes.count + 2 { return reset }
        return [0x1B, 0x5B] + codes.dropFirst() + [0x6D]
    }
}
