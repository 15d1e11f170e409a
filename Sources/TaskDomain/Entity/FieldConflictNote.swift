import Foundation

/// A value a sync conflict did not keep: one field changed on two machines between syncs
/// to two values, one won by the merge's rule (`TaskConflict`: the later change), and this
/// note keeps the other where both machines see it.
///
/// Notes travel with the task, in its kept fields under `sync-conflict.` (a vdir's
/// `X-TASKDECK-KEPT`), so the machine that lost the value has the note after its next sync
/// as well as the machine whose sync met the conflict. `taskdeck conflicts` lists them and
/// clears them; the app says so when a sync brings one. The domain never reads a note to
/// decide anything.
public struct FieldConflictNote: Hashable, Sendable {
    /// The field's name (`title`, `due`, `status`, … as `TaskConflict.clashes` names it).
    public let field: String
    /// The value the task kept, in words.
    public let kept: String
    /// The value that lost, in words.
    public let lost: String
    /// When the conflict was resolved.
    public let at: Date

    public init(field: String, kept: String, lost: String, at: Date) {
        self.field = field
        self.kept = kept
        self.lost = lost
        self.at = at
    }

    /// The kept fields' format the notes go under.
    static let format = "sync-conflict"

    /// Its name under the format: the field and the time, so two conflicts of one field
    /// are two notes (`title@1764669600`).
    var name: String { field + "@" + Self.stamp(at) }

    /// Its value: a JSON object with the two values.
    var value: String {
        let object = ["kept": kept, "lost": lost]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// The note a kept name and value hold; nil when they are not one.
    init?(name: String, value: String) {
        guard let at = name.lastIndex(of: "@"), let date = Self.date(String(name[name.index(after: at)...])),
              let object = try? JSONSerialization.jsonObject(with: Data(value.utf8)) as? [String: String],
              let kept = object["kept"], let lost = object["lost"] else { return nil }
        self.init(field: String(name[..<at]), kept: kept, lost: lost, at: date)
    }

    /// Whole seconds since 1970: nothing an iCalendar parameter would have to quote.
    private static func stamp(_ date: Date) -> String {
        String(Int64(date.timeIntervalSince1970.rounded(.down)))
    }

    private static func date(_ text: String) -> Date? {
        Int64(text).map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }

    /// The notes of two versions that met: every note either side has, less those one side
    /// cleared since `base` (a note cleared on one machine stays cleared).
    static func merged(base: KeptFields, ours: KeptFields, theirs: KeptFields) -> [String: String] {
        let original = base.values(of: format), mine = ours.values(of: format), other = theirs.values(of: format)
        var result = original.merging(mine) { _, new in new }.merging(other) { _, new in new }
        for name in original.keys where mine[name] == nil || other[name] == nil { result[name] = nil }
        return result
    }
}

extension KeptFields {
    /// The sync's notes of lost values, oldest first.
    public var conflictNotes: [FieldConflictNote] {
        values(of: FieldConflictNote.format).compactMap { FieldConflictNote(name: $0.key, value: $0.value) }
            .sorted { ($0.at, $0.field) < ($1.at, $1.field) }
    }

    /// These fields without the sync's notes.
    var withoutConflictNotes: KeptFields { replacing(format: FieldConflictNote.format, with: [:]) }

    /// These fields with `notes` (names under the notes' format) added.
    func merging(_ notes: [String: String]) -> KeptFields {
        replacing(format: FieldConflictNote.format, with: values(of: FieldConflictNote.format).merging(notes) { _, new in new })
    }
}

extension Task {
    /// The values sync conflicts did not keep (`FieldConflictNote`), oldest first.
    public var conflictNotes: [FieldConflictNote] { kept.conflictNotes }

    /// This task with `notes` added (the sync's resolver).
    public func adding(_ notes: [FieldConflictNote]) -> Task {
        var result = self
        result.kept = kept.merging(Dictionary(notes.map { ($0.name, $0.value) }) { _, new in new })
        return result
    }

    /// This task without the notes `keep` says no to (all of them by default), changed now.
    public func clearingConflictNotes(at now: Date, keeping keep: (FieldConflictNote) -> Bool = { _ in false }) -> Task {
        var result = self
        let kept = conflictNotes.filter(keep)
        result.kept = self.kept.withoutConflictNotes.merging(Dictionary(kept.map { ($0.name, $0.value) }) { _, new in new })
        result.modified = now
        return result
    }
}

extension Task {
    /// Whether `other` says something this task does not, besides when either was changed
    /// or completed (two machines completing one occurrence made the same record twice).
    public func differsBeyondTimes(from other: Task) -> Bool {
        var mine = self, theirs = other
        mine.modified = theirs.modified
        if mine.status == theirs.status { mine.completed = theirs.completed }
        mine.kept = mine.kept.withoutConflictNotes
        theirs.kept = theirs.kept.withoutConflictNotes
        return mine != theirs
    }
}
