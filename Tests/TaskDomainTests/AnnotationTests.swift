import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// Annotations: dated lines beside the notes. Added and removed through `TaskService` (one
/// change each), chosen by number or text as Taskwarrior's `denotate` does, found by search
/// and the filter's words, and merged like tags when two writers meet.
struct AnnotationTests {
    let clock = MovableClock(Fixtures.clock)

    func service(_ repository: SpyRepository) -> TaskService {
        TaskService(repository: repository, clock: clock)
    }

    func annotated(_ title: String, _ texts: [String]) throws -> Task {
        try Task(title: title, created: Fixtures.clock.now,
                 annotations: texts.enumerated().map { Annotation(entry: Fixtures.clock.now.addingTimeInterval(Double($0.offset) * 60), text: $0.element) })
    }

    @Test func annotateAddsADatedLineToTheSecondAndKeepsTheNotes() throws {
        let task = try Task(title: "Fix sink", notes: "under the kitchen", created: Fixtures.clock.now)
        let repository = SpyRepository([task])
        clock.advance(90.75)
        let change = try service(repository).annotate([task.id], text: "  called the\nplumber ")
        #expect(change.action == .annotated && change.ids == [task.id])
        let stored = repository.tasks[0]
        #expect(stored.notes == "under the kitchen")
        #expect(stored.annotations == [Annotation(entry: Fixtures.clock.now.addingTimeInterval(90), text: "called the plumber")])
        #expect(stored.modified == Fixtures.clock.now.addingTimeInterval(90))
        #expect(change.entries[0].addedAnnotations.map(\.text) == ["called the plumber"])
    }

    @Test func anEmptyAnnotationIsRefusedAndNothingIsWritten() throws {
        let task = try Fixtures.task("Fix sink")
        let repository = SpyRepository([task])
        #expect(throws: TaskDomainError.emptyAnnotation) { try service(repository).annotate([task.id], text: " \n ") }
        #expect(repository.tasks == [task])
    }

    @Test func annotationsKeepTheOrderTheyWereAdded() throws {
        let later = Annotation(entry: Fixtures.date(2026, 3, 2), text: "b")
        let earlier = Annotation(entry: Fixtures.date(2026, 3, 1), text: "a")
        let sameSecond = Annotation(entry: Fixtures.date(2026, 3, 2), text: "c")
        let task = try Task(title: "T", created: Fixtures.clock.now, annotations: [later, earlier, sameSecond])
        #expect(task.annotations.map(\.text) == ["a", "b", "c"])
    }

    @Test(arguments: [
        ("called the plumber", "called the plumber"),  // exact
        ("WASHER", "bought the washer"),               // contained, case aside
        ("3", "bought the washer"),                    // number, 1 the oldest
        ("1", "called the plumber"),
    ])
    func denotateRemovesTheOneChosen(typed: String, removed: String) throws {
        let task = try annotated("Fix sink", ["called the plumber", "plumber back Tuesday", "bought the washer"])
        let repository = SpyRepository([task])
        let change = try service(repository).denotate(task.id, AnnotationChoice(typed: typed))
        #expect(change.action == .denotated)
        #expect(change.entries[0].removedAnnotations.map(\.text) == [removed])
        #expect(repository.tasks[0].annotations.count == 2 && !repository.tasks[0].annotations.map(\.text).contains(removed))
    }

    @Test func anAmbiguousOrMissingChoiceRemovesNothing() throws {
        let task = try annotated("Fix sink", ["called the plumber", "plumber back Tuesday"])
        let bare = try Fixtures.task("Bare")
        let repository = SpyRepository([task, bare])
        #expect(throws: TaskDomainError.ambiguousAnnotation("plumber", matches: ["called the plumber", "plumber back Tuesday"])) {
            try service(repository).denotate(task.id, AnnotationChoice(typed: "plumber"))
        }
        #expect(throws: TaskDomainError.noSuchAnnotation("3", task: "Fix sink", count: 2)) {
            try service(repository).denotate(task.id, AnnotationChoice(typed: "3"))
        }
        #expect(throws: TaskDomainError.noSuchAnnotation("washer", task: "Fix sink", count: 2)) {
            try service(repository).denotate(task.id, AnnotationChoice(typed: "washer"))
        }
        #expect(throws: TaskDomainError.noAnnotations(task: "Bare")) {
            try service(repository).denotate(bare.id, AnnotationChoice(typed: "1"))
        }
        #expect(repository.tasks[0] == task)
    }

    @Test func searchAndTheFiltersWordsFindAnnotations() throws {
        let task = try annotated("Fix sink", ["Called the plumber"])
        let other = try Fixtures.task("Buy milk")
        let now = LocalNow(clock: Fixtures.clock)
        var live = LiveTaskQuery(tasks: [task, other], query: TaskQuery(search: "plumb"), now: now)
        #expect(live.shownIDs == [task.id])
        let filter = try FilterParser(clock: Fixtures.clock).parse("plumber")
        #expect(filter.matches(task, at: now) && !filter.matches(other, at: now))
        live.setQuery(TaskQuery(expression: filter))
        #expect(live.shownIDs == [task.id])
        #expect(TaskQuery(search: "PLUMBER").apply(to: [task, other], clock: Fixtures.clock).map(\.id) == [task.id])
        // An annotation added later is found at once (the index follows the change).
        var edited = other
        edited.annotations = [Annotation(entry: Fixtures.clock.now, text: "oat, not cow")]
        live.apply([(other.id, edited)])
        live.setQuery(TaskQuery(search: "oat"))
        #expect(live.shownIDs == [other.id])
    }

    @Test func twoWritersAnnotationsAreMergedLikeTags() throws {
        let base = try annotated("Fix sink", ["one", "two"])
        var ours = base, theirs = base
        ours.annotations = [base.annotations[0], Annotation(entry: Fixtures.date(2026, 3, 12), text: "mine")]
        ours.modified = Fixtures.date(2026, 3, 12)
        theirs.annotations = base.annotations + [Annotation(entry: Fixtures.date(2026, 3, 13), text: "theirs")]
        theirs.modified = Fixtures.date(2026, 3, 13)
        let conflict = TaskConflict.resolve(id: base.id, base: base, ours: ours, theirs: theirs)
        #expect(conflict.kept?.annotations.map(\.text) == ["one", "mine", "theirs"])
        #expect(conflict.winner == .both)
    }
}
