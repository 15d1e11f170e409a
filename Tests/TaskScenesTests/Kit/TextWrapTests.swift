import TaskTestSupport
import Testing
import TerminalCore
@testable import TaskScenes

@Suite struct TextWrapTests {
    @Test(arguments: [
        ("", 10, [""]),
        ("short", 10, ["short"]),
        ("the quick brown fox", 9, ["the quick", "brown fox"]),
        ("the  quick", 4, ["the", "quic", "k"]),
        ("a b", 1, ["a", "b"]),
        ("one\ntwo\r\n\nthree", 10, ["one", "two", "", "three"]),
        ("\tindented text", 20, ["    indented text"]),
        ("  lead  and  wrap", 8, ["  lead", "and", "wrap"]),
        ("日本語のテキスト", 5, ["日本", "語の", "テキ", "スト"]),
        ("ab 日本", 4, ["ab", "日本"]),
        ("trailing   ", 8, ["trailing"]),
    ])
    func wrapsByDisplayWidth(text: String, width: Int, expected: [String]) {
        #expect(TextWrap.lines(text, width: width) == expected)
    }

    @Test func everyLineFitsForAnyWidth() {
        let text = "Ünïcödé 日本語 🇯🇵 flags and a verylongwordthatneverends plus\ttabs\nand lines"
        for width in 2...30 {
            let lines = TextWrap.lines(text, width: width)
            #expect(lines.allSatisfy { TextWidth.width(of: $0) <= width }, "width \(width): \(lines)")
        }
    }
}

/// Issue 27: a footer asks on every key whether its status wraps, and `isOneLine` answers
/// without wrapping when it can. It must say what wrapping says, for random texts of spaces,
/// words, wide and combining characters, tabs and line breaks, at narrow widths.
@Suite struct TextWrapOneLineTests {
    static let pieces = ["a", "word", "longerword", " ", "  ", "日本", "é", "e\u{301}", "\t", "\n", "\r\n", "\u{2028}",
                         "🙂", "\u{1B}", "x"]

    @Test func aTextIsOneLineExactlyWhenWrappingGivesOneLine() {
        var random = SplitMix64(seed: 27)
        var answers = (one: 0, several: 0)
        for _ in 0..<4_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...8, using: &random) { text += Self.pieces.randomElement(using: &random)! }
            let width = Int.random(in: -1...16, using: &random)
            let expected = TextWrap.lines(text, width: width).count == 1
            #expect(TextWrap.isOneLine(text, width: width) == expected, "\(text.debugDescription) at \(width)")
            if expected { answers.one += 1 } else { answers.several += 1 }
        }
        // Both answers come up often, so neither side of the shortcut goes untested.
        #expect(answers.one > 500 && answers.several > 500)
    }
}
