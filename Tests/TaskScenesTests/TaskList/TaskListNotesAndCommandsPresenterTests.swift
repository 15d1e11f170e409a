import Foundation
import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// Every sentence of the list's notes, preview, `n` / `N` and command line.
@Suite struct TaskListNotesAndCommandsPresenterTests {
    let display = TaskListDisplayLogicSpy()

    func present(_ kind: TaskList.Status.Response.Kind) -> StatusLine? {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentStatus(response: .init(kind: kind))
        return display.displayStatusViewModels.last
    }

    @Test(arguments: [
        (NotesEditOutcome.unchanged(title: "Buy milk"), "Notes of 'Buy milk' unchanged", false),
        (.editorFailed(.exited(command: "vim", status: 1)), "Notes not changed: vim exited with 1", true),
        (.editorFailed(.exited(command: "vimm", status: 127)), "Notes not changed: vimm exited with 127: it, or a command it runs, was not found", true),
        (.editorFailed(.killed(command: "nano", signal: 2)), "Notes not changed: nano was ended by signal 2", true),
        (.editorFailed(.notText), "Notes not changed: the edited file is not UTF-8 text", true),
        (.editorFailed(.fileGone(path: "/tmp/taskdeck-notes-x/notes.txt")),
         "Notes not changed: the edited file is gone (/tmp/taskdeck-notes-x/notes.txt)", true),
        (.editorFailed(.couldNotStart(command: "vi", reason: "No such file")), "Notes not changed: could not start vi: No such file", true),
        (.editorFailed(.couldNotPrepare(reason: "disk full")), "Notes not changed: could not make a file for the editor: disk full", true),
        (.noEditor, "No editor is set up", true),
        (.change(.failed(.editNotes(title: "Buy milk"), SceneError(TaskDomainError.emptyTitle))),
         "Could not save the notes of 'Buy milk': a task needs a title", true),
    ])
    func notesOutcomesAreWorded(outcome: NotesEditOutcome, text: String, isError: Bool) {
        #expect(present(.changes(.notes(outcome))) == StatusLine(text: text, isError: isError))
    }

    @Test(arguments: [
        (TaskList.Status.Response.Kind.search(.searchWrapped(forward: true)), "search hit BOTTOM, continuing at TOP", false),
        (.search(.searchWrapped(forward: false)), "search hit TOP, continuing at BOTTOM", false),
        (.search(.noSearch), "No search yet: / searches, then n and N find the next and previous match", false),
        (.search(.noMatch(search: "milk")), "No task here matches \"milk\"", false),
        (.commandLine(.commandError(.unknownCommand(word: "sortt", column: 1))),
         "Unknown command \"sortt\" at column 1; Tab completes names, :help lists them", true),
        (.commandLine(.commandError(.unknownArgument(command: "sort", word: "prio", column: 6, expected: ["created", "due", "priority", "title"]))),
         ":sort cannot use \"prio\" at column 6; it takes created, due, priority or title", true),
        (.commandLine(.commandError(.missingArgument(command: "export", expected: ["json", "ics"]))), ":export needs json or ics", true),
        (.commandLine(.commandError(.extraArgument(command: "toggle", word: "now", column: 8))),
         "\"now\" at column 8 is one word too many for :toggle", true),
        (.commandLine(.commandError(.bangNotAllowed(command: "sort", column: 5))), ":sort takes no ! (column 5); only :export! overwrites", true),
        (.commandLine(.commandError(.unknownArgument(command: "view", word: "work", column: 6, expected: []))),
         "No saved views yet: a [views.NAME] section in the config file makes one (taskdeck help views)", true),
        (.commandLine(.commandError(.emptyPath(command: "export", column: 13))), ":export needs a file name at column 13, not an empty one", true),
        (.commandLine(.exported(.written(path: "~/taskdeck-export.json", count: 1))), "Exported 1 task to ~/taskdeck-export.json", false),
        (.commandLine(.exported(.written(path: "out.txt", count: 3))), "Exported 3 tasks to out.txt", false),
        (.commandLine(.exported(.written(path: "out.txt", count: 3, leftOut: [.parent: 2, .repeatRule: 1, .notes: 0]))),
         "Exported 3 tasks to out.txt; the format left out the parent of 2 tasks and the repeat rule of 1 task", false),
        (.commandLine(.exported(.exists(path: "out.txt"))), "out.txt exists: nothing written (:export! overwrites it)", true),
        (.commandLine(.exported(.failed(path: "/x/out.txt", reason: "no such folder"))), "Could not export to /x/out.txt: no such folder", true),
        (.commandLine(.exported(.refused(path: "~/t.json", because: .storeFile))),
         "Nothing written: ~/t.json is where your tasks are kept; export elsewhere", true),
        (.commandLine(.exported(.refused(path: "/dev/null", because: .notARegularFile))), "Nothing written: /dev/null is not a regular file", true),
        (.commandLine(.exportUnavailable), "Export is not set up here", true),
    ])
    func searchAndCommandStatusesAreWorded(kind: TaskList.Status.Response.Kind, text: String, isError: Bool) {
        #expect(present(kind) == StatusLine(text: text, isError: isError))
    }

