import TaskDomain

/// A repeat rule for reading ("every 2 weeks on mon, thu", "after 3 days (from completion)")
/// and its dates ("Mon 2026-12-07"), once for the CLI, the list, the detail and the editor's
/// preview.
public enum RecurrenceWording {
    /// The marker a repeating task's row carries.
    public static let marker = "↻"

    /// The rule in words for reading: its phrase (`Recurrence.phrase`, the words that type
    /// it), saying what "after" counts from and which parts of another client's rule taskdeck
    /// keeps without following.
    public static func text(of rule: Recurrence) -> String {
        var text = rule.phrase
        if rule.mode == .fromCompletion { text += " (from completion)" }
        if !rule.otherParts.isEmpty { text += " (kept: \(rule.otherParts.joined(separator: ";")))" }
        return text
    }

    /// `Mon 2026-12-07`.
    public static func dayText(_ day: CalendarDay) -> String {
        Weekday.shortName(day.weekday) + " " + day.description
    }

    /// "→ next: Mon 2026-12-07, then Mon 2026-12-14" for a task due on `due`.
    public static func preview(due: Due, rule: Recurrence) -> String {
        let then = rule.upcoming(after: due, limit: 1).first.map { ", then " + dayText($0) } ?? ", the last time"
        return "→ next: " + dayText(due.day) + then
    }
}
