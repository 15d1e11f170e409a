import TaskTestSupport
import Testing
@testable import TaskInterchange

/// The lines of an input: split on its bytes (fast for a 1,000,000-line file), they must be
/// the lines splitting by characters gives, whatever the line endings and characters.
struct InterchangeTextTests {
    /// The split by characters the byte split replaced: `\n`, `\r\n` and a lone `\r` end a line.
    private func linesByCharacter(_ string: String) -> [String] {
        var lines = string.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map(String.init)
    }

    @Test func everyLineEndingEndsALine() {
        #expect(InterchangeText("a\nb\r\nc\rd").lines == ["a", "b", "c", "d"])
        #expect(InterchangeText("a\n\n\r\n\r").lines == ["a", "", "", ""])
        #expect(InterchangeText("a\r\r\nb\n").lines == ["a", "", "b"])
        #expect(InterchangeText("").lines.isEmpty)
        #expect(InterchangeText("\n").lines == [""])
        #expect(InterchangeText("\u{FEFF}x\ny").lines == ["x", "y"])
    }

    /// Random text of line endings, combining marks, emoji and CJK: the same lines.
    @Test(arguments: [1, 2, 3, 4, 5])
    func theLinesAreThoseSplittingByCharactersGives(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pieces = ["a", "\n", "\r", "\r\n", "\u{301}", "é", "👩‍👩‍👧", "漢", " ", "\t", "\u{200D}", "x"]
        for _ in 0..<200 {
            let string = (0..<Int.random(in: 0..<30, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(InterchangeText(string).lines.map(String.init) == linesByCharacter(string), "\(Array(string.unicodeScalars))")
        }
    }
}
