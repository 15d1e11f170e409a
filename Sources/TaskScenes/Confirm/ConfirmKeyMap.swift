import TerminalCore

/// Everything a key can do in Confirm.
enum ConfirmAction: Hashable, Sendable {
    case answer(ConfirmAnswer)
}

/// Confirm's keys, declared once: dispatch and Help read these.
enum ConfirmKeyMap {
    static let map = KeyMap<ConfirmAction>([
        KeyBinding([.char("y"), .char("Y"), .key(.enter)], .answer(.yes), group: "Answer", "yes"),
        KeyBinding([.char("n"), .char("N"), .key(.escape), .char("q")], .answer(.no), group: "Answer", "no"),
        KeyBinding([.char("o"), .char("O")], .answer(.alternative), group: "Answer",
                   "the other choice, where the question offers one (only the parent; keep the subtasks)"),
    ])
}

/// The names a config file binds this scene's keys by (`[keys.confirm]`); `taskdeck help keys` lists them.
extension ConfirmAction: KeyActionNaming {
    var configName: String {
        switch self {
        case .answer(.yes): "yes"
        case .answer(.no): "no"
        case .answer(.alternative): "other-choice"
        }
    }
}
