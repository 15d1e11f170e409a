/// Whether bytes are well-formed UTF-8 (no overlongs, no surrogates, nothing past U+10FFFF),
/// checked by hand: ASCII, nearly every byte of a task file, costs one comparison, and the
/// check needs no Foundation nor a newer standard library.
enum UTF8Validation {
    static func isValid(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false
            }
            guard end - index >= length else { return false }
            let second = bytes[index + 1]
            guard second >= low, second <= high else { return false }
            for offset in 2..<max(length, 2) where offset < length {
                guard bytes[index + offset] & 0xC0 == 0x80 else { return false }
            }
            index += length
        }
        return true
    }
}
