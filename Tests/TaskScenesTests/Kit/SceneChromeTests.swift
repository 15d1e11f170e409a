import Testing
import TerminalCore
@testable import TaskScenes

/// The widgets every full-screen scene is framed by: the header, the footer and the
/// status line in it.
@Suite struct SceneChromeTests {
    @Test func aNarrowRowKeepsTheHintAndCutsTheStart() {
        let text = "Deleted 'A title of some length here' — u to undo"
        #expect(StatusLine.fitted(text, width: 30) == "Deleted 'A title … — u to undo")
        #expect(StatusLine.fitted(text, width: 80) == text)
        #expect(StatusLine.fitted("Could not save: disk full", width: 10) == "Could not…")
    }

    @Test func theHeaderKeepsTheTitleAndGivesTheNoteWhatIsLeft() {
        var canvas = Canvas(size: Size(width: 30, height: 2))
        SceneHeader(title: "Task 1f3a", note: "3/12").draw(into: &canvas, in: canvas.bounds, theme: .dark)
        #expect(canvas.text(ofRow: 0) == " Task 1f3a               3/12 ")
        #expect(canvas.text(ofRow: 1) == String(repeating: "─", count: 30))
        var narrow = Canvas(size: Size(width: 16, height: 2))
        SceneHeader(title: "Projects & Tags", note: "list shows: all").draw(into: &narrow, in: narrow.bounds, theme: .dark)
        #expect(narrow.text(ofRow: 0) == " Projects & Ta… ")
    }

    @Test func theFooterShowsTheStatusElseTheNoteAndPositionThenTheHints() {
        let hints = [KeyHint(key: "x", label: "done"), KeyHint(key: "?", label: "help")]
        var canvas = Canvas(size: Size(width: 30, height: 2))
        SceneFooter(note: StyledText(text: "2 marked", style: Theme.dark.marked), position: "3/120", hints: hints)
            .draw(into: &canvas, in: canvas.bounds, theme: .dark)
        #expect(canvas.text(ofRow: 0) == "2 marked                3/120 ")
        #expect(canvas.text(ofRow: 1) == "x done  ? help                ")
        var withStatus = Canvas(size: Size(width: 30, height: 2))
        SceneFooter(status: StatusLine(text: "Nothing to undo", isError: false), position: "3/120", hints: hints)
            .draw(into: &withStatus, in: withStatus.bounds, theme: .dark)
        #expect(withStatus.text(ofRow: 0) == "Nothing to undo               ")
    }
}
