import TaskDomain

/// Statistics' business logic: reads the tasks and computes the figures at the worker's
/// clock (`TaskStatistics`); nothing here knows a date format or a screen.
final class StatisticsInteractor: StatisticsBusinessLogic {
    private let presenter: StatisticsPresentationLogic
    private let worker: TaskWorking
    /// The active context: the figures count only the tasks it keeps.
    private let contexts: ContextChoice
    /// The days the completions chart covers.
    let days: Int

    init(presenter: StatisticsPresentationLogic, worker: TaskWorking, contexts: ContextChoice,
         days: Int = TaskStatistics.defaultDays) {
        self.presenter = presenter
        self.contexts = contexts
        self.worker = worker
        self.days = days
    }

    // MARK: - Business logic

    func showStatistics(request: Statistics.ShowStatistics.Request) {
        let tasks: [Task]
        do {
            tasks = contexts.kept(try worker.allTasks(), clock: worker.clock)
        } catch {
            presenter.presentShowStatisticsFailure(response: .init(error: SceneError(error)))
            return
        }
        let statistics = TaskStatistics(tasks: tasks, clock: worker.clock, days: days)
        presenter.presentStatistics(response: .init(storeName: worker.storeName, statistics: statistics,
                                                    timeSpent: WeeklyTimeSpent(tasks: tasks, clock: worker.clock),
                                                    context: contexts.active?.name))
    }
}
