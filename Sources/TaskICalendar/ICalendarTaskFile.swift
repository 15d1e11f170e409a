import Foundation
import TaskDomain

/// One file of a vdir: a calendar whose (first) VTODO is a task, kept whole so an edit
/// rewrites only what changed and everything else stays byte for byte.
public struct ICalendarTaskFile: Equatable, Sendable {
    public private(set) var document: ICalendarDocument
    /// The UID as written in the file (never changed).
    public let uid: String
    /// The task as the file says it.
    public private(set) var task: Task
    /// Which VTODO of the calendar is the task.
    private let todoIndex: Int

    /// Parses a file: nil when it holds no VTODO (an event, a journal entry: not a task).
    public static func parse(_ bytes: [UInt8], mapping: VTodoMapping, inheritedProject: String?,
                             fallbackDate: Date) throws(ICalendarError) -> ICalendarTaskFile? {
        let document = try ICalendarDocument.parse(bytes)
        guard let calendar = document.calendar else { return nil }
        let todos = calendar.components(named: "VTODO")
        guard let index = todos.firstIndex(where: { $0.property(named: "RECURRENCE-ID") == nil }) else { return nil }
        let read = try mapping.read(todos[index], inheritedProject: inheritedProject, fallbackDate: fallbackDate)
        return ICalendarTaskFile(document: document, uid: read.uid, task: read.task, todoIndex: index)
    }

    /// A new file for a new task, its UID `uid`.
    public init(newTask task: Task, uid: String, mapping: VTodoMapping, inheritedProject: String?) {
        let todo = mapping.component(for: task, uid: uid, inheritedProject: inheritedProject)
        document = ICalendarDocument(items: [.component(ICalendarCodec.calendar([todo]))])
        self.uid = uid
        self.task = task
        todoIndex = 0
    }

    private init(document: ICalendarDocument, uid: String, task: Task, todoIndex: Int) {
        self.document = document
        self.uid = uid
        self.task = task
        self.todoIndex = todoIndex
    }

    /// Changes the task to `new`, rewriting only the properties of changed fields.
    public mutating func update(to new: Task, mapping: VTodoMapping, inheritedProject: String?) {
        guard var calendar = document.calendar else { return }
        var todo = calendar.components(named: "VTODO")[todoIndex]
        mapping.update(&todo, from: task, to: new, inheritedProject: inheritedProject)
        calendar.replaceComponent(named: "VTODO", at: todoIndex, with: todo)
        document.setCalendar(calendar)
        task = new
    }

    /// The file's bytes.
    public var bytes: [UInt8] { document.bytes }
}
