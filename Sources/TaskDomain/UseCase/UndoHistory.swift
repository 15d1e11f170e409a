/// The undo / redo stacks of the changes made in one session.
///
/// Undo writes a change's inverse through the service; redo writes the change again.
/// A failed write leaves both stacks as they were, so the person can retry. Because a
/// change carries the versions it expects to find, undoing a change to a task that another
/// writer changed since is resolved by the repository's conflict rule, not written blindly.
public final class UndoHistory {
    private let service: TaskService
    private let limit: Int
    private var undoStack: [TaskChange] = []
    private var redoStack: [TaskChange] = []

    /// A history keeping at most `limit` undoable changes (the oldest are forgotten).
    public init(service: TaskService, limit: Int = 100) {
        self.service = service
        self.limit = max(1, limit)
    }

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// The change `undo()` would revert.
    public var nextUndo: TaskChange? { undoStack.last }
    /// The change `redo()` would make again.
    public var nextRedo: TaskChange? { redoStack.last }

    /// Remembers a change that was just made; a new change clears the redo stack.
    public func record(_ change: TaskChange) {
        guard !change.isEmpty else { return }
        undoStack.append(change)
        if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
        redoStack.removeAll()
    }

    /// Reverts the last change; returns it (so the caller can say "Undid: ..."), or `nil`
    /// when there is nothing to undo.
    @discardableResult
    public func undo() throws -> TaskChange? {
        guard let change = undoStack.last else { return nil }
        try service.commit(change.inverse)
        undoStack.removeLast()
        redoStack.append(change)
        return change
    }

    /// Makes the last undone change again; returns it, or `nil` when there is nothing to redo.
    @discardableResult
    public func redo() throws -> TaskChange? {
        guard let change = redoStack.last else { return nil }
        try service.commit(change)
        redoStack.removeLast()
        undoStack.append(change)
        return change
    }
}
