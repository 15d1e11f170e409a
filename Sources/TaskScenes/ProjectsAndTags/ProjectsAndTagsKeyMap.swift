import TerminalCore

/// Everything a key can do in Projects & Tags.
enum ProjectsAndTagsAction: Hashable, Sendable {
    case move(ScrollMovement)
    case switchList, showProjects, showTags
    case choose, back, help
}

/// Projects & Tags' keys, declared once: dispatch, Help and the bottom hints read these.
enum ProjectsAndTagsKeyMap {
    static let map = KeyMap<ProjectsAndTagsAction>([
        KeyBinding([.char("j"), .key(.down)], .move(.down), group: "Move", "next project / tag", hint: "move"),
        KeyBinding([.char("k"), .key(.up)], .move(.up), group: "Move", "previous project / tag"),
        KeyBinding([.char("g"), .key(.home)], .move(.top), group: "Move", "first"),
        KeyBinding([.char("G"), .key(.end)], .move(.bottom), group: "Move", "last"),
        KeyBinding([.key(.pageDown), .ctrl("f"), .char(" ")], .move(.pageDown), group: "Move", "page down"),
        KeyBinding([.key(.pageUp), .ctrl("b")], .move(.pageUp), group: "Move", "page up"),
        KeyBinding([.key(.tab), .key(.backTab)], .switchList, group: "Move", "the other list", hint: "switch"),
        KeyBinding([.char("h"), .key(.left)], .showProjects, group: "Move", "the projects"),
        KeyBinding([.char("l"), .key(.right)], .showTags, group: "Move", "the tags"),

        KeyBinding([.key(.enter)], .choose, group: "Choose", "show only this project / tag in the list", hint: "show"),
        KeyBinding([.key(.escape), .char("q")], .back, group: "Choose", "back without a change", hint: "back"),
        KeyBinding([.char("?")], .help, group: "Choose", "help", hint: "help"),
    ])
}

/// The names a config file binds this scene's keys by (`[keys.projects-and-tags]`); `taskdeck help keys` lists them.
extension ProjectsAndTagsAction: KeyActionNaming {
    var configName: String {
        switch self {
        case .move(let movement): movement.configName
        case .switchList: "switch-list"
        case .showProjects: "show-projects"
        case .showTags: "show-tags"
        case .choose: "choose"
        case .back: "back"
        case .help: "help"
        }
    }
}
