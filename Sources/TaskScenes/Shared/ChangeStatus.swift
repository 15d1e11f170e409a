import Foundation
import TaskDomain
import TaskWording
import TerminalCore

/// The status-line words for a `ChangeOutcome`, so every scene says it the same way and
/// always says how to take it back.
///
/// A status line is one row: what matters must come first or be kept. So a title in a
/// message is shortened to `titleLimit` characters (the verb and "u to undo" stay in
/// view), and a failure says why before where: "Could not complete 'Buy milk': No space
/// left on device; could not save /home/…/tasks.json (writing)".
enum ChangeStatus {
    /// The most characters of a task's title a status message quotes.
    static let titleLimit = 40

    /// The line for `outcome`, naming the scene's own keys (`keys`: "U to undo" when remapped).
    static func line(for outcome: ChangeOutcome, keys: SentenceKeys) -> StatusLine {
        switch outcome {
        case .made(let change, let hidden): StatusLine(text: made(change, hidden: hidden, keys: keys), isError: false)
        case .undone(let change, let move): StatusLine(text: moved(change, move, undone: true) + keys.redoTail, isError: false)
        case .redone(let change, let move): StatusLine(text: moved(change, move, undone: false), isError: false)
        case .historyRefused(let refusal): StatusLine(text: HistoryWording.refusal(refusal, title: shortened), isError: true)
        case .nothingToUndo: StatusLine(text: "Nothing to undo", isError: false)
        case .nothingToRedo: StatusLine(text: "Nothing to redo", isError: false)
        case .unchanged: StatusLine(text: "Nothing to change", isError: false)
        case .cannotSkip(let title, let refusal): StatusLine(text: cannotSkip(title, refusal, keys: keys), isError: false)
        case .cannotSkipAny(let count): StatusLine(text: SkipRefusalText.sentence(count: count), isError: false)
        case .failed(let attempt, let error):
            StatusLine(text: "Could not \(phrase(attempt)): \(causeFirst(cause(error)))", isError: true)
        }
    }

    /// "Undid: Deleted 'X'", and where a step did not come from the app, who made it:
    /// "Undid: Deleted 'X' (from the command line: taskdeck rm)"; merged later changes too.
    static func moved(_ change: TaskChange, _ move: HistoryMove?, undone: Bool) -> String {
        guard let move else { return (undone ? "Undid: " : "Redid: ") + describe(change) }
        return HistoryWording.moved(move, undone: undone, sayingAppSteps: false, title: shortened)
    }

    /// "Completed 'X' — u to undo"; with marks the filter hides: "Completed 16 tasks, 3 not
    /// shown here — u to undo", or "Completed 'X' (not shown here) — u to undo" when none is.
    private static func made(_ change: TaskChange, hidden: Int, keys: SentenceKeys) -> String {
        guard hidden > 0 else { return describe(change) + keys.undoTail }
        let unseen = hidden >= change.ids.count ? " (not shown here)" : ", \(hidden) not shown here"
        return describe(change) + unseen + keys.undoTail
    }

    /// A failure, which names no key: for scenes that only read.
    static func failed(_ attempt: ChangeAttempt, _ error: SceneError) -> StatusLine {
        StatusLine(text: "Could not \(phrase(attempt)): \(causeFirst(cause(error)))", isError: true)
    }

    /// "'Water plants' repeats after completion: nothing to skip; x completes it": a task
    /// whose next date counts from its completion moves on by being done, so the line says so.
    private static func cannotSkip(_ title: String, _ refusal: SkipRefusal, keys: SentenceKeys) -> String {
        let sentence = SkipRefusalText.sentence(title: shortened(title), refusal)
        guard refusal == .repeatsAfterCompletion, let toggle = keys.toggle else { return sentence }
        return sentence + "; \(toggle) completes it"
    }

    /// What was attempted, after "Could not": "complete 'Buy milk'", "delete 3 tasks".
    static func phrase(_ attempt: ChangeAttempt) -> String {
        switch attempt {
        case .complete(let title): "complete '\(shortened(title))'"
        case .reopen(let title): "reopen '\(shortened(title))'"
        case .toggle(let count): "toggle \(count) tasks"
        case .skip(let count): count == 1 ? "skip to the next occurrence" : "skip \(count) tasks to their next occurrence"
        case .setPriority(let priority): "set the priority to \(priority.rawValue)"
        case .stepPriority(let raise, let count): "\(raise ? "raise" : "lower") the priority of \(count) tasks"
        case .changeTags(let count): "change the tags of \(count == 1 ? "the task" : "\(count) tasks")"
        case .delete(let title?, _): "delete '\(shortened(title))'"
        case .delete(nil, let count): count == 1 ? "delete the task" : "delete \(count) tasks"
        case .move(let title): "move '\(shortened(title))'"
        case .editNotes(let title): "save the notes of '\(shortened(title))'"
        case .start(let title?, _): "start '\(shortened(title))'"
        case .start(nil, let count): "start \(count) tasks"
        case .stop(let title?, _): "stop '\(shortened(title))'"
        case .stop(nil, let count): "stop \(count) tasks"
        case .setWait(let count): "change the wait of \(count == 1 ? "the task" : "\(count) tasks")"
        case .setDepends(let title): "change what '\(shortened(title))' waits for"
        case .annotate(let count): "annotate \(count == 1 ? "the task" : "\(count) tasks")"
        case .undo: "undo"
        case .redo: "redo"
        case .readTasks: "read the tasks"
        }
    }

    /// "Completed 'Buy milk'", "Deleted 3 tasks", with the title shortened.
    static func describe(_ change: TaskChange) -> String {
        ChangeSummary.text(of: change, title: shortened)
    }

    /// A title cut to `titleLimit` characters, ending in `…` when cut.
    static func shortened(_ title: String) -> String {
        title.count <= titleLimit ? title : String(title.prefix(titleLimit - 1)) + String(TextWidth.ellipsis)
    }

    /// The words for why something failed.
    static func cause(_ error: SceneError) -> String {
        switch error {
        case .domain(let error): DomainErrorText.sentence(error)
        case .storage(let error): StorageErrorText.sentence(error)
        case .other(let words): words
        }
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
