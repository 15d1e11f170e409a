import Testing
@testable import TaskScenes

struct TaskEditorPasteTests {
    @Test(arguments: [
        ("a\r\nb\rc\nd", "a\nb\nc\nd", "a b c d"),
        ("tab\there", "tab\there", "tab here"),
        ("esc\u{1B}[2Jbell\u{07}del\u{7F}c1\u{9B}", "esc[2Jbelldelc1", "esc[2Jbelldelc1"),
        ("日本 😀 é", "日本 😀 é", "日本 😀 é"),
        ("\r\n\r\n", "\n\n", "  "),
    ])
    func cleans(pasted: String, multiline: String, singleLine: String) {
        #expect(TaskEditorPaste.clean(pasted, multiline: true) == multiline)
        #expect(TaskEditorPaste.clean(pasted, multiline: false) == singleLine)
    }
}
