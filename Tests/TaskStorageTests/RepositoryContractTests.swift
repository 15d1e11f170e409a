import Foundation
import Testing
import TaskDomain
import TaskTestSupport
import TaskStorage

/// The behaviour every `TaskRepository` adapter must have, run against each of them (and
/// against the tests' failure-injecting decorator, which must be invisible until used).
struct RepositoryContractTests {
    enum Adapter: String, CaseIterable, CustomTestStringConvertible {
        case inMemory, file, failingOverFile, vdir
        var testDescription: String { rawValue }
    }

    /// Whether `loaded` holds `expected`: in order, except for a vdir reopened, whose files
    /// have no order of their own (it orders by creation time, then file name).
    private func holds(_ loaded: [Task], _ expected: [Task], _ adapter: Adapter) -> Bool {
        adapter == .vdir ? loaded.sorted { $0.id < $1.id } == expected.sorted { $0.id < $1.id } : loaded == expected
    }

    /// A fresh repository of the given kind and a way to reopen it (a new process, for files).
    private func make(_ adapter: Adapter, in folder: TemporaryFolder) throws -> (any TaskRepository, () throws -> any TaskRepository) {
        switch adapter {
        case .inMemory:
            let repository = InMemoryTaskRepository()
            return (repository, { repository })
        case .file:
            let repository = FileTaskRepository(url: folder.taskFile)
            return (repository, { FileTaskRepository(url: folder.taskFile, mode: .readOnly) })
        case .vdir:
            let repository = VdirTaskRepository(url: folder.url)
            return (repository, { VdirTaskRepository(url: folder.url, mode: .readOnly) })
        case .failingOverFile:
            let repository = FailingTaskRepository(wrapping: FileTaskRepository(url: folder.taskFile))
            return (repository, { FileTaskRepository(url: folder.taskFile, mode: .readOnly) })
        }
    }

