import Testing
@testable import TerminalCore

/// Config key names: each one the decoder can report reads as that key and is written
/// back the same way; the others are refused with what is expected.
struct KeySpecTests {
    @Test(arguments: [
        ("x", KeyEvent(.char("x"))), ("X", KeyEvent(.char("X"))), ("$", KeyEvent(.char("$"))),
        ("-", KeyEvent(.char("-"))), ("é", KeyEvent(.char("é"))),
        ("ctrl-r", KeyEvent.ctrl("r")), ("Ctrl-R", KeyEvent.ctrl("r")), ("ctrl-space", KeyEvent(.char(" "), [.ctrl])),
        ("alt-x", KeyEvent(.char("x"), [.alt])), ("meta-<", KeyEvent(.char("<"), [.alt])),
        ("f5", KeyEvent(.function(5))), ("F12", KeyEvent(.function(12))), ("shift-f3", KeyEvent(.function(3), [.shift])),
        ("enter", KeyEvent(.enter)), ("return", KeyEvent(.enter)), ("tab", KeyEvent(.tab)),
        ("shift-tab", KeyEvent(.backTab)), ("esc", KeyEvent(.escape)), ("space", KeyEvent(.char(" "))),
        ("pgdn", KeyEvent(.pageDown)), ("PageUp", KeyEvent(.pageUp)), ("del", KeyEvent(.delete)),
        ("ctrl-up", KeyEvent(.up, [.ctrl])), ("alt-backspace", KeyEvent(.backspace, [.alt])),
    ])
    func goodNamesReadAsTheirKeys(text: String, key: KeyEvent) throws {
        #expect(try KeySpec.parse(text).get() == key)
        #expect(try KeySpec.parse(KeySpec.name(of: key)).get() == key, "written back: \(KeySpec.name(of: key))")
    }

    static let expected = "expected a character (x, X, $), a named key (enter, tab, esc, space, up, down, left, right, "
        + "home, end, pgup, pgdn, ins, del, f1 to f20), or one with ctrl-, alt- or shift- before it (ctrl-r, alt-x, shift-tab)"

    @Test(arguments: [
        ("g g", [KeyEvent(.char("g")), KeyEvent(.char("g"))]),
        ("ctrl-x  ctrl-s", [KeyEvent.ctrl("x"), KeyEvent.ctrl("s")]),
        ("f5", [KeyEvent(.function(5))]),
    ])
    func sequencesAreTwoKeysWithASpace(text: String, keys: [KeyEvent]) throws {
        #expect(try KeySpec.parseStroke(text).get() == keys)
    }

    @Test func aBadKeyInASequenceIsNamedWithTheSequence() {
        if case .failure(let error) = KeySpec.parseStroke("g hyper") {
            #expect(error.message == "unknown key \"g hyper\": unknown key \"hyper\": \(Self.expected)")
        } else {
            Issue.record("accepted")
        }
    }

    @Test(arguments: [
        ("", "unknown key \"\": \(expected)"),
        ("enterr", "unknown key \"enterr\": \(expected)"),
        ("f21", "unknown key \"f21\": \(expected)"),
        ("hyper-x", "unknown key \"hyper-x\": \(expected)"),
        ("g g", "unknown key \"g g\": one key here; a sequence is two keys with a space (g g)"),
        (" ", "unknown key \" \": write a space as \"space\""),
        ("shift-x", "unknown key \"shift-x\": write a shifted character as itself (X, not shift-x)"),
        ("ctrl-i", "unknown key \"ctrl-i\": the terminal sends tab for it; write \"tab\""),
        ("ctrl-m", "unknown key \"ctrl-m\": the terminal sends enter for it; write \"enter\""),
        ("ctrl-1", "unknown key \"ctrl-1\": ctrl- goes with a letter (ctrl-r)"),
        ("ctrl-alt-x", "unknown key \"ctrl-alt-x\": terminals cannot send ctrl-alt- with a character"),
        ("ctrl-enter", "unknown key \"ctrl-enter\": terminals send enter without ctrl or shift"),
        ("alt-space", "unknown key \"alt-space\": only ctrl-space reaches taskdeck"),
    ])
    func badNamesSayWhatIsExpected(text: String, message: String) {
        #expect(throws: KeySpecError.self) { try KeySpec.parse(text).get() }
        if case .failure(let error) = KeySpec.parse(text) { #expect(error.message == message) }
    }
}
