import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// The fields most tasks leave empty live in a box of their own, absent while all are empty
/// (issue 27: half a plain task's bytes). Whether the box is there never shows: a task whose
/// plan fields were set and cleared again equals, and hashes as, one that never had them,
/// and each field reads back what was set.
struct TaskSparseFieldsTests {
    let now = Fixtures.clock.now

    @Test func aPlainTaskHasNoSparseBox() throws {
        let plain = try Task(title: "Plain", created: now)
        #expect(plain.isSparseBoxAbsent)
        #expect(try !Task(title: "Waits", created: now, wait: Due(day: CalendarDay(dayNumber: 20_000))).isSparseBoxAbsent)
    }

    @Test func settingAndClearingEveryFieldGivesTheSameTaskBack() throws {
        let plain = try Task(title: "Plain", created: now)
        let other = try Task(title: "Other", created: now)
        var changed = plain
        changed.wait = Due(day: CalendarDay(dayNumber: 20_000))
        changed.scheduled = Due(day: CalendarDay(dayNumber: 20_001))
        changed.until = Due(day: CalendarDay(dayNumber: 20_002))
        changed.intervals = [WorkInterval(start: now)]
        changed.depends = [other.id]
        changed.annotations = [Annotation(entry: now, text: "called")]
        changed.kept = changed.kept.replacing(format: "taskwarrior", with: ["x": "1"])
        #expect(changed.wait == Due(day: CalendarDay(dayNumber: 20_000)) && changed.scheduled == Due(day: CalendarDay(dayNumber: 20_001)))
        #expect(changed.until == Due(day: CalendarDay(dayNumber: 20_002)) && changed.intervals == [WorkInterval(start: now)])
        #expect(changed.depends == [other.id] && changed.annotations.map(\.text) == ["called"])
        #expect(changed != plain)
        changed.wait = nil
        changed.scheduled = nil
        changed.until = nil
        changed.intervals = []
        changed.depends = []
        changed.annotations = []
        #expect(changed != plain)  // kept still differs
        changed.kept = .none
        #expect(changed == plain)
        #expect(changed.hashValue == plain.hashValue)
        #expect(changed.isSparseBoxAbsent)
    }

    @Test func twoTasksWithEqualSparseFieldsInTwoBoxesAreEqual() throws {
        let id = TaskID()
        let one = try Task(id: id, title: "Same", created: now, wait: Due(day: CalendarDay(dayNumber: 20_000)))
        let two = try Task(id: id, title: "Same", created: now, wait: Due(day: CalendarDay(dayNumber: 20_000)))
        #expect(one == two && one.hashValue == two.hashValue)
        #expect(one != (try Task(id: id, title: "Same", created: now, wait: Due(day: CalendarDay(dayNumber: 20_000), hour: 9))))
    }
}
