import TaskTestSupport
import Testing
@testable import TerminalCore

private func mouse(_ button: MouseEvent.Button, _ action: MouseEvent.Action = .press, x: Int, y: Int,
                   _ modifiers: Modifiers = []) -> InputEvent {
    .mouse(MouseEvent(button: button, action: action, position: Point(x: x, y: y), modifiers: modifiers))
}

/// SGR mouse reports (`CSI < b ; x ; y M|m`): every button, the wheel, modifiers, and
/// hostile reports that must come out as one unknown sequence, never as keys.
struct MouseDecodingTests {
    static let table: [(String, [InputEvent])] = [
        ("\u{1B}[<0;1;1M", [mouse(.left, x: 0, y: 0)]),
        ("\u{1B}[<0;10;5m", [mouse(.left, .release, x: 9, y: 4)]),
        ("\u{1B}[<1;3;4M", [mouse(.middle, x: 2, y: 3)]),
        ("\u{1B}[<2;300;200M", [mouse(.right, x: 299, y: 199)]),
        ("\u{1B}[<64;5;6M", [mouse(.wheelUp, x: 4, y: 5)]),
        ("\u{1B}[<65;5;6M", [mouse(.wheelDown, x: 4, y: 5)]),
        ("\u{1B}[<66;5;6M", [mouse(.other(6), x: 4, y: 5)]),
        ("\u{1B}[<4;2;2M", [mouse(.left, x: 1, y: 1, [.shift])]),
        ("\u{1B}[<8;2;2M", [mouse(.left, x: 1, y: 1, [.alt])]),
        ("\u{1B}[<16;2;2M", [mouse(.left, x: 1, y: 1, [.ctrl])]),
        ("\u{1B}[<81;2;2M", [mouse(.wheelDown, x: 1, y: 1, [.ctrl])]),
        ("\u{1B}[<0;1;1Mx", [mouse(.left, x: 0, y: 0), .key(KeyEvent(.char("x")))]),
    ]

    @Test func reportsDecodeToMouseEvents() {
        for (text, expected) in Self.table {
            var decoder = InputDecoder()
            #expect(decoder.feed(Array(text.utf8)) == expected, "\(text.debugDescription)")
        }
    }

    /// Motion (bit 32), X10's "released" button 3, a zero or huge position, a missing or
    /// extra number, a letter inside: one unknown sequence each, and the key after it arrives.
    @Test(arguments: ["\u{1B}[<32;5;5M", "\u{1B}[<3;5;5M", "\u{1B}[<0;0;5M", "\u{1B}[<0;5;0M",
                      "\u{1B}[<0;5M", "\u{1B}[<0;5;5;5M", "\u{1B}[<;;M", "\u{1B}[<0;999999999;5M",
                      "\u{1B}[<999;5;5M", "\u{1B}[<0:1;5;5M", "\u{1B}[<M", "\u{1B}[<0;5;5x"])
    func hostileReportsAreOneUnknownSequence(report: String) {
        var decoder = InputDecoder()
        let events = decoder.feed(Array((report + "q").utf8)) + decoder.flushPendingEscape()
        #expect(events.last == .key(KeyEvent(.char("q"))), "\(report.debugDescription): \(events)")
        #expect(!events.contains { if case .mouse = $0 { true } else { false } })
        #expect(events.count == 2, "\(report.debugDescription): \(events)")
    }

    /// A report split at every byte across two reads decodes as if read at once.
    @Test func aReportSplitAcrossReadsDecodesTheSame() {
        let report = Array("\u{1B}[<65;120;48M\u{1B}[<0;7;3m".utf8)
        let whole = [mouse(.wheelDown, x: 119, y: 47), mouse(.left, .release, x: 6, y: 2)]
        for split in 1..<report.count {
            var decoder = InputDecoder()
            let events = decoder.feed(report[..<split]) + decoder.feed(report[split...])
            #expect(events == whole, "split at \(split)")
        }
    }

    @Test(arguments: [UInt64(11), 12, 13])
    func randomChunksOfReportsAndKeysGiveTheSameEvents(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var input: [UInt8] = []
        var expected: [InputEvent] = []
        for _ in 0..<300 {
            let (text, events) = Self.table[Int.random(in: 0..<Self.table.count, using: &random)]
            input += Array(text.utf8)
            expected += events
        }
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        var index = 0
        while index < input.count {
            let end = min(input.count, index + Int.random(in: 1...9, using: &random))
            events += decoder.feed(input[index..<end])
            index = end
        }
        #expect(events == expected)
    }

    @Test func aDoubleClickIsTwoLeftPressesOnOneCellWithinTheInterval() {
        let start = ContinuousClock.now
        var counter = ClickCounter()
        let press = MouseEvent(button: .left, position: Point(x: 3, y: 4))
        #expect(counter.count(press, at: start).clickCount == 1)
        #expect(counter.count(press, at: start + .milliseconds(399)).clickCount == 2)
        // A third press starts again: a triple click is not two doubles.
        #expect(counter.count(press, at: start + .milliseconds(500)).clickCount == 1)
        #expect(counter.count(press, at: start + .milliseconds(1000)).clickCount == 1, "too late")
        var other = press
        other.position = Point(x: 4, y: 4)
        #expect(counter.count(other, at: start + .milliseconds(1100)).clickCount == 1, "another cell")
        let release = MouseEvent(button: .left, action: .release, position: Point(x: 4, y: 4))
        #expect(counter.count(release, at: start + .milliseconds(1150)).clickCount == 1)
        #expect(counter.count(other, at: start + .milliseconds(1200)).clickCount == 2, "a release between")
        var right = MouseEvent(button: .right, position: Point(x: 4, y: 4))
        right = counter.count(right, at: start + .milliseconds(1250))
        #expect(right.clickCount == 1)
    }

