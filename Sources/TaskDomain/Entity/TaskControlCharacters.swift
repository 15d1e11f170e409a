/// Control characters (C0 but tab and, in notes, line ends; DEL; C1) in what another
/// program handed over: no terminal shows them and an iCalendar file cannot hold them
/// (RFC 5545's TEXT has none), so a CalDAV server strips them and its copy would differ
/// from the local one without a word. An import takes them out and says how many fields.
extension Task {
    /// The task without control characters in its title and notes, and which of the two
    /// had some; nil when neither had any. A title of nothing else becomes `\u{FFFD}`.
    public func withoutControlCharacters() -> (task: Task, title: Bool, notes: Bool)? {
        let title = Self.hasControlCharacters(self.title, keepingLineEnds: false)
        let notes = Self.hasControlCharacters(self.notes, keepingLineEnds: true)
        guard title || notes else { return nil }
        var task = self
        if title {
            let cleaned = Self.removingControlCharacters(self.title, keepingLineEnds: false)
            task.title = (try? TaskValidation.title(cleaned)) ?? "\u{FFFD}"
        }
        if notes { task.notes = Self.removingControlCharacters(self.notes, keepingLineEnds: true) }
        return (task, title, notes)
    }

    private static func isControl(_ scalar: Unicode.Scalar, keepingLineEnds: Bool) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x0A, 0x0D: !keepingLineEnds
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// Checked by bytes first: almost every title has no byte below 0x20, no DEL and no C1 lead byte.
    private static func hasControlCharacters(_ text: String, keepingLineEnds: Bool) -> Bool {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return false }
        return text.unicodeScalars.contains { isControl($0, keepingLineEnds: keepingLineEnds) }
    }

    private static func removingControlCharacters(_ text: String, keepingLineEnds: Bool) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { !isControl($0, keepingLineEnds: keepingLineEnds) })
        return String(scalars)
    }
}
