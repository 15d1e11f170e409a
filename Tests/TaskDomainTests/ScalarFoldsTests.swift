import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// The search index's build folds text past ASCII a scalar at a time (`ScalarFolds`): the
/// bytes must be exactly those `SearchFolding.fold` makes of the whole text, or a search
/// would find other tasks than the filter language's plain answer.
struct ScalarFoldsTests {
    /// Pieces that fold alone and pieces that fold with their neighbours: ASCII with upper
    /// case and control characters, accented Latin, ß and ẞ, Turkish İ and ı, Greek with
    /// final sigma, Cyrillic, a ligature, CJK, kana and their voiced marks (full width, half
    /// width, combining), Hangul syllables and jamo, combining accents, full-width Latin,
    /// emoji with a skin tone, a joiner and a variation selector.
    static let pieces = ["a", "E", "Z", "q", " ", "\n", "\t", "\r\n", "0", "+", "#", "é", "É", "ü", "Ü", "ñ", "ø", "Ø", "ß",
                         "ẞ", "İ", "ı", "I", "i", "Σ", "σ", "ς", "ΣΑΣ", "ΐ", "ж", "Ж", "π", "λ", "ﬁ", "ŉ", "ǅ", "Å",
                         "ſ", "µ", "日", "本", "語", "ク", "ラ", "カ", "゛", "が", "ｶ", "ﾞ", "ﾟ", "ｰ", "한", "ᄒ", "ᅡ", "ᆫ",
                         "\u{301}", "\u{308}", "\u{3099}", "Ａ", "ａ", "👍", "🏽", "\u{200D}", "\u{FE0F}", "❤", "—", "€",
                         "ỳ", "Ỳ", "ꭰ", "Ꭰ", "\u{0D4E}", "\u{00AD}", "ǰ", "ﬀ"]

    @Test func foldingAScalarAtATimeMakesTheBytesFoldingTheWholeTextMakes() {
        var generator = SplitMix64(seed: 2026)
        var folds = ScalarFolds()
        for step in 0..<20_000 {
            let text = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                Self.pieces.randomElement(using: &generator) ?? ""
            }.joined()
            let prefix: UInt8? = step % 3 == 0 ? UInt8(ascii: "#") : nil
            var bytes: [UInt8] = [9]  // what the texts before left
            SearchFolding.appendFolded(text, prefix: prefix, to: &bytes, folds: &folds)
            let whole = SearchFolding.fold(prefix.map { String(UnicodeScalar($0)) + text } ?? text)
            #expect(bytes == [9] + whole, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// Every scalar of the blocks kept, beside every piece: the scalar folded alone and in
    /// the pair agree with the whole text's fold (pieces that need their text go the slow way).
    @Test func everyScalarKeptFoldsAsItsTextDoesBesideAnyPiece() {
        var generator = SplitMix64(seed: 27)
        var folds = ScalarFolds()
        let blocks: [ClosedRange<UInt32>] = [0x80...0x58F, 0x1E00...0x1FFF, 0x2000...0x2BFF, 0x3000...0x30FF,
                                             0xFF00...0xFFEF]
        for value in blocks.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let piece = Self.pieces.randomElement(using: &generator) ?? ""
            for text in [String(scalar), String(scalar) + piece, piece + String(scalar)] {
                var bytes: [UInt8] = []
                SearchFolding.appendFolded(text, to: &bytes, folds: &folds)
                #expect(bytes == SearchFolding.fold(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }
}
