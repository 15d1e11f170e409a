import Testing
@testable import TerminalCore

@Suite struct TextWidthTests {
    @Test(arguments: [
        ("", 0),
        ("hello", 5),
        ("日本語", 6),                         // CJK: two columns each
        ("ｈｉ", 4),                            // fullwidth Latin
        ("한국어", 6),                          // Hangul syllables
        ("e\u{301}", 1),                       // e + combining acute: one column
        ("a\u{20DD}", 1),                      // enclosing mark
        ("\u{1100}\u{1161}\u{11A8}", 2),       // decomposed Hangul: one wide cluster
        ("😀", 2),                              // emoji with default emoji presentation
        ("☺", 1),                              // text-presentation emoji without VS16
        ("☺\u{FE0F}", 2),                      // ... with VS16
        ("❤\u{FE0F}", 2),
        ("⌚", 2),                              // watch: default emoji presentation
        ("⌚\u{FE0E}", 2),                     // VS15 does not narrow a wide base
        ("🇫🇷", 2),                             // flag: two regional indicators, one unit
        ("🇫🇷🇩🇪", 4),
        ("👨\u{200D}👩\u{200D}👧\u{200D}👦", 2),  // ZWJ family
        ("👍🏽", 2),                             // skin tone modifier
        ("a\u{200B}b", 2),                     // zero-width space
        ("\u{1}", 1), ("\u{1B}", 1), ("\u{7F}", 1), ("\u{85}", 1),  // controls: one placeholder column
        ("ab\tc", 4),
        ("Straße", 6),
        ("α→β", 3),
        ("─│┌", 3),
        ("\u{FFFD}", 1),
    ])
    func width(_ text: String, _ expected: Int) {
        #expect(TextWidth.width(of: text) == expected)
    }

    @Test func fastASCIIPathAgreesWithTheGeneralPath() {
        for value in UInt8(0)..<0x80 {
            let character = Character(Unicode.Scalar(value))
            #expect(TextWidth.width(of: String(character)) == TextWidth.width(of: character))
        }
    }

    @Test(arguments: [
        ("hello world", 5, "hell…"),
        ("hello", 5, "hello"),
        ("hello", 0, ""),
        ("hello", 1, "…"),
        ("日本語テキスト", 5, "日本…"),
        ("日本語", 4, "日…"),
        ("🇫🇷🇩🇪🇮🇹", 5, "🇫🇷🇩🇪…"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
        // Printable ASCII is cut by bytes (`list` cuts 10,000 titles); a CR LF is one
        // character of one column, so text with controls is still cut by characters.
        ("The quick brown fox", 10, "The quick…"),
        ("ab\r\ncdef", 4, "ab\r\n…"),
    ])
    func truncate(_ text: String, _ width: Int, _ expected: String) {
        let result = TextWidth.truncate(text, toWidth: width)
        #expect(result == expected)
        #expect(TextWidth.width(of: result) <= width)
    }

    @Test func padMakesExactWidths() {
        #expect(TextWidth.pad("ab", toWidth: 4) == "ab  ")
        #expect(TextWidth.pad("ab", toWidth: 4, alignment: .right) == "  ab")
        #expect(TextWidth.pad("ab", toWidth: 5, alignment: .center) == " ab  ")
        #expect(TextWidth.pad("日本語", toWidth: 5) == "日本…")
        #expect(TextWidth.pad("日本語", toWidth: 4) == "日… ")
        #expect(TextWidth.width(of: TextWidth.pad("日本語", toWidth: 4)) == 4)
    }

    @Test func wideTableIsSortedAndDisjoint() {
        let ranges = WideCharacterTable.ranges
        for index in 1..<ranges.count {
            #expect(ranges[index - 1].upperBound < ranges[index].lowerBound, "at \(index)")
        }
    }
}
