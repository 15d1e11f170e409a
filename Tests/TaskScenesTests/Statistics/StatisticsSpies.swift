import TaskDomain
@testable import TaskScenes

final class StatisticsPresentationLogicSpy: StatisticsPresentationLogic {
    private(set) var presentStatisticsResponses: [Statistics.ShowStatistics.Response] = []
    private(set) var presentShowStatisticsFailureResponses: [Statistics.Failure.Response] = []

    func presentStatistics(response: Statistics.ShowStatistics.Response) { presentStatisticsResponses.append(response) }
    func presentShowStatisticsFailure(response: Statistics.Failure.Response) {
        presentShowStatisticsFailureResponses.append(response)
    }
}

final class StatisticsDisplayLogicSpy: StatisticsDisplayLogic {
    private(set) var displayStatisticsViewModels: [Statistics.ShowStatistics.ViewModel] = []
    private(set) var displayShowStatisticsFailureViewModels: [Statistics.Failure.ViewModel] = []

    func displayStatistics(viewModel: Statistics.ShowStatistics.ViewModel) {
        displayStatisticsViewModels.append(viewModel)
    }
    func displayShowStatisticsFailure(viewModel: Statistics.Failure.ViewModel) {
        displayShowStatisticsFailureViewModels.append(viewModel)
    }
}

final class StatisticsBusinessLogicSpy: StatisticsBusinessLogic {
    private(set) var showStatisticsRequests: [Statistics.ShowStatistics.Request] = []

    func showStatistics(request: Statistics.ShowStatistics.Request) { showStatisticsRequests.append(request) }
}

final class StatisticsRouterSpy: StatisticsRoutingLogic {
    enum Route: Equatable { case taskList, help }
    private(set) var routes: [Route] = []

    func routeToTaskList() { routes.append(.taskList) }
    func routeToHelp() { routes.append(.help) }
}
