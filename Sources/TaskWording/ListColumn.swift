/// A column of a task table (the app's list and the CLI's `list`), by the name a config
/// file gives it in `[list] columns`. The checkbox (and the CLI's ID) always come first:
/// they are how a row is acted on, not something to choose.
public enum ListColumn: String, CaseIterable, Hashable, Sendable {
    case priority, title, project, tags, due
    /// The plan's columns: hidden until (`wait Fri`), scheduled (`sched today`), the urgency
    /// number, and the running time of an active task (`▶ 25m`).
    case wait, scheduled, urgency, active

    /// The columns and order taskdeck shows unless the config file says otherwise.
    public static let defaults: [ListColumn] = [.priority, .title, .project, .tags, .due]
}

/// How the due column (and, for done tasks, when they were done) is worded, by the name
/// a config file gives in `[list] date-style`.
public enum DateStyle: String, CaseIterable, Hashable, Sendable {
    /// `today 17:30`, `tomorrow`, `Fri`, `in 9d`, `2d overdue`, `done yesterday`.
    case relative
    /// `2026-12-24`, `2026-12-24 09:30`, `done 2026-11-29`: the date itself, sortable by eye.
    case iso

    public static let `default` = DateStyle.relative
}
