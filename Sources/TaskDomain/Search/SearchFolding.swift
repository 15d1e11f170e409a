import Foundation

/// Case- and diacritic-insensitive text matching, fast for ASCII.
///
/// Text is folded to UTF-8 bytes once (`fold`), then matched byte by byte. ASCII text,
/// by far the common case, is folded by lowercasing bytes without calling Foundation.
enum SearchFolding {
    /// The folded UTF-8 bytes of `text`.
    static func fold(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else {
                let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive],
                                          locale: nil)
                return Array(folded.lowercased().utf8)
            }
            bytes.append(lowercase(byte))
        }
        return bytes
    }

    /// Appends the folded UTF-8 bytes of `prefix` and `text` to `bytes`: ASCII text is
    /// lowercased straight into it (building the search index at 1,000,000 tasks made a
    /// few arrays a task before); other text is folded as `fold` folds it, a scalar at a
    /// time with the folds kept in `folds` where that gives the same bytes (`ScalarFolds`).
    static func appendFolded(_ text: String, prefix: UInt8? = nil, to bytes: inout [UInt8], folds: inout ScalarFolds) {
        var text = text
        let done = text.withUTF8 { buffer -> Bool in
            if buffer.contains(where: { $0 >= 0x80 }) { return false }
            if let prefix { bytes.append(lowercase(prefix)) }
            for byte in buffer { bytes.append(lowercase(byte)) }
            return true
        }
        if done { return }
        let start = bytes.count
        if let prefix { bytes.append(lowercase(prefix)) }
        if folds.appendFolded(text, to: &bytes) { return }
        bytes.removeSubrange(start...)
        bytes += fold(prefix.map { String(UnicodeScalar($0)) + text } ?? text)
    }

    /// True when folded `text` contains `needle` (already folded). No allocation for ASCII text.
    static func contains(_ text: String, folded needle: [UInt8]) -> Bool {
        if needle.isEmpty { return true }
        var text = text
        let fast = text.withUTF8 { buffer -> Bool? in
            if buffer.contains(where: { $0 >= 0x80 }) { return nil }
            return find(needle, in: buffer, foldingASCII: true)
        }
        if let fast { return fast }
        return fold(text).withUnsafeBufferPointer { find(needle, in: $0, foldingASCII: false) }
    }

    /// The first 16 bytes of the folded text as two big-endian numbers (zeros after a
    /// shorter text): a sort key that orders like the folded text up to its 16th byte.
    /// ASCII text needs no allocation.
    static func foldedPrefix(_ text: String) -> (UInt64, UInt64) {
        window(of: text, from: 0, zeroEnds: false) ?? (0, 0)
    }

    /// The folded bytes `offset` to `offset + 15` of `text` packed as `foldedPrefix` packs
    /// bytes 0 to 15, for the sort of titles alike in their first bytes; nil when one of those
    /// bytes is 0 (which would read as the text's end).
    static func foldedWords(_ text: String, from offset: Int) -> (UInt64, UInt64)? {
        window(of: text, from: offset, zeroEnds: true)
    }

    /// Folded bytes `offset` to `offset + 15` of `text` as two big-endian numbers (past its end:
    /// 0); nil when `zeroEnds` and one of them is 0. ASCII text is lowercased in place; a byte
    /// past ASCII anywhere up to one past the window (a combining mark changes the letter before
    /// it) folds the whole text.
    private static func window(of text: String, from offset: Int, zeroEnds: Bool) -> (UInt64, UInt64)? {
        var words: (UInt64, UInt64) = (0, 0)
        var count = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return window(ofFolded: fold(text), from: offset, zeroEnds: zeroEnds) }
            guard count < offset + 16 else { break }
            let index = count - offset
            if zeroEnds && index >= 0 && byte == 0 { return nil }
            let folded = UInt64(lowercase(byte))
            if index >= 8 { words.1 |= folded << (8 * UInt64(15 - index)) }
            else if index >= 0 { words.0 |= folded << (8 * UInt64(7 - index)) }
            count += 1
        }
        return words
    }

    private static func window(ofFolded folded: [UInt8], from offset: Int, zeroEnds: Bool) -> (UInt64, UInt64)? {
        var words: (UInt64, UInt64) = (0, 0)
        for (index, byte) in folded.dropFirst(offset).prefix(16).enumerated() {
            if zeroEnds && byte == 0 { return nil }
            if index < 8 { words.0 |= UInt64(byte) << (8 * UInt64(7 - index)) }
            else { words.1 |= UInt64(byte) << (8 * UInt64(15 - index)) }
        }
        return words
    }

    /// Whether folded `lhs` sorts before folded `rhs`; nil when they fold alike. ASCII
    /// text is compared in place, without folding copies.
    static func foldedOrder(_ lhs: String, _ rhs: String) -> Bool? {
        var left = lhs, right = rhs
        let ascii: Bool?? = left.withUTF8 { a in
            right.withUTF8 { b -> Bool?? in
                var index = 0
                while index < a.count && index < b.count {
                    let x = a[index], y = b[index]
                    guard x < 0x80, y < 0x80 else { return .none }  // not ASCII: fold instead
                    let lx = lowercase(x), ly = lowercase(y)
                    if lx != ly { return .some(lx < ly) }
                    index += 1
                }
                if a[index...].contains(where: { $0 >= 0x80 }) || b[index...].contains(where: { $0 >= 0x80 }) {
                    return .none
                }
                return .some(a.count == b.count ? nil : a.count < b.count)
            }
        }
        if let ascii { return ascii }
        let a = fold(lhs), b = fold(rhs)
        return a == b ? nil : a.lexicographicallyPrecedes(b)
    }

    /// True when already folded `text` contains `needle`.
    static func contains(folded text: [UInt8], _ needle: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { hay in needle.withUnsafeBufferPointer { find($0, in: hay) } }
    }

    /// True when folded `hay` contains folded `pattern`: candidates are found by the
    /// pattern's first and last bytes before the rest is compared.
    static func find(_ pattern: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = pattern.count
        guard count > 0 else { return true }
        guard hay.count >= count, let text = hay.baseAddress, let needle = pattern.baseAddress else { return false }
        let first = needle[0], last = needle[count - 1]
        let end = hay.count - count
        var start = 0
        while start <= end {
            if text[start] == first && text[start + count - 1] == last {
                var offset = 1
                while offset < count - 1 && text[start + offset] == needle[offset] { offset += 1 }
                if offset >= count - 1 { return true }
            }
            start += 1
        }
        return false
    }

    /// The folded searchable text of a task: title, notes, annotations, project and tags, separated by
    /// NUL (which no typed search contains, so no match spans two fields).
    /// The project and tags are written as the list shows them (`+home`, `#shop`), so a
    /// search in the list's own notation finds them (and plain `home` still does).
    /// Its first `wordLength` bytes are the title, notes and annotations: what a filter's words match.
    static func searchText(of task: Task) -> (text: [UInt8], wordLength: Int) {
        var text = fold(task.title)
        if !task.notes.isEmpty { text.append(0); text += fold(task.notes) }
        for annotation in task.annotations { text.append(0); text += fold(annotation.text) }
        let wordLength = text.count
        if let project = task.project { text.append(0); text += fold("+" + project) }
        for tag in task.tags { text.append(0); text += fold("#" + tag) }
        return (text, wordLength)
    }

    /// Appends the folded searchable text of `task` (as `searchText(of:)` makes it) to
    /// `bytes`, text past ASCII folded through `folds`; returns the length of its title,
    /// notes and annotations.
    static func appendSearchText(of task: Task, to bytes: inout [UInt8], folds: inout ScalarFolds) -> Int {
        let start = bytes.count
        appendFolded(task.title, to: &bytes, folds: &folds)
        if !task.notes.isEmpty { bytes.append(0); appendFolded(task.notes, to: &bytes, folds: &folds) }
        for annotation in task.annotations { bytes.append(0); appendFolded(annotation.text, to: &bytes, folds: &folds) }
        let wordLength = bytes.count - start
        if let project = task.project {
            bytes.append(0)
            appendFolded(project, prefix: UInt8(ascii: "+"), to: &bytes, folds: &folds)
        }
        for tag in task.tags { bytes.append(0); appendFolded(tag, prefix: UInt8(ascii: "#"), to: &bytes, folds: &folds) }
        return wordLength
    }

    private static func find(_ needle: [UInt8], in hay: UnsafeBufferPointer<UInt8>, foldingASCII: Bool) -> Bool {
        let n = needle.count
        guard hay.count >= n else { return false }
        let first = needle[0]
        for start in 0...(hay.count - n) {
            let byte = foldingASCII ? lowercase(hay[start]) : hay[start]
            guard byte == first else { continue }
            var offset = 1
            while offset < n {
                let other = foldingASCII ? lowercase(hay[start + offset]) : hay[start + offset]
                if other != needle[offset] { break }
                offset += 1
            }
            if offset == n { return true }
        }
        return false
    }

    @inline(__always)
    private static func lowercase(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
