import TaskWording
import TerminalCore

/// A config file's key settings made into the key maps in effect: the defaults, then the
/// preset, then `[keys]` (every scene), then `[keys.SCENE]`; each later layer replaces an
/// action's keys whole.
///
/// Every problem is an error that stops the load, never a silent fix: an unknown scene,
/// action or key; two actions of one scene on one key; a key a global key takes first
/// (Ctrl-C) or, in the editor, a key that types text. A conflict names both actions, so
/// the user sees which to move.
public enum KeyConfiguration {
    /// The key maps for `preset` (with its line) and `remaps`, and what differs from the defaults.
    public static func resolve(preset: (name: String, line: Int)?, remaps: [KeyRemap]) throws(KeyConfigError)
        -> (maps: SceneKeyMaps, changes: [KeyChange]) {
        var layers: [(KeyRemap, KeySource)] = []
        if let preset {
            guard let presetRemaps = KeyPresets.remaps(of: preset.name) else {
                throw KeyConfigError(line: preset.line, .unknownPreset(preset.name, known: KeyPresets.names))
            }
            layers += presetRemaps.map { ($0, .preset(preset.name, line: preset.line)) }
        }
        // `[keys]` before `[keys.SCENE]`, whatever their order in the file.
        layers += remaps.filter { $0.scene == nil }.map { ($0, .line($0.line)) }
        layers += remaps.filter { $0.scene != nil }.map { ($0, .line($0.line)) }

        var assigned: [String: [String: (keys: [[KeyEvent]], source: KeySource)]] = [:]
        for (remap, source) in layers {
            let keys = try parsedKeys(remap, source: source)
            for scene in try scenes(of: remap, source: source) {
                assigned[scene, default: [:]][remap.action] = (keys, source)
            }
        }
        var maps = SceneKeyMaps.defaults
        var changes: [KeyChange] = []
        for scene in SceneKeyMaps.sceneNames {
            guard let actions = assigned[scene] else { continue }
            maps = maps.remapping(scene, actions.mapValues(\.keys))
            try check(scene, maps.namedStrokes(of: scene), changed: actions)
            for (name, _) in maps.namedStrokes(of: scene) {
                guard let change = actions[name] else { continue }
                changes.append(KeyChange(scene: scene, action: name, keys: change.keys.map { KeySpec.name(of: $0) },
                                         source: change.source))
            }
        }
        return (maps, changes)
    }

    // MARK: - Reading

    private static func line(_ source: KeySource) -> Int? {
        switch source {
        case .preset(_, let line), .line(let line): line
        }
    }

    private static func parsedKeys(_ remap: KeyRemap, source: KeySource) throws(KeyConfigError) -> [[KeyEvent]] {
        var keys: [[KeyEvent]] = []
        for text in remap.keys {
            switch KeySpec.parseStroke(text) {
            case .success(let key): if !keys.contains(key) { keys.append(key) }
            case .failure(let error):
                throw KeyConfigError(line: line(source), .badKey(scene: remap.scene, action: remap.action, reason: error.message))
            }
        }
        return keys
    }

    /// The scenes `remap` applies to: its own, or every scene with the action.
    private static func scenes(of remap: KeyRemap, source: KeySource) throws(KeyConfigError) -> [String] {
        let defaults = SceneKeyMaps.defaults
        guard let scene = remap.scene else {
            let scenes = SceneKeyMaps.sceneNames.filter { defaults.namedKeys(of: $0).contains { $0.name == remap.action } }
            guard scenes.isEmpty else { return scenes }
            let all = SceneKeyMaps.sceneNames.flatMap { defaults.namedKeys(of: $0).map(\.name) }
            throw KeyConfigError(line: line(source), .actionInNoScene(remap.action, suggestion: NameSuggestion.nearest(to: remap.action, among: all)))
        }
        guard SceneKeyMaps.sceneNames.contains(scene) else {
            throw KeyConfigError(line: line(source), .unknownScene(scene, suggestion: NameSuggestion.nearest(to: scene, among: SceneKeyMaps.sceneNames),
                                                                   known: SceneKeyMaps.sceneNames))
        }
        let names = defaults.namedKeys(of: scene).map(\.name)
        guard names.contains(remap.action) else {
            throw KeyConfigError(line: line(source), .unknownAction(remap.action, scene: scene,
                                                                    suggestion: NameSuggestion.nearest(to: remap.action, among: names), known: names))
        }
        return [scene]
    }

    // MARK: - Conflicts

    /// Every changed action's keys against the scene's other actions, the global keys and,
    /// in the editor, typing; a key that is an action's and starts a sequence is a conflict
    /// too, since the key would have to wait for the next one.
    private static func check(_ scene: String, _ named: [(name: String, strokes: [[KeyEvent]])],
                              changed: [String: (keys: [[KeyEvent]], source: KeySource)]) throws(KeyConfigError) {
        for (name, strokes) in named {
            guard let mine = changed[name] else { continue }
            for stroke in strokes {
                let spec = KeySpec.name(of: stroke)
                if let global = GlobalKeys.map.bindings.first(where: { stroke.contains(where: $0.keys.contains) }) {
                    throw KeyConfigError(line: line(mine.source), .globalKey(scene: scene, key: spec, action: name,
                                                                             globalKey: KeySpec.name(of: global.keys[0]), globalSummary: global.summary))
                }
                if scene == "editor", let first = stroke.first, first.modifiers.subtracting(.shift).isEmpty, case .char = first.key {
                    throw KeyConfigError(line: line(mine.source), .typedInEditor(key: spec, action: name))
                }
                let clash = named.first { other in
                    other.strokes.contains { theirs in
                        (other.name != name && theirs == stroke)
                            || (theirs.count != stroke.count && theirs.first == stroke.first && (theirs.count == 1 || stroke.count == 1))
                    }
                }
                guard let other = clash else { continue }
                // Said at the later of two lines of the file, the one that made the clash.
                var pair = [(name, Optional(mine.source)), (other.name, changed[other.name]?.source)]
                if let theirs = pair[1].1, (line(theirs) ?? 0) > (line(mine.source) ?? 0) { pair.reverse() }
                let sides = pair.map { ConfigProblem.KeySide(action: $0.0, origin: $0.1?.origin ?? .defaults) }
                let problem: ConfigProblem.KeyProblem = other.strokes.contains(stroke) && other.name != name
                    ? .boundTwice(scene: scene, key: spec, sides: sides)
                    : .startsSequence(scene: scene, key: KeySpec.name(of: stroke[0]), sides: sides)
                throw KeyConfigError(line: pair[0].1.flatMap(line), problem)
            }
        }
    }

}
