import TerminalCore

/// The key maps every scene dispatches from, in effect for this run: the defaults, or the
/// defaults remapped by a config file (`KeyConfiguration`). The composition root makes one
/// and hands it down in the `SceneEnvironment`, so no scene reads a global.
///
/// Each scene declares its own actions, their keys and their config names beside its key
/// map; this bundle only holds one map per scene and reads them by the name a config file
/// gives the scene (`[keys.SCENE]`), through one table (`scenes`).
public struct SceneKeyMaps: Sendable {
    var list: KeyMap<TaskListAction>
    var detail: KeyMap<TaskDetailAction>
    var editor: KeyMap<TaskEditorAction>
    var projectsAndTags: KeyMap<ProjectsAndTagsAction>
    var statistics: KeyMap<StatisticsAction>
    var agenda: KeyMap<AgendaAction>
    var help: KeyMap<HelpAction>
    var confirm: KeyMap<ConfirmAction>

    /// The keys taskdeck ships with (vim-ish, see Scenes.md "One meaning per key").
    public static let defaults = SceneKeyMaps(
        list: TaskListKeyMap.list, detail: TaskDetailKeyMap.map, editor: TaskEditorKeyMap.form,
        projectsAndTags: ProjectsAndTagsKeyMap.map, statistics: StatisticsKeyMap.map,
        agenda: AgendaKeyMap.map, help: HelpKeyMap.map, confirm: ConfirmKeyMap.map)

    /// Each scene's map by its config name, in the order the keys topic lists them. The editor's
    /// are its form keys (in its fields, keys type text).
    private static var scenes: [NamedKeyMap] {
        [.init("list", \.list), .init("detail", \.detail), .init("editor", \.editor),
         .init("projects-and-tags", \.projectsAndTags), .init("statistics", \.statistics), .init("agenda", \.agenda),
         .init("help", \.help),
         .init("confirm", \.confirm)]
    }

    /// The scenes a config file names in `[keys.SCENE]`, in the order the keys topic lists them.
    public static var sceneNames: [String] { scenes.map(\.name) }

    /// Each action of `scene` with its keys, in the order Help lists them.
    public func namedKeys(of scene: String) -> [(name: String, keys: [KeyEvent])] {
        Self.scenes.first { $0.name == scene }?.namedKeys(self) ?? []
    }

    /// Each action of `scene` with its keys and two-key sequences.
    public func namedStrokes(of scene: String) -> [(name: String, strokes: [[KeyEvent]])] {
        Self.scenes.first { $0.name == scene }?.namedStrokes(self) ?? []
    }

    /// Help's summary of each action of `scene`, for the keys topic's table.
    public func summaries(of scene: String) -> [String] {
        Self.scenes.first { $0.name == scene }?.summaries(self) ?? []
    }

    /// These maps with the keys of `scene`'s named actions replaced.
    func remapping(_ scene: String, _ keys: [String: [[KeyEvent]]]) -> SceneKeyMaps {
        Self.scenes.first { $0.name == scene }?.remapping(self, keys) ?? self
    }
}

/// One scene's map in `SceneKeyMaps`, read and remapped by action name whatever its
/// action type.
private struct NamedKeyMap {
    let name: String
    let namedKeys: (SceneKeyMaps) -> [(name: String, keys: [KeyEvent])]
    let namedStrokes: (SceneKeyMaps) -> [(name: String, strokes: [[KeyEvent]])]
    let summaries: (SceneKeyMaps) -> [String]
    let remapping: (SceneKeyMaps, [String: [[KeyEvent]]]) -> SceneKeyMaps

    init<Action: KeyActionNaming>(_ name: String, _ map: WritableKeyPath<SceneKeyMaps, KeyMap<Action>>) {
        self.name = name
        namedKeys = { $0[keyPath: map].namedKeys }
        namedStrokes = { $0[keyPath: map].namedStrokes }
        summaries = { $0[keyPath: map].bindings.map(\.summary) }
        remapping = { maps, keys in
            var remapped = maps
            remapped[keyPath: map] = maps[keyPath: map].remapped(keys)
            return remapped
        }
    }
}
