import Testing
@testable import TerminalCore

@Suite struct KeyEventTests {
    @Test(arguments: [
        (KeyEvent(.up, [.ctrl]), "Ctrl-Up", "Ctrl-↑"),
        (KeyEvent(.char("x"), [.alt]), "Alt-x", "Alt-x"),
        (KeyEvent(.function(5)), "F5", "F5"),
        (KeyEvent(.char("é")), "Char(\"é\")", "é"),
        (KeyEvent.ctrl("d"), "Ctrl-D", "Ctrl-D"),
        (KeyEvent(.char(" ")), "Char(\" \")", "Space"),
        (KeyEvent(.enter), "Enter", "Enter"),
        (KeyEvent(.escape), "Esc", "Esc"),
        (KeyEvent(.down), "Down", "↓"),
        (KeyEvent(.pageDown, [.shift]), "Shift-PageDown", "Shift-PgDn"),
        (KeyEvent(.backTab), "Shift-Tab", "Shift-Tab"),
        (KeyEvent(.char("\u{7}")), "Char(\"\\u{7}\")", "\"\\u{7}\""),
        (KeyEvent(.char("\"")), "Char(\"\\\"\")", "\""),
    ])
    func namesReadLikeKeys(_ event: KeyEvent, _ description: String, _ display: String) {
        #expect(event.description == description)
        #expect(event.displayName == display)
    }

    @Test func inputEventDescriptions() {
        #expect(InputEvent.paste("hello world!").description == "Paste(12 chars)")
        #expect(InputEvent.unknown([1, 2]).description == "Unknown(2 bytes)")
        #expect(InputEvent.key(.ctrl("c")).description == "Ctrl-C")
    }

    @Test func modifierParameter() {
        #expect(Modifiers(xtermParameter: 1) == [])
        #expect(Modifiers(xtermParameter: 2) == [.shift])
        #expect(Modifiers(xtermParameter: 5) == [.ctrl])
        #expect(Modifiers(xtermParameter: 8) == [.shift, .alt, .ctrl])
    }
}
