import Foundation
import TaskDomain

/// Taskwarrior's `annotations` and a task's annotations and notes.
///
/// Annotations map one to one: `{"entry": "20261202T093000Z", "description": "…"}` is an
/// `Annotation` with its time to the second. Taskwarrior has no notes, so a task's notes go
/// as one more annotation (dated as the record had it, else at the task's creation) and come
/// back on import as the notes of the task they came from (`ImportedFields.notesAsAnnotation`).
///
/// An older taskdeck read a record's annotations as the lines of the notes (oldest first)
/// and kept the record; such a task (no annotations, notes equal to the record's lines) is
/// read as having the record's annotations: its export gives the record back unchanged, and
/// its next import gives it the annotations with their dates and empty notes.
enum TaskwarriorAnnotations {
    /// The annotations of a record, as written (an annotation without `entry` is dated at the task's `entry`).
    static func read(_ record: JSONRecord, created: Date) throws -> [Annotation] {
        try record.objects("annotations").map { annotation in
            var entry = created
            if let text = try annotation.string("entry") {
                guard let date = TaskwarriorDate.parse(text) else {
                    throw annotation.malformed("entry", "'\(text)' is not a time such as 20260311T100000Z")
                }
                entry = date
            }
            return Annotation(entry: entry, text: try annotation.string("description") ?? "")
        }
    }

    /// What the record's `annotations` should hold for `task`, whose record said `base`.
    static func written(_ task: Task, base: [Annotation]) -> [Annotation] {
        if isMergedByOlderVersion(task, base: base) { return base }
        var result = task.annotations
        if !task.notes.isEmpty {
            let entry = base.first { $0.text == task.notes }?.entry ?? task.created
            result.append(Annotation(entry: entry, text: task.notes))
        }
        return inEntryOrder(result)
    }

    /// Whether `written` differs from what the record said.
    static func differ(_ task: Task, base: [Annotation]) -> Bool {
        written(task, base: base) != inEntryOrder(base)
    }

    /// The JSON of `annotations` (nil when there is none: no key).
    static func json(_ annotations: [Annotation]) -> [[String: Any]]? {
        annotations.isEmpty ? nil : annotations.map { ["entry": TaskwarriorDate.format($0.entry), "description": $0.text] }
    }

    /// The notes and annotations an import of `imported` gives the stored task.
    static func merged(stored: Task, imported: [Annotation]) -> (notes: String, annotations: [Annotation]) {
        if isMergedByOlderVersion(stored, base: imported) { return ("", imported) }
        guard !stored.notes.isEmpty, let index = imported.firstIndex(where: { $0.text == stored.notes }) else {
            return (stored.notes, imported)
        }
        var rest = imported
        rest.remove(at: index)
        return (stored.notes, rest)
    }

    /// A task an older taskdeck imported: its record's several annotations became its notes.
    private static func isMergedByOlderVersion(_ task: Task, base: [Annotation]) -> Bool {
        task.annotations.isEmpty && base.count > 1 && task.notes == inEntryOrder(base).map(\.text).joined(separator: "\n")
    }

    static func inEntryOrder(_ annotations: [Annotation]) -> [Annotation] {
        annotations.enumerated().sorted { ($0.element.entry, $0.offset) < ($1.element.entry, $1.offset) }.map(\.element)
    }
}
