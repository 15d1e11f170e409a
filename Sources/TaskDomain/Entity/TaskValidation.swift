import Foundation

/// The normalization and validation rules of titles, tags and projects, in one place so
/// the entity, the use cases and the storage mapping all agree.
public enum TaskValidation {
    /// A trimmed, non-empty, single-line title.
    public static func title(_ raw: String) throws(TaskDomainError) -> String {
        let title = trimmed(raw, newlinesToo: true)
        guard !title.isEmpty else { throw .emptyTitle }
        guard !containsNewline(title) else { throw .titleHasNewline }
        return title
    }

    /// A tag: trimmed, without a leading `#`, lowercased; no spaces or control characters.
    public static func tag(_ raw: String) throws(TaskDomainError) -> String {
        var tag = trimmed(raw, newlinesToo: false)
        if tag.hasPrefix("#") { tag.removeFirst() }
        guard !tag.isEmpty else { throw .invalidTag(raw, reason: .empty) }
        guard !containsSpaceOrControl(tag) else {
            throw .invalidTag(raw, reason: .notOneWord)
        }
        return tag.lowercased()
    }

    /// A project path such as `home.garden`: trimmed, no spaces, no empty segment. Case is kept.
    public static func project(_ raw: String) throws(TaskDomainError) -> String {
        let project = trimmed(raw, newlinesToo: false)
        guard !project.isEmpty else { throw .invalidProject(raw, reason: .empty) }
        guard !containsSpaceOrControl(project) else {
            throw .invalidProject(raw, reason: .notOneWord)
        }
        guard !hasEmptyPart(project) else {
            throw .invalidProject(raw, reason: .emptyPart)
        }
        return project
    }

    /// The tags in what a person typed into a tags field: words separated by spaces and/or
    /// commas, each with an optional `#` (the editor's Tags field, the list's `#` prompt).
    /// The CLI's `--tag` splits on commas only, so a quoted `"two words"` is refused.
    public static func tagWords(in text: String) -> [String] {
        text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    }

    /// What a tags field asks of the tasks it applies to (the list's `#`): `work -home #x`
    /// adds `work` and `x` and removes `home`; a leading `+` or `#` is the same as none.
    /// The names are as typed (the edit validates them); both lists empty: nothing asked.
    public static func tagChanges(in text: String) -> (add: [String], remove: [String]) {
        var add: [String] = [], remove: [String] = []
        for word in tagWords(in: text) {
            if word.hasPrefix("-") {
                remove.append(String(word.dropFirst()))
            } else {
                add.append(word.hasPrefix("+") || word.hasPrefix("#") ? String(word.dropFirst()) : word)
            }
        }
        return (add.filter { !$0.isEmpty }, remove.filter { !$0.isEmpty })
    }

    /// A set of validated tags.
    public static func tags(_ raw: some Sequence<String>) throws(TaskDomainError) -> Set<String> {
        var result = Set<String>()
        for tag in raw { result.insert(try self.tag(tag)) }
        return result
    }

    private static func containsSpaceOrControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            if scalar.value < 0x80 { return scalar.value <= 0x20 || scalar.value == 0x7F }
            return scalar.properties.isWhitespace || (0x80...0x9F).contains(scalar.value)
        }
    }

    // MARK: - Fast paths (loading 100,000 tasks validates every one)

    /// Whether a dot-separated path has an empty part (`.home`, `home.`, `home..garden`):
    /// what splitting it at the dots finds, without making the parts.
    private static func hasEmptyPart(_ path: String) -> Bool {
        var previous = UInt8(ascii: ".")
        for byte in path.utf8 {
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { return true }
            previous = byte
        }
        return previous == UInt8(ascii: ".")
    }

    /// `raw` without leading and trailing white space (and newlines, when asked); the
    /// string itself, without copying, when there is nothing to trim.
    private static func trimmed(_ raw: String, newlinesToo: Bool) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            // ASCII without a property lookup: White_Space there is tab to CR and the space.
            if scalar.value < 0x80 {
                return scalar == " " || scalar == "\t" || (newlinesToo && (0x0A...0x0D).contains(scalar.value))
            }
            if newlinesToo, scalar.properties.isWhitespace || (0x0A...0x0D).contains(scalar.value) { return true }
            return scalar == " " || scalar == "\t" || (scalar.value >= 0x80 && scalar.properties.isWhitespace
                && !(0x2028...0x2029).contains(scalar.value) && scalar.value != 0x85)
        }
        let scalars = raw.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return raw }
        guard isSpace(first) || isSpace(last) else { return raw }
        return raw.trimmingCharacters(in: newlinesToo ? .whitespacesAndNewlines : .whitespaces)
    }

    /// Whether a line break (LF, VT, FF, CR, NEL, LS, PS) is in `text`: what
    /// `Character.isNewline` finds, without breaking the text into characters.
    private static func containsNewline(_ text: String) -> Bool {
        // Nearly every title is ASCII without LF..CR: one pass over its bytes in place, with
        // no early exit (it runs a word at a time), says so; loading 10,000 tasks checks
        // 10,000 titles. Anything else goes through the byte-by-byte reading below.
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            var suspect: UInt8 = 0
            for byte in bytes { suspect |= (byte &- 0x0A) < 4 || byte >= 0x80 ? 1 : 0 }
            return suspect == 0
        }
        if plain == true { return false }
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if (0x0A...0x0D).contains(byte) { return true }
            if previous.1 == 0xC2 && byte == 0x85 { return true }
            if previous.0 == 0xE2 && previous.1 == 0x80 && (byte == 0xA8 || byte == 0xA9) { return true }
            previous = (previous.1, byte)
        }
        return false
    }
}
