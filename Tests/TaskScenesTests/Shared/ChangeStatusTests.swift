import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The status line is one row: the reason a change failed and how to undo one must stay
/// in view however long the title or the path.
@Suite struct ChangeStatusTests {
    /// As `TaskStorageError.writeFailed` words it: where first, why last.
    let diskFull = "could not save /tmp/taskdeck-a-very-long-folder-name/and-deeper/still/tasks.json "
        + "(writing the new file): No space left on device"

    @Test func aFailureSaysWhyBeforeWhere() {
        let text = ChangeStatus.failure(action: "complete 'Buy milk'", reason: diskFull)
        #expect(text == "Could not complete 'Buy milk': No space left on device; could not save "
                + "/tmp/taskdeck-a-very-long-folder-name/and-deeper/still/tasks.json (writing the new file)")
        let shown = StatusLine.fitted(text, width: 80)
        #expect(shown.hasPrefix("Could not complete 'Buy milk': No space left on device;"))
        #expect(TextWidth.width(of: shown) == 80)
    }

    @Test func messagesWithoutAPathBeforeTheirCauseAreLeftAlone() {
        #expect(ChangeStatus.causeFirst("a title cannot be empty") == "a title cannot be empty")
        #expect(ChangeStatus.causeFirst("cannot read the due date: 'x'") == "cannot read the due date: 'x'")
        #expect(ChangeStatus.causeFirst("/a is damaged: see /b") == "/a is damaged: see /b")
    }

    @Test func longTitlesAreShortenedSoTheReasonAndTheUndoHintStay() throws {
        let title = String(repeating: "Very long title ", count: 94)  // 1,504 characters
        let task = try Fixtures.task(title)
        let change = TaskChange(action: .completed, entries: [.init(id: task.id, before: task, after: nil)])
        let done = ChangeStatus.done(change)
        #expect(done == "Completed '\(String(title.prefix(39)))…' — u to undo")
        let failure = ChangeStatus.failure(action: "complete '\(title)'", reason: diskFull)
        #expect(StatusLine.fitted(failure, width: 100).contains("No space left on device"))
    }

    @Test func aChangeToTasksNotShownSaysHowManyWereOutOfSight() throws {
        let tasks = try (1...3).map { try Fixtures.task("T\($0)") }
        let change = TaskChange(action: .completed, entries: tasks.map { .init(id: $0.id, before: $0, after: nil) })
        #expect(ChangeStatus.done(change, hidden: 2) == "Completed 3 tasks, 2 not shown here — u to undo")
        #expect(ChangeStatus.done(change, hidden: 3) == "Completed 3 tasks (not shown here) — u to undo")
    }

    @Test func aNarrowRowKeepsTheHintAndCutsTheStart() {
        let text = "Deleted 'A title of some length here' — u to undo"
        #expect(StatusLine.fitted(text, width: 30) == "Deleted 'A title … — u to undo")
        #expect(StatusLine.fitted(text, width: 80) == text)
        #expect(StatusLine.fitted("Could not save: disk full", width: 10) == "Could not…")
    }
}
