import TaskDomain

/// A VTODO read as a task, with the UID string exactly as the file has it.
public struct ICalendarTodo: Equatable, Sendable {
    public var uid: String
    public var task: Task

    public init(uid: String, task: Task) {
        self.uid = uid
        self.task = task
    }
}
