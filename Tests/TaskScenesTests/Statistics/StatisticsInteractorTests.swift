import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskScenes

@Suite struct StatisticsInteractorTests {
    let presenter = StatisticsPresentationLogicSpy()

    /// The statistics of `Fixtures.Samples.all` on Sunday 2026-11-29: "File taxes" was completed today.
    static let seedStatistics = TaskStatistics(
        summary: TaskSummary(total: 4, pending: 3, completed: 1, overdue: 1, dueToday: 1, dueThisWeek: 2),
        completedPerDay: (0..<14).map { .init(day: Fixtures.Samples.clock.today.adding(days: $0 - 13), count: $0 == 13 ? 1 : 0) },
        pendingByProject: [.init(project: "family", count: 1), .init(project: "work", count: 1),
                           .init(project: nil, count: 1)],
        pendingByPriority: [.init(priority: .high, count: 1), .init(priority: .medium, count: 0),
                            .init(priority: .low, count: 0), .init(priority: .none, count: 2)])

    @Test func showingReadsTheTasksOnceAndComputesAtTheWorkersClock() throws {
        let worker = try TaskWorkingSpy()
        let interactor = StatisticsInteractor(presenter: presenter, worker: worker)
        interactor.showStatistics(request: .init())
        #expect(worker.allTasksCallCount == 1)
        #expect(presenter.presentStatisticsResponses == [.init(storeName: "tasks.json",
                                                               statistics: StatisticsInteractorTests.seedStatistics,
                                                               timeSpent: WeeklyTimeSpent(rows: [], weekStart: try Fixtures.Samples.day(2026, 11, 23)))])
    }

    @Test func anotherClockGivesOtherDays() throws {
        let worker = try TaskWorkingSpy(clock: FixedClock(year: 2026, month: 12, day: 2))
        StatisticsInteractor(presenter: presenter, worker: worker, days: 7).showStatistics(request: .init())
        let statistics = try #require(presenter.presentStatisticsResponses.last?.statistics)
        let first = try Fixtures.Samples.day(2026, 11, 26)
        #expect(statistics.completedPerDay.map(\.day) == (0..<7).map { first.adding(days: $0) })
        #expect(statistics.completedPerDay.map(\.count) == [0, 0, 0, 1, 0, 0, 0])
        #expect(statistics.summary.overdue == 3)
    }

    @Test func showingAgainReadsAgainAndSeesChanges() throws {
        let worker = try TaskWorkingSpy()
        let interactor = StatisticsInteractor(presenter: presenter, worker: worker)
        interactor.showStatistics(request: .init())
        _ = try worker.toggleCompletion(ids: [Fixtures.Samples.milk.id])
        interactor.showStatistics(request: .init())
        #expect(worker.allTasksCallCount == 2)
        #expect(presenter.presentStatisticsResponses.last?.statistics.completedPerDay.last?.count == 2)
        #expect(presenter.presentStatisticsResponses.last?.statistics.summary.pending == 2)
    }

    @Test func aFailedReadIsPresentedAsAFailure() throws {
        let (worker, _) = try TaskWorkingSpy.over(Fixtures.Samples.all)
        worker.failReads = true
        let interactor = StatisticsInteractor(presenter: presenter, worker: worker)
        interactor.showStatistics(request: .init())
        #expect(presenter.presentShowStatisticsFailureResponses == [.init(error: SceneError(Fixtures.TestError()))])
        #expect(presenter.presentStatisticsResponses.isEmpty)
    }
}
