import Foundation
import TaskDomain

/// One task as an input described it, and how much of it the input could say.
///
/// Formats differ in what they hold: todo.txt has no notes and dates only to the day;
/// Taskwarrior holds a due time but not one at local midnight. So that importing what
/// taskdeck exported changes nothing, a record says which fields it lacks (the stored
/// task's value is kept) and which it had only to the day (the stored value is kept when
/// it falls on that day). For a new task the stand-ins in `task` are used.
public struct ImportedTask: Hashable, Sendable {
    public var task: Task
    /// Fields the record did not carry.
    public var missing: ImportedFields
    /// Fields the record carried only to the day.
    public var toTheDay: ImportedFields
    /// Where the record is, for messages: `line 3`, `task 2`.
    public var origin: String
    /// The format whose kept fields the record carries (`todotxt`): importing it replaces
    /// what that format kept before and leaves other formats' alone. Nil: the record carries
    /// every kept field (taskdeck's JSON, iCalendar), so they replace the stored ones whole.
    public var keptFormat: String?
    /// For a record without an ID of its own: the text its ID is derived from (see
    /// `StableID`), with how many records before it in the whole import had the same text.
    var derivedID: (seed: String, occurrence: Int)?

    public init(task: Task, missing: ImportedFields = [], toTheDay: ImportedFields = [], origin: String,
                keptFormat: String? = nil) {
        self.task = task
        self.missing = missing
        self.toTheDay = toTheDay
        self.origin = origin
        self.keptFormat = keptFormat
    }

    public static func == (lhs: ImportedTask, rhs: ImportedTask) -> Bool {
        lhs.task == rhs.task && lhs.missing == rhs.missing && lhs.toTheDay == rhs.toTheDay && lhs.origin == rhs.origin
            && lhs.keptFormat == rhs.keptFormat
            && lhs.derivedID?.seed == rhs.derivedID?.seed && lhs.derivedID?.occurrence == rhs.derivedID?.occurrence
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(task)
        hasher.combine(origin)
    }
}

extension ImportedTask {
    /// The record with the ID derived from `seed` and `occurrence`.
    func withDerivedID(seed: String, occurrence: Int) throws -> ImportedTask {
        var record = self
        record.task = task.withID(StableID.id(for: "title:\(occurrence):" + seed))
        record.derivedID = (seed, occurrence)
        return record
    }
}
