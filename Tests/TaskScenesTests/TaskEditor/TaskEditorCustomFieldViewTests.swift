import Foundation
import TaskDomain
import TaskTestSupport
import TerminalCore
import Testing
@testable import TaskScenes

/// The editor's view with declared custom fields (issue 23): a field's line takes typing and
/// sends every declared field's text with each request; it is drawn after Tags under its label.
struct TaskEditorCustomFieldViewTests {
    let interactor = TaskEditorBusinessLogicSpy()
    let viewController: TaskEditorViewController
    let declared = [FieldDeclaration(name: "estimate", kind: .number, label: "Est (h)"),
                    FieldDeclaration(name: "size", kind: .string, values: ["S", "M", "L"])]

    init() {
        viewController = TaskEditorViewController(interactor: interactor, router: TaskEditorRouterSpy())
    }

    func show(focus: TaskEditor.Field, newText: [TaskEditor.Field: String]) {
        let display = TaskEditorDisplayLogicSpy()
        let presenter = TaskEditorPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentForm(response: .init(isEditing: true, newText: newText, priority: .none, focus: focus,
                                              due: .none, quickAdd: nil, completions: [], errors: [:], isDirty: false,
                                              customFields: declared))
        if let form = display.lastForm { viewController.displayForm(viewModel: form) }
    }

    @Test func typingInAFieldLineSendsEveryDeclaredFieldsText() {
        show(focus: .custom("size"), newText: [.title: "Write report", .custom("estimate"): "3", .custom("size"): ""])
        viewController.handle(TestInput.char("M"))
        var form = TaskEditor.FormText(title: "Write report")
        form.custom = ["estimate": "3", "size": "M"]
        #expect(interactor.calls == [.editField(.init(field: .custom("size"), form: form))])
    }

    @Test func theLinesAreDrawnAfterTagsUnderTheirLabels() {
        show(focus: .custom("estimate"), newText: [.custom("estimate"): "3", .custom("size"): "L"])
        var canvas = Canvas(size: Size(width: 60, height: 40))
        viewController.render(into: &canvas, area: canvas.bounds)
        let lines = (0..<40).map { canvas.text(ofRow: $0) }
        let tags = lines.firstIndex { $0.contains("Tags") } ?? -1
        let estimate = lines.firstIndex { $0.contains("Est (h)") && $0.contains("3") } ?? -1
        let size = lines.firstIndex { $0.contains("size") && $0.contains("L") } ?? -1
        #expect(tags >= 0 && estimate > tags && size > estimate)
        #expect(lines[estimate].hasPrefix("›"))
    }
}
