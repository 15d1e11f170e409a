import TaskDomain

/// What the Statistics view asks of its interactor.
protocol StatisticsBusinessLogic: AnyObject {
    func showStatistics(request: Statistics.ShowStatistics.Request)
}

/// What the interactor hands its presenter.
protocol StatisticsPresentationLogic: AnyObject {
    func presentStatistics(response: Statistics.ShowStatistics.Response)
    func presentShowStatisticsFailure(response: Statistics.Failure.Response)
}

/// What the presenter hands the view.
protocol StatisticsDisplayLogic: AnyObject {
    func displayStatistics(viewModel: Statistics.ShowStatistics.ViewModel)
    func displayShowStatisticsFailure(viewModel: Statistics.Failure.ViewModel)
}

/// Where Statistics can go.
protocol StatisticsRoutingLogic: AnyObject {
    func routeToTaskList()
    func routeToHelp()
}
