import Foundation
import TaskDomain

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
