import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskScenes

/// The list's sort choice with declared custom fields (issue 23): `s` steps on from urgency
/// to each declared field, then back to due; `:sort NAME` takes a field's name and an unknown
/// one lists the fields among the choices; `/` reads a declared field's filter word.
struct TaskListFieldSortTests {
    let presenter = TaskListPresentationLogicSpy()
    let estimate = FieldDeclaration(name: "estimate", kind: .number)
    let size = FieldDeclaration(name: "size", kind: .string, values: ["S", "M", "L"])

    @Test func sStepsThroughTheBuiltInSortsThenTheFields() throws {
        let interactor = TaskListInteractor(presenter: presenter, worker: try TaskWorkingSpy(), fields: [estimate, size])
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        var seen: [TaskSort] = []
        for _ in 0..<7 {
            interactor.browse.changeSort(request: .init())
            seen.append(interactor.query.sort)
        }
        #expect(seen == [.priority, .created, .title, .urgency, .field(estimate), .field(size), .due])
    }

    @Test func sortTakesAFieldsNameAndAnUnknownOneListsThem() {
        let words = TaskListPresenter.commandWords(formats: [], views: [], fields: [estimate, size])
        #expect(TaskListCommandParser.parse("sort Estimate", words: words) == .success(.sort(.field(estimate))))
        #expect(TaskListCommandParser.parse("sort effort", words: words) == .failure(.unknownArgument(
            command: "sort", word: "effort", column: 6,
            expected: ["created", "due", "estimate", "priority", "size", "title", "urgency"])))
    }

    @Test func theSearchReadsDeclaredFields() throws {
        let worker = try TaskWorkingSpy(tasks: [
            try Task(title: "Big", created: Fixtures.Samples.clock.now, fields: CustomFields(["estimate": "5"])),
            try Task(title: "Small", created: Fixtures.Samples.clock.now, fields: CustomFields(["estimate": "1"]))])
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, fields: [estimate])
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        interactor.search.search(request: .init(text: "estimate:>2"))
        #expect(interactor.visibleOrder.count == 1)
    }
}
