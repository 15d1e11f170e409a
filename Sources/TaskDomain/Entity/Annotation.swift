import Foundation

/// A line of text added to a task at a moment: what Taskwarrior calls an annotation ("called
/// the plumber, back Tuesday"). A task keeps its free-text notes beside a list of these, in
/// the order they were added; each keeps its time to the second, so a round trip through
/// Taskwarrior (`entry`) or a vdir gives back the same moment.
public struct Annotation: Hashable, Sendable {
    /// When it was added (whole seconds).
    public let entry: Date
    /// One line, as written (another program's annotation may hold anything and is kept so).
    public let text: String

    public init(entry: Date, text: String) {
        self.entry = Date(timeIntervalSince1970: entry.timeIntervalSince1970.rounded(.down))
        self.text = text
    }

    /// The text a person typed as one annotation: trimmed, line breaks read as spaces;
    /// throws `emptyAnnotation` when nothing is left.
    public static func text(_ typed: String) throws(TaskDomainError) -> String {
        let oneLine = typed.split(whereSeparator: \.isNewline).joined(separator: " ")
        let trimmed = oneLine.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .emptyAnnotation }
        return trimmed
    }
}

extension [Annotation] {
    /// In the order they were added: by time, those of one second in the order given.
    func inEntryOrder() -> [Annotation] {
        guard !isEmpty else { return self }
        var sorted = true
        for index in indices.dropFirst() where self[index - 1].entry > self[index].entry { sorted = false; break }
        if sorted { return self }
        return enumerated().sorted { ($0.element.entry, $0.offset) < ($1.element.entry, $1.offset) }.map(\.element)
    }
}
