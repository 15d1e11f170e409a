import TaskDomain
import TaskWording

/// The words of a wait being typed and set, for the list's `w` field and the detail's:
/// `→ hidden until Fri 2026-12-04`, a warning when that is after the due date, and what
/// the change did ("Hidden 'X' until Fri 2026-12-04 — u to undo").
enum WaitWording {
    /// The line under the field; a wait past the due date is a warning (allowed).
    static func preview(_ preview: WaitPreview) -> StatusLine {
        switch preview {
        case .empty(true): StatusLine(text: "→ Enter with no day shows it again", isError: false)
        case .empty(false): StatusLine(text: "→ a day as for a due date: fri, +3d, dec 20", isError: false)
        case .valid(let reading, _, true):
            StatusLine(text: "→ \(PlanDayWords.dated(reading.due)) has come: nothing hides", isError: false)
        case .valid(let reading, let due?, _):
            StatusLine(text: "→ hidden until \(PlanDayWords.dated(reading.due)), after its due date \(PlanDayWords.dated(due))",
                       isError: false, isWarning: true)
        case .valid(let reading, nil, _):
            StatusLine(text: "→ hidden until \(PlanDayWords.dated(reading.due))" + notes(reading), isError: false)
        case .invalid(let text): StatusLine(text: "✗ not a date: '\(text)'; \(DateReader.acceptedForms)", isError: true)
        }
    }

    private static func notes(_ reading: DateReading) -> String {
        let notes = DateReadingWording.notes(of: reading)
        return notes.isEmpty ? "" : " (\(notes))"
    }

    /// "Hidden 'X' until Fri 2026-12-04 — u to undo", "Hidden 3 tasks until …", "'X' is
    /// shown again — u to undo"; after the due date, a warning that says so.
    static func changed(_ change: TaskChange, until: Due?, pastDue: Due?, keys: SentenceKeys) -> StatusLine {
        let subject = change.ids.count == 1
            ? (change.entries.first?.after).map { "'\(ChangeStatus.shortened($0.title))'" } ?? "1 task"
            : "\(change.ids.count) tasks"
        guard let until else { return StatusLine(text: "\(subject) shown again" + keys.undoTail, isError: false) }
        // The date itself is in the detail and the row: the status line stays short.
        let after = pastDue == nil ? "" : " (after its due date)"
        return StatusLine(text: "Hidden \(subject) until \(PlanDayWords.dated(until))\(after)" + keys.undoTail, isError: false,
                          isWarning: pastDue != nil)
    }
}
