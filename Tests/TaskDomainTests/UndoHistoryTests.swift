import Testing
import TaskDomain
import TaskTestSupport

struct UndoHistoryTests {
    @Test func undoAndRedoThroughTheRepository() throws {
        let repository = SpyRepository()
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let history = UndoHistory(service: TaskService(repository: repository, clock: Fixtures.clock))
        #expect(!history.canUndo && !history.canRedo)
        #expect(try history.undo() == nil)

        history.record(try service.add(TaskDraft(title: "Buy milk")))
        let added = try #require(repository.tasks.first)
        let completion = try service.setCompleted(true, ids: [added.id])
        history.record(completion)
        #expect(history.nextUndo == completion)

        let undone = try history.undo()
        #expect(undone == completion)
        #expect(repository.tasks == [added])
        #expect(history.nextRedo == completion)

        try history.undo()
        #expect(repository.tasks.isEmpty && !history.canUndo)

        try history.redo()
        try history.redo()
        #expect(repository.tasks.first?.isCompleted == true && !history.canRedo)
    }

    @Test func undoOfBulkDeleteRestoresAllInOneWrite() throws {
        let tasks = try (1...4).map { try Fixtures.task("T\($0)") }
        let repository = SpyRepository(tasks)
        let history = UndoHistory(service: TaskService(repository: repository, clock: Fixtures.clock))
        history.record(try TaskService(repository: repository, clock: Fixtures.clock).delete(ids: tasks.map(\.id)))
        let writesBefore = repository.writes.count
        try history.undo()
        #expect(Set(repository.tasks) == Set(tasks) && repository.writes.count == writesBefore + 1)
    }

    @Test func newChangeClearsRedoAndEmptyChangesAreIgnored() throws {
        let repository = SpyRepository()
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let history = UndoHistory(service: TaskService(repository: repository, clock: Fixtures.clock))
        history.record(try service.add(TaskDraft(title: "A")))
        try history.undo()
        #expect(history.canRedo)
        let addingB = try service.add(TaskDraft(title: "B"))
        history.record(addingB)
        #expect(!history.canRedo)
        history.record(TaskChange(action: .edited, entries: []))
        #expect(history.nextUndo == addingB)
    }

    @Test func failedUndoKeepsTheStacks() throws {
        let spy = SpyRepository()
        let repository = FailingTaskRepository(wrapping: spy)
        let history = UndoHistory(service: TaskService(repository: repository, clock: Fixtures.clock))
        history.record(try TaskService(repository: repository, clock: Fixtures.clock).add(TaskDraft(title: "A")))
        repository.failNextWrite = Fixtures.TestError()
        #expect(throws: Fixtures.TestError.self) { try history.undo() }
        #expect(history.canUndo && !history.canRedo && spy.tasks.count == 1)
    }

    @Test func limitForgetsTheOldest() throws {
        let repository = SpyRepository()
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let history = UndoHistory(service: TaskService(repository: repository, clock: Fixtures.clock), limit: 2)
        for title in ["A", "B", "C"] { history.record(try service.add(TaskDraft(title: title))) }
        try history.undo()
        try history.undo()
        #expect(!history.canUndo && repository.tasks.map(\.title) == ["A"])
    }
}
