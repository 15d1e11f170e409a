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
}
