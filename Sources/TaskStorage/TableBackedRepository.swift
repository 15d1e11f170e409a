import TaskDomain

/// A repository that answers reads from one in-memory `TaskTable` of what it last read (the
/// JSON file's and the vdir's): the reads are the table's, written once here for both.
protocol TableBackedRepository: TaskRepository {
    /// The table as last read, reading storage first when nothing was read yet.
    func loadedTable() throws -> TaskTable
}

extension TableBackedRepository {
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
