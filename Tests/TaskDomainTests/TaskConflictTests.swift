import Foundation
import Testing
import TaskDomain
import TaskTestSupport

/// The conflict rule: edits of different fields both survive; a field both changed goes
/// to the later `modified`, and the other whole version is set aside; an edit beats a
/// deletion.
struct TaskConflictTests {
    let base: Task

    init() throws {
        base = try Task(title: "Buy milk", created: Fixtures.clock.now, priority: .low, tags: ["shop", "weekly"])
    }

    private func version(title: String? = nil, priority: Priority? = nil, tags: [String]? = nil,
                         completed: Bool = false, at seconds: Double) throws -> Task {
        let when = base.created.addingTimeInterval(seconds)
        return try Task(id: base.id, title: title ?? base.title, status: completed ? .completed : .pending,
                        created: base.created, modified: when, completed: completed ? when : nil,
                        priority: priority ?? base.priority, tags: tags ?? Array(base.tags))
    }

    @Test func editsOfDifferentFieldsAreBothKept() throws {
        let ours = try version(completed: true, at: 20)
        let theirs = try version(title: "Buy oat milk", tags: ["shop", "weekly", "oat"], at: 10)
        let conflict = TaskConflict.resolve(id: base.id, base: base, ours: ours, theirs: theirs)
        #expect(conflict.winner == .both && conflict.setAside == nil && conflict.replaced == theirs)
        let kept = try #require(conflict.kept)
        #expect(kept.title == "Buy oat milk" && kept.isCompleted && kept.tags == ["shop", "weekly", "oat"])
        #expect(kept.modified == ours.modified)
    }

    @Test func aFieldBothChangedGoesToTheLaterAndTheOtherVersionIsSetAside() throws {
        let ours = try version(title: "Buy milk today", priority: .high, at: 10)
        let theirs = try version(title: "Buy oat milk", at: 20)
        let conflict = TaskConflict.resolve(id: base.id, base: base, ours: ours, theirs: theirs)
        #expect(conflict.winner == .theirs && conflict.setAside == ours)
        let kept = try #require(conflict.kept)
        #expect(kept.title == "Buy oat milk" && kept.priority == .high)  // our priority survives
    }

    /// A move under another task made outside survives our edit of another field.
    @Test func aParentSetOnOneSideIsKeptWithTheOtherSidesEdit() throws {
        let parent = try Task(title: "Groceries", created: Fixtures.clock.now)
        let ours = try version(priority: .high, at: 20)
        let theirs = try Task(id: base.id, title: base.title, created: base.created,
                              modified: base.created.addingTimeInterval(10), priority: base.priority,
                              tags: Array(base.tags), parent: parent.id)
        let kept = try #require(TaskConflict.resolve(id: base.id, base: base, ours: ours, theirs: theirs).kept)
        #expect(kept.parent == parent.id && kept.priority == .high)
    }

    /// A start in another process (the CLI while the app is open) survives a wait set here.
    @Test func aStartOnOneSideIsKeptWithAWaitSetOnTheOther() throws {
        let wait = Due(day: try Fixtures.day(2026, 3, 20))
        let ours = try Task(id: base.id, title: base.title, created: base.created,
                            modified: base.created.addingTimeInterval(20), priority: base.priority,
                            tags: Array(base.tags), wait: wait, scheduled: wait)
        let theirs = try Task(id: base.id, title: base.title, created: base.created,
                              modified: base.created.addingTimeInterval(10), priority: base.priority,
                              tags: Array(base.tags), intervals: [WorkInterval(start: base.created.addingTimeInterval(10))])
        let conflict = TaskConflict.resolve(id: base.id, base: base, ours: ours, theirs: theirs)
        #expect(conflict.winner == .both)
        let kept = try #require(conflict.kept)
        #expect(kept.isActive && kept.wait == wait && kept.scheduled == wait)
    }

    @Test func tagsAddedAndRemovedOnEitherSideAreAllApplied() throws {
        let ours = try version(tags: ["shop"], at: 10)            // removed weekly
        let theirs = try version(tags: ["shop", "weekly", "urgent"], at: 20)  // added urgent
        let kept = try #require(TaskConflict.resolve(id: base.id, base: base, ours: ours, theirs: theirs).kept)
        #expect(kept.tags == ["shop", "urgent"])
    }

    @Test func anEditBeatsADeletionOnEitherSide() throws {
        let edited = try version(title: "Buy oat milk", at: 10)
        let theyDeleted = TaskConflict.resolve(id: base.id, base: base, ours: edited, theirs: nil)
        #expect(theyDeleted.kept == edited && theyDeleted.winner == .ours && theyDeleted.setAside == nil)
        let weDeleted = TaskConflict.resolve(id: base.id, base: base, ours: nil, theirs: edited)
        #expect(weDeleted.kept == edited && weDeleted.winner == .theirs)
    }

    @Test func theWrittenChangeReplacesTheOtherWritersVersion() throws {
        let ours = try version(completed: true, at: 20)
        let theirs = try version(title: "Buy oat milk", at: 10)
        let conflict = TaskConflict.resolve(id: base.id, base: base, ours: ours, theirs: theirs)
        let change = TaskChange(action: .completed, entries: [.init(id: base.id, before: base, after: ours)])
        #expect(change.resolved(by: [conflict]).entries == [.init(id: base.id, before: theirs, after: conflict.kept)])
    }
}
