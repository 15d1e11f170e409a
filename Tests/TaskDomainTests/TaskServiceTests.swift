import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

struct TaskServiceTests {
    let repository = SpyRepository()
    var service: TaskService { TaskService(repository: repository, clock: Fixtures.clock) }

    @Test func addValidatesAndStamps() throws {
        let change = try service.add(TaskDraft(title: " Buy milk ", due: Due(day: Fixtures.day(2026, 3, 12)),
                                               priority: .high, project: "home", tags: ["#Shop"]))
        let task = try #require(repository.tasks.first)
        #expect(task.title == "Buy milk" && task.tags == ["shop"] && task.project == "home")
        #expect(task.created == Fixtures.clock.now && task.modified == Fixtures.clock.now && task.status == .pending)
        #expect(change.action == .added && change.entries == [.init(id: task.id, before: nil, after: task)])
    }

    @Test func addRejectsInvalidInputWithoutWriting() throws {
        #expect(throws: TaskDomainError.emptyTitle) { try service.add(TaskDraft(title: "  ")) }
        #expect(throws: TaskDomainError.self) { try service.add(TaskDraft(title: "x", tags: ["a b"])) }
        #expect(repository.writes.isEmpty)
    }

    @Test func editChangesOnlyGivenFields() throws {
        let original = try Fixtures.task("Old", created: Date(timeIntervalSince1970: 0), project: "work", tags: ["a", "b"])
        let repository = SpyRepository([original])
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let change = try service.edit([original.id], TaskEdit(title: .set("New"), project: .set(nil),
                                                              addTags: ["c"], removeTags: ["a"]))
        let edited = try #require(repository.tasks.first)
        #expect(edited.title == "New" && edited.project == nil && edited.tags == ["b", "c"])
        #expect(edited.modified == Fixtures.clock.now && edited.created == original.created)
        #expect(change.before[original.id] == original && change.after[original.id] == edited)
    }

    @Test func noOpEditWritesNothing() throws {
        let task = try Fixtures.task("Same", tags: ["a"])
        let repository = SpyRepository([task])
        let change = try TaskService(repository: repository, clock: Fixtures.clock)
            .edit([task.id], TaskEdit(title: .set("Same"), addTags: ["a"]))
        #expect(change.isEmpty && repository.writes.isEmpty)
    }

    @Test func bulkCompletionIsOneWrite() throws {
        let tasks = try (1...3).map { try Fixtures.task("T\($0)") }
        let repository = SpyRepository(tasks)
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let change = try service.setCompleted(true, ids: tasks.map(\.id))
        #expect(repository.writes.count == 1 && change.entries.count == 3)
        #expect(repository.tasks.allSatisfy { $0.isCompleted && $0.completed == Fixtures.clock.now })
        #expect(change.action == .completed)
        let again = try service.setCompleted(true, ids: [tasks[0].id])
        #expect(again.isEmpty && repository.writes.count == 1)
        let reopened = try service.setCompleted(false, ids: [tasks[0].id])
        let first = try #require(repository.tasks.first)
        #expect(reopened.action == .reopened && reopened.ids == [tasks[0].id] && first.completed == nil)
    }

    @Test func toggleNamesTheDirection() throws {
        let pending = try Fixtures.task("P")
        let done = try Fixtures.task("D", status: .completed)
        let repository = SpyRepository([pending, done])
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        #expect(try service.toggleCompletion(ids: [pending.id]).action == .completed)
        let mixed = try service.toggleCompletion(ids: [pending.id, done.id])
        #expect(mixed.action == .reopened)  // both were completed by then
        #expect(repository.tasks.allSatisfy { !$0.isCompleted })
    }

