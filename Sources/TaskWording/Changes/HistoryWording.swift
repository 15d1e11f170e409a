import Foundation
import TaskDomain

/// The words for the shared undo history, for `taskdeck undo` / `redo` / `undo --list`
/// and the app's status line: who made a step, what undoing it did, why it was refused,
/// and what is wrong with a history file.
public enum HistoryWording {
    /// Who made a step, as a column: `app`, `taskdeck rm`, `sync`.
    public static func who(_ origin: ChangeOrigin) -> String {
        switch origin {
        case .app: "app"
        case .command(let name): "taskdeck " + name
        case .sync: "sync"
        }
    }

    /// Where a step came from, in a sentence: "in the app", "from the command line:
    /// taskdeck rm", "from an import (taskdeck import)", "from a sync".
    public static func source(_ origin: ChangeOrigin) -> String {
        switch origin {
        case .app: "in the app"
        case .command("import"): "from an import (taskdeck import)"
        case .command(let name): "from the command line: taskdeck \(name)"
        case .sync: "from a sync"
        }
    }

    /// What a step did, from its stored facts: "Deleted 'Buy milk'", "Imported 40 tasks"
    /// (`ChangeSummary`'s words; its details, such as a next due date, need the change).
    public static func summary(of step: HistoryStep, title shorten: (String) -> String = { $0 }) -> String {
        let verb = ChangeSummary.verb(of: step.action)
        if step.count == 1, let title = step.title { return "\(verb) '\(shorten(title))'" }
        return "\(verb) \(step.count) task\(step.count == 1 ? "" : "s")"
    }

    /// "Undid: Deleted 'Buy milk' (from the command line: taskdeck rm)"; the app leaves the
    /// source out for its own steps (`sayingAppSteps: false`). Later changes kept beside it
    /// are named: "; kept what changed since in 'Buy milk'".
    /// An app's step made by another app process still running (`byAnotherOpenWindow`)
    /// says "(from another taskdeck window)".
    public static func moved(_ move: HistoryMove, undone: Bool, sayingAppSteps: Bool = true,
                             title shorten: (String) -> String = { $0 }) -> String {
        var text = (undone ? "Undid: " : "Redid: ") + ChangeSummary.text(of: move.change, title: shorten)
        if sayingAppSteps || move.step.origin != .app {
            text += " (\(source(move.step.origin)))"
        } else if move.byAnotherOpenWindow {
            text += " (from another taskdeck window)"
        }
        if !move.merged.isEmpty {
            let titles = move.merged.compactMap { id in move.written.after[id]??.title }
            text += titles.count == 1 ? "; kept what changed since in '\(shorten(titles[0]))'"
                : "; kept what changed since in \(move.merged.count) tasks"
        }
        return text + leftLinks(move.leftLinks, title: shorten)
    }

    /// "; 'Pack' was its subtask and is at the top level now; 'Leave' waited for it and is
    /// no longer blocked by it" (a task the move took away had been made a parent or a
    /// blocker since); more than two are counted.
    static func leftLinks(_ links: [LeftLink], title shorten: (String) -> String) -> String {
        guard let first = links.first else { return "" }
        func sentence(_ link: LeftLink) -> String {
            switch link.kind {
            case .subtask: "'\(shorten(link.title))' was a subtask of '\(shorten(link.of))' and is at the top level now"
            case .waiter: "'\(shorten(link.title))' waited for '\(shorten(link.of))' and no longer does"
            }
        }
        if links.count == 1 { return "; " + sentence(first) }
        if links.count == 2 { return "; " + sentence(first) + "; " + sentence(links[1]) }
        return "; " + sentence(first) + "; and \(links.count - 1) more tasks lost a parent or a blocker"
    }

    /// "Did not undo Edited 'Buy milk' (from the command line: taskdeck edit): 'Buy milk' was
    /// changed since in a field it changes too; nothing written"
    public static func refusal(_ refusal: HistoryRefusal, title shorten: (String) -> String = { $0 }) -> String {
        let what = "\(refusal.undoing ? "undo" : "redo") \(summary(of: refusal.step, title: shorten)) (\(source(refusal.step.origin)))"
        let title = shorten(refusal.title)
        let why: String
        switch refusal.reason {
        case .changedSince: why = "'\(title)' was changed since in a field it changes too"
        case .deletedSince: why = "'\(title)' was deleted since"
        case .existsAgain: why = "'\(title)' exists again, added since"
        }
        return "Did not \(what): \(why); nothing written"
    }

    /// One line of `taskdeck undo --list`: number, when, who, what, and `(undone)`.
    public static func listLine(_ step: HistoryStep, clock: any Clock, whoWidth: Int) -> String {
        let who = who(step.origin)
        let padded = who + String(repeating: " ", count: max(0, whoWidth - who.count))
        let state = step.state == .undone ? "  (undone)" : ""
        return "\(String(step.number).leftPadded(to: 4))  \(Timestamp.text(of: step.date, in: clock))  \(padded)  \(summary(of: step))\(state)"
    }

    /// "History not recorded: the undo history … was written by a newer taskdeck …; the
    /// change stands, but u and taskdeck undo will not find it" (the app's status line; the
    /// CLI says the cause on standard error as a warning).
    public static func notRecorded(because cause: String) -> String {
        "History not recorded: \(cause); the change stands, but u and taskdeck undo will not find it"
    }

    /// The words for a history that cannot be used.
    public static func sentence(_ error: ChangeHistoryError) -> String {
        switch error {
        case .corrupt(let path, let line, let problem):
            "cannot read the undo history \(path): line \(line): \(problem); it is left as it is (the next change moves it aside and starts a new history)"
        case .newerFormat(let path, let version):
            "the undo history \(path) was written by a newer taskdeck (format \(version)); it is left as it is"
        case .unreadable(let path, let reason):
            "cannot read the undo history \(path): \(reason)"
        case .startedAnew(let path, let keptAs, let problem):
            "the undo history \(path) could not be read (\(problem)): it is kept as \(keptAs), and a new history starts with this change"
        case .stepUnreadable(let path, let number, let problem):
            "cannot read step \(number) of the undo history \(path): \(problem)"
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
