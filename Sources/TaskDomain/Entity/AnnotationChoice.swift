import Foundation

/// Which annotation of a task `denotate` removes: its number in the list (1 is the oldest,
/// as the detail numbers them), or its text. Text is matched as Taskwarrior's `denotate`
/// does: the annotation with exactly that text, else the one that contains it (case and
/// accents aside); two that contain it are ambiguous, and nothing is removed.
public enum AnnotationChoice: Hashable, Sendable {
    case number(Int)
    case text(String)

    /// `3` is a number, anything else text.
    public init(typed: String) {
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        if let number = Int(trimmed), number > 0, String(number) == trimmed {
            self = .number(number)
        } else {
            self = .text(trimmed)
        }
    }

    /// The index in `annotations` of the one chosen; throws naming why none is.
    func index(in annotations: [Annotation], task title: String) throws(TaskDomainError) -> Int {
        guard !annotations.isEmpty else { throw .noAnnotations(task: title) }
        switch self {
        case .number(let number):
            guard (1...annotations.count).contains(number) else {
                throw .noSuchAnnotation(String(number), task: title, count: annotations.count)
            }
            return number - 1
        case .text(let text):
            if let exact = annotations.firstIndex(where: { $0.text == text }) { return exact }
            let needle = SearchFolding.fold(text)
            let matching = annotations.indices.filter { SearchFolding.contains(annotations[$0].text, folded: needle) }
            guard !text.isEmpty, let first = matching.first else {
                throw .noSuchAnnotation(text, task: title, count: annotations.count)
            }
            guard matching.count == 1 else {
                throw .ambiguousAnnotation(text, matches: matching.map { annotations[$0].text })
            }
            return first
        }
    }
}
