import Foundation
import Testing
import TaskDomain
import TaskTestSupport

/// Issue 24, 6: what the vdir's sync merge reports and keeps: the fields that clashed, the
/// notes of lost values (kept through later merges, cleared on either side for good), and
/// one record ID per done occurrence on every machine.
struct SyncConflictNoteTests {
    let base: Task

    init() throws {
        base = try Task(title: "Renew passport", created: Fixtures.clock.now, priority: .low)
    }

    private func version(title: String? = nil, priority: Priority? = nil, completed: Bool = false, at seconds: Double,
                         from task: Task? = nil) throws -> Task {
        let start = task ?? base
        let when = base.created.addingTimeInterval(seconds)
        return try Task(id: base.id, title: title ?? start.title, status: completed ? .completed : .pending,
                        created: base.created, modified: when, completed: completed ? when : nil,
                        priority: priority ?? start.priority).adding(start.conflictNotes)
    }

    private let note = FieldConflictNote(field: "title", kept: "A", lost: "B", at: Date(timeIntervalSince1970: 1_764_669_600))

    @Test func theClashingFieldsAreNamed() throws {
        let ours = try version(title: "Renew my passport", priority: .high, completed: true, at: 10)
        let theirs = try version(title: "Renew the passport", completed: true, at: 20)
        let conflict = TaskConflict.resolve(id: base.id, base: base, ours: ours, theirs: theirs)
        #expect(conflict.clashes == ["title"], "done on both sides is no clash")
        #expect(conflict.kept?.title == "Renew the passport" && conflict.kept?.priority == .high)
        #expect(TaskConflict.resolve(id: base.id, base: base, ours: ours, theirs: try version(priority: .low, at: 5)).clashes.isEmpty)
    }

    @Test func aNoteRoundTripsThroughKeptFields() throws {
        let noted = base.adding([note])
        #expect(noted.conflictNotes == [note])
        #expect(noted.kept.values.keys.sorted() == ["sync-conflict.title@1764669600"])
        #expect(noted.clearingConflictNotes(at: base.created).conflictNotes.isEmpty)
    }

    @Test func notesAreKeptByLaterMergesAndAClearedNoteStaysCleared() throws {
        let noted = try version(at: 5, from: base.adding([note]))
        // One side edits a field, the other keeps the note: the note stays.
        let ours = try version(title: "Renew the passport", at: 10, from: noted)
        let theirs = try version(priority: .high, at: 20, from: noted)
        let merged = try #require(TaskConflict.resolve(id: base.id, base: noted, ours: ours, theirs: theirs).kept)
        #expect(merged.conflictNotes == [note] && merged.title == "Renew the passport" && merged.priority == .high)
        // One side clears it, the other edits: it stays cleared, and it is no clash.
        let cleared = noted.clearingConflictNotes(at: base.created.addingTimeInterval(30))
        let conflict = TaskConflict.resolve(id: base.id, base: noted, ours: cleared, theirs: theirs)
        #expect(conflict.kept?.conflictNotes == [] && conflict.clashes.isEmpty)
    }

    @Test func oneRecordIDPerOccurrenceOnEveryMachine() throws {
        let due = Due(day: try Fixtures.day(2026, 12, 5))
        let id = TaskID.occurrence(of: base.id, due: due)
        #expect(id == TaskID.occurrence(of: base.id, due: due))
        #expect(id != TaskID.occurrence(of: base.id, due: Due(day: try Fixtures.day(2027, 1, 5))))
        #expect(id != TaskID.occurrence(of: TaskID(), due: due))
        #expect(id.description.count == 36)
    }

    @Test func completingARepeatingTaskOnTwoServicesMakesRecordsWithOneID() throws {
        func complete() throws -> TaskID? {
            let series = try Task(id: base.id, title: "Pay rent", created: base.created, due: Due(day: try Fixtures.day(2026, 12, 5)),
                                  recurrence: Recurrence(frequency: .monthly))
            let change = try TaskService(repository: SpyRepository([series]), clock: Fixtures.clock).setCompleted(true, ids: [series.id])
            return change.entries.first { $0.before == nil }?.id
        }
        let first = try complete(), second = try complete()
        #expect(first != nil && first == second)
    }
}
