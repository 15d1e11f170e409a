/// Fields of a task a format may lack or hold only roughly.
public struct ImportedFields: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let notes = ImportedFields(rawValue: 1 << 0)
    public static let created = ImportedFields(rawValue: 1 << 1)
    public static let modified = ImportedFields(rawValue: 1 << 2)
    public static let completed = ImportedFields(rawValue: 1 << 3)
    /// The due date's time of day.
    public static let due = ImportedFields(rawValue: 1 << 4)
    /// The parent task (todo.txt and Taskwarrior have no such field).
    public static let parent = ImportedFields(rawValue: 1 << 5)
    /// The repeat rule (a format without one keeps the stored task's rule).
    public static let recurrence = ImportedFields(rawValue: 1 << 6)
    /// The wait (hidden-until) date.
    public static let wait = ImportedFields(rawValue: 1 << 7)
    /// The scheduled date.
    public static let scheduled = ImportedFields(rawValue: 1 << 8)
    /// The until date.
    public static let until = ImportedFields(rawValue: 1 << 9)
    /// Every stretch of work (a format without any keeps the stored ones).
    public static let intervals = ImportedFields(rawValue: 1 << 10)
    /// The stretches of work that ended: the format says only whether the task runs and since
    /// when (Taskwarrior's `start`); the stored stretches stay, the running state is the format's.
    public static let intervalHistory = ImportedFields(rawValue: 1 << 11)
    /// The tasks it waits for (a format without them keeps the stored ones).
    public static let depends = ImportedFields(rawValue: 1 << 20)
    /// The annotations (a format without them keeps the stored ones).
    public static let annotations = ImportedFields(rawValue: 1 << 12)
    /// The notes are not a field of the format but one of its annotations (Taskwarrior):
    /// the stored notes stay, and the annotation holding them is not added again.
    public static let notesAsAnnotation = ImportedFields(rawValue: 1 << 13)
    /// The custom fields (a format without them keeps the stored ones).
    public static let fields = ImportedFields(rawValue: 1 << 14)
}
