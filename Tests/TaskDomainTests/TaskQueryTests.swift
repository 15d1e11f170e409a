import Foundation
import Testing
import TaskDomain
import TaskTestSupport

struct TaskQueryTests {
    let clock = Fixtures.clock  // 2026-03-11 10:00
    let overdue: Task
    let today: Task
    let laterThisWeek: Task
    let noDue: Task
    let done: Task

    init() throws {
        overdue = try Fixtures.task("Pay rent", due: Due(day: Fixtures.day(2026, 3, 9)), priority: .high, project: "home")
        today = try Fixtures.task("Café visit", due: Due(day: Fixtures.day(2026, 3, 11), hour: 15), project: "home.garden",
                                  tags: ["fun"])
        laterThisWeek = try Fixtures.task("water plants", due: Due(day: Fixtures.day(2026, 3, 16)), priority: .low,
                                          project: "homework", notes: "Use the BLUE can")
        noDue = try Fixtures.task("Read", priority: .medium, tags: ["books"])
        done = try Fixtures.task("Filed taxes", status: .completed, due: Due(day: Fixtures.day(2026, 3, 1)))
    }

    var all: [Task] { [noDue, laterThisWeek, today, overdue, done] }

    func titles(_ query: TaskQuery) -> [String] { query.apply(to: all, clock: clock).map(\.title) }

    @Test func filters() throws {
        #expect(titles(TaskQuery(filter: .all)).count == 5)
        #expect(titles(TaskQuery(filter: .pending)) == ["Pay rent", "Café visit", "water plants", "Read"])
        #expect(titles(TaskQuery(filter: .completed)) == ["Filed taxes"])
        #expect(titles(TaskQuery(filter: .overdue)) == ["Pay rent"])
        // Today's work: what is overdue as well as what is due today.
        #expect(titles(TaskQuery(filter: .dueToday)) == ["Pay rent", "Café visit"])
        #expect(titles(TaskQuery(filter: .dueThisWeek)) == ["Café visit", "water plants"])
    }

    /// A task scheduled for today is today's work, due or not; one scheduled for tomorrow is not.
    @Test func todayKeepsWhatIsScheduledForToday() throws {
        let today = clock.today
        let planned = try Task(title: "Draft talk", created: clock.now, scheduled: Due(day: today))
        let later = try Task(title: "Tomorrow's", created: clock.now, scheduled: Due(day: today.adding(days: 1)))
        let titles = TaskQuery(filter: .dueToday).apply(to: all + [planned, later], clock: clock).map(\.title)
        #expect(titles.contains("Draft talk"))
        #expect(!titles.contains("Tomorrow's"))
    }

    @Test func projectMatchesSubprojectsOnly() throws {
        #expect(titles(TaskQuery(project: "home")) == ["Pay rent", "Café visit"])
        #expect(titles(TaskQuery(project: "HOME.garden")) == ["Café visit"])
        #expect(titles(TaskQuery(project: "hom")).isEmpty)
    }

    @Test func tagFilterNormalizes() throws {
        #expect(titles(TaskQuery(tag: "#Books")) == ["Read"])
    }

    @Test func searchIgnoresCaseAndAccentsAcrossFields() throws {
        #expect(titles(TaskQuery(search: "CAFE")) == ["Café visit"])
        #expect(titles(TaskQuery(search: "café")) == ["Café visit"])
        #expect(titles(TaskQuery(search: "blue")) == ["water plants"])       // notes
        #expect(titles(TaskQuery(search: "garden")) == ["Café visit"])       // project
        #expect(titles(TaskQuery(search: "BOOK")) == ["Read"])               // tag
        #expect(titles(TaskQuery(search: "nothing like it")).isEmpty)
    }

