import TaskDomain
import TaskWording

/// Wires the Task List's VIP cycle with init injection and weak back references.
public enum TaskListConfigurator {
    /// The home scene over `worker`; its router navigates with `navigator`.
    /// `sync` starts the sync command on `$` (nil: the key says no sync is set up).
    /// `keys` and `theme` are the key maps and styles in effect (a config file's), handed on
    /// to every scene opened; `columns` and `dateStyle` shape the rows (`viewColumns`: a
    /// saved view's own columns, by its name, while its tab is shown).
    /// `views` are the config file's saved views (tabs after the built-in ones); `openView`
    /// names the one to open on.
    /// `notesEditor` opens notes in the person's editor (`E`, here and in the detail);
    /// `exporter` writes `:export` files.
    public static func make(worker: TaskWorking, navigator: SceneNavigating,
                            query: TaskQuery = TaskQuery(filter: .pending, sort: .due),
                            views: [SavedView] = [], openView: String? = nil,
                            sync: SyncRunning? = nil, keys: SceneKeyMaps = .defaults, theme: Theme = .dark,
                            columns: [ListColumn] = ListColumn.defaults, viewColumns: [String: [ListColumn]] = [:],
                            dateStyle: DateStyle = .relative,
                            notesEditor: NotesEditing? = nil, exporter: TaskListExporting? = nil) -> TerminalViewController {
        let presenter = TaskListPresenter(clock: worker.clock, theme: theme, columns: columns,
                                          viewColumns: viewColumns, dateStyle: dateStyle)
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: query, views: views,
                                            openView: openView, sync: sync, notesEditor: notesEditor, exporter: exporter,
                                            commandWords: TaskListPresenter.commandWords(formats: exporter?.formats ?? [],
                                                                                         views: views.map(\.name)))
        let router = TaskListRouter(navigator: navigator, worker: worker, keys: keys, theme: theme, notesEditor: notesEditor)
        let viewController = TaskListViewController(interactor: interactor, router: router, keyMap: keys.list, theme: theme)
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        router.narrowingDataStore = interactor
        return viewController
    }
}