    func presentTasks(_ tasks: [Task], preview: TaskList.NotesPreview.Response?, width: Int = 60)
        -> TaskList.FetchTasks.ViewModel? {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentTasks(response: .init(
            storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(total: tasks.count, pending: tasks.count),
            matchingCount: tasks.count, window: tasks, windowStart: 0, selectedIndex: 0, rowWidth: width, preview: preview))
        return display.displayTasksViewModels.last
    }

    @Test func thePreviewShowsTheNotesWrappedUnderATitle() throws {
        let task = try Fixtures.Samples.task("Buy milk", notes: "Two litres of oat milk\nfrom the corner shop")
        let viewModel = presentTasks([task], preview: .init(task: task, width: 12))
        #expect(viewModel?.preview == .init(taskID: task.id, title: "Notes · Buy…",
                                            lines: ["Two litres", "of oat milk", "from the", "corner shop"], isEmpty: false))
        #expect(viewModel?.commandLabel == ":")
    }

    @Test func thePreviewSaysWhenThereIsNothingToShow() throws {
        let task = try Fixtures.Samples.task("Buy milk", notes: "  \n")
        #expect(presentTasks([task], preview: .init(task: task, width: 40))?.preview
                == .init(taskID: task.id, title: "Notes · Buy milk", lines: ["No notes. E writes some."], isEmpty: true))
        #expect(presentTasks([], preview: .init(task: nil, width: 40))?.preview
                == .init(taskID: nil, title: "Notes", lines: ["No task selected."], isEmpty: true))
        #expect(presentTasks([task], preview: nil)?.preview == nil)
    }

    @Test func aTaskWithNotesIsMarkedAfterItsTitleAndTheColumnsStayAligned() throws {
        let with = try Fixtures.Samples.task("Buy milk", notes: "oat", project: "home")
        let without = try Fixtures.Samples.task("Call mom", project: "family")
        let rows = try #require(presentTasks([with, without], preview: nil, width: 40)?.rows)
        let texts = rows.map { $0.spans.map(\.text).joined() }
        #expect(texts == ["[ ]      Buy milk ≡ +home    " + String(repeating: " ", count: 11),
                          "[ ]      Call mom   +family  " + String(repeating: " ", count: 11)])
        #expect(texts.allSatisfy { TextWidth.width(of: $0) == 40 })
    }
}

extension TaskListNotesAndCommandsPresenterTests {
    /// Only the beginning of long notes is wrapped: more than any window shows.
    @Test func thePreviewWrapsOnlyTheBeginningOfLongNotes() throws {
        let long = String(repeating: "word ", count: 40_000)
        let task = try Fixtures.Samples.task("Book", notes: long)
        let lines = try #require(presentTasks([task], preview: .init(task: task, width: 50))?.preview?.lines)
        #expect(lines.count == (TaskListPresenter.previewCharacters + 49) / 50)  // 10 words a line, the last cut
        #expect(lines.allSatisfy { $0.hasPrefix("word") })
    }
}
