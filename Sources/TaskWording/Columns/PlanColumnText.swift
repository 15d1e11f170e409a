import Foundation
import TaskDomain

/// The words of the plan's columns (`wait`, `scheduled`, `urgency`, `active`), shared by the
/// CLI's table and the app's rows so both say the same thing about a task. A table has no
/// header, so each date says what it is (`wait Fri`, `sched today`).
public enum PlanColumnText {
    /// `wait Fri`, `wait 2026-12-24`; empty without a wait (or once it has passed: the task is back).
    public static func wait(of task: Task, now: LocalNow, style: DateStyle) -> String {
        guard let wait = task.wait, task.isWaiting(at: now) else { return "" }
        return "wait " + date(wait, now: now, style: style)
    }

    /// `sched Mon`, `sched 2d ago`, `sched 2026-12-24 09:00`; empty for none or a done task.
    public static func scheduled(of task: Task, now: LocalNow, style: DateStyle) -> String {
        guard let scheduled = task.scheduled, !task.isCompleted else { return "" }
        return "sched " + date(scheduled, now: now, style: style)
    }

    /// The urgency with one decimal (`12.3`, `-1.0`); empty for a done task, which has none.
    public static func urgency(of task: Task, scale: Urgency) -> String {
        task.isCompleted ? "" : number(scale.score(of: task))
    }

    /// `▶ 1h 05m` while it runs: the time since it was started; empty otherwise.
    public static func active(of task: Task, now: Date) -> String {
        guard let since = task.activeSince else { return "" }
        return marker + " " + SpentTime.text(seconds: now.timeIntervalSince(since))
    }

    /// What marks a running task.
    public static let marker = "▶"

    /// A number of urgency points with one decimal, as the list and the detail write it.
    public static func number(_ points: Double) -> String {
        let tenths = Int((points * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return sign + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    /// A plan date: relative words for what is near (`today 09:00`, `Fri`, `in 9d`, `3d ago`),
    /// else the date; the date itself in the ISO style.
    public static func date(_ date: Due, now: LocalNow, style: DateStyle) -> String {
        guard style == .relative else { return date.description }
        let days = date.day.days(from: now.day)
        if days >= 0 { return RelativeDue(due: date, now: now).text }
        return days >= -RelativeDue.countHorizon ? DayDistance.text(days) : date.description
    }
}
