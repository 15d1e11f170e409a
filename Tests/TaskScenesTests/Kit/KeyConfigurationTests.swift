import Testing
import TerminalCore
@testable import TaskScenes

/// A config file's key settings made into key maps: what changes, what every error says
/// (whole), and that every shipped preset loads without a conflict.
struct KeyConfigurationTests {
    static func resolve(_ remaps: [KeyRemap], preset: String? = nil) throws(KeyConfigError) -> SceneKeyMaps {
        try KeyConfiguration.resolve(preset: preset.map { ($0, 1) }, remaps: remaps).maps
    }

    static func list(_ action: String, _ keys: String..., line: Int = 3) -> KeyRemap {
        KeyRemap(scene: "list", action: action, keys: keys, line: line)
    }

    @Test func aSceneBindingReplacesThatActionsKeysAndNothingElse() throws {
        let maps = try Self.resolve([Self.list("toggle", "ctrl-t", "T")])
        #expect(maps.list.action(for: .ctrl("t")) == .change(.toggle))
        #expect(maps.list.action(for: KeyEvent(.char("T"))) == .change(.toggle))
        #expect(maps.list.action(for: .char("x")) == nil)
        #expect(maps.detail.action(for: .char("x")) == .toggle, "[keys.list] leaves the detail alone")
        #expect(maps.list.action(for: .char("u")) == .change(.undo))
    }

    @Test func keysForEverySceneApplyWhereTheActionExistsAndASceneBindingWins() throws {
        let maps = try Self.resolve([
            KeyRemap(scene: "list", action: "help", keys: ["f2"], line: 4),
            KeyRemap(scene: nil, action: "help", keys: ["f1"], line: 2),
        ])
        #expect(maps.detail.action(for: .key(.function(1))) == .help)
        #expect(maps.statistics.action(for: .key(.function(1))) == .help)
        #expect(maps.list.action(for: .key(.function(2))) == .browse(.help))
        #expect(maps.list.action(for: .key(.function(1))) == nil)
        #expect(maps.list.action(for: .char("?")) == nil)
    }

    @Test func anEmptyListUnbindsAndTheChangesAreListedWithTheirSources() throws {
        let (maps, changes) = try KeyConfiguration.resolve(preset: nil, remaps: [Self.list("sync", line: 7)])
        #expect(maps.list.action(for: .char("$")) == nil)
        #expect(changes == [KeyChange(scene: "list", action: "sync", keys: [], source: .line(7))])
        #expect(maps.list.hints == SceneKeyMaps.defaults.list.hints)
    }

    @Test(arguments: [
        ([list("togle", "t")],
         "line 3: unknown action \"togle\" in [keys.list] (did you mean \"toggle\"?): expected one of down, up, top, "
         + "bottom, page-down, page-up, half-page-down, half-page-up, toggle, skip-occurrence, add, edit, edit-notes, "
         + "delete, raise-priority, lower-priority, undo, redo, start-stop, wait, set-depends, annotate, edit-tags, add-subtask, indent, outdent, move-to-parent, "
         + "collapse, expand, mark, mark-all, clear-marks, search, next-match, previous-match, command-line, "
         + "toggle-preview, preview-down, preview-up, next-filter, previous-filter, cycle-sort, open, "
         + "projects-and-tags, clear-narrowing, statistics, agenda, help, quit, sync, choose-context"),
        ([KeyRemap(scene: nil, action: "tgogle", keys: ["t"], line: 2)],
         "line 2: unknown action \"tgogle\" in [keys]: no scene has it (did you mean \"toggle\"?); taskdeck help keys lists each scene's actions"),
        ([KeyRemap(scene: "lst", action: "toggle", keys: ["t"], line: 5)],
         "line 5: unknown scene [keys.lst] (did you mean \"list\"?): expected one of list, detail, editor, "
         + "projects-and-tags, statistics, agenda, help, confirm"),
        ([list("toggle", "ctrl-x", "hyper-x")],
         "line 3: [keys.list] toggle: unknown key \"hyper-x\": expected a character (x, X, $), a named key (enter, tab, "
         + "esc, space, up, down, left, right, home, end, pgup, pgdn, ins, del, f1 to f20), or one with ctrl-, alt- or "
         + "shift- before it (ctrl-r, alt-x, shift-tab)"),
        ([list("toggle", "t")],
         "line 3: list: \"t\" is bound to both toggle (line 3) and projects-and-tags (default); "
         + "give one of them other keys under [keys.list]"),
        ([list("toggle", "space")],
         "line 3: list: \"space\" is bound to both toggle (line 3) and page-down (default); "
         + "give one of them other keys under [keys.list]"),
        ([list("toggle", "n", line: 4), list("add", "n", line: 2)],
         "line 4: list: \"n\" is bound to both toggle (line 4) and add (line 2); give one of them other keys under [keys.list]"),
        ([list("toggle", "ctrl-c")],
         "line 3: list: \"ctrl-c\" for toggle would never reach the scene: ctrl-c is a key of every scene (quit taskdeck)"),
        ([list("top", "x x", "home")],
         "line 3: list: \"x\" cannot be a key and start a sequence: top (line 3) and toggle (default); "
         + "give one of them other keys under [keys.list]"),
        ([list("top", "ctrl-x ctrl-c")],
         "line 3: list: \"ctrl-x ctrl-c\" for top would never reach the scene: ctrl-c is a key of every scene (quit taskdeck)"),
        ([list("top", "g g g")],
         "line 3: [keys.list] top: unknown key \"g g g\": a sequence is two keys (g g), not 3"),
        ([KeyRemap(scene: "editor", action: "save", keys: ["s"], line: 6)],
         "line 6: editor: \"s\" for save would stop it being typed; use a key with ctrl- or alt-, or a function key"),
    ])
    func badBindingsAreErrorsThatNameTheLineAndBothSides(remaps: [KeyRemap], message: String) {
        do {
            _ = try Self.resolve(remaps)
            Issue.record("no error for \(remaps)")
        } catch {
            #expect("line \(error.line ?? 0): \(error.message)" == message)
        }
    }

