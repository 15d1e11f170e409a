import Foundation
import TaskDomain
import TaskTestSupport
import TerminalCore
import Testing
@testable import TaskScenes

struct TaskEditorViewControllerTests {
    let interactor = TaskEditorBusinessLogicSpy()
    let router = TaskEditorRouterSpy()
    let viewController: TaskEditorViewController

    init() {
        viewController = TaskEditorViewController(interactor: interactor, router: router)
    }

    /// A view model as the real presenter makes it.
    private func viewModel(focus: TaskEditor.Field, newText: [TaskEditor.Field: String] = [:],
                           errors: [TaskEditor.Field: TaskDomainError] = [:]) -> TaskEditor.ShowForm.ViewModel {
        let display = TaskEditorDisplayLogicSpy()
        let presenter = TaskEditorPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentForm(response: .init(isEditing: false, newText: newText, priority: .none, focus: focus,
                                              due: .none, quickAdd: nil, completions: [], errors: errors,
                                              isDirty: false))
        return display.lastForm
            ?? TaskEditor.ShowForm.ViewModel(title: "", modified: "", rows: [], focus: focus, newText: newText)
    }

    /// Focuses `field`, putting `newText` into the widgets as the interactor does when it
    /// loads the form or completes a name.
    private func focus(_ field: TaskEditor.Field, newText: [TaskEditor.Field: String] = [:]) {
        viewController.displayForm(viewModel: viewModel(focus: field, newText: newText))
    }

    private func send(_ events: InputEvent...) {
        for event in events { viewController.handle(event) }
    }

    private func typing(_ text: String) -> [InputEvent] { text.map { TestInput.char($0) } }

    // MARK: - Life cycle

    @Test func loadsTheFormOnce() {
        viewController.viewDidLoad()
        #expect(interactor.calls == [.loadForm(.init())])
    }

    // MARK: - Text

