import Foundation

/// The normalization and validation rules of titles, tags and projects, in one place so
/// the entity, the use cases and the storage mapping all agree.
public enum TaskValidation {
    /// A trimmed, non-empty, single-line title.
    public static func title(_ raw: String) throws(TaskDomainError) -> String {
        let title = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw .emptyTitle }
        guard !title.contains(where: \.isNewline) else { throw .titleHasNewline }
        return title
    }

    /// A tag: trimmed, without a leading `#`, lowercased; no spaces or control characters.
    public static func tag(_ raw: String) throws(TaskDomainError) -> String {
        var tag = raw.trimmingCharacters(in: .whitespaces)
        if tag.hasPrefix("#") { tag.removeFirst() }
        guard !tag.isEmpty else { throw .invalidTag(raw, reason: "a tag cannot be empty") }
        guard !containsSpaceOrControl(tag) else {
            throw .invalidTag(raw, reason: "a tag is one word, without spaces")
        }
        return tag.lowercased()
    }

    /// A project path such as `home.garden`: trimmed, no spaces, no empty segment. Case is kept.
    public static func project(_ raw: String) throws(TaskDomainError) -> String {
        let project = raw.trimmingCharacters(in: .whitespaces)
        guard !project.isEmpty else { throw .invalidProject(raw, reason: "a project name cannot be empty") }
        guard !containsSpaceOrControl(project) else {
            throw .invalidProject(raw, reason: "a project name has no spaces (use '.' for sub-projects)")
        }
        guard !project.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) else {
            throw .invalidProject(raw, reason: "'.' separates non-empty parts, as in home.garden")
        }
        return project
    }

    /// The tags in what a person typed: words separated by spaces and/or commas, each with
    /// an optional `#`. Every input (the CLI's `--tag`, the editor, the list's `#` field)
    /// splits with this, so `--tag a,b` means the same everywhere.
    public static func tagWords(in text: String) -> [String] {
        text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    }

    /// A set of validated tags.
    public static func tags(_ raw: some Sequence<String>) throws(TaskDomainError) -> Set<String> {
        var result = Set<String>()
        for tag in raw { result.insert(try self.tag(tag)) }
        return result
    }

    private static func containsSpaceOrControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.properties.isWhitespace || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        }
    }
}