    @Test func toggleOfMixedSelectionIsToggled() throws {
        let pending = try Fixtures.task("P")
        let done = try Fixtures.task("D", status: .completed)
        let repository = SpyRepository([pending, done])
        let change = try TaskService(repository: repository, clock: Fixtures.clock)
            .toggleCompletion(ids: [pending.id, done.id])
        #expect(change.action == .toggled && change.ids.count == 2)
        #expect(repository.tasks.map(\.isCompleted) == [true, false])
    }

    @Test func deleteAndUnknownIDs() throws {
        let task = try Fixtures.task("Gone")
        let repository = try SpyRepository([task, Fixtures.task("Stays")])
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let missing = TaskID()
        #expect(throws: TaskDomainError.taskNotFound(missing)) { try service.delete(ids: [task.id, missing]) }
        #expect(repository.tasks.count == 2)
        let change = try service.delete(ids: [task.id, task.id])
        #expect(repository.tasks.map(\.title) == ["Stays"] && change.action == .deleted && change.ids == [task.id])
        #expect(change.after[task.id] == .some(nil))
    }

    @Test func resolvesUniquePrefixes() throws {
        let a = try Task(id: #require(TaskID("abcd1111-0000-0000-0000-000000000000")), title: "A",
                         created: Fixtures.clock.now)
        let b = try Task(id: #require(TaskID("ABCD2222-0000-0000-0000-000000000000")), title: "B",
                         created: Fixtures.clock.now)
        let service = TaskService(repository: SpyRepository([a, b]), clock: Fixtures.clock)
        #expect(try service.resolveID("ABCD1") == a.id)
        #expect(try service.resolveID(b.id.description) == b.id)
        #expect(throws: TaskDomainError.idPrefixTooShort("abc")) { try service.resolveID("abc") }
        #expect(throws: TaskDomainError.unknownID("ffff")) { try service.resolveID("ffff") }
        do {
            _ = try service.resolveID("abcd")
            Issue.record("expected an ambiguity error")
        } catch let error as TaskDomainError {
            guard case .ambiguousID("abcd", let candidates) = error else {
                Issue.record("expected an ambiguity error, got \(error)")
                return
            }
            #expect(Set(candidates.map { "\($0.id) \($0.title)" }) == ["abcd1111 A", "abcd2222 B"])
            #expect(!error.isInputError)
        }
    }

    /// Many IDs at once (`done` with 1,000 of them) over one read: each resolves as alone,
    /// in the order typed, and candidates of an ambiguous prefix come in store order,
    /// whatever order their IDs sort in.
    @Test func manyIDsResolveAsEachAloneAndCandidatesKeepTheStoreOrder() throws {
        var tasks = try (0..<500).map { _ in try Task(title: "T", created: Fixtures.clock.now) }
        let late = try Task(id: #require(TaskID("abcd0000-0000-0000-0000-000000000001")), title: "first", created: Fixtures.clock.now)
        let early = try Task(id: #require(TaskID("abcd0000-0000-0000-0000-000000000000")), title: "second", created: Fixtures.clock.now)
        tasks.insert(late, at: 7)
        tasks.append(early)
        let service = TaskService(repository: SpyRepository(tasks), clock: Fixtures.clock)
        let typed = tasks.reversed().map { task in
            let text = task.id.description  // the two of one prefix typed whole, the others in part
            return (text.hasPrefix("abcd0000") ? text : String(text.prefix(13))).uppercased()
        }
        let resolved = try service.resolveIDs(typed)
        #expect(resolved == tasks.reversed().map(\.id))
        #expect(try resolved.indices.allSatisfy { try service.resolveID(typed[$0]) == resolved[$0] })
        #expect(throws: TaskDomainError.ambiguousID("abcd0000", candidates: [.init(id: "abcd0000", title: "first"),
                                                                            .init(id: "abcd0000", title: "second")])) {
            try service.resolveIDs([tasks[0].id.description, "abcd0000"])
        }
        #expect(throws: TaskDomainError.unknownID("abcd0001")) { try service.resolveIDs(["abcd0001"]) }
    }
}
