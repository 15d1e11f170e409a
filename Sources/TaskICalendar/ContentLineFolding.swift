/// Line folding (RFC 5545 §3.1): physical lines of at most 75 octets, continued on lines
/// that start with one space; never split inside a UTF-8 sequence, because a reader that
/// unfolds byte-wise would otherwise see broken characters between the halves.
enum ContentLineFolding {
    static let limit = 75
    static let crlf: [UInt8] = [0x0D, 0x0A]

    /// `line` (one logical line, no line ending) folded, each physical line ending in CRLF.
    static func fold(_ line: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(line.count + line.count / 70 * 3 + 2)
        var start = 0
        var room = limit
        while line.count - start > room {
            var end = start + room
            // Step back over continuation bytes (10xxxxxx) so the cut lands between characters.
            while end > start, line[end] & 0xC0 == 0x80 { end -= 1 }
            if end == start { end = start + room }  // no boundary at all: cannot happen in UTF-8
            output += line[start..<end]
            output += crlf
            output.append(0x20)
            start = end
            room = limit - 1
        }
        output += line[start...]
        output += crlf
        return output
    }

    /// One unfolded logical line: its bytes without folds, the exact bytes it was read
    /// from, and the physical line it starts on.
    struct Logical {
        var text: ArraySlice<UInt8>
        var raw: ArraySlice<UInt8>
        var lineNumber: Int
    }

    /// Splits `bytes` into logical lines, unfolding CRLF or LF followed by a space or tab.
    /// Blank lines come back as empty logical lines (kept, so they can be written back).
    static func unfold(_ bytes: [UInt8]) -> [Logical] {
        var lines: [Logical] = []
        var index = 0
        var physical = 1
        let count = bytes.count
        while index < count {
            let start = index
            let startLine = physical
            var text: ArraySlice<UInt8> = []
            var isFolded = false
            while true {
                // One physical line: up to LF.
                var end = index
                while end < count, bytes[end] != 0x0A { end += 1 }
                var contentEnd = end
                if contentEnd > index, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
                // Most lines are not folded: their text is a slice of the file, not a copy.
                if isFolded { text += bytes[index..<contentEnd] } else { text = bytes[index..<contentEnd] }
                index = end < count ? end + 1 : end
                guard end < count else { break }
                physical += 1
                // A continuation starts with a space or a tab.
                guard index < count, bytes[index] == 0x20 || bytes[index] == 0x09 else { break }
                if !isFolded { text = ArraySlice(Array(text)) }  // own copy, indexed from 0, to append to
                isFolded = true
                index += 1
            }
            lines.append(Logical(text: text, raw: bytes[start..<index], lineNumber: startLine))
        }
        return lines
    }
}
