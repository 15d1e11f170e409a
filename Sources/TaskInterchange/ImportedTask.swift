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
    /// For a record without an ID of its own: the text its ID is derived from (see
    /// `StableID`), with how many records before it in the whole import had the same text.
    var derivedID: (seed: String, occurrence: Int)?

    public init(task: Task, missing: ImportedFields = [], toTheDay: ImportedFields = [], origin: String) {
        self.task = task
        self.missing = missing
        self.toTheDay = toTheDay
        self.origin = origin
    }

    public static func == (lhs: ImportedTask, rhs: ImportedTask) -> Bool {
        lhs.task == rhs.task && lhs.missing == rhs.missing && lhs.toTheDay == rhs.toTheDay && lhs.origin == rhs.origin
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
        let old = task
        var record = self
        record.task = try Task(id: StableID.id(for: "title:\(occurrence):" + seed), title: old.title, notes: old.notes,
                               status: old.status, created: old.created, modified: old.modified, completed: old.completed,
                               due: old.due, priority: old.priority, project: old.project, tags: old.tags)
        record.derivedID = (seed, occurrence)
        return record
    }
}

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
}

/// Everything one input held: the tasks, and how many records were left out and why.
public struct ImportDocument: Hashable, Sendable {
    public var tasks: [ImportedTask]
    public var skipped: [SkipReason: Int]

    public init(tasks: [ImportedTask] = [], skipped: [SkipReason: Int] = [:]) {
        self.tasks = tasks
        self.skipped = skipped
    }

    /// This document followed by `other` (todo.txt and then done.txt). Derived IDs are
    /// counted over both, so "Call mom" in todo.txt and in done.txt are two tasks.
    public func appending(_ other: ImportDocument) throws -> ImportDocument {
        var seen: [String: Int] = [:]
        for record in tasks { if let derived = record.derivedID { seen[derived.seed, default: 0] += 1 } }
        let renumbered = try other.tasks.map { record throws in
            guard let derived = record.derivedID, let earlier = seen[derived.seed] else { return record }
            return try record.withDerivedID(seed: derived.seed, occurrence: derived.occurrence + earlier)
        }
        return ImportDocument(tasks: tasks + renumbered, skipped: skipped.merging(other.skipped, uniquingKeysWith: +))
    }
}

/// Why a record of the input is not imported.
public enum SkipReason: String, Hashable, Sendable, CaseIterable {
    /// Taskwarrior keeps deleted tasks with `status: deleted`.
    case deleted
    /// A Taskwarrior recurring task's template (`status: recurring`); its instances are imported.
    case recurringParent
}

/// An export: the text, and what the format could not hold (field and how many tasks had one).
public struct ExportDocument: Hashable, Sendable {
    public var text: String
    public var omitted: [OmittedField: Int]

    public init(text: String, omitted: [OmittedField: Int] = [:]) {
        self.text = text
        self.omitted = omitted
    }
}

/// A field an export format cannot hold, so exported tasks lose it.
public enum OmittedField: String, Hashable, Sendable, CaseIterable {
    case notes
    /// The time of a due date (todo.txt's `due:` is a day).
    case dueTime
}