    @Test func typingSendsTheFieldsNewText() {
        focus(.title)
        for event in typing("Hi?") { send(event) }
        #expect(interactor.calls == [
            .editField(.init(field: .title, form: .init(title: "H"))),
            .editField(.init(field: .title, form: .init(title: "Hi"))),
            .editField(.init(field: .title, form: .init(title: "Hi?"))),
        ])
    }

    @Test func widgetsTakeTheInteractorsTextBack() {
        focus(.title, newText: [.title: "Call", .project: "ho"])  // e.g. the loaded form
        focus(.project, newText: [.project: "home"])  // e.g. after Tab completion
        send(TestInput.char("x"))
        #expect(interactor.calls == [.editField(.init(field: .project, form: .init(title: "Call", project: "homex")))])
    }

    /// The widgets own what is typed: a view model that puts no text in leaves it, and
    /// every request carries all of it.
    @Test func theWidgetsKeepWhatIsTypedAcrossViewModels() {
        focus(.title)
        send(TestInput.char("a"))
        focus(.due)
        send(TestInput.char("b"))
        focus(.title)
        send(TestInput.key(.escape))
        #expect(interactor.calls == [
            .editField(.init(field: .title, form: .init(title: "a"))),
            .editField(.init(field: .due, form: .init(title: "a", due: "b"))),
            .cancel(.init(form: .init(title: "a", due: "b"))),
        ])
    }

    @Test func keysThatChangeNoTextSendNoEdit() {
        focus(.title)
        send(TestInput.key(.left), TestInput.key(.home), TestInput.key(.backspace))
        #expect(interactor.calls.isEmpty)
    }

    @Test func enterSavesFromAOneLineFieldButIsANewLineInNotes() {
        focus(.due)
        send(TestInput.key(.enter))
        focus(.notes, newText: [.notes: "a"])
        send(TestInput.key(.enter))
        #expect(interactor.calls == [.save(.init(form: .init())),
                                     .editField(.init(field: .notes, form: .init(notes: "a\n")))])
    }

    @Test func ctrlSSavesFromEveryField() {
        for field in TaskEditor.Field.builtIn {
            focus(field)
            send(.key(.ctrl("s")))
        }
        #expect(interactor.calls == Array(repeating: .save(.init(form: .init())), count: TaskEditor.Field.builtIn.count))
    }

    // MARK: - Focus

    @Test func tabShiftTabDownUpMoveFocus() {
        focus(.title)
        send(TestInput.key(.tab), TestInput.key(.backTab), TestInput.key(.down), TestInput.key(.up))
        #expect(interactor.calls == [
            .moveFocus(.init(direction: .next, completes: true, form: .init())),
            .moveFocus(.init(direction: .previous, completes: false, form: .init())),
            .moveFocus(.init(direction: .next, completes: false, form: .init())),
            .moveFocus(.init(direction: .previous, completes: false, form: .init())),
        ])
    }

    @Test func upAndDownLeaveNotesWhenTheTextAreaDoesNotUseThem() {
        focus(.notes)
        send(TestInput.key(.down), TestInput.key(.tab))
        #expect(interactor.calls == [
            .moveFocus(.init(direction: .next, completes: false, form: .init())),
            .moveFocus(.init(direction: .next, completes: true, form: .init())),
        ])
    }

    // MARK: - Priority

    @Test func priorityKeysCycleAndLettersDoNotType() {
        focus(.priority)
        send(TestInput.key(.right), TestInput.key(.left), TestInput.char(" "), TestInput.char("z"),
             TestInput.key(.enter))
        #expect(interactor.calls == [
            .cyclePriority(.init(direction: .next, form: .init())),
            .cyclePriority(.init(direction: .previous, form: .init())),
            .cyclePriority(.init(direction: .next, form: .init())),
            .save(.init(form: .init())),
        ])
    }

    @Test func questionMarkHelpsOnPriorityAndTypesInText() {
        focus(.priority)
        send(TestInput.char("?"))
        focus(.title)
        send(TestInput.key(.function(1)))
        #expect(router.routes == [.help, .help])
        send(TestInput.char("?"))
        #expect(interactor.calls == [.editField(.init(field: .title, form: .init(title: "?")))])
    }

    // MARK: - Paste

    @Test func pasteGoesIntoTheFocusedFieldNewlinesOnlyInNotes() {
        focus(.title)
        send(.paste("a\r\nb\u{1B}[31mc\td"))
        focus(.notes)
        send(.paste("a\r\nb\u{1B}c\td\u{7F}"))
        focus(.priority)
        send(.paste("high"))
        #expect(interactor.calls == [
            .editField(.init(field: .title, form: .init(title: "a b[31mc d"))),
            .editField(.init(field: .notes, form: .init(title: "a b[31mc d", notes: "a\nbc    d"))),
        ])
    }

    /// What is stored and what is pasted is kept whole: a field used to cut both at 1,000
    /// characters, so saving a long title lost its end without a word.
    @Test func longTitlesAndLargePastesAreKeptWhole() {
        let long = String(repeating: "x", count: 1507)
        focus(.title, newText: [.title: long])
        send(TestInput.char("y"))
        focus(.title, newText: [.title: ""])
        let pasted = String(repeating: "ab", count: 500_000)
        send(.paste(pasted))
        #expect(interactor.calls == [
            .editField(.init(field: .title, form: .init(title: long + "y"))),
            .editField(.init(field: .title, form: .init(title: pasted))),
        ])
    }

    // MARK: - Cancel

    @Test func escCancelsAndTheAnswerRoutes() {
        focus(.title)
        send(TestInput.key(.escape))
        #expect(interactor.calls == [.cancel(.init(form: .init()))])
        viewController.displayCancel(viewModel: .init(quitting: false))
        viewController.displayQuestion(viewModel: .init(question: .discardChanges(toTaskTitled: nil, quitting: true)))
        viewController.displayCancel(viewModel: .init(quitting: true))
        #expect(router.routes == [.back, .question(.discardChanges(toTaskTitled: nil, quitting: true)), .quit])
        viewController.questionAnswered(.yes)
        #expect(interactor.calls.last == .answerQuestion(.init(answer: .yes)))
    }

    @Test func savedRoutesBack() {
        viewController.displaySaved(viewModel: .init())
        #expect(router.routes == [.backAfterSave])
    }

    // MARK: - Drawing

    private func screen(width: Int = 100, height: Int = 30) -> [String] {
        var canvas = Canvas(size: Size(width: width, height: height))
        viewController.render(into: &canvas, area: canvas.bounds)
        return (0..<height).map { canvas.text(ofRow: $0).replacingOccurrences(of: "\\s+$", with: "",
                                                                              options: .regularExpression) }
    }

    @Test func drawsTheFormWithFocusErrorsAndHints() {
        viewController.displayForm(viewModel: viewModel(focus: .project, newText: [.title: "Buy milk", .project: "a b"],
                                                        errors: [.project: .invalidProject("a b", reason: .notOneWord)]))
        viewController.displayStatus(viewModel: .init(text: "Not saved: fix the marked field", isError: true))
        let lines = screen()
        #expect(lines[0] == " New task")
        #expect(lines[2] == "  Title     Buy milk")
        #expect(lines.contains("› Project   a b"))
        #expect(lines.contains("            ✗ invalid project 'a b': a project name has no spaces (use '.' for sub-projects)"))
        #expect(lines.contains("  Priority   none   low   medium   high"))
        #expect(lines[28] == "Not saved: fix the marked field")
        #expect(lines[29] == "Ctrl-S save  Esc cancel  Tab next  F1 help")
    }

    @Test func scrollsTheFocusedFieldIntoShortWindows() {
        focus(.tags, newText: [.title: "T", .tags: "x y"])
        let lines = screen(width: 60, height: 10)
        #expect(lines.contains("› Tags      x y"))
        #expect(!lines.contains { $0.contains("Title") })
    }


    /// A long line under a field wraps onto up to four lines and the fields below move down.
    @Test func aLongNoteWrapsUnderItsField() {
        var model = viewModel(focus: .title, newText: [.title: "Meeting tomorrow at 3pm"])
        model.rows[0].note = .init(text: "quick add: due Thu 2026-03-12 15:00 (tomorrow) ← 'tomorrow at 3pm' → 'Meeting'",
                                   style: .plain)
        viewController.displayForm(viewModel: model)
        let lines = screen(width: 40, height: 20)
        // 27 columns beside the labels at a width of 40.
        #expect(Array(lines[2...6]) == ["› Title     Meeting tomorrow at 3pm",
                                        "            quick add: due Thu",
                                        "            2026-03-12 15:00 (tomorrow)",
                                        "            ← 'tomorrow at 3pm' →",
                                        "            'Meeting'"])
        #expect(lines[7] == "  Notes")
        model.rows[0].note = .init(text: String(repeating: "word ", count: 40), style: .plain)
        viewController.displayForm(viewModel: model)
        let cut = screen(width: 40, height: 20)
        #expect(cut[7] == "  Notes", "four lines of note, no more: \(cut)")
    }

    /// The form claims the first Ctrl-C so it can ask before unsaved work is lost.
    @Test func ctrlCAsksTheInteractorToLeaveForGood() {
        let interactor = TaskEditorBusinessLogicSpy()
        let viewController = TaskEditorViewController(interactor: interactor, router: nil)
        #expect(viewController.handlesInterrupt)
        viewController.interruptRequested()
        #expect(interactor.calls.last == .cancel(.init(quitting: true, form: .init())))
    }
}
