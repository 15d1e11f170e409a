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
        let text = ChangeStatus.line(for: .failed(.complete(title: "Buy milk"), SceneError(Fixtures.TestError(diskFull)))).text
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
        let done = ChangeStatus.line(for: .made(change)).text
        #expect(done == "Completed '\(String(title.prefix(39)))…' — u to undo")
        let failure = ChangeStatus.line(for: .failed(.complete(title: title), SceneError(Fixtures.TestError(diskFull)))).text
        #expect(StatusLine.fitted(failure, width: 100).contains("No space left on device"))
    }

    @Test func aChangeToTasksNotShownSaysHowManyWereOutOfSight() throws {
        let tasks = try (1...3).map { try Fixtures.task("T\($0)") }
        let change = TaskChange(action: .completed, entries: tasks.map { .init(id: $0.id, before: $0, after: nil) })
        #expect(ChangeStatus.line(for: .made(change, hiddenCount: 2)).text == "Completed 3 tasks, 2 not shown here — u to undo")
        #expect(ChangeStatus.line(for: .made(change, hiddenCount: 3)).text == "Completed 3 tasks (not shown here) — u to undo")
    }

    @Test func everyOutcomeHasItsSentence() throws {
        let task = try Fixtures.task("Buy milk")
        let change = TaskChange(action: .completed, entries: [.init(id: task.id, before: task, after: nil)])
        let error = SceneError(Fixtures.TestError("disk full"))
        let outcomes: [ChangeOutcome] = [
            .made(change), .undone(change), .redone(change), .nothingToUndo, .nothingToRedo, .unchanged,
            .failed(.complete(title: "A"), error), .failed(.reopen(title: "A"), error),
            .failed(.toggle(count: 2), error), .failed(.setPriority(.high), error),
            .failed(.stepPriority(raise: true, count: 2), error), .failed(.stepPriority(raise: false, count: 3), error),
            .failed(.changeTags(count: 1), error), .failed(.changeTags(count: 2), error),
            .failed(.delete(title: "A", count: 1), error), .failed(.delete(title: nil, count: 1), error),
            .failed(.delete(title: nil, count: 4), error), .failed(.undo, error), .failed(.redo, error),
            .failed(.readTasks, error),
        ]
        #expect(outcomes.map(ChangeStatus.line(for:)) == [
            .init(text: "Completed 'Buy milk' — u to undo", isError: false),
            .init(text: "Undid: Completed 'Buy milk' — Ctrl-R to redo", isError: false),
            .init(text: "Redid: Completed 'Buy milk'", isError: false),
            .init(text: "Nothing to undo", isError: false),
            .init(text: "Nothing to redo", isError: false),
            .init(text: "Nothing to change", isError: false),
            .init(text: "Could not complete 'A': disk full", isError: true),
            .init(text: "Could not reopen 'A': disk full", isError: true),
            .init(text: "Could not toggle 2 tasks: disk full", isError: true),
            .init(text: "Could not set the priority to high: disk full", isError: true),
            .init(text: "Could not raise the priority of 2 tasks: disk full", isError: true),
            .init(text: "Could not lower the priority of 3 tasks: disk full", isError: true),
            .init(text: "Could not change the tags of the task: disk full", isError: true),
            .init(text: "Could not change the tags of 2 tasks: disk full", isError: true),
            .init(text: "Could not delete 'A': disk full", isError: true),
            .init(text: "Could not delete the task: disk full", isError: true),
            .init(text: "Could not delete 4 tasks: disk full", isError: true),
            .init(text: "Could not undo: disk full", isError: true),
            .init(text: "Could not redo: disk full", isError: true),
            .init(text: "Could not read the tasks: disk full", isError: true),
        ])
    }
}
