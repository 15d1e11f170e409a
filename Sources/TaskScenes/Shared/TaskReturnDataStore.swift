import TaskDomain

/// What a scene that others return to can be told by their routers: which task to select
/// and which change to announce ("Added 'X' — u to undo") when it shows again. The Task
/// Detail and the Task Editor both hand their results back to the list this way.
protocol TaskReturnDataStore: AnyObject {
    /// Selects `id` the next time the scene shows, if the task is among those it shows.
    func selectTask(id: TaskID)
    /// Says what another scene changed, once, the next time the scene shows.
    func announce(_ change: TaskChange)
}