    @Test func aTabIsFoundByItsColumns() {
        let tabs = Tabs(titles: ["All", "Pending"], selected: 0)
        // " All " at 2...6, a gap at 7, " Pending " at 8...16.
        #expect(tabs.index(atColumn: 2, left: 2, width: 40) == 0)
        #expect(tabs.index(atColumn: 6, left: 2, width: 40) == 0)
        #expect(tabs.index(atColumn: 7, left: 2, width: 40) == nil)
        #expect(tabs.index(atColumn: 8, left: 2, width: 40) == 1)
        #expect(tabs.index(atColumn: 16, left: 2, width: 40) == 1)
        #expect(tabs.index(atColumn: 17, left: 2, width: 40) == nil)
        #expect(tabs.index(atColumn: 1, left: 2, width: 40) == nil)
        #expect(tabs.index(atColumn: 3, left: 2, width: 10) == nil, "only the selected tab is drawn")
        // "< All >" at 2...8.
        #expect(tabs.arrow(atColumn: 2, left: 2, width: 10) == -1)
        #expect(tabs.arrow(atColumn: 8, left: 2, width: 10) == 1)
        #expect(tabs.arrow(atColumn: 5, left: 2, width: 10) == nil)
        #expect(tabs.arrow(atColumn: 2, left: 2, width: 40) == nil, "all tabs drawn: no arrows")
    }

    // MARK: - Reports the escape timeout cut (issue 28, 14)

    /// What the decoder gives for `chunks`, the escape timeout passing after each.
    private func decodeWithTimeouts(_ chunks: [String]) -> [[InputEvent]] {
        var decoder = InputDecoder()
        return chunks.map { chunk in decoder.feed(Array(chunk.utf8)) + decoder.flushPendingEscape() }
    }

    private static let esc = "\u{1B}"
    private static let escape = InputEvent.key(KeyEvent(.escape))

    /// A report split more than 40 ms after its ESC: the ESC is the Esc key (it may be
    /// just that), and the rest is the report, never keys (the `<` outdented a task).
    @Test func aReportSplitAfterItsEscIsStillAReport() {
        #expect(decodeWithTimeouts([Self.esc, "[<0;2;5M"]) == [[Self.escape], [mouse(.left, x: 1, y: 4)]])
        #expect(decodeWithTimeouts([Self.esc + "[", "<0;2;5m"])
                == [[.key(KeyEvent(.char("["), [.alt]))], [mouse(.left, .release, x: 1, y: 4)]])
    }

    /// Split in its numbers: `;5M` leaked as keys. The two halves make the report.
    @Test func aReportSplitInItsNumbersIsStillAReport() {
        let events = decodeWithTimeouts([Self.esc + "[<0;2", ";5M"])
        #expect(events.count == 2 && events[1] == [mouse(.left, x: 1, y: 4)], "\(events)")
        #expect(events[0].allSatisfy { if case .unknown = $0 { true } else { false } })
        // Split twice over.
        let thrice = decodeWithTimeouts([Self.esc, "[<6", "4;3;", "4M", "q"])
        #expect(thrice.last == [.key(KeyEvent(.char("q")))])
        #expect(thrice[3] == [mouse(.wheelUp, x: 2, y: 3)], "\(thrice)")
        #expect(thrice.dropFirst().dropLast(2).joined().allSatisfy { if case .unknown = $0 { true } else { false } })
    }

    /// What does not continue a report is decoded as it is: after Esc, keys are keys.
    @Test func keysAfterEscAreKeys() {
        #expect(decodeWithTimeouts([Self.esc, "j"]) == [[Self.escape], [.key(KeyEvent(.char("j")))]])
        #expect(decodeWithTimeouts([Self.esc, "["]) == [[Self.escape], [.key(KeyEvent(.char("[")))]])
        #expect(decodeWithTimeouts([Self.esc, "[<"]) == [[Self.escape], [.key(KeyEvent(.char("["))), .key(KeyEvent(.char("<")))]])
        #expect(decodeWithTimeouts([Self.esc, Self.esc + "[A"]) == [[Self.escape], [.key(KeyEvent(.up))]])
        #expect(decodeWithTimeouts([Self.esc + "[<0;2", "x"]).last == [.key(KeyEvent(.char("x")))])
        var decoder = InputDecoder()
        _ = decoder.feed(Array(Self.esc.utf8))
        _ = decoder.flushPendingEscape()
        _ = decoder.feed(Array("[".utf8))
        #expect(decoder.pendingEscapeTimeout, "a held `[` is resolved by the escape timeout")
    }
}
