/// Turns the bytes a terminal sends into `InputEvent`s, incrementally.
///
/// Bytes may arrive in any chunking: a UTF-8 character or an escape sequence split over
/// two reads is completed by the next `feed`. A lone ESC stays pending until more bytes
/// arrive or the run loop, after `escapeTimeout` with nothing new, calls
/// `flushPendingEscape()` — that is how Esc is told apart from the start of a sequence.
/// Unknown and malformed sequences become `.unknown` (never keys) and never swallow the
/// bytes after them. A bracketed paste becomes one `.paste` event, capped at `pasteLimit`.
///
/// A paste is bounded in time as well as size, so a lost end marker cannot swallow the
/// keyboard: it ends at `ESC [201~`, at a Ctrl-C byte (terminals do not paste C0 controls
/// other than tab and newlines, so 0x03 is the user's Ctrl-C, and it must always reach the
/// app), or when the run loop, after `pasteTimeout` with no new byte, calls `endPaste()`.
/// In each case what came is delivered.
public struct InputDecoder: Sendable {
    /// How long the loop waits after a lone ESC before it is the Esc key.
    public static let escapeTimeout: Duration = .milliseconds(40)
    /// How long a paste may go without a byte before it is ended without its end marker.
    /// A terminal sends a paste as fast as the pty takes it; a pause this long means the
    /// end marker was lost (a cut stream, a program that echoed only the start).
    public static let pasteTimeout: Duration = .milliseconds(1500)
    /// The largest paste kept (bytes); the rest of a longer paste is read and dropped.
    public static let defaultPasteLimit = 1 << 20
    /// A sequence longer than this is garbage; it is dropped so memory stays bounded.
    static let maxSequenceLength = 64
    /// The longest OSC / DCS string kept whole (a window title, a colour reply).
    static let maxStringSequenceLength = 4096

    public let pasteLimit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var paste: PasteState?
    /// Bytes still to skip of an overlong OSC / DCS string, up to its terminator; nil when
    /// not inside one. Bounded, so a string that never ends cannot swallow input forever.
    private var stringToSkip: Int?
    /// The start of a mouse report the escape timeout cut off, completed by its rest.
    private var cutMouseReport = CutMouseReport()

    public init(pasteLimit: Int = InputDecoder.defaultPasteLimit) {
        self.pasteLimit = max(0, pasteLimit)
    }

    // MARK: - Public API

    /// True when the decoder holds an ESC that becomes the Esc key unless more bytes
    /// arrive within `escapeTimeout`, or bytes that may continue a cut-off mouse report
    /// (they are keys unless the rest comes within it).
    public var pendingEscapeTimeout: Bool {
        paste == nil && start < buffer.count && (buffer[start] == 0x1B || cutMouseReport.isHeld)
    }

    /// True while a bracketed paste has started but not ended: unless more bytes come
    /// within `pasteTimeout`, the loop ends it with `endPaste()`.
    public var isInPaste: Bool { paste != nil }

