import Testing
import TerminalCore
@testable import TaskScenes

@Suite struct KeyMapTests {
    enum Action: Hashable, Sendable { case a, b }

    let map = KeyMap<Action>([
        KeyBinding([.char("a"), .key(.down)], .a, group: "One", "first", hint: "aa"),
        KeyBinding([.ctrl("b"), .char("a")], .b, group: "Two", "second"),
    ])

    @Test func theFirstBindingOfAKeyWins() {
        #expect(map.action(for: KeyEvent(.char("a"))) == .a)
        #expect(map.action(for: .ctrl("b")) == .b)
        #expect(map.action(for: KeyEvent(.char("z"))) == nil)
    }

    @Test func helpAndHintsAreReadFromTheSameTable() {
        #expect(map.helpSections == [
            KeyHelpSection(title: "One", entries: [KeyHelpEntry(keys: "a ↓", summary: "first")]),
            KeyHelpSection(title: "Two", entries: [KeyHelpEntry(keys: "Ctrl-B a", summary: "second")]),
        ])
        #expect(map.hints == [KeyHint(key: "a", label: "aa")])
        #expect(map.keyNames(for: .b) == "Ctrl-B a")
    }

    /// A scene can say what a key does right now; only hinted keys are shown.
    @Test func hintsCanBeRelabeledForTheMoment() {
        #expect(map.hints(relabeling: [.a: "reopen"]) == [KeyHint(key: "a", label: "reopen")])
        #expect(map.hints(relabeling: [.b: "bee"]) == [KeyHint(key: "a", label: "aa")])
    }
}
