import TaskDomain
import TaskWording
import TaskTestSupport
import Testing
@testable import TaskScenes

/// The editor's declared custom fields (issue 23): a line each after Tags, filled from the
/// task, read by the field's type and allowed values on save (an error at the field), only a
/// changed one sent, undeclared fields never touched; the title's `estimate:3` read too.
struct TaskEditorCustomFieldTests {
    let presenter = TaskEditorPresentationLogicSpy()
    let declared = [FieldDeclaration(name: "estimate", kind: .number, label: "Est (h)"),
                    FieldDeclaration(name: "size", kind: .string, values: ["S", "M", "L"])]

    func makeEditor(tasks: [Task] = [], editing task: Task? = nil) -> (EditorFormDriver, TaskWorkingSpy) {
        let worker = TaskWorkingSpy.editing(tasks)
        let interactor = TaskEditorInteractor(presenter: presenter, worker: worker, customFields: declared)
        interactor.task = task
        let editor = EditorFormDriver(interactor: interactor, presenter: presenter)
        editor.load()
        return (editor, worker)
    }

    func report(_ fields: [String: String]) throws -> Task {
        try Task(title: "Write report", created: Fixtures.Samples.clock.now, fields: CustomFields(fields))
    }

    @Test func editingFillsEachDeclaredFieldAndTabReachesThem() throws {
        let task = try report(["estimate": "3", "client": "ACME"])
        let (editor, _) = makeEditor(tasks: [task], editing: task)
        #expect(presenter.lastForm?.newText[.custom("estimate")] == "3")
        #expect(presenter.lastForm?.newText[.custom("size")] == "")
        #expect(presenter.lastForm?.newText[.custom("client")] == nil)  // undeclared: no line
        #expect(presenter.lastForm?.customFields == declared)
        for _ in 0..<10 { editor.moveFocus(.next, completes: false) }
        #expect(presenter.lastForm?.focus == .custom("estimate"))
        editor.moveFocus(.next, completes: false)
        editor.moveFocus(.next, completes: false)
        #expect(presenter.lastForm?.focus == .title)
    }

    @Test func aChangedFieldIsSentAloneAndUndeclaredOnesStay() throws {
        let task = try report(["estimate": "3", "size": "M", "client": "ACME"])
        let (editor, worker) = makeEditor(tasks: [task], editing: task)
        editor.type(.custom("estimate"), "4.5")
        editor.save()
        #expect(worker.editCalls.count == 1)
        #expect(worker.editCalls.first?.edit.fields == ["estimate": "4.5"])
        // Emptied: cleared.
        let (again, clearing) = makeEditor(tasks: [task], editing: task)
        again.type(.custom("size"), "")
        again.save()
        #expect(clearing.editCalls.first?.edit.fields == ["size": String?.none])
    }

    @Test func aValueThatDoesNotReadIsRefusedAtItsField() throws {
        let task = try report([:])
        let (editor, worker) = makeEditor(tasks: [task], editing: task)
        editor.type(.custom("size"), "XL")
        editor.type(.custom("estimate"), "lots")
        editor.save()
        #expect(worker.editCalls.isEmpty)
        #expect(presenter.lastForm?.errors == [
            .custom("estimate"): .invalidFieldValue(field: "estimate", value: "lots", kind: "number", allowed: []),
            .custom("size"): .invalidFieldValue(field: "size", value: "XL", kind: "string", allowed: ["S", "M", "L"])])
        #expect(presenter.lastForm?.focus == .custom("estimate"))
        #expect(presenter.presentSaveFailureResponses.last == .init(kind: .invalidFields([.custom("estimate"), .custom("size")])))
    }

    @Test func addingTakesTheTypedFieldsOverTheTitlesWords() throws {
        let (editor, worker) = makeEditor()
        editor.type(.title, "Paint fence estimate:4 size:L")
        #expect(presenter.lastForm?.quickAdd?.fields == ["estimate": "4", "size": "L"])
        editor.type(.custom("size"), "S")
        editor.save()
        #expect(worker.addDrafts.first?.title == "Paint fence")
        #expect(worker.addDrafts.first?.fields == CustomFields(["estimate": "4", "size": "S"]))
    }

    @Test func thePresenterLabelsTheRowsAndSaysWhatEachTakes() throws {
        let display = TaskEditorDisplayLogicSpy()
        let presenter = TaskEditorPresenter(clock: Fixtures.Samples.clock, theme: .dark)
        presenter.viewController = display
        presenter.presentForm(response: .init(isEditing: true, newText: [:], priority: .none, focus: .custom("size"),
                                              due: .none, quickAdd: nil, completions: [], errors: [
                                                .custom("estimate"): .invalidFieldValue(field: "estimate", value: "lots",
                                                                                         kind: "number", allowed: [])],
                                              isDirty: true, customFields: declared))
        #expect(display.lastForm?.rows.map(\.field).suffix(2) == [.custom("estimate"), .custom("size")])
        #expect(display.row(.custom("estimate"))?.label == "Est (h)")
        #expect(display.row(.custom("estimate"))?.error == "✗ 'lots' is not a number for the field estimate (such as 3 or 2.5)")
        #expect(display.row(.custom("size"))?.label == "size")
        #expect(display.row(.custom("size"))?.note?.text == "one of S, M, L; empty clears it")
        #expect(FieldWording.hint(FieldDeclaration(name: "spent", kind: .duration))
                == "a duration, such as 90min, 1h30m, 2d or PT2H")
    }
}
