import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// The blocked and blocking answers made once for a pass over every task (`LinkStates` by
/// index, and by slot in the live list, kept by every change) answer as the links do, and
/// the Next view ranked from them is the one ranked by asking the links of each task.
struct LinkStatesTests {
    let now = LocalNow(clock: Fixtures.clock)

    /// Each index's answers are the links' (blocked only for a task that waits itself: the
    /// same ID twice, once waiting and once not, as another program may write).
    @Test(arguments: DependencyTests.stateRows)
    func answersByIndexAreTheLinksAnswers(_ row: DependencyTests.StateRow) throws {
        let lettered = try DependencyTests.tasks(row.links, done: row.done).filter { !row.deleted.contains($0.key) }
        var tasks = lettered.sorted { $0.key < $1.key }.map(\.value)
        if let waiting = tasks.first(where: { !$0.depends.isEmpty }) {
            tasks.append(try Task(id: waiting.id, title: "twin", created: Fixtures.clock.now))
            tasks.swapAt(0, tasks.count - 1)
        }
        let (links, states) = TaskLinks.withStates(tasks, inheritingProjects: false)
        #expect(links == TaskLinks(tasks))
        for (index, task) in tasks.enumerated() {
            let expected = LinkState(isBlocked: !task.depends.isEmpty && links.isBlocked(task.id),
                                     isBlocking: links.isBlocking(task.id))
            #expect(states[index] == expected, "\(row.name): \(task.title) at \(index)")
        }
    }

    /// 80 tasks with random dates, priorities and links; the Next view (ready, by urgency)
    /// of the live list, opened again after each of 60 random changes, and of the query,
    /// equals the ranking made by asking the links of each task.
    @Test func theNextViewFromTheAnswersIsTheOneFromTheLinks() throws {
        var generator = SplitMix64(seed: 30)
        let ids = (0..<80).map { _ in TaskID() }
        func randomTask(_ number: Int) throws -> Task {
            let depends = Set((0..<Int.random(in: 0...2, using: &generator)).map { _ in ids.randomElement(using: &generator)! })
            let due = Int.random(in: 0..<3, using: &generator) == 0 ? nil
                : Due(day: Fixtures.clock.today.adding(days: Int.random(in: -10...20, using: &generator)))
            return try Task(id: ids[number], title: "T\(number)",
                            status: Int.random(in: 0..<6, using: &generator) == 0 ? .completed : .pending,
                            created: Fixtures.clock.now.addingTimeInterval(Double(-60 * number)), due: due,
                            priority: [Priority.none, .low, .medium, .high].randomElement(using: &generator)!,
                            depends: depends)
        }
        var all = try (0..<80).map(randomTask)
        let next = TaskQuery(filter: .ready, sort: .urgency, isFlat: true)
        func byAskingTheLinks(_ tasks: [Task]) -> [TaskID] {
            let links = TaskLinks(tasks)
            let urgency = Urgency(coefficients: .taskwarrior, now: now, links: links)
            return tasks.enumerated().filter { $0.element.isReady(at: now, links: links) }
                .map { TaskSortKey($0.element, sort: .urgency, position: $0.offset, urgency: urgency) }
                .sorted { TaskSortKey.precedes($0, $1, titles: nil) }
                .map { tasks[$0.position].id }
        }
        var live = LiveTaskQuery(tasks: all, query: TaskQuery(filter: .pending), now: now)
        for step in 0..<60 {
            live.setQuery(next)
            let expected = byAskingTheLinks(all)
            #expect(!expected.isEmpty)
            #expect(live.shownIDs == expected, "step \(step)")
            #expect(next.apply(to: all, now: now).map(\.id) == expected, "step \(step)")
            var limited = next
            limited.limit = 5
            #expect(limited.apply(to: all, now: now).map(\.id) == Array(expected.prefix(5)), "step \(step)")
            live.setQuery(TaskQuery(filter: .pending))
            let number = Int.random(in: 0..<80, using: &generator)
            let changed = try randomTask(number)
            live.apply([(changed.id, changed)])
            all[number] = changed
        }
    }

    /// 300 tasks with random links (some to tasks not stored, some done): the answers made from
    /// the links' pairs of table indices (`LinkEdges`) are what the links answer by ID.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func answersFromTheLinksPairsAreTheLinksAnswers(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let ids = (0..<330).map { _ in TaskID() }
        let tasks = try (0..<300).map { number in
            try Task(id: ids[number], title: "T\(number)",
                     status: Int.random(in: 0..<4, using: &generator) == 0 ? .completed : .pending,
                     created: Fixtures.clock.now,
                     depends: Set((0..<Int.random(in: 0...3, using: &generator)).map { _ in ids.randomElement(using: &generator)! }))
        }
        let (links, states) = TaskLinks.withStates(tasks, inheritingProjects: false)
        var blockedCount = 0
        var blockingCount = 0
        for (index, task) in tasks.enumerated() {
            let expected = LinkState(isBlocked: !task.depends.isEmpty && links.isBlocked(task.id),
                                     isBlocking: links.isBlocking(task.id))
            #expect(states[index] == expected, "\(task.title)")
            if expected.isBlocked { blockedCount += 1 }
            if expected.isBlocking { blockingCount += 1 }
        }
        #expect(blockedCount > 20 && blockingCount > 20)
    }
}
