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

    /// True when already folded `text` contains `needle`.
    static func contains(folded text: [UInt8], _ needle: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { find(needle, in: $0, foldingASCII: false) }
    }

    /// The folded searchable text of a task: title, notes, project and tags, separated by
    /// NUL (which no typed search contains, so no match spans two fields).
    static func searchText(of task: Task) -> [UInt8] {
        var text = fold(task.title)
        if !task.notes.isEmpty { text.append(0); text += fold(task.notes) }
        if let project = task.project { text.append(0); text += fold(project) }
        for tag in task.tags { text.append(0); text += fold(tag) }
        return text
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