    /// Decodes the bytes and returns the events they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        feedDecoded(bytes).map(\.event)
    }

    /// Like `feed`, but each event comes with the bytes it was decoded from.
    public mutating func feedDecoded(_ bytes: some Sequence<UInt8>) -> [DecodedEvent] {
        buffer.append(contentsOf: bytes)
        return drain(final: false)
    }

    /// Resolves pending bytes after the escape timeout: a lone ESC is the Esc key, `ESC [`
    /// is Alt-[, an unfinished sequence is `.unknown`, an unfinished UTF-8 character is U+FFFD.
    public mutating func flushPendingEscape() -> [InputEvent] {
        flushPendingEscapeDecoded().map(\.event)
    }

    /// Like `flushPendingEscape`, with raw bytes.
    public mutating func flushPendingEscapeDecoded() -> [DecodedEvent] {
        guard paste == nil else { return [] }
        return drain(final: true)
    }

    /// Ends an unterminated paste after `pasteTimeout`: everything held, including bytes
    /// kept as a possible start of the end marker, is delivered as the paste; no event
    /// when not in a paste.
    public mutating func endPaste() -> [InputEvent] {
        endPasteDecoded().map(\.event)
    }

    /// Like `endPaste`, with raw bytes.
    public mutating func endPasteDecoded() -> [DecodedEvent] {
        guard var state = paste else { return [] }
        append(buffer[start...], to: &state)
        start = buffer.count
        var events = [finish(state, endMarkerLength: 0)]
        events += drain(final: false)
        return events
    }

    // MARK: - Driving the parser

    private mutating func drain(final: Bool) -> [DecodedEvent] {
        var events: [DecodedEvent] = []
        loop: while start < buffer.count {
            if stringToSkip != nil {
                if !skipString(final: final) { break loop }
                continue
            }
            if paste != nil {
                consumePaste(into: &events)
                if paste != nil { break loop }
                continue
            }
            if cutMouseReport.isHeld {
                switch cutMouseReport.continued(by: buffer[start...], final: final) {
                case .event(let event, let length):
                    events.append(DecodedEvent(event: event, bytes: Array(buffer[start..<start + length])))
                    start += length
                    continue
                case .needMore:
                    break loop
                case .notAReport:
                    break  // decoded afresh
                }
            }
            if final, CutMouseReport.isStart(buffer[start...]) {
                // Cut off by the timeout: delivered as the key it may be, and held to be completed.
                let bytes = Array(buffer[start...])
                events.append(DecodedEvent(event: CutMouseReport.event(for: bytes), bytes: bytes))
                cutMouseReport.hold(buffer[start...])
                start = buffer.count
                continue
            }
            switch parse(at: start, final: final) {
            case .event(let event, let length):
                events.append(DecodedEvent(event: event, bytes: Array(buffer[start..<start + length])))
                start += length
            case .pasteStart(let length):
                paste = PasteState(marker: Array(buffer[start..<start + length]))
                start += length
            case .overlongString(let length):
                events.append(DecodedEvent(event: .unknown(Array(buffer[start..<start + length])),
                                           bytes: Array(buffer[start..<start + length])))
                start += length
                stringToSkip = Self.defaultPasteLimit
            case .needMore:
                break loop
            }
        }
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        return events
    }

    private enum Step {
        case event(InputEvent, Int)
        case pasteStart(Int)
        /// An OSC / DCS string longer than kept whole: the rest is skipped to its terminator.
        case overlongString(Int)
        case needMore
    }

    /// Skips the rest of an overlong terminal string up to and including its terminator
    /// (BEL or `ESC \\`); false when the buffer ran out first (more input is needed).
    private mutating func skipString(final: Bool) -> Bool {
        var cursor = start
        while cursor < buffer.count, let budget = stringToSkip, budget > 0 {
            let value = buffer[cursor]
            if value == 0x07 || (value == 0x1B && byte(cursor + 1) == 0x5C) {
                start = cursor + (value == 0x07 ? 1 : 2)
                stringToSkip = nil
                return true
            }
            if value == 0x1B, byte(cursor + 1) == nil, !final { break }  // ST may be split
            cursor += 1
            stringToSkip = budget - 1
        }
        start = cursor
        if stringToSkip == 0 || final { stringToSkip = nil }
        return stringToSkip == nil
    }

    private func byte(_ index: Int) -> UInt8? { index < buffer.count ? buffer[index] : nil }

    private func unknown(_ from: Int, _ to: Int) -> Step {
        .event(.unknown(Array(buffer[from..<to])), to - from)
    }

    private func parse(at index: Int, final: Bool) -> Step {
        let value = buffer[index]
        switch value {
        case 0x1B: return parseEscape(at: index, final: final)
        case 0x0D: return key(.enter, length: 1)
        case 0x09: return key(.tab, length: 1)
        case 0x7F, 0x08: return key(.backspace, length: 1)
        case 0x00: return .event(.key(KeyEvent(.char(" "), [.ctrl])), 1)
        case 0x01...0x1A: return .event(.key(.ctrl(Character(Unicode.Scalar(value + 0x60)))), 1)
        case 0x1C...0x1F: return .event(.key(.ctrl(Character(Unicode.Scalar(value + 0x40)))), 1)
        case 0x20...0x7E: return .event(.key(KeyEvent(.char(Character(Unicode.Scalar(value))))), 1)
        default: return parseUTF8(at: index, final: final)
        }
    }

    private func key(_ key: Key, _ modifiers: Modifiers = [], length: Int) -> Step {
        .event(.key(KeyEvent(key, modifiers)), length)
    }

    // MARK: - UTF-8

    private func parseUTF8(at index: Int, final: Bool) -> Step {
        let lead = buffer[index]
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
        default: return .event(.key(KeyEvent(.char("\u{FFFD}"))), 1)
        }
        for offset in 1..<length {
            guard let next = byte(index + offset) else {
                return final ? .event(.key(KeyEvent(.char("\u{FFFD}"))), offset) : .needMore
            }
            var range: ClosedRange<UInt8> = 0x80...0xBF
            if offset == 1 {
                switch lead {
                case 0xE0: range = 0xA0...0xBF
                case 0xED: range = 0x80...0x9F
                case 0xF0: range = 0x90...0xBF
                case 0xF4: range = 0x80...0x8F
                default: break
                }
            }
            guard range.contains(next) else {
                // The maximal valid prefix becomes one U+FFFD; `next` starts afresh.
                return .event(.key(KeyEvent(.char("\u{FFFD}"))), offset)
            }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        let character = Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}"
        return .event(.key(KeyEvent(.char(character))), length)
    }

    // MARK: - Escape sequences

    private func parseEscape(at index: Int, final: Bool) -> Step {
        guard let next = byte(index + 1) else {
            return final ? key(.escape, length: 1) : .needMore
        }
        switch next {
        case 0x5B: return parseCSI(at: index, final: final)
        case 0x4F: return parseSS3(at: index, final: final)
        case 0x5D, 0x50:
            // OSC (`ESC ]`) and DCS (`ESC P`): replies and echoes from the terminal (a window
            // title, a colour, a version). They start with a digit or a sign; anything else
            // after `ESC ]` / `ESC P` is Alt-] / Alt-P as typed.
            guard let third = byte(index + 2) else {
                return final ? parse(afterEscapeAt: index, final: final) : .needMore
            }
            guard (0x30...0x39).contains(third) || Array(">!+=$|?".utf8).contains(third) else {
                return parse(afterEscapeAt: index, final: final)
            }
            return parseStringSequence(at: index, final: final)
        case 0x1B:
            // rxvt sends Alt-arrows as ESC + the arrow's sequence; otherwise ESC ESC is two Esc.
            guard let third = byte(index + 2) else { return final ? key(.escape, length: 1) : .needMore }
            guard third == 0x5B || third == 0x4F else { return key(.escape, length: 1) }
            switch parseEscape(at: index + 1, final: final) {
            case .event(.key(var event), let length):
                event.modifiers.insert(.alt)
                return .event(.key(event), length + 1)
            case .needMore: return .needMore
            default: return key(.escape, length: 1)
            }
        default:
            return parse(afterEscapeAt: index, final: final)
        }
    }

    /// Alt + a key: ESC followed by a character or a control byte.
    private func parse(afterEscapeAt index: Int, final: Bool) -> Step {
        switch parse(at: index + 1, final: final) {
        case .event(.key(var event), let length):
            event.modifiers.insert(.alt)
            return .event(.key(event), length + 1)
        case .needMore: return .needMore
        default: return key(.escape, length: 1)
        }
    }

    /// An OSC or DCS string up to its terminator (BEL, or ST as `ESC \`), swallowed whole as
    /// one `.unknown` event so none of its bytes can act as keys. Past
    /// `maxStringSequenceLength` bytes the rest is skipped up to its terminator.
    private func parseStringSequence(at index: Int, final: Bool) -> Step {
        var cursor = index + 2
        while cursor - index < Self.maxStringSequenceLength {
            guard let value = byte(cursor) else {
                return final ? unknown(index, buffer.count) : .needMore
            }
            if value == 0x07 { return unknown(index, cursor + 1) }
            if value == 0x1B {
                guard let next = byte(cursor + 1) else { return final ? unknown(index, cursor) : .needMore }
                return next == 0x5C ? unknown(index, cursor + 2) : unknown(index, cursor)
            }
            cursor += 1
        }
        return .overlongString(cursor - index)
    }

    /// `ESC [` params intermediates final.
    private func parseCSI(at index: Int, final: Bool) -> Step {
        let body = index + 2
        guard let first = byte(body) else {
            return final ? key(.char("["), [.alt], length: 2) : .needMore
        }
        if first == 0x5B {
            // Linux console F1-F5: ESC [ [ A..E
            guard let letter = byte(body + 1) else { return final ? unknown(index, body + 1) : .needMore }
            if (0x41...0x45).contains(letter) { return key(.function(Int(letter - 0x41) + 1), length: 4) }
            return unknown(index, body + 1)
        }
        // `$` is rxvt's Shift suffix: a final byte here, not an intermediate.
        let cursor: Int
        switch scanToFinal(sequenceStart: index, from: body, allowed: 0x20...0x3F, alsoFinal: 0x24, final: final) {
        case .final(let position): cursor = position
        case .step(let step): return step
        }
        let finalByte = buffer[cursor]
        let length = cursor - index + 1
        let paramBytes = buffer[body..<cursor]
        if finalByte == 0x4D, paramBytes.isEmpty {
            // An X10 mouse report: `ESC [ M` and three raw bytes, which must not leak as keys.
            guard byte(cursor + 3) != nil else { return final ? unknown(index, buffer.count) : .needMore }
            return unknown(index, cursor + 4)
        }
        if paramBytes.first == 0x3C, finalByte == 0x4D || finalByte == 0x6D {
            return mouseReport(paramBytes.dropFirst(), released: finalByte == 0x6D, from: index, to: cursor + 1)
        }
        guard let params = Self.parameters(paramBytes) else { return unknown(index, cursor + 1) }
        let modifiers = params.count > 1 ? Modifiers(xtermParameter: params[1] ?? 1) : []
        if let letter = Self.letterKey(finalByte) { return key(letter, modifiers, length: length) }
        switch finalByte {
        case 0x5A: return key(.backTab, modifiers.subtracting(.shift), length: length)
        case 0x61...0x64:
            let keys: [Key] = [.up, .down, .right, .left]
            return key(keys[Int(finalByte - 0x61)], [.shift], length: length)
        case 0x75:
            guard let code = params.first ?? nil else { return unknown(index, cursor + 1) }
            return codepointKey(code, modifiers, length: length) ?? unknown(index, cursor + 1)
        case 0x7E, 0x5E, 0x24, 0x40:
            guard let number = params.first ?? nil else { return unknown(index, cursor + 1) }
            var mods = modifiers
            switch finalByte {
            case 0x5E: mods.insert(.ctrl)
            case 0x24: mods.insert(.shift)
            case 0x40: mods.formUnion([.ctrl, .shift])
            default: break
            }
            if number == 200, finalByte == 0x7E { return .pasteStart(length) }
            if number == 27, params.count >= 3, let code = params[2] {
                // xterm modifyOtherKeys: CSI 27 ; modifiers ; codepoint ~
                return codepointKey(code, mods, length: length) ?? unknown(index, cursor + 1)
            }
            guard let tilde = Self.tildeKey(number) else { return unknown(index, cursor + 1) }
            return key(tilde, mods, length: length)
        default:
            return unknown(index, cursor + 1)
        }
    }

    /// `ESC O` final, optionally with a modifier digit (`ESC O 5 P`).
    private func parseSS3(at index: Int, final: Bool) -> Step {
        guard byte(index + 2) != nil else {
            return final ? key(.char("O"), [.alt], length: 2) : .needMore
        }
        let cursor: Int
        switch scanToFinal(sequenceStart: index, from: index + 2, allowed: 0x30...0x3B, alsoFinal: nil, final: final) {
        case .final(let position): cursor = position
        case .step(let step): return step
        }
        let finalByte = buffer[cursor]
        let length = cursor - index + 1
        let params = Self.parameters(buffer[(index + 2)..<cursor]) ?? []
        let modifiers = (params.last ?? nil).map { Modifiers(xtermParameter: $0) } ?? []
        if let letter = Self.letterKey(finalByte) { return key(letter, modifiers, length: length) }
        switch finalByte {
        case 0x4D: return key(.enter, modifiers, length: length)
        case 0x61...0x64:
            // rxvt Ctrl-arrows
            let keys: [Key] = [.up, .down, .right, .left]
            return key(keys[Int(finalByte - 0x61)], [.ctrl], length: length)
        case 0x6A...0x79, 0x58:
            // The application keypad sends its keys as SS3; they are the characters on the keys.
            let keypad: [UInt8: Character] = [
                0x6A: "*", 0x6B: "+", 0x6C: ",", 0x6D: "-", 0x6E: ".", 0x6F: "/", 0x58: "=",
            ]
            let character = keypad[finalByte] ?? Character(Unicode.Scalar(finalByte - 0x70 + 0x30))
            return key(.char(character), modifiers, length: length)
        default:
            return unknown(index, cursor + 1)
        }
    }

    /// The keys both CSI and SS3 end with a letter: arrows, Home/End, F1-F4.
    private static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        case 0x50...0x53: return .function(Int(final - 0x50) + 1)
        default: return nil
        }
    }

    private enum Scan {
        case final(Int)
        case step(Step)
    }

    /// Finds the final byte of a sequence whose parameter bytes are in `allowed`; a byte
    /// outside both ends it as malformed (that byte is decoded afresh), as does excess length.
    private func scanToFinal(sequenceStart: Int, from start: Int, allowed: ClosedRange<UInt8>,
                             alsoFinal: UInt8?, final: Bool) -> Scan {
        var cursor = start
        while true {
            guard let value = byte(cursor) else {
                return .step(final ? unknown(sequenceStart, buffer.count) : .needMore)
            }
            if value == alsoFinal || (0x40...0x7E).contains(value) { return .final(cursor) }
            if !allowed.contains(value) || cursor - sequenceStart >= Self.maxSequenceLength {
                return .step(unknown(sequenceStart, cursor))
            }
            cursor += 1
        }
    }

    /// An SGR mouse report `CSI < b ; x ; y M|m`: three numbers, else the whole sequence
    /// is an unknown one (never keys).
    private func mouseReport(_ paramBytes: ArraySlice<UInt8>, released: Bool, from index: Int, to end: Int) -> Step {
        guard let event = Self.sgrMouseEvent(paramBytes, released: released) else { return unknown(index, end) }
        return .event(.mouse(event), end - index)
    }

    /// The mouse event of an SGR report's numbers (`b ; x ; y`); nil unless they are three
    /// valid numbers. Shared with `CutMouseReport`, which completes a report split in two.
    static func sgrMouseEvent(_ paramBytes: ArraySlice<UInt8>, released: Bool) -> MouseEvent? {
        guard paramBytes.allSatisfy({ $0 == 0x3B || (0x30...0x39).contains($0) }),
              let params = parameters(paramBytes), params.count == 3,
              let code = params[0], let column = params[1], let row = params[2] else { return nil }
        return MouseEvent.sgr(code: code, column: column, row: row, released: released)
    }

    /// The VT220 `CSI n ~` keys.
    private static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23...26: return .function(number - 12)
        case 28, 29: return .function(number - 13)
        case 31...34: return .function(number - 14)
        default: return nil
        }
    }

    /// A key given as a Unicode code point (kitty `CSI u`, xterm modifyOtherKeys).
    private func codepointKey(_ code: Int, _ modifiers: Modifiers, length: Int) -> Step? {
        switch code {
        case 13: return key(.enter, modifiers, length: length)
        case 9: return key(.tab, modifiers, length: length)
        case 27: return key(.escape, modifiers, length: length)
        case 8, 127: return key(.backspace, modifiers, length: length)
        case 0x20..<0x7F, 0xA0...0x10FFFF:
            guard let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            return key(.char(Character(scalar)), modifiers, length: length)
        default: return nil
        }
    }

    /// Splits `1;5` into `[1, 5]`; an empty parameter is nil. Sub-parameters (`1:2`) keep
    /// their first part. Private-mode markers (`<`, `=`, `>`, `?`) make it unparseable.
    static func parameters(_ bytes: ArraySlice<UInt8>) -> [Int?]? {
        var result: [Int?] = []
        var current: Int?
        var inSubParameter = false
        for value in bytes {
            switch value {
            case 0x30...0x39:
                if inSubParameter { continue }
                current = min((current ?? 0) * 10 + Int(value - 0x30), 1_000_000)
            case 0x3A:
                inSubParameter = true
            case 0x3B:
                result.append(current)
                current = nil
                inSubParameter = false
            default:
                return nil
            }
        }
        result.append(current)
        return result
    }

    // MARK: - Bracketed paste

    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    private struct PasteState: Sendable {
        var marker: [UInt8]
        var data: [UInt8] = []
        var total = 0
        var truncated = false
    }

    private mutating func consumePaste(into events: inout [DecodedEvent]) {
        guard var state = paste else { return }
        let end = Self.pasteEnd
        var found: Int?
        var interrupted: Int?
        var index = start
        while index < buffer.count {
            if buffer[index] == 0x03 {
                interrupted = index
                break
            }
            if buffer[index] == 0x1B, index + end.count <= buffer.count,
               buffer[index..<index + end.count].elementsEqual(end) {
                found = index
                break
            }
            index += 1
        }
        // Without the end marker, keep the last few bytes: they may be its beginning.
        let contentEnd = found ?? interrupted ?? max(start, buffer.count - (end.count - 1))
        append(buffer[start..<contentEnd], to: &state)
        start = contentEnd
        if let found {
            start = found + end.count
            events.append(finish(state, endMarkerLength: end.count))
        } else if interrupted != nil {
            // The Ctrl-C stays in the buffer, to be decoded as the key it is.
            events.append(finish(state, endMarkerLength: 0))
        } else {
            paste = state
        }
    }

    /// Adds paste content, keeping at most `pasteLimit` bytes (the rest is counted, not kept).
    private func append(_ content: ArraySlice<UInt8>, to state: inout PasteState) {
        state.total += content.count
        let room = pasteLimit - state.data.count
        if room >= content.count {
            state.data.append(contentsOf: content)
        } else {
            state.data.append(contentsOf: content.prefix(max(0, room)))
            state.truncated = true
        }
    }

    /// Ends the paste and makes its event.
    private mutating func finish(_ state: PasteState, endMarkerLength: Int) -> DecodedEvent {
        paste = nil
        let text = Self.pasteText(state.data, truncated: state.truncated)
        let recorded = state.marker + state.data.prefix(DecodedEvent.maxRecordedBytes)
        return DecodedEvent(event: .paste(text), bytes: recorded,
                            byteCount: state.marker.count + state.total + endMarkerLength)
    }

    /// The pasted text: CR LF and CR become LF (terminals send Enter as CR); a paste cut at
    /// the limit loses its incomplete last character rather than gaining a U+FFFD.
    static func pasteText(_ bytes: [UInt8], truncated: Bool) -> String {
        var data = bytes
        if truncated {
            var cut = data.count
            var back = cut - 1
            while back >= 0, back >= cut - 4, data[back] & 0xC0 == 0x80 { back -= 1 }
            if back >= 0 {
                let lead = data[back]
                let need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
                if cut - back < need { cut = back }
            }
            data.removeSubrange(cut...)
        }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(data.count)
        var previousCR = false
        for value in data {
            if value == 0x0A, previousCR { previousCR = false; continue }
            previousCR = value == 0x0D
            normalized.append(value == 0x0D ? 0x0A : value)
        }
        return String(decoding: normalized, as: UTF8.self)
    }
}
