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
