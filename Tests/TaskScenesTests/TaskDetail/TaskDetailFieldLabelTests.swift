import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskScenes

/// The detail lists a task's custom fields, a declared one under its config label, an
/// undeclared (kept) one under its name (issue 23).
struct TaskDetailFieldLabelTests {
    @Test func aDeclaredFieldIsListedUnderItsLabel() throws {
        let display = TaskDetailDisplayLogicSpy()
        let presenter = TaskDetailPresenter(clock: Fixtures.clock,
                                            fields: [FieldDeclaration(name: "estimate", kind: .number, label: "Est (h)")])
        presenter.viewController = display
        let task = try Task(title: "Write report", created: Fixtures.clock.now,
                            fields: CustomFields(["estimate": "3", "client": "ACME"]))
        presenter.presentTask(response: .init(task: task, index: 0, count: 1, width: 60))
        let lines = try #require(display.displayTaskViewModels.last).lines.map(\.text)
        #expect(lines.contains { $0.hasPrefix("Est (h)") && $0.hasSuffix(" 3") })
        #expect(lines.contains { $0.hasPrefix("client") && $0.hasSuffix(" ACME") })
        #expect(!lines.contains { $0.hasPrefix("estimate") })
    }
}