    /// The list shows `+home.garden` and `#fun`: searching in that notation finds them.
    @Test func searchUnderstandsTheListsOwnNotation() throws {
        #expect(titles(TaskQuery(search: "#fun")) == ["Café visit"])
        #expect(titles(TaskQuery(search: "+home.g")) == ["Café visit"])
        #expect(titles(TaskQuery(search: "+home")) == ["Pay rent", "Café visit", "water plants"])
        #expect(titles(TaskQuery(search: "#book")) == ["Read"])
        #expect(titles(TaskQuery(search: "#home")).isEmpty)  // a project is not a tag
        var live = LiveTaskQuery(tasks: all, query: TaskQuery(filter: .all), now: LocalNow(clock: clock))
        live.prepareSearch()
        live.setQuery(TaskQuery(filter: .all, search: "#fun"))
        #expect(live.tasks(in: 0..<10).map(\.title) == ["Café visit"])
    }

    @Test func sortsAreStable() throws {
        #expect(titles(TaskQuery(sort: .priority)) == ["Pay rent", "Read", "water plants", "Café visit"])
        #expect(titles(TaskQuery(sort: .title)) == ["Café visit", "Pay rent", "Read", "water plants"])
        // Equal keys keep the input order.
        let same = try (1...5).map { try Fixtures.task("Same \($0)") }
        #expect(TaskQuery(sort: .due).apply(to: same, clock: clock) == same)
        #expect(TaskQuery(sort: .title).apply(to: same.reversed(), clock: clock) == same)
    }

    /// The due order reads the Done tab as a log: done tasks come after the pending ones,
    /// the most recently done first, whatever their due dates were.
    @Test func theDueSortPutsDoneTasksLastMostRecentlyDoneFirst() throws {
        func done(_ title: String, dueDay: Int, doneDay: Int) throws -> Task {
            try Fixtures.task(title, status: .completed, completed: Fixtures.date(2026, 3, doneDay),
                              due: Due(day: Fixtures.day(2026, 3, dueDay)))
        }
        let tasks = try [done("early due, done first", dueDay: 1, doneDay: 2), noDue,
                         done("late due, done last", dueDay: 9, doneDay: 10), overdue,
                         done("due 5, done between", dueDay: 5, doneDay: 6)]
        #expect(TaskQuery(filter: .all, sort: .due).apply(to: tasks, clock: clock).map(\.title)
                == ["Pay rent", "Read", "late due, done last", "due 5, done between", "early due, done first"])
        let live = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .completed, sort: .due), now: LocalNow(clock: clock))
        #expect(live.tasks(in: 0..<live.count).map(\.title)
                == ["late due, done last", "due 5, done between", "early due, done first"])
    }

    @Test func createdSortIsOldestFirst() throws {
        let old = try Fixtures.task("old", created: Date(timeIntervalSince1970: 100))
        let new = try Fixtures.task("new", created: Date(timeIntervalSince1970: 200))
        #expect(TaskQuery(sort: .created).apply(to: [new, old], clock: clock) == [old, new])
    }

    @Test func timedDueBeforeUntimedSameDay() throws {
        let untimed = try Fixtures.task("untimed", due: Due(day: Fixtures.day(2026, 3, 12)))
        let timed = try Fixtures.task("timed", due: Due(day: Fixtures.day(2026, 3, 12), hour: 18))
        #expect(TaskQuery().apply(to: [untimed, timed], clock: clock).map(\.title) == ["timed", "untimed"])
    }

    @Test func summaryCounts() {
        let summary = TaskSummary(tasks: all, clock: clock)
        #expect(summary == TaskSummary(total: 5, pending: 4, completed: 1, overdue: 1, dueToday: 1, dueThisWeek: 2))
    }

    @Test func groupListings() throws {
        let projects = TaskGroups.projects(in: all)
        #expect(projects == [
            TaskGroupCount(name: "home", depth: 0, pending: 2, total: 2),
            TaskGroupCount(name: "home.garden", depth: 1, pending: 1, total: 1),
            TaskGroupCount(name: "homework", depth: 0, pending: 1, total: 1),
        ])
        let tags = try TaskGroups.tags(in: all + [Fixtures.task("x", status: .completed, tags: ["fun"])])
        #expect(tags == [TaskGroupCount(name: "books", depth: 0, pending: 1, total: 1),
                         TaskGroupCount(name: "fun", depth: 0, pending: 1, total: 2)])
    }
}
