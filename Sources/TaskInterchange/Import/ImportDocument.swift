import Foundation
import TaskDomain

/// Everything one input held: the tasks, how many records were left out and why, the
/// records that cannot be imported, and what of the good ones taskdeck does not read.
public struct ImportDocument: Hashable, Sendable {
    public var tasks: [ImportedTask]
    public var skipped: [SkipReason: Int]
    /// Records that cannot be imported, each with its place and reason, in input order.
    public var bad: [BadRecord]
    /// What the good records held that taskdeck does not read as fields, with counts.
    public var notes: ImportNotes

    public init(tasks: [ImportedTask] = [], skipped: [SkipReason: Int] = [:], bad: [BadRecord] = [],
                notes: ImportNotes = ImportNotes()) {
        self.tasks = tasks
        self.skipped = skipped
        self.bad = bad
        self.notes = notes
    }

    /// This document followed by `other` (todo.txt and then done.txt). Derived IDs are
    /// counted over both, so "Call mom" in todo.txt and in done.txt are two tasks.
    public func appending(_ other: ImportDocument) throws -> ImportDocument {
        // The first input of an import: nothing to count, nothing to copy.
        if tasks.isEmpty && skipped.isEmpty && bad.isEmpty && notes.isEmpty { return other }
        var seen: [String: Int] = [:]
        for record in tasks { if let derived = record.derivedID { seen[derived.seed, default: 0] += 1 } }
        let renumbered = try other.tasks.map { record throws in
            guard let derived = record.derivedID, let earlier = seen[derived.seed] else { return record }
            return try record.withDerivedID(seed: derived.seed, occurrence: derived.occurrence + earlier)
        }
        var notes = self.notes
        notes.add(other.notes)
        return ImportDocument(tasks: tasks + renumbered, skipped: skipped.merging(other.skipped, uniquingKeysWith: +),
                              bad: bad + other.bad, notes: notes)
    }

    /// Takes control characters out of every record's title and notes, counting the
    /// fields in `notes` (`Task.withoutControlCharacters`): whatever the input, none reach
    /// the store, a terminal or a calendar server.
    public mutating func removeControlCharacters() {
        for index in tasks.indices {
            guard let cleaned = tasks[index].task.withoutControlCharacters() else { continue }
            tasks[index].task = cleaned.task
            if cleaned.title { notes.add(.controlCharacters("title")) }
            if cleaned.notes { notes.add(.controlCharacters("notes")) }
        }
    }

    /// A record that cannot be imported: kept in `bad`, and nothing else of it.
    mutating func reject(_ record: BadRecord) {
        bad.append(record)
    }
}

/// Why a record of the input is not imported.
public enum SkipReason: String, Hashable, Sendable, CaseIterable {
    /// Taskwarrior keeps deleted tasks with `status: deleted`.
    case deleted
    /// A Taskwarrior recurring task's template (`status: recurring`); its instances are imported.
    case recurringParent
}