    @Test func aSequenceBindsOnceItsFirstKeyIsFree() throws {
        let maps = try Self.resolve([Self.list("top", "g g", "home")])
        #expect(maps.list.action(for: .char("g")) == nil)
        #expect(maps.list.startsSequence(.char("g")))
        #expect(maps.list.action(for: .char("g"), after: .char("g")) == .browse(.move(.top)))
        let (_, changes) = try KeyConfiguration.resolve(preset: nil, remaps: [Self.list("top", "g g", "home")])
        #expect(changes == [KeyChange(scene: "list", action: "top", keys: ["g g", "home"], source: .line(3))])
    }

    @Test func anUnknownPresetNamesTheKnownOnes() {
        let error = #expect(throws: KeyConfigError.self) { try Self.resolve([], preset: "vi") }
        #expect(error == KeyConfigError(line: 1, .unknownPreset("vi", known: ["vim", "emacs", "arrows"])))
        #expect(error?.message == "unknown key preset \"vi\": expected \"vim\", \"emacs\", \"arrows\"")
    }

    @Test(arguments: KeyPresets.names)
    func everyPresetLoadsWithoutAConflict(name: String) throws {
        let maps = try Self.resolve([], preset: name)
        for scene in SceneKeyMaps.sceneNames {
            let keys = maps.namedKeys(of: scene).flatMap(\.keys)
            #expect(Set(keys).count == keys.count, "\(name): a key of \(scene) has two actions")
            #expect(!keys.contains { GlobalKeys.map.action(for: $0) != nil }, "\(name): \(scene) shadows a global key")
        }
    }

    @Test func thePresetsMoveAsTheySayAndTheFilesOwnBindingsWinOverThem() throws {
        let emacs = try Self.resolve([Self.list("up", "ctrl-k")], preset: "emacs")
        #expect(emacs.list.action(for: .ctrl("n")) == .browse(.move(.down)))
        #expect(emacs.list.action(for: .char("j")) == nil)
        #expect(emacs.detail.action(for: .ctrl("n")) == .next)
        #expect(emacs.help.action(for: KeyEvent(.char("v"), [.alt])) == .scroll(.pageUp))
        #expect(emacs.list.action(for: .ctrl("k")) == .browse(.move(.up)))
        #expect(emacs.list.action(for: .ctrl("p")) == nil)
        let arrows = try Self.resolve([], preset: "arrows")
        #expect(arrows.list.action(for: .key(.down)) == .browse(.move(.down)))
        #expect(arrows.list.action(for: .char("j")) == nil)
        #expect(arrows.projectsAndTags.action(for: .char("h")) == nil)
        #expect(try Self.resolve([], preset: "vim").list.bindings == SceneKeyMaps.defaults.list.bindings)
    }

    @Test func theDefaultsHaveNoConflictAndEveryActionNameIsUniqueInItsScene() {
        for scene in SceneKeyMaps.sceneNames {
            let named = SceneKeyMaps.defaults.namedKeys(of: scene)
            #expect(Set(named.map(\.name)).count == named.count, "\(scene) has two actions of one name")
            let keys = named.flatMap(\.keys)
            #expect(Set(keys).count == keys.count, "\(scene): a default key has two actions")
        }
    }
}
