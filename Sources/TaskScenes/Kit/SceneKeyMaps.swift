import TerminalCore

/// The key maps every scene dispatches from, in effect for this run: the defaults, or the
/// defaults remapped by a config file (`KeyConfiguration`). The composition root makes one
/// and hands it to the first scene, whose router hands it on, so no scene reads a global.
public struct SceneKeyMaps: Sendable {
    var list: KeyMap<TaskListAction>
    var detail: KeyMap<TaskDetailAction>
    var editor: KeyMap<TaskEditorAction>
    var projectsAndTags: KeyMap<ProjectsAndTagsAction>
    var statistics: KeyMap<StatisticsAction>
    var help: KeyMap<HelpAction>
    var confirm: KeyMap<ConfirmAction>

    /// The keys taskdeck ships with (vim-ish, see Scenes.md "One meaning per key").
    public static let defaults = SceneKeyMaps(
        list: TaskListKeyMap.list, detail: TaskDetailKeyMap.map, editor: TaskEditorKeyMap.form,
        projectsAndTags: ProjectsAndTagsKeyMap.map, statistics: StatisticsKeyMap.map,
        help: HelpKeyMap.map, confirm: ConfirmKeyMap.map)

    /// The scenes a config file names in `[keys.SCENE]`, in the order README lists them.
    /// The editor's are its form keys (in its fields, keys type text).
    public static let sceneNames = ["list", "detail", "editor", "projects-and-tags", "statistics", "help", "confirm"]

    /// Each action of `scene` with its keys, in the order Help lists them.
    public func namedKeys(of scene: String) -> [(name: String, keys: [KeyEvent])] {
        switch scene {
        case "list": list.namedKeys
        case "detail": detail.namedKeys
        case "editor": editor.namedKeys
        case "projects-and-tags": projectsAndTags.namedKeys
        case "statistics": statistics.namedKeys
        case "help": help.namedKeys
        case "confirm": confirm.namedKeys
        default: []
        }
    }

    /// Each action of `scene` with its keys and two-key sequences.
    public func namedStrokes(of scene: String) -> [(name: String, strokes: [[KeyEvent]])] {
        switch scene {
        case "list": list.namedStrokes
        case "detail": detail.namedStrokes
        case "editor": editor.namedStrokes
        case "projects-and-tags": projectsAndTags.namedStrokes
        case "statistics": statistics.namedStrokes
        case "help": help.namedStrokes
        case "confirm": confirm.namedStrokes
        default: []
        }
    }

    /// Help's summary of each action of `scene`, for README's table.
    public func summaries(of scene: String) -> [String] {
        switch scene {
        case "list": list.bindings.map(\.summary)
        case "detail": detail.bindings.map(\.summary)
        case "editor": editor.bindings.map(\.summary)
        case "projects-and-tags": projectsAndTags.bindings.map(\.summary)
        case "statistics": statistics.bindings.map(\.summary)
        case "help": help.bindings.map(\.summary)
        case "confirm": confirm.bindings.map(\.summary)
        default: []
        }
    }

    /// These maps with the keys of `scene`'s named actions replaced.
    func remapping(_ scene: String, _ keys: [String: [[KeyEvent]]]) -> SceneKeyMaps {
        var maps = self
        switch scene {
        case "list": maps.list = list.remapped(keys)
        case "detail": maps.detail = detail.remapped(keys)
        case "editor": maps.editor = editor.remapped(keys)
        case "projects-and-tags": maps.projectsAndTags = projectsAndTags.remapped(keys)
        case "statistics": maps.statistics = statistics.remapped(keys)
        case "help": maps.help = help.remapped(keys)
        case "confirm": maps.confirm = confirm.remapped(keys)
        default: break
        }
        return maps
    }
}
