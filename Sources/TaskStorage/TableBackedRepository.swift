import TaskDomain

/// A repository that answers reads from one in-memory `TaskTable` of what it last read (the
/// JSON file's and the vdir's): the reads are the table's, written once here for both.
protocol TableBackedRepository: TaskRepository {
    /// The table as last read, reading storage first when nothing was read yet.
    func loadedTable() throws -> TaskTable
    /// Whether storage was read at all yet.
    var hasRead: Bool { get }
    /// What others changed since the last read (the state is brought up to date).
    func newsSinceLastRead() throws -> ExternalChanges
}

extension TableBackedRepository {
    /// The first refresh reads storage and is no news; each later one says what others changed.
    public func refresh() throws -> ExternalChanges {
        guard hasRead else {
            _ = try loadedTable()
            return .none
        }
        return try newsSinceLastRead()
    }

    public func loadAll() throws -> [Task] {
        try loadedTable().tasks
    }

    public func tasks(withIDs ids: Set<TaskID>) throws -> [TaskID: Task] {
        try loadedTable().tasks(withIDs: ids)
    }

    public func activeTasks() throws -> [Task] {
        try loadedTable().activeTasks
    }
}