    /// The running tasks, as `start` asks for them (an index in the stores), are those of
    /// `loadAll()` that run, in storage order, through starts, stops, deletes and a reopen.
    @Test(arguments: Adapter.allCases)
    func activeTasksAreTheRunningOnes(adapter: Adapter) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (repository, reopen) = try make(adapter, in: folder)
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let a = try Fixtures.task("A"), b = try Fixtures.task("B"), c = try Fixtures.task("C")
        try repository.save([a, b, c])
        func running(_ repository: any TaskRepository) throws -> [TaskID] {
            let active = try repository.activeTasks().map(\.id)
            #expect(Set(active) == Set(try repository.loadAll().filter(\.isActive).map(\.id)))
            return active
        }
        #expect(try running(repository).isEmpty)
        try service.start(ids: [c.id], severalAtOnce: true)
        try service.start(ids: [a.id], severalAtOnce: true)
        #expect(try running(repository) == [a.id, c.id], "storage order")
        try service.start(ids: [b.id], severalAtOnce: false)
        #expect(try running(repository) == [b.id])
        #expect(try running(try reopen()) == [b.id])
        try service.delete(ids: [b.id])
        #expect(try running(repository).isEmpty)
    }

    @Test(arguments: Adapter.allCases)
    func startsEmpty(adapter: Adapter) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        #expect(try make(adapter, in: folder).0.loadAll().isEmpty)
    }

    @Test(arguments: Adapter.allCases)
    func upsertKeepsOrderAndReplacesByID(adapter: Adapter) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (repository, reopen) = try make(adapter, in: folder)
        let a = try Fixtures.task("A"), b = try Fixtures.task("B"), c = try Fixtures.task("C")
        try repository.save([a, b])
        try repository.save([c])
        let renamed = try Task(id: b.id, title: "B2", created: b.created)
        try repository.save([renamed])
        #expect(try repository.loadAll() == [a, renamed, c])
        #expect(holds(try reopen().loadAll(), [a, renamed, c], adapter))
    }

    @Test(arguments: Adapter.allCases)
    func deleteRemovesAndIgnoresUnknown(adapter: Adapter) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (repository, reopen) = try make(adapter, in: folder)
        let a = try Fixtures.task("A"), b = try Fixtures.task("B")
        try repository.save([a, b])
        try repository.delete(ids: [a.id, TaskID()])
        #expect(holds(try reopen().loadAll(), [b], adapter))
    }

    @Test(arguments: Adapter.allCases)
    func applyUpsertsAndDeletesTogether(adapter: Adapter) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (repository, reopen) = try make(adapter, in: folder)
        let a = try Fixtures.task("A"), b = try Fixtures.task("B")
        try repository.save([a])
        try repository.apply(upserting: [b], deleting: [a.id])
        #expect(holds(try reopen().loadAll(), [b], adapter))
    }

    /// A change made from a version storage no longer holds meets the conflict rule: the
    /// later `modified` wins, and a deletion never beats an edit.
    @Test(arguments: Adapter.allCases)
    func aStaleChangeMeetsTheConflictRule(adapter: Adapter) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (repository, reopen) = try make(adapter, in: folder)
        let original = try Task(title: "Original", created: Fixtures.Stored.clock.now)
        try repository.save([original])
        let theirs = try Task(id: original.id, title: "Theirs", created: original.created,
                              modified: original.created.addingTimeInterval(60))
        try repository.save([theirs])
        // Ours was made from `original`, earlier than theirs: theirs stays.
        let older = try Task(id: original.id, title: "Older", created: original.created,
                             modified: original.created.addingTimeInterval(30))
        var report = try repository.commit(TaskChange(action: .edited, entries: [.init(id: original.id, before: original, after: older)]))
        #expect(report.conflicts == [TaskConflict(id: original.id, winner: .theirs, kept: theirs, setAside: older,
                                                  replaced: theirs, clashes: ["title"])])
        #expect(holds(try reopen().loadAll(), [theirs], adapter))
        // A deletion made from `original` does not remove their edit.
        report = try repository.commit(TaskChange(action: .deleted, entries: [.init(id: original.id, before: original, after: nil)]))
        #expect(report.conflicts.map(\.winner) == [.theirs])
        #expect(holds(try reopen().loadAll(), [theirs], adapter))
        // A later edit made from `original` wins.
        let newer = try Task(id: original.id, title: "Newer", created: original.created,
                             modified: original.created.addingTimeInterval(90))
        report = try repository.commit(TaskChange(action: .edited, entries: [.init(id: original.id, before: original, after: newer)]))
        #expect(report.conflicts == [TaskConflict(id: original.id, winner: .ours, kept: newer, setAside: theirs,
                                                  replaced: theirs, clashes: ["title"])])
        #expect(holds(try reopen().loadAll(), [newer], adapter))
    }

    @Test(arguments: Adapter.allCases)
    func everyFieldRoundTrips(adapter: Adapter) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (repository, reopen) = try make(adapter, in: folder)
        let day = try #require(CalendarDay(year: 2026, month: 12, day: 24))
        let full = try Task(title: "Full ü 日本", notes: "n\u{0}\u{7F}", status: .completed, created: Fixtures.clock.now,
                            modified: Fixtures.clock.now.addingTimeInterval(60),
                            completed: Fixtures.clock.now.addingTimeInterval(120),
                            due: Due(day: day, hour: 17, minute: 30), priority: .high, project: "a.b", tags: ["x", "y"])
        let bare = try Task(title: "Bare", created: Fixtures.clock.now)
        try repository.save([full, bare])
        #expect(holds(try reopen().loadAll(), [full, bare], adapter))
    }

    // MARK: - The failure-injecting decorator

    @Test(arguments: [Adapter.inMemory, .file])
    func anInjectedFailureFailsOnlyTheNextWriteAndChangesNothing(adapter: Adapter) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (wrapped, reopen) = try make(adapter, in: folder)
        let repository = FailingTaskRepository(wrapping: wrapped)
        let a = try Fixtures.task("A"), b = try Fixtures.task("B")
        try repository.save([a])
        repository.failNextWrite = Fixtures.TestError("disk full")
        #expect(throws: Fixtures.TestError("disk full")) { try repository.apply(upserting: [b], deleting: [a.id]) }
        #expect(holds(try reopen().loadAll(), [a], adapter))
        try repository.save([b])
        #expect(holds(try reopen().loadAll(), [a, b], adapter))
        #expect(repository.writeCount == 2 && repository.failedWriteCount == 1)
    }
}
