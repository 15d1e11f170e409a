import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskScenes

/// Statistics and Projects & Tags count only what the active context keeps, as every tab
/// and view of the list does, and their headers say which context (issue 23).
@Suite struct ContextCountsTests {
    let statistics = StatisticsPresentationLogicSpy()
    let groups = ProjectsAndTagsPresentationLogicSpy()

    func work() throws -> ContextChoice {
        ContextChoice.testing([TaskContext(name: "work", filter: try FilterParser(clock: Fixtures.Samples.clock).parse("+work or #shop"))],
                              active: "work")
    }

    @Test func statisticsCountOnlyTheContextsTasks() throws {
        let worker = try TaskWorkingSpy(tasks: ProjectsAndTagsFixtures.tasks)
        StatisticsInteractor(presenter: statistics, worker: worker, contexts: try work()).showStatistics(request: .init())
        let response = try #require(statistics.presentStatisticsResponses.last)
        // Buy milk (#shop) and Write report (+work, done); not Plant tulips nor Call mom.
        #expect(response.statistics.summary.total == 2)
        #expect(response.statistics.summary.completed == 1)
        #expect(response.statistics.pendingByProject.map(\.project) == ["home"])
        #expect(response.context == "work")
    }

    @Test func withoutAContextStatisticsCountEveryTask() throws {
        let worker = try TaskWorkingSpy(tasks: ProjectsAndTagsFixtures.tasks)
        StatisticsInteractor(presenter: statistics, worker: worker, contexts: .testing()).showStatistics(request: .init())
        #expect(statistics.presentStatisticsResponses.last?.statistics.summary.total == 4)
        #expect(statistics.presentStatisticsResponses.last?.context == nil)
    }

    @Test func projectsAndTagsListOnlyTheContextsTasks() throws {
        let worker = try TaskWorkingSpy(tasks: ProjectsAndTagsFixtures.tasks)
        let interactor = ProjectsAndTagsInteractor(presenter: groups, worker: worker, contexts: try work())
        interactor.fetchGroups(request: .init(pageSize: 10))
        let response = try #require(groups.presentGroupsResponses.last)
        #expect(response.projects.map(\.name) == ["home", "home.kitchen", "work"])
        #expect(response.tags.map(\.name) == ["shop"])
        #expect(response.context == "work")
    }

    @Test func theHeadersSayTheContext() throws {
        let statisticsView = StatisticsDisplayLogicSpy()
        let statisticsPresenter = StatisticsPresenter(theme: .dark)
        statisticsPresenter.viewController = statisticsView
        let worker = try TaskWorkingSpy(tasks: ProjectsAndTagsFixtures.tasks)
        StatisticsInteractor(presenter: statisticsPresenter, worker: worker, contexts: try work()).showStatistics(request: .init())
        #expect(statisticsView.displayStatisticsViewModels.last?.note == "context: work")
        // Nothing in the context: the empty state says where the tasks went.
        let empty = ContextChoice.testing([TaskContext(name: "trip", filter: try FilterParser(clock: Fixtures.Samples.clock).parse("+trip"))],
                                          active: "trip")
        StatisticsInteractor(presenter: statisticsPresenter, worker: worker, contexts: empty).showStatistics(request: .init())
        #expect(statisticsView.displayStatisticsViewModels.last?.emptyState
                == ["No tasks in the context 'trip'.", "':context none' on the list shows every task."])

        let groupsView = ProjectsAndTagsDisplayLogicSpy()
        let groupsPresenter = ProjectsAndTagsPresenter()
        groupsPresenter.viewController = groupsView
        ProjectsAndTagsInteractor(presenter: groupsPresenter, worker: worker, contexts: try work())
            .fetchGroups(request: .init(pageSize: 10))
        #expect(groupsView.displayGroupsViewModels.last?.current == "context: work  list shows: all")
    }
}
