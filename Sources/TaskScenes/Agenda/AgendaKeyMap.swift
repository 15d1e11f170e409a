import TerminalCore

/// Everything a key can do in the Agenda.
enum AgendaAction: Hashable, Sendable {
    /// The next or previous task of the days shown.
    case next, previous
    /// The chosen day a number of days (a day, a week) or months later (earlier when negative).
    case days(Int), months(Int)
    case today
    case open, toggle, startStop
    /// The date that put the task on its day, a day later or earlier.
    case later, earlier
    case undo, redo, help, back
}

/// The Agenda's keys, declared once: dispatch, Help and the bottom hints read these.
/// A week is `[` `]` (beside the day's `h` `l` on no keyboard, but paired like vim's
/// section motions), a month `{` `}`: the shifted pair, the bigger step.
enum AgendaKeyMap {
    static let map = KeyMap<AgendaAction>([
        KeyBinding([.char("j"), .key(.down)], .next, group: "Move", "next task"),
        KeyBinding([.char("k"), .key(.up)], .previous, group: "Move", "previous task"),
        KeyBinding([.char("l"), .key(.right)], .days(1), group: "Move", "a day later", hint: "day"),
        KeyBinding([.char("h"), .key(.left)], .days(-1), group: "Move", "a day earlier"),
        KeyBinding([.char("]")], .days(7), group: "Move", "a week later", hint: "week"),
        KeyBinding([.char("[")], .days(-7), group: "Move", "a week earlier"),
        KeyBinding([.char("}")], .months(1), group: "Move", "a month later"),
        KeyBinding([.char("{")], .months(-1), group: "Move", "a month earlier"),
        KeyBinding([.char("."), .char("t")], .today, group: "Move", "back to today", hint: "today"),

        KeyBinding([.key(.enter)], .open, group: "Change", "open the task"),
        KeyBinding([.char("x")], .toggle, group: "Change", "complete the task", hint: "done"),
        KeyBinding([.char("b")], .startStop, group: "Change", "start / stop work on the task", hint: "start"),
        KeyBinding([.char(">")], .later, group: "Change", "move its date a day later (due, scheduled or back)", hint: "later"),
        KeyBinding([.char("<")], .earlier, group: "Change", "move its date a day earlier"),
        KeyBinding([.char("u")], .undo, group: "Change", "undo the last change", hint: "undo"),
        KeyBinding([.ctrl("r")], .redo, group: "Change", "redo"),

        KeyBinding([.char("?")], .help, group: "View", "help", hint: "help"),
        KeyBinding([.key(.escape), .char("q")], .back, group: "View", "back to the list", hint: "back"),
    ])
}

/// The names a config file binds this scene's keys by (`[keys.agenda]`); the keys topic lists them.
extension AgendaAction: KeyActionNaming {
    var configName: String {
        switch self {
        case .next: "down"
        case .previous: "up"
        case .days(1): "next-day"
        case .days(-1): "previous-day"
        case .days(let days) where days > 0: "next-week"
        case .days: "previous-week"
        case .months(let months) where months > 0: "next-month"
        case .months: "previous-month"
        case .today: "today"
        case .open: "open"
        case .toggle: "toggle"
        case .startStop: "start-stop"
        case .later: "later"
        case .earlier: "earlier"
        case .undo: "undo"
        case .redo: "redo"
        case .help: "help"
        case .back: "back"
        }
    }
}
