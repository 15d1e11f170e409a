import TaskTestSupport
import Testing
@testable import TerminalCore

private func key(_ key: Key, _ modifiers: Modifiers = []) -> InputEvent { .key(KeyEvent(key, modifiers)) }
private func char(_ c: Character, _ modifiers: Modifiers = []) -> InputEvent { .key(KeyEvent(.char(c), modifiers)) }
private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Decodes all bytes in one feed, then flushes as the loop would after the Esc timeout.
private func decodeAll(_ input: [UInt8]) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.feed(input) + decoder.flushPendingEscape()
}

struct DecoderCase: CustomTestStringConvertible, Sendable {
    let input: [UInt8]
    let expected: [InputEvent]
    init(_ input: String, _ expected: InputEvent...) { self.input = Array(input.utf8); self.expected = expected }
    init(bytes: [UInt8], _ expected: InputEvent...) { self.input = bytes; self.expected = expected }
    var testDescription: String { input.map { String($0, radix: 16) }.joined(separator: " ") }
}

let decoderTable: [DecoderCase] = [
    DecoderCase("a", char("a")),
    DecoderCase("Z~", char("Z"), char("~")),
    DecoderCase("é", char("é")),
    DecoderCase("中", char("中")),
    DecoderCase("😀", char("😀")),
    DecoderCase("\r", key(.enter)),
    DecoderCase("\t", key(.tab)),
    DecoderCase("\u{1B}[Z", key(.backTab)),
    DecoderCase(bytes: [0x7F], key(.backspace)),
    DecoderCase(bytes: [0x08], key(.backspace)),
    DecoderCase("\u{1B}", key(.escape)),
    DecoderCase(bytes: [0x03], char("c", [.ctrl])),
    DecoderCase(bytes: [0x01], char("a", [.ctrl])),
    DecoderCase(bytes: [0x1A], char("z", [.ctrl])),
    DecoderCase(bytes: [0x0A], char("j", [.ctrl])),
    DecoderCase(bytes: [0x00], char(" ", [.ctrl])),
    DecoderCase(bytes: [0x1C], char("\\", [.ctrl])),
    DecoderCase(bytes: [0x1F], char("_", [.ctrl])),
    DecoderCase("\u{1B}x", char("x", [.alt])),
    DecoderCase("\u{1B}é", char("é", [.alt])),
    DecoderCase(bytes: [0x1B, 0x7F], key(.backspace, [.alt])),
    DecoderCase(bytes: [0x1B, 0x01], char("a", [.ctrl, .alt])),
    DecoderCase("\u{1B}\r", key(.enter, [.alt])),
    DecoderCase("\u{1B}[A", key(.up)),
    DecoderCase("\u{1B}[B", key(.down)),
    DecoderCase("\u{1B}[C", key(.right)),
    DecoderCase("\u{1B}[D", key(.left)),
    DecoderCase("\u{1B}OA", key(.up)),
    DecoderCase("\u{1B}OD", key(.left)),
    DecoderCase("\u{1B}[H", key(.home)),
    DecoderCase("\u{1B}[F", key(.end)),
    DecoderCase("\u{1B}OH", key(.home)),
    DecoderCase("\u{1B}OF", key(.end)),
    DecoderCase("\u{1B}[1~", key(.home)),
    DecoderCase("\u{1B}[7~", key(.home)),
    DecoderCase("\u{1B}[4~", key(.end)),
    DecoderCase("\u{1B}[8~", key(.end)),
    DecoderCase("\u{1B}[2~", key(.insert)),
    DecoderCase("\u{1B}[3~", key(.delete)),
    DecoderCase("\u{1B}[5~", key(.pageUp)),
    DecoderCase("\u{1B}[6~", key(.pageDown)),
    DecoderCase("\u{1B}OP", key(.function(1))),
    DecoderCase("\u{1B}OQ", key(.function(2))),
    DecoderCase("\u{1B}OR", key(.function(3))),
    DecoderCase("\u{1B}OS", key(.function(4))),
    DecoderCase("\u{1B}[11~", key(.function(1))),
    DecoderCase("\u{1B}[12~", key(.function(2))),
    DecoderCase("\u{1B}[13~", key(.function(3))),
    DecoderCase("\u{1B}[14~", key(.function(4))),
    DecoderCase("\u{1B}[15~", key(.function(5))),
    DecoderCase("\u{1B}[17~", key(.function(6))),
    DecoderCase("\u{1B}[18~", key(.function(7))),
    DecoderCase("\u{1B}[19~", key(.function(8))),
    DecoderCase("\u{1B}[20~", key(.function(9))),
    DecoderCase("\u{1B}[21~", key(.function(10))),
    DecoderCase("\u{1B}[23~", key(.function(11))),
    DecoderCase("\u{1B}[24~", key(.function(12))),
    DecoderCase("\u{1B}[[A", key(.function(1))),
    DecoderCase("\u{1B}[[E", key(.function(5))),
    DecoderCase("\u{1B}[1;5A", key(.up, [.ctrl])),
    DecoderCase("\u{1B}[1;2B", key(.down, [.shift])),
    DecoderCase("\u{1B}[1;3C", key(.right, [.alt])),
    DecoderCase("\u{1B}[1;4D", key(.left, [.shift, .alt])),
    DecoderCase("\u{1B}[1;6H", key(.home, [.shift, .ctrl])),
    DecoderCase("\u{1B}[1;7F", key(.end, [.alt, .ctrl])),
    DecoderCase("\u{1B}[1;8A", key(.up, [.shift, .alt, .ctrl])),
    DecoderCase("\u{1B}[1;9A", key(.up, [.alt])),
    DecoderCase("\u{1B}[3;5~", key(.delete, [.ctrl])),
    DecoderCase("\u{1B}[5;2~", key(.pageUp, [.shift])),
    DecoderCase("\u{1B}[15;5~", key(.function(5), [.ctrl])),
    DecoderCase("\u{1B}[1;2P", key(.function(1), [.shift])),
    DecoderCase("\u{1B}O5P", key(.function(1), [.ctrl])),
    DecoderCase("\u{1B}[a", key(.up, [.shift])),
    DecoderCase("\u{1B}[d", key(.left, [.shift])),
    DecoderCase("\u{1B}Oa", key(.up, [.ctrl])),
    DecoderCase("\u{1B}Oc", key(.right, [.ctrl])),
    DecoderCase("\u{1B}[3^", key(.delete, [.ctrl])),
    DecoderCase("\u{1B}[2$", key(.insert, [.shift])),
    DecoderCase("\u{1B}[7@", key(.home, [.ctrl, .shift])),
    DecoderCase("\u{1B}\u{1B}[A", key(.up, [.alt])),
    DecoderCase("\u{1B}OM", key(.enter)),
    DecoderCase("\u{1B}Op", char("0")),
    DecoderCase("\u{1B}Ok", char("+")),
    DecoderCase("\u{1B}[97;5u", char("a", [.ctrl])),
    DecoderCase("\u{1B}[13;2u", key(.enter, [.shift])),
    DecoderCase("\u{1B}[27;5;105~", char("i", [.ctrl])),
    DecoderCase("\u{1B}[", char("[", [.alt])),
    DecoderCase("\u{1B}O", char("O", [.alt])),
    DecoderCase("\u{1B}\u{1B}", key(.escape), key(.escape)),
    DecoderCase("\u{1B}[200~hello\u{1B}[201~", .paste("hello")),
    DecoderCase("\u{1B}[200~a\r\nb\rc\u{1B}[201~", .paste("a\nb\nc")),
    DecoderCase("\u{1B}[200~\u{1B}[201~x", .paste(""), char("x")),
    // Unknown but complete sequences never become keys, and do not eat what follows.
    DecoderCase("\u{1B}[99z" + "q", .unknown(Array("\u{1B}[99z".utf8)), char("q")),
    DecoderCase("\u{1B}[<0;3;4M" + "q", .mouse(MouseEvent(button: .left, position: Point(x: 2, y: 3))), char("q")),
    DecoderCase("\u{1B}[<32;3;4M" + "q", .unknown(Array("\u{1B}[<32;3;4M".utf8)), char("q")),
    DecoderCase("\u{1B}[201~q", .unknown(Array("\u{1B}[201~".utf8)), char("q")),
    DecoderCase("\u{1B}[1;5\r", .unknown(Array("\u{1B}[1;5".utf8)), key(.enter)),
    DecoderCase("\u{1B}[[Zq", .unknown(Array("\u{1B}[[".utf8)), char("Z"), char("q")),
    // Replies and reports from the terminal are swallowed whole: none of their bytes act as keys.
    DecoderCase("\u{1B}]0;a title\u{07}" + "q", .unknown(Array("\u{1B}]0;a title\u{07}".utf8)), char("q")),
    DecoderCase("\u{1B}]11;rgb:00/00/00\u{1B}\\" + "q", .unknown(Array("\u{1B}]11;rgb:00/00/00\u{1B}\\".utf8)),
                char("q")),
    DecoderCase("\u{1B}P1$r0m\u{1B}\\" + "q", .unknown(Array("\u{1B}P1$r0m\u{1B}\\".utf8)), char("q")),
    DecoderCase("\u{1B}[M !!" + "q", .unknown(Array("\u{1B}[M !!".utf8)), char("q")),
    // ...while Alt-] and Alt-P typed by a person stay keys.
    DecoderCase("\u{1B}]", char("]", [.alt])),
    DecoderCase("\u{1B}]x", char("]", [.alt]), char("x")),
    DecoderCase("\u{1B}P", char("P", [.alt])),
    // Invalid UTF-8 becomes U+FFFD, and the byte after it is still decoded.
    DecoderCase(bytes: [0xFF, 0x61], char("\u{FFFD}"), char("a")),
    DecoderCase(bytes: [0xC3, 0x61], char("\u{FFFD}"), char("a")),
    DecoderCase(bytes: [0xE2, 0x82, 0x61], char("\u{FFFD}"), char("a")),
    DecoderCase(bytes: [0xED, 0xA0, 0x80], char("\u{FFFD}"), char("\u{FFFD}"), char("\u{FFFD}")),
    DecoderCase(bytes: [0xC3], char("\u{FFFD}")),
]

