import TaskDomain
import TaskWording
@testable import TaskScenes

// What a scene under test is built with when the test does not care: the default theme
// and keys, no ports. The scenes themselves take all of it without defaults (a scene the
// app opens without its environment does not compile); only these test helpers fill it in.

extension SceneEnvironment {
    /// `worker` with the default theme and keys and the ports given (none unless asked).
    static func testing(_ worker: TaskWorking, keys: SceneKeyMaps = .defaults, theme: Theme = .dark,
                        notesEditor: NotesEditing? = nil, sync: SyncRunning? = nil,
                        exporter: TaskListExporting? = nil, plan: PlanSettings = .defaults,
                        contexts: ContextChoice = .testing(), fields: [FieldDeclaration] = []) -> SceneEnvironment {
        SceneEnvironment(worker: worker, theme: theme, keys: keys, notesEditor: notesEditor, sync: sync, exporter: exporter,
                         plan: plan, contexts: contexts, fields: fields)
    }
}

extension ContextChoice {
    /// The contexts a test gives (none by default), `active` by name, saved nowhere unless a saver is given.
    static func testing(_ contexts: [TaskContext] = [], active: String? = nil, problems: [ContextProblem] = [],
                        saver: ContextSaving? = nil) -> ContextChoice {
        ContextChoice(contexts: contexts, active: contexts.first { $0.name == active }, problems: problems, saver: saver)
    }
}

extension TaskListSettings {
    /// The list as it opens without a config file, with what the test changes.
    static func testing(query: TaskQuery = TaskQuery(filter: .pending, sort: .due), views: [SavedView] = [],
                        openView: String? = nil, columns: [ListColumn] = ListColumn.defaults,
                        viewColumns: [String: [ListColumn]] = [:], dateStyle: DateStyle = .relative) -> TaskListSettings {
        TaskListSettings(query: query, views: views, openView: openView, columns: columns, viewColumns: viewColumns,
                         dateStyle: dateStyle)
    }
}

extension TaskListInteractor {
    /// The interactor over `worker` with the command words the configurator would give.
    convenience init(presenter: TaskListPresentationLogic, worker: TaskWorking,
                     query: TaskQuery = TaskQuery(filter: .pending, sort: .due), views: [SavedView] = [],
                     openView: String? = nil, sync: SyncRunning? = nil, notesEditor: NotesEditing? = nil,
                     exporter: TaskListExporting? = nil, plan: PlanSettings = .defaults,
                     contexts: ContextChoice = .testing(), fields: [FieldDeclaration] = []) {
        self.init(presenter: presenter, worker: worker, query: query, views: views, openView: openView, sync: sync,
                  notesEditor: notesEditor, exporter: exporter,
                  commandWords: TaskListPresenter.commandWords(formats: exporter?.formats ?? [], views: views.map(\.name),
                                                               contexts: contexts.contexts.map(\.name), fields: fields),
                  plan: plan, contexts: contexts, fields: fields)
    }
}

extension TaskListPresenter {
    convenience init(clock: any Clock, theme: Theme = .dark, columns: [ListColumn] = ListColumn.defaults,
                     viewColumns: [String: [ListColumn]] = [:], dateStyle: DateStyle = .relative,
                     coefficients: UrgencyCoefficients = .taskwarrior, keys: SentenceKeys = .listDefaults,
                     testing: Void = ()) {
        self.init(clock: clock, theme: theme, columns: columns, viewColumns: viewColumns, dateStyle: dateStyle,
                  coefficients: coefficients, keys: keys)
    }
}

extension TaskListViewController {
    convenience init(interactor: TaskListBusinessLogic, router: (TaskListRoutingLogic & TaskListDataPassing)?,
                     keyMap: KeyMap<TaskListAction> = TaskListKeyMap.list, theme: Theme = .dark, testing: Void = ()) {
        self.init(interactor: interactor, router: router, keyMap: keyMap, theme: theme)
    }
}

extension TaskDetailInteractor {
    /// The interactor with the default plan settings (Taskwarrior's coefficients, one active task).
    convenience init(presenter: TaskDetailPresentationLogic, worker: TaskWorking, notesEditor: NotesEditing? = nil) {
        self.init(presenter: presenter, worker: worker, notesEditor: notesEditor, plan: .defaults)
    }
}

extension TaskDetailPresenter {
    convenience init(clock: any Clock, keys: SentenceKeys = SentenceKeys(TaskDetailKeyMap.map),
                     fields: [FieldDeclaration] = [], testing: Void = ()) {
        self.init(clock: clock, theme: .dark, keys: keys, fields: fields)
    }
}

