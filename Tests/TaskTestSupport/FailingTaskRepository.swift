import TaskDomain

/// Wraps any `TaskRepository` to count its writes and to fail the next one on demand, so
/// the error paths of the layers above can be exercised against any adapter.
///
/// Reads, refreshes and commits are forwarded; whatever else the port offers comes from
/// its default implementations over them.
public final class FailingTaskRepository: TaskRepository {
    /// The repository that does the real work.
    public let wrapped: any TaskRepository
    /// How many writes reached the wrapped repository and succeeded (a bulk change is one).
    public private(set) var writeCount = 0
    /// How many writes were failed on purpose.
    public private(set) var failedWriteCount = 0
    /// When set, the next write throws this error without reaching the wrapped repository;
    /// it is cleared by that write.
    public var failNextWrite: (any Error)?

    public init(wrapping wrapped: any TaskRepository) {
        self.wrapped = wrapped
    }

    /// A failing repository over a `SpyRepository` holding `tasks`.
    public convenience init(tasks: [Task]) {
        self.init(wrapping: SpyRepository(tasks))
    }

    public func loadAll() throws -> [Task] {
        try wrapped.loadAll()
    }

    public func refresh() throws -> ExternalChanges {
        try wrapped.refresh()
    }

    public func commit(_ change: TaskChange) throws -> CommitReport {
        if let error = failNextWrite {
            failNextWrite = nil
            failedWriteCount += 1
            throw error
        }
        let report = try wrapped.commit(change)
        writeCount += 1
        return report
    }
}
