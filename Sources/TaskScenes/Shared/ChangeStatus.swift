import TaskDomain
import TaskWording
import TerminalCore

/// The status-line words for what happened to a change, so every scene says it the same
/// way and always says how to take it back.
///
/// A status line is one row: what matters must come first or be kept. So a title in a
/// message is shortened to `titleLimit` characters (the verb and "u to undo" stay in
/// view), and a failure says why before where: "Could not complete 'Buy milk': No space
/// left on device; could not save /home/…/tasks.json (writing)".
enum ChangeStatus {
    /// The most characters of a task's title a status message quotes.
    static let titleLimit = 40

    static func done(_ change: TaskChange) -> String { "\(describe(change)) — u to undo" }
    /// "Completed 16 tasks, 3 not shown here — u to undo"; "Completed 'X' (not shown
    /// here) — u to undo" when none of them is.
    static func done(_ change: TaskChange, hidden: Int) -> String {
        let unseen = hidden >= change.ids.count ? " (not shown here)" : ", \(hidden) not shown here"
        return "\(describe(change))\(unseen) — u to undo"
    }
    static func undone(_ change: TaskChange) -> String { "Undid: \(describe(change)) — Ctrl-R to redo" }
    static func redone(_ change: TaskChange) -> String { "Redid: \(describe(change))" }
    static let nothingToUndo = "Nothing to undo"
    static let nothingToRedo = "Nothing to redo"
    /// "Could not complete 'Buy milk': <the reason>; <where it happened>".
    static func failure(action: String, reason: String) -> String {
        "Could not \(shortenedQuote(in: action)): \(causeFirst(reason))"
    }

    /// "Completed 'Buy milk'", "Deleted 3 tasks", with the title shortened.
    static func describe(_ change: TaskChange) -> String {
        ChangeSummary.text(of: change, title: shortened)
    }

    /// A title cut to `titleLimit` characters, ending in `…` when cut.
    static func shortened(_ title: String) -> String {
        title.count <= titleLimit ? title : String(title.prefix(titleLimit - 1)) + String(TextWidth.ellipsis)
    }

    /// The quoted part of `text` (between its first and last `'`) shortened like a title.
    static func shortenedQuote(in text: String) -> String {
        guard let open = text.firstIndex(of: "'"), let close = text.lastIndex(of: "'"), open < close else { return text }
        let inside = String(text[text.index(after: open)..<close])
        return String(text[...open]) + shortened(inside) + String(text[close...])
    }

    /// An error message with its cause first: errors that name a file say where first and
    /// why last ("could not save /tmp/…/tasks.json (writing): No space left on device"), and
    /// on a status line the why would be cut off. When the part before the last ": " names a
    /// path, the part after it comes first; any other message is left as it is.
    static func causeFirst(_ message: String) -> String {
        guard let separator = message.range(of: ": ", options: .backwards) else { return message }
        let context = message[..<separator.lowerBound]
        let cause = message[separator.upperBound...]
        guard context.contains("/"), !cause.isEmpty, !cause.contains("/") else { return message }
        return "\(cause); \(context)"
    }
}
