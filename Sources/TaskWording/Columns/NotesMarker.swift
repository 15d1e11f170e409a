import TaskDomain

/// The mark after the title of a task that has notes or annotations (`≡`), in the app's list
/// and the CLI's `list`, so both say the same thing about the same task.
public enum NotesMarker {
    public static let mark = "≡"

    /// Whether `task` has notes worth the mark (not only blank lines) or annotations.
    public static func shows(for task: Task) -> Bool {
        !task.annotations.isEmpty || !task.notes.allSatisfy(\.isWhitespace)
    }
}
