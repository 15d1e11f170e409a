import Foundation
import TaskDomain

/// The words for the values a sync conflict kept and lost (`FieldConflictNote`), shared by
/// `taskdeck resolve-conflict` (which writes them into the note), `taskdeck conflicts` and
/// the app's notice.
public enum ConflictWording {
    /// One field's value in `task`, as the note keeps it: the title, `2026-12-05 09:30`,
    /// `high`, `completed`, `none` for an empty one; the first line of long notes.
    public static func value(of field: String, in task: Task) -> String {
        switch field {
        case "title": return task.title
        case "notes": return task.notes.isEmpty ? "none" : firstLine(task.notes)
        case "due": return task.due?.description ?? "none"
        case "priority": return task.priority.rawValue
        case "project": return task.project ?? "none"
        case "recurrence": return task.recurrence.map(RecurrenceWording.text(of:)) ?? "none"
        case "wait": return task.wait?.description ?? "none"
        case "scheduled": return task.scheduled?.description ?? "none"
        case "until": return task.until?.description ?? "none"
        case "status": return task.status.rawValue
        case "depends": return task.depends.isEmpty ? "none" : task.depends.map { String($0.description.prefix(8)) }.sorted().joined(separator: ",")
        case "parent": return task.parent.map { String($0.description.prefix(8)) } ?? "none"
        case "fields": return task.fields.isEmpty ? "none" : task.fields.sorted.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
        case "intervals": return "\(task.intervals.count) time \(task.intervals.count == 1 ? "entry" : "entries")"
        default: return "other programs' fields"
        }
    }

    /// The notes for the fields `clashes` names: what `kept` has, and what `lost` had.
    public static func notes(clashes: [String], kept: Task, lost: Task, at date: Date) -> [FieldConflictNote] {
        clashes.map { FieldConflictNote(field: $0, kept: value(of: $0, in: kept), lost: value(of: $0, in: lost), at: date) }
    }

    /// `title: kept 'Renew passport', lost 'Renew the passport'`.
    public static func change(_ note: FieldConflictNote) -> String {
        "\(note.field): kept '\(note.kept)', lost '\(note.lost)'"
    }

    /// The app's notice: `Sync conflict in 'Renew passport': title: kept '…', lost '…'`,
    /// with how many more there are.
    public static func notice(title: String, notes: [FieldConflictNote], moreTasks: Int) -> String {
        guard let first = notes.first else { return "" }
        var text = "Sync conflict in '\(title)': \(change(first))"
        if notes.count > 1 { text += " (and \(notes.count - 1) more \(notes.count == 2 ? "field" : "fields"))" }
        if moreTasks > 0 { text += "; \(moreTasks) more \(moreTasks == 1 ? "task" : "tasks") with conflicts" }
        return text
    }

    private static func firstLine(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count > 60 ? String(line.prefix(59)) + "…" : line
    }
}
