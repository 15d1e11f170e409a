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
    // The parsers live in extensions by concern (`+UTF8`, `+Escape`, `+ControlSequences`,
    // `+Mouse`, `+Paste`); what they share is internal rather than private for that reason.
    /// The bytes not yet decoded, from `start`; only `feedDecoded` and `drain` change it.
    private(set) var buffer: [UInt8] = []
    /// Where decoding continues in `buffer`.
    var start = 0
    /// The paste being read, between its start and end markers.
    var paste: PasteState?
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

    /// `feedDecoded` for the bytes of a read, which the run loop has as an array: the
    /// generic one is not specialized across modules, so each key's bytes were appended
    /// through the runtime's generic metadata and witness lookups, which a key after an
    /// idle gap finds cold (issue 27: 8% of a `j` before its frame is written, in a pty).
    public mutating func feedDecoded(_ bytes: [UInt8]) -> [DecodedEvent] {
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

    /// What one parse step found at the cursor.
    enum Step {
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

    func byte(_ index: Int) -> UInt8? { index < buffer.count ? buffer[index] : nil }

    func unknown(_ from: Int, _ to: Int) -> Step {
        .event(.unknown(Array(buffer[from..<to])), to - from)
    }

    func parse(at index: Int, final: Bool) -> Step {
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

    func key(_ key: Key, _ modifiers: Modifiers = [], length: Int) -> Step {
        .event(.key(KeyEvent(key, modifiers)), length)
    }
}
