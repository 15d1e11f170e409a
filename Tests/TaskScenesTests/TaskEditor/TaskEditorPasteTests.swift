import Testing
import TerminalCore
@testable import TaskScenes

struct TaskEditorPasteTests {
    /// The cleaned paste, then what Notes' `TextArea` and a single-line field's `TextField`
    /// keep of it: line breaks only in Notes (the widgets' rule, written there once).
    @Test(arguments: [
        ("a\r\nb\rc\nd", "a\nb\nc\nd", "a\nb\nc\nd", "a b c d"),
        ("tab\there", "tab\there", "tab    here", "tab here"),
        ("esc\u{1B}[2Jbell\u{07}del\u{7F}c1\u{9B}", "esc[2Jbelldelc1", "esc[2Jbelldelc1", "esc[2Jbelldelc1"),
        ("日本 😀 é", "日本 😀 é", "日本 😀 é", "日本 😀 é"),
        ("\r\n\r\n", "\n\n", "\n\n", "  "),
    ])
    func cleans(pasted: String, cleaned: String, inNotes: String, inOneLine: String) {
        var notes = TextArea()
        notes.insert(TaskEditorPaste.clean(pasted))
        var title = TextField()
        title.insert(TaskEditorPaste.clean(pasted))
        #expect(TaskEditorPaste.clean(pasted) == cleaned)
        #expect(notes.text == inNotes)
        #expect(title.text == inOneLine)
    }
}
