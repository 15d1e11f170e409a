/// What follows an ESC: a control sequence (CSI, SS3), an OSC / DCS string from the
/// terminal swallowed whole, rxvt's ESC-prefixed Alt-arrows, or Alt plus a key.
extension InputDecoder {
    func parseEscape(at index: Int, final: Bool) -> Step {
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
    func parse(afterEscapeAt index: Int, final: Bool) -> Step {
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
    func parseStringSequence(at index: Int, final: Bool) -> Step {
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
}