@Suite struct InputDecoderTests {
    @Test(arguments: decoderTable)
    func decodesTheTable(_ testCase: DecoderCase) {
        #expect(decodeAll(testCase.input) == testCase.expected)
    }

    @Test(arguments: decoderTable)
    func everySplitPointGivesTheSameEvents(_ testCase: DecoderCase) {
        for split in 0...testCase.input.count {
            var decoder = InputDecoder()
            var events = decoder.feed(testCase.input[..<split])
            events += decoder.feed(testCase.input[split...])
            events += decoder.flushPendingEscape()
            #expect(events == testCase.expected, "split at \(split)")
        }
    }

    @Test func byteByByteFeedingGivesTheSameEventsForTheWholeTable() {
        let all = decoderTable.filter { !($0.input.last == 0x1B || $0.input == Array("\u{1B}[".utf8)
            || $0.input == Array("\u{1B}O".utf8) || $0.input == [0xC3]) }
        // Separate the cases with a key that cannot be part of any sequence.
        var input: [UInt8] = []
        var expected: [InputEvent] = []
        for testCase in all {
            input += testCase.input + [0x0D]
            expected += testCase.expected + [key(.enter)]
        }
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for byte in input { events += decoder.feed([byte]) }
        #expect(events == expected)
    }

    @Test func loneEscapeWaitsForTheTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.pendingEscapeTimeout)
        #expect(decoder.flushPendingEscape() == [key(.escape)])
        #expect(!decoder.pendingEscapeTimeout)
        #expect(decoder.flushPendingEscape().isEmpty)
    }

    @Test func escapeThenMoreBytesBeforeTheTimeoutIsASequence() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B, 0x5B]).isEmpty)
        #expect(decoder.pendingEscapeTimeout)
        #expect(decoder.feed([0x41]) == [key(.up)])
        #expect(!decoder.pendingEscapeTimeout)
    }

    @Test func aSplitUTF8CharacterIsNotAnEscapeAndCompletesLater() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0xF0, 0x9F]).isEmpty)
        #expect(!decoder.pendingEscapeTimeout)
        #expect(decoder.feed([0x98, 0x80]) == [char("😀")])
    }

    @Test func pasteMayContainEscapeSequencesAndFakeEndMarkers() {
        let text = "rm -rf \u{1B}[A \u{1B}[20~ \u{1B}[201 \u{1B}[2011~ \u{1B}"
        let input = bytes("\u{1B}[200~" + text + "\u{1B}[201~" + "x")
        for split in 0...input.count {
            var decoder = InputDecoder()
            let events = decoder.feed(input[..<split]) + decoder.feed(input[split...])
            #expect(events == [.paste(text), char("x")], "split at \(split)")
        }
    }

    @Test func pasteIsCappedButFullyConsumed() {
        var decoder = InputDecoder(pasteLimit: 10)
        let body = String(repeating: "ab", count: 50)
        let events = decoder.feedDecoded(bytes("\u{1B}[200~" + body + "\u{1B}[201~q"))
        #expect(events.map(\.event) == [.paste("ababababab"), char("q")])
        #expect(events.first?.byteCount == 6 + 100 + 6)
    }

    @Test func cappedPasteDoesNotEndInHalfACharacter() {
        var decoder = InputDecoder(pasteLimit: 5)
        let events = decoder.feed(bytes("\u{1B}[200~" + "ééé" + "\u{1B}[201~"))
        #expect(events == [.paste("éé")])
    }

    /// A paste whose end marker never comes must not swallow the keyboard: the loop ends it
    /// after `pasteTimeout`, what came is delivered, and keys are keys again.
    @Test func anUnterminatedPasteEndsOnTheTimeoutWithWhatCame() {
        var decoder = InputDecoder()
        #expect(decoder.feed(bytes("\u{1B}[200~abc")).isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.flushPendingEscape().isEmpty)
        let ended = decoder.endPasteDecoded()
        #expect(ended.map(\.event) == [.paste("abc")])
        #expect(ended.first?.byteCount == 6 + 3)
        #expect(!decoder.isInPaste)
        #expect(decoder.feed(bytes("q")) == [char("q")])
        #expect(decoder.endPaste().isEmpty)
    }

    /// Bytes held back as a possible start of the end marker belong to the paste too.
    @Test func theTimeoutDeliversBytesHeldForAnEndMarker() {
        var decoder = InputDecoder(pasteLimit: 4)
        #expect(decoder.feed(bytes("\u{1B}[200~abcdef\u{1B}[20")).isEmpty)
        #expect(decoder.endPaste() == [.paste("abcd")])
        #expect(decoder.feed(bytes("\u{1B}[A")) == [.key(KeyEvent(.up))])
    }

    /// Ctrl-C always reaches the app, even inside a paste (terminals do not paste it).
    @Test func ctrlCEndsAPasteAndIsDelivered() {
        let input = bytes("\u{1B}[200~abc\u{3}q")
        for split in 0...input.count {
            var decoder = InputDecoder()
            let events = decoder.feed(input[..<split]) + decoder.feed(input[split...])
            #expect(events == [.paste("abc"), .key(.ctrl("c")), char("q")], "split at \(split)")
        }
        var capped = InputDecoder(pasteLimit: 2)
        #expect(capped.feed(bytes("\u{1B}[200~" + String(repeating: "x", count: 100) + "\u{3}"))
                == [.paste("xx"), .key(.ctrl("c"))])
    }

    @Test func pasteArrivingInManySmallChunks() {
        var decoder = InputDecoder()
        let text = String(repeating: "line\r\n", count: 200)
        let input = bytes("\u{1B}[200~" + text + "\u{1B}[201~")
        var events: [InputEvent] = []
        var index = 0
        var size = 1
        while index < input.count {
            let end = min(input.count, index + size)
            events += decoder.feed(input[index..<end])
            #expect(events.isEmpty || end == input.count)
            index = end
            size = size % 7 + 1
        }
        #expect(events == [.paste(String(repeating: "line\n", count: 200))])
        #expect(!decoder.isInPaste)
    }

    @Test func decodedEventsCarryTheirBytes() {
        var decoder = InputDecoder()
        let events = decoder.feedDecoded(bytes("a\u{1B}[1;5Aé"))
        #expect(events.map(\.bytes) == [[0x61], Array("\u{1B}[1;5A".utf8), [0xC3, 0xA9]])
    }

    @Test(arguments: [UInt64(1), 2, 3, 42, 0xDEADBEEF])
    func randomGarbageNeverHidesTheKeysAfterIt(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let validKeys: [(String, InputEvent)] = [
            ("\u{1B}[A", key(.up)), ("\u{1B}[1;5C", key(.right, [.ctrl])), ("x", char("x")),
            ("\u{1B}OP", key(.function(1))), ("é", char("é")), ("\u{1B}[3~", key(.delete)),
        ]
        for _ in 0..<300 {
            var decoder = InputDecoder(pasteLimit: 64)
            var garbage = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            // Never start a bracketed paste by chance; that would rightly swallow the keys.
            garbage.removeAll { $0 == 0x7E }
            var events = decoder.feed(garbage)
            // Whatever the garbage left pending, the timeout resolves it.
            events += decoder.flushPendingEscape()
            let (text, expected) = validKeys[Int.random(in: 0..<validKeys.count, using: &random)]
            let after = decoder.feed(bytes(text)) + decoder.flushPendingEscape()
            #expect(after == [expected], "garbage \(garbage)")
            #expect(events.count <= garbage.count)
        }
    }

    @Test(arguments: [UInt64(7), 8, 9])
    func randomChunkingOfARandomKeyStreamGivesTheSameEvents(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pieces = decoderTable.filter { $0.input.last != 0x1B && $0.input.count > 2 }
        var input: [UInt8] = []
        var expected: [InputEvent] = []
        for _ in 0..<500 {
            let piece = pieces[Int.random(in: 0..<pieces.count, using: &random)]
            input += piece.input + [0x0D]
            expected += piece.expected + [key(.enter)]
        }
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        var index = 0
        while index < input.count {
            let end = min(input.count, index + Int.random(in: 1...17, using: &random))
            events += decoder.feed(input[index..<end])
            index = end
        }
        #expect(events == expected)
    }

    @Test func anUnterminatedTerminalStringIsCutOffAndTheKeysAfterItArrive() {
        var decoder = InputDecoder()
        let garbage = [UInt8](Array("\u{1B}]0;".utf8)) + [UInt8](repeating: 0x61, count: InputDecoder.maxStringSequenceLength)
        let events = decoder.feed(garbage + Array("\u{07}q".utf8))
        #expect(events.contains(key(.char("q"))))
        #expect(!events.contains(key(.char("a"))))
    }

    @Test func anOverlongSequenceIsDroppedAndMemoryStaysBounded() {
        var decoder = InputDecoder()
        let long = [0x1B, 0x5B] + [UInt8](repeating: 0x31, count: 500) + [0x41, 0x61]
        let events = decoder.feed(long)
        #expect(events.last == char("a"))
        #expect(!events.contains(key(.up)))
    }
}

