/// The start of an SGR mouse report (`ESC`, `ESC [`, `ESC [ <` and its numbers so far) that
/// the escape timeout cut off: a report split over a slow link, more than 40 ms between its
/// parts. What was cut off has already been delivered as what it may be (the ESC alone is
/// the Esc key, `ESC [` Alt-[, a longer start an unknown sequence); when the rest of the
/// report comes it completes the report instead of arriving as keys (the `<` of
/// `ESC[<0;2;5M` outdented a task, a split in the numbers typed `;5M`).
///
/// Held only while the bytes can still continue a report: given up at the first byte that
/// cannot, and at `InputDecoder.maxSequenceLength` bytes in all, so it never holds more.
struct CutMouseReport: Sendable {
    private var held: [UInt8] = []

    /// True while a cut-off start waits for its rest.
    var isHeld: Bool { !held.isEmpty }

    /// What the bytes after a held start are.
    enum Continuation: Equatable {
        /// The rest of the report (a mouse event, or an unknown one when its numbers are not
        /// valid), or, after the timeout, more of its numbers (unknown, held with the start).
        case event(InputEvent, length: Int)
        /// They may continue the report: wait for more bytes or the escape timeout.
        case needMore
        /// Not a report after all (nothing is held any more): they are decoded as they are.
        case notAReport
    }

    /// Whether `byte` may stand at `position` of an SGR mouse report before its final byte:
    /// `ESC [ <`, then digits and `;`.
    private static func continuesReport(_ byte: UInt8, at position: Int) -> Bool {
        switch position {
        case 0: byte == 0x1B
        case 1: byte == 0x5B
        case 2: byte == 0x3C
        default: byte == 0x3B || (0x30...0x39).contains(byte)
        }
    }

    /// The bytes a cut-off start is delivered as: Esc, Alt-[ or an unknown sequence, as the
    /// decoder gives them when nothing follows.
    static func event(for start: [UInt8]) -> InputEvent {
        switch start.count {
        case 1: .key(KeyEvent(.escape))
        case 2: .key(KeyEvent(.char("["), [.alt]))
        default: .unknown(start)
        }
    }

    /// True when all of `bytes` is the start of a report, short enough to be one.
    static func isStart(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard !bytes.isEmpty, bytes.count < InputDecoder.maxSequenceLength else { return false }
        return bytes.enumerated().allSatisfy { continuesReport($0.element, at: $0.offset) }
    }

    /// Holds `start` (all of it `isStart`) to be completed by the bytes after it.
    mutating func hold(_ start: ArraySlice<UInt8>) { held = Array(start) }

    /// Reads `bytes` on from the held start. After the timeout (`final`), bytes that only
    /// continue the numbers are held with it and delivered as unknown; `[` or `[<` alone
    /// after an Esc are the keys they are.
    mutating func continued(by bytes: ArraySlice<UInt8>, final: Bool) -> Continuation {
        var cursor = bytes.startIndex
        var position: Int { held.count + cursor - bytes.startIndex }
        while cursor < bytes.endIndex, position < InputDecoder.maxSequenceLength {
            let value = bytes[cursor]
            if position >= 3, value == 0x4D || value == 0x6D {
                let numbers = (held + bytes[bytes.startIndex..<cursor]).dropFirst(3)
                held = []
                let length = cursor - bytes.startIndex + 1
                guard let mouse = InputDecoder.sgrMouseEvent(numbers, released: value == 0x6D) else {
                    return .event(.unknown(Array(bytes.prefix(length))), length: length)
                }
                return .event(.mouse(mouse), length: length)
            }
            guard Self.continuesReport(value, at: position) else { break }
            cursor += 1
        }
        if cursor == bytes.endIndex, position < InputDecoder.maxSequenceLength {
            guard final else { return .needMore }
            if position > 3 {
                let more = bytes[bytes.startIndex..<cursor]
                held += more
                return .event(.unknown(Array(more)), length: more.count)
            }
        }
        held = []
        return .notAReport
    }
}
