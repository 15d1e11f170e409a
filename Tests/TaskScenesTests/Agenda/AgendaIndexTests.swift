import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskScenes

@Suite struct AgendaIndexTests {
    typealias F = AgendaFixtures

    func titles(_ items: [Agenda.Item]) -> [String] { items.map(\.task.title) }

    @Test func aTaskIsOnItsDueItsScheduledAndItsBackDayAndOverdueWhenItsDueDayIsPast() throws {
        let plan = try F.task("Plan", due: Due(day: F.day(2)), scheduled: Due(day: F.day(0), hour: 9), wait: Due(day: F.day(-1)))
        let late = try F.task("Late", due: Due(day: F.day(-3)))
        let done = try F.task("Done", due: Due(day: F.day(0)), status: .completed)
        let index = AgendaIndex(tasks: [plan, late, done], today: F.today)

        #expect(index.items(on: F.day(0), limit: 10).items == [.init(task: plan, reason: .scheduled, date: Due(day: F.day(0), hour: 9))])
        #expect(index.items(on: F.day(2), limit: 10).items == [.init(task: plan, reason: .due, date: Due(day: F.day(2)))])
        #expect(index.items(on: F.day(-1), limit: 10).items.map(\.reason) == [.back])
        #expect(titles(index.overdue(limit: 10).items) == ["Late"])
        #expect(index.count(on: F.day(-3)) == 1)
        #expect(index.count(on: F.day(1)) == 0)
    }

    @Test func aDayListsTimedTasksByTimeThenTheRestDueBeforeScheduledBeforeBackThenByTitle() throws {
        let day = F.day(1)
        let tasks = try [
            F.task("b untimed due", due: Due(day: day)),
            F.task("a untimed due", due: Due(day: day)),
            F.task("back", wait: Due(day: day)),
            F.task("scheduled", scheduled: Due(day: day)),
            F.task("at ten", due: Due(day: day, hour: 10)),
            F.task("at nine", scheduled: Due(day: day, hour: 9)),
        ]
        let index = AgendaIndex(tasks: tasks, today: F.today)
        let (items, total) = index.items(on: day, limit: 4)
        #expect(titles(items) == ["at nine", "at ten", "a untimed due", "b untimed due"])
        #expect(total == 6)
        #expect(titles(index.items(on: day, limit: 10).items).suffix(2) == ["scheduled", "back"])
    }

    @Test func aChangeMovesOnlyTheTaskItTouchesAndKeepsEachDayInOrder() throws {
        let a = try F.task("a", due: Due(day: F.day(1)))
        let c = try F.task("c", due: Due(day: F.day(1)))
        let b = try F.task("b", due: Due(day: F.day(2)))
        let index = AgendaIndex(tasks: [a, b, c], today: F.today)
        _ = index.items(on: F.day(1), limit: 10)  // sorted from now on: an insertion keeps the order

        let worker = try TaskWorkingSpy(tasks: [a, b, c])
        let change = try worker.edit([b.id], TaskEdit(due: .set(Due(day: F.day(1)))))
        index.apply(change)

        #expect(titles(index.items(on: F.day(1), limit: 10).items) == ["a", "b", "c"])
        #expect(index.count(on: F.day(2)) == 0)
        // Completed: gone from every day; reopened (the inverse): back.
        let done = try worker.toggleCompletion(ids: [a.id])
        index.apply(done)
        #expect(titles(index.items(on: F.day(1), limit: 10).items) == ["b", "c"])
        index.apply(done.inverse)
        #expect(titles(index.items(on: F.day(1), limit: 10).items) == ["a", "b", "c"])
        index.apply([(id: c.id, task: nil)])
        #expect(titles(index.items(on: F.day(1), limit: 10).items) == ["a", "b"])
    }

    /// After news from another program, the index holds a newer version than a change made
    /// here names as its `before`: the version it holds is the one taken out.
    @Test func aChangeAfterNewsTakesOutTheVersionTheIndexHolds() throws {
        let a = try F.task("a", due: Due(day: F.day(1)))
        let index = AgendaIndex(tasks: [a], today: F.today)
        let worker = try TaskWorkingSpy(tasks: [a])
        let elsewhere = try TaskWorkingSpy(tasks: [a])
        let news = try elsewhere.edit([a.id], TaskEdit(due: .set(Due(day: F.day(2)))))
        index.apply(news.entries.map { (id: $0.id, task: $0.after) })
        #expect(index.count(on: F.day(1)) == 0 && index.count(on: F.day(2)) == 1)

        // This worker has not read the news: its change says the task was due on day 1.
        let change = try worker.edit([a.id], TaskEdit(due: .set(Due(day: F.day(3)))))
        #expect(change.entries.first?.before?.due == Due(day: F.day(1)))
        index.apply(change)
        #expect(index.count(on: F.day(2)) == 0)
        #expect(titles(index.items(on: F.day(3), limit: 10).items) == ["a"])
        // Removed by news: gone from every day.
        index.apply([(id: a.id, task: nil)])
        #expect(index.count(on: F.day(3)) == 0)
    }

    @Test func anOverdueTaskMovedToTodayIsNoLongerOverdueAndOneMovedIntoThePastIs() throws {
        let late = try F.task("late", due: Due(day: F.day(-2)))
        let soon = try F.task("soon", due: Due(day: F.day(3)))
        let index = AgendaIndex(tasks: [late, soon], today: F.today)
        #expect(index.overdue(limit: 10).total == 1)
        let worker = try TaskWorkingSpy(tasks: [late, soon])
        index.apply(try worker.edit([late.id], TaskEdit(due: .set(Due(day: F.day(0))))))
        index.apply(try worker.edit([soon.id], TaskEdit(due: .set(Due(day: F.day(-5))))))
        #expect(titles(index.overdue(limit: 10).items) == ["soon"])
    }

    @Test func atMidnightWhatWasDueTheDayBeforeBecomesOverdue() throws {
        let today = try F.task("today", due: Due(day: F.day(0)))
        let tomorrow = try F.task("tomorrow", due: Due(day: F.day(1)))
        let scheduled = try F.task("scheduled only", scheduled: Due(day: F.day(0)))
        let index = AgendaIndex(tasks: [today, tomorrow, scheduled], today: F.today)
        #expect(index.overdue(limit: 10).total == 0)
        index.moveToday(to: F.day(1))
        #expect(index.today == F.day(1))
        #expect(titles(index.overdue(limit: 10).items) == ["today"])
        index.moveToday(to: F.day(3))
        #expect(titles(index.overdue(limit: 10).items) == ["today", "tomorrow"])
    }

    @Test func theOverdueListIsCutAtItsLimitAndCountsTheRest() throws {
        let tasks = try (1...5).map { try F.task("late \($0)", due: Due(day: F.day(-$0))) }
        let (items, total) = AgendaIndex(tasks: tasks, today: F.today).overdue(limit: 2)
        #expect(titles(items) == ["late 5", "late 4"])
        #expect(total == 5)
    }
}