/// Issue 27: the run loop feeds a read's bytes as an array, through a `feedDecoded` of its
/// own (the generic one is not specialized across modules). Fed the same random chunks,
/// both must decode the same events from the same bytes, escapes and pastes cut anywhere.
@Suite struct InputDecoderArrayFeedTests {
    static let pieces: [[UInt8]] = [Array("j".utf8), Array("k".utf8), [0x1B], Array("\u{1B}[A".utf8),
                                    Array("\u{1B}[1;5C".utf8), Array("é".utf8), [0xE6, 0x97], [0xA5],
                                    Array("\u{1B}[200~".utf8), Array("pasted".utf8), Array("\u{1B}[201~".utf8),
                                    Array("\u{1B}[<0;10;5M".utf8), [0x0D], [0x7F], [0x03]]

    @Test func anArrayDecodesAsTheSameBytesAsASequence() {
        var random = SplitMix64(seed: 27)
        for _ in 0..<300 {
            var asArray = InputDecoder(), asSequence = InputDecoder()
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                var chunk: [UInt8] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) { chunk += Self.pieces.randomElement(using: &random)! }
                let decoded = asArray.feedDecoded(chunk)
                #expect(decoded == asSequence.feedDecoded(chunk.lazy.map { $0 }))
                if Bool.random(using: &random) {
                    #expect(asArray.flushPendingEscapeDecoded() == asSequence.flushPendingEscapeDecoded())
                }
            }
            #expect(asArray.endPasteDecoded() == asSequence.endPasteDecoded())
            #expect(asArray.buffer == asSequence.buffer)
        }
    }
}