extension TaskEditorPresenter {
    convenience init(clock: any Clock, testing: Void = ()) { self.init(clock: clock, theme: .dark) }
}

extension StatisticsPresenter {
    convenience init() { self.init(theme: .dark) }
}

extension TaskDetailViewController {
    convenience init(interactor: TaskDetailBusinessLogic, router: (TaskDetailRoutingLogic & TaskDetailDataPassing)?,
                     keyMap: KeyMap<TaskDetailAction> = TaskDetailKeyMap.map, theme: Theme = .dark, testing: Void = ()) {
        self.init(interactor: interactor, router: router, keyMap: keyMap, theme: theme)
    }
}

extension TaskEditorViewController {
    convenience init(interactor: TaskEditorBusinessLogic, router: (TaskEditorRoutingLogic & TaskEditorDataPassing)?,
                     keyMap: KeyMap<TaskEditorAction> = TaskEditorKeyMap.form, theme: Theme = .dark, testing: Void = ()) {
        self.init(interactor: interactor, router: router, keyMap: keyMap, theme: theme)
    }
}

extension ProjectsAndTagsViewController {
    convenience init(interactor: ProjectsAndTagsBusinessLogic,
                     router: (ProjectsAndTagsRoutingLogic & ProjectsAndTagsDataPassing)?,
                     keyMap: KeyMap<ProjectsAndTagsAction> = ProjectsAndTagsKeyMap.map, theme: Theme = .dark,
                     testing: Void = ()) {
        self.init(interactor: interactor, router: router, keyMap: keyMap, theme: theme)
    }
}

extension StatisticsViewController {
    convenience init(interactor: StatisticsBusinessLogic, router: StatisticsRoutingLogic?,
                     keyMap: KeyMap<StatisticsAction> = StatisticsKeyMap.map, theme: Theme = .dark, testing: Void = ()) {
        self.init(interactor: interactor, router: router, keyMap: keyMap, theme: theme)
    }
}

extension HelpViewController {
    convenience init(interactor: HelpBusinessLogic, router: (HelpRoutingLogic & HelpDataPassing)?,
                     keyMap: KeyMap<HelpAction> = HelpKeyMap.map, theme: Theme = .dark, testing: Void = ()) {
        self.init(interactor: interactor, router: router, keyMap: keyMap, theme: theme)
    }
}

extension ConfirmViewController {
    convenience init(interactor: ConfirmBusinessLogic, router: (ConfirmRoutingLogic & ConfirmDataPassing)?,
                     keyMap: KeyMap<ConfirmAction> = ConfirmKeyMap.map, theme: Theme = .dark, testing: Void = ()) {
        self.init(interactor: interactor, router: router, keyMap: keyMap, theme: theme)
    }
}

extension ChangeStatus {
    /// The line in the list's default keys ("u to undo").
    static func line(for outcome: ChangeOutcome) -> StatusLine { line(for: outcome, keys: .listDefaults) }
}

extension WaitWording {
    static func changed(_ change: TaskChange, until: Due?, pastDue: Due?) -> StatusLine {
        changed(change, until: until, pastDue: pastDue, keys: .listDefaults)
    }
}

extension NotesEditStatus {
    static func line(for outcome: NotesEditOutcome) -> StatusLine { line(for: outcome, keys: .listDefaults) }
}

extension StatisticsInteractor {
    /// Statistics without a context (every task counts) unless the test gives one.
    convenience init(presenter: StatisticsPresentationLogic, worker: TaskWorking, days: Int = TaskStatistics.defaultDays,
                     testing: Void = ()) {
        self.init(presenter: presenter, worker: worker, contexts: .testing(), days: days)
    }
}

extension ProjectsAndTagsInteractor {
    /// Projects & Tags without a context (every task counts) unless the test gives one.
    convenience init(presenter: ProjectsAndTagsPresentationLogic, worker: TaskWorking, testing: Void = ()) {
        self.init(presenter: presenter, worker: worker, contexts: .testing())
    }
}

extension TaskEditorInteractor {
    /// An editor without declared custom fields unless the test gives some.
    convenience init(presenter: TaskEditorPresentationLogic, worker: TaskWorking, testing: Void = ()) {
        self.init(presenter: presenter, worker: worker, customFields: [])
    }
}

extension TaskEditorFormReader {
    /// A form reader without declared custom fields.
    init(clock: any Clock, task: Task?, initial: TaskEditor.FormText) {
        self.init(clock: clock, task: task, initial: initial, customFields: [])
    }
}
