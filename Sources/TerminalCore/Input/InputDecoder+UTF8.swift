/// The decoder's UTF-8 reader: a character from its bytes, with the maximal valid prefix
/// of a malformed one turned into one U+FFFD (the next byte is decoded afresh).
extension InputDecoder {
    func parseUTF8(at index: Int, final: Bool) -> Step {
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
}
