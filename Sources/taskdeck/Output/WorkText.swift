import Foundation
import TaskDomain
import TaskWording

/// The sentences of `start` and `stop`: what started, what stopped and after how long, and
/// what was already so (not an error: another process may have started a task).
enum WorkText {
    static func started(_ task: Task) -> String {
        "Started \(task.id.shortForm) '\(task.title)'"
    }

    /// A task `stop` stopped, or `start` stopped to keep one running (`toKeepOne`).
    static func stopped(_ task: Task, at now: Date, toKeepOne: Bool = false) -> String {
        let ran = task.intervals.last.map { SpentTime.text(seconds: $0.seconds(until: now)) } ?? "0s"
        let total = task.intervals.count > 1 ? ", \(SpentTime.text(seconds: task.timeSpent(until: now))) in all" : ""
        return "Stopped \(task.id.shortForm) '\(task.title)' after \(ran)\(total)"
            + (toKeepOne ? " (one task runs at a time)" : "")
    }

    /// "'Write report' is already running (since 10:42)": the time alone for today, else the date too.
    static func alreadyRunning(_ task: Task, clock: any Clock) -> String {
        guard let since = task.activeSince else { return "'\(task.title)' is already running" }
        let start = LocalNow(date: since, calendar: clock.calendar)
        let text = Timestamp.text(of: since, in: clock)
        return "'\(task.title)' is already running (since \(start.day == LocalNow(clock: clock).day ? String(text.suffix(5)) : text))"
    }

    static func notRunning(_ task: Task) -> String {
        "'\(task.title)' is not running"
    }

    static let nothingRunning = "Nothing is running"
}
