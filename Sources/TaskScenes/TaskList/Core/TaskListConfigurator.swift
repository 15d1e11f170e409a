import TaskDomain
import TaskWording

/// What shapes the home scene, from the config file: the query it opens on, the saved
/// views (tabs after the built-in ones) and the one to open on, and the rows' columns and
/// date words. No defaults: the composition root says each.
public struct TaskListSettings {
    public var query: TaskQuery
    public var views: [SavedView]
    /// `[list] tab` naming a saved view: the tab the list opens on instead of `query.filter`'s.
    public var openView: String?
    public var columns: [ListColumn]
    /// A saved view's own columns, by its name, while its tab is shown.
    public var viewColumns: [String: [ListColumn]]
    public var dateStyle: DateStyle

    public init(query: TaskQuery, views: [SavedView], openView: String?, columns: [ListColumn],
                viewColumns: [String: [ListColumn]], dateStyle: DateStyle) {
        self.query = query
        self.views = views
        self.openView = openView
        self.columns = columns
        self.viewColumns = viewColumns
        self.dateStyle = dateStyle
    }
}

/// Wires the Task List's VIP cycle with init injection and weak back references.
public enum TaskListConfigurator {
    /// The home scene in `environment` (handed on to every scene it opens), shaped by
    /// `settings`; its router navigates with `navigator`.
    public static func make(environment: SceneEnvironment, settings: TaskListSettings,
                            navigator: SceneNavigating) -> TerminalViewController {
        let presenter = TaskListPresenter(clock: environment.clock, theme: environment.theme, columns: settings.columns,
                                          viewColumns: settings.viewColumns, dateStyle: settings.dateStyle,
                                          coefficients: environment.plan.urgency, keys: SentenceKeys(environment.keys.list))
        let words = TaskListPresenter.commandWords(formats: environment.exporter?.formats ?? [],
                                                   views: settings.views.map(\.name),
                                                   contexts: environment.contexts.contexts.map(\.name),
                                                   fields: environment.fields)
        let interactor = TaskListInteractor(presenter: presenter, worker: environment.worker, query: settings.query,
                                            views: settings.views, openView: settings.openView, sync: environment.sync,
                                            notesEditor: environment.notesEditor, exporter: environment.exporter,
                                            commandWords: words, plan: environment.plan, contexts: environment.contexts,
                                            fields: environment.fields)
        let router = TaskListRouter(navigator: navigator, environment: environment)
        let viewController = TaskListViewController(interactor: interactor, router: router, keyMap: environment.keys.list,
                                                    theme: environment.theme)
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        router.narrowingDataStore = interactor
        return viewController
    }
}
