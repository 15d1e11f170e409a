import TaskDomain
import TaskTestSupport
import TerminalCore
import Testing
@testable import TaskScenes

/// Issue 28, 9: notes of 100 MB took 39 s to open in the form, and every key in the form
/// joined them again. Notes over the form's limit are kept as they are and shown as words;
/// notes nobody edits go back exactly as they came.
struct TaskEditorLongNotesTests {
    let presenter = TaskEditorPresentationLogicSpy()

    static let longNotes = String(repeating: "log line\n", count: TaskEditorInteractor.editableNotesLimit / 9 + 1)

    @Test func theInteractorSaysTheNotesAreTooLongToEdit() throws {
        let task = try Fixtures.Samples.task("Read the log", notes: Self.longNotes)
        let worker = TaskWorkingSpy.editing([task])
        let interactor = TaskEditorInteractor(presenter: presenter, worker: worker)
        interactor.task = task
        interactor.loadForm(request: .init())
        #expect(presenter.presentFormResponses.last?.oversizedNotes == Self.longNotes.utf8.count)

        let short = try Fixtures.Samples.task("Short", notes: "a few words")
        interactor.task = short
        interactor.loadForm(request: .init())
        #expect(presenter.presentFormResponses.last?.oversizedNotes == nil)
    }

    @Test func thePresenterPutsWordsInPlaceOfTheNotes() throws {
        let display = TaskEditorDisplayLogicSpy()
        let presenter = TaskEditorPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentForm(response: .init(isEditing: true, newText: [:], priority: .none, focus: .notes, due: .none,
                                              quickAdd: nil, completions: [], errors: [:], isDirty: false,
                                              oversizedNotes: 104_857_600))
        let row = try #require(display.row(.notes))
        #expect(row.content == .fixed("104.9 MB of notes: too long to edit here; they are kept as they are"))
        #expect(row.note?.text == "edit them in your editor from the list or the task's detail")
    }

    /// The view sends the notes back as it got them (the same text, tabs and all) and gives
    /// the notes field no keys when they are too long.
    @Test func theViewKeepsNotesItDoesNotEdit() throws {
        let interactor = TaskEditorBusinessLogicSpy()
        let viewController = TaskEditorViewController(interactor: interactor, router: TaskEditorRouterSpy())
        let display = TaskEditorDisplayLogicSpy()
        let presenter = TaskEditorPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        let tabbed = "col\tumns\u{1}"
        presenter.presentForm(response: .init(isEditing: true, newText: [.title: "T", .notes: tabbed], priority: .none,
                                              focus: .title, due: .none, quickAdd: nil, completions: [], errors: [:],
                                              isDirty: false))
        viewController.displayForm(viewModel: try #require(display.lastForm))
        viewController.handle(TestInput.char("x"))
        #expect(interactor.calls.last == .editField(.init(field: .title, form: .init(title: "Tx", notes: tabbed))))

        presenter.presentForm(response: .init(isEditing: true, newText: [.notes: Self.longNotes], priority: .none,
                                              focus: .notes, due: .none, quickAdd: nil, completions: [], errors: [:],
                                              isDirty: false, oversizedNotes: Self.longNotes.utf8.count))
        viewController.displayForm(viewModel: try #require(display.lastForm))
        let calls = interactor.calls.count
        viewController.handle(TestInput.char("y"))
        viewController.handle(.paste("more"))
        #expect(interactor.calls.count == calls, "the notes field took a key: \(interactor.calls.dropFirst(calls))")
        viewController.handle(.key(KeyEvent(.char("s"), [.ctrl])))
        guard case .save(let request)? = interactor.calls.last else {
            Issue.record("no save: \(String(describing: interactor.calls.last))")
            return
        }
        #expect(request.form.notes == Self.longNotes)
    }
}
