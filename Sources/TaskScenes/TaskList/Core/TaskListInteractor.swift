import TaskDomain

/// The Task List's business logic: the list itself (appearing, opening the selected task,
/// what comes back from other scenes) and one child interactor per concern, all over the
/// one `TaskListState`.
///
/// A new list action goes into the child of its concern (see Scenes.md, "Task List: where
/// an action goes"); this root only wires them and keeps what the other scenes read.
final class TaskListInteractor: TaskListBusinessLogic, TaskListDataStore, TaskListNarrowingDataStore {
    /// Internal, not private: tests read what the concerns share (the targets, the folds).
    let state: TaskListState

    let browse: TaskListBrowseLogic
    let search: TaskListSearchLogic
    let marks: TaskListMarksLogic
    let changes: TaskListChangesLogic
    let tags: TaskListTagsLogic
    let tree: TaskListTreeLogic
    let depends: TaskListDependsLogic
    let commandLine: TaskListCommandLineLogic
    let storage: TaskListStorageNewsLogic
    let plan: TaskListPlanLogic
    let annotate: TaskListAnnotateLogic
    let context: TaskListContextLogic

    /// A change made in another scene, said once the list is shown again.
    private var announcement: TaskChange?
    /// A task another scene asked to select (the one saved or last shown there), applied
    /// when the list is shown again and the task is among those it shows.
    private var focusOnReturn: TaskID?
    /// Set by `narrow(project:tag:)`: the list says what it now shows when it shows again.
    private var announcesNarrowing = false
    /// Whether the read-only notice was shown (once, when the list first opens).
    private var saidReadOnly = false
    private var saidUnshownFiles = false
    /// Whether a problem finding the context at launch was said (once, when the list first opens).
    private var saidContextProblems = false

    /// `views` become tabs after the built-in ones; `openView` (a view's name) is the tab
    /// the list opens on instead of `query.filter`'s. The ports are the environment's.
    init(presenter: TaskListPresentationLogic, worker: TaskWorking, query: TaskQuery, views: [SavedView],
         openView: String?, sync: SyncRunning?, notesEditor: NotesEditing?, exporter: TaskListExporting?,
         commandWords: TaskListCommandWords, plan: PlanSettings, contexts: ContextChoice, fields: [FieldDeclaration]) {
        let state = TaskListState(presenter: presenter, worker: worker, query: query, views: views, openView: openView,
                                  plan: plan, contexts: contexts, fields: fields)
        self.state = state
        changes = TaskListChangesInteractor(state: state, notesEditor: notesEditor)
        browse = TaskListBrowseInteractor(state: state)
        search = TaskListSearchInteractor(state: state)
        marks = TaskListMarksInteractor(state: state)
        tags = TaskListTagsInteractor(state: state)
        tree = TaskListTreeInteractor(state: state)
        depends = TaskListDependsInteractor(state: state)
        let context = TaskListContextInteractor(state: state)
        self.context = context
        commandLine = TaskListCommandLineInteractor(state: state, words: commandWords, exporter: exporter, context: context)
        storage = TaskListStorageNewsInteractor(state: state, sync: sync)
        self.plan = TaskListPlanInteractor(state: state)
        annotate = TaskListAnnotateInteractor(state: state)
    }

    // MARK: - Data store

    var selectedTask: Task? { state.selectedTask }

    var visibleOrder: TaskOrder { state.shownOrder }

    var query: TaskQuery { state.query }

    var newTaskDefaults: WriteDefaults { state.newTaskDefaults }

    func selectTask(id: TaskID) {
        focusOnReturn = id
    }

    func announce(_ change: TaskChange) {
        announcement = change
    }

    func narrow(project: String?, tag: String?) {
        state.query.project = project
        state.query.tag = tag
        announcesNarrowing = true
    }

    // MARK: - Business logic

    func fetchTasks(request: TaskList.FetchTasks.Request) {
        state.viewport = TaskList.Viewport(request.viewport)
        let focus = focusOnReturn
        focusOnReturn = nil
        state.showAgain(focusing: focus)
        let worker = state.worker
        if let change = announcement {
            announcement = nil
            if let added = change.entries.first(where: { $0.before == nil })?.after, state.shownPosition(of: added.id) == nil,
               let hiding = state.hiding(of: added) {
                state.say(.context(.addedHidden(change, by: hiding)))
            } else {
                state.say(.change(.made(change)))
            }
        } else if !saidContextProblems, let problem = state.contexts.problems.first {
            saidContextProblems = true
            state.say(.context(.problem(problem, known: state.contexts.contexts.map(\.name))))
        } else if worker.isReadOnly, !saidReadOnly {
            saidReadOnly = true
            state.say(.readOnlyStore(name: worker.storeName))
        } else if !worker.unshownFiles.isEmpty, !saidUnshownFiles {
            saidUnshownFiles = true
            state.say(.unshownFiles(paths: worker.unshownFiles))
        } else if announcesNarrowing {
            state.say(.browse(.narrowed(project: state.query.project, tag: state.query.tag)))
        }
        announcesNarrowing = false
    }

    func openTask(request: TaskList.OpenTask.Request) {
        guard state.selectedTask != nil else {
            state.say(.noTaskSelected)
            return
        }
        state.presenter.presentOpenTask(response: .init(destination: request.destination))
    }

    func answerQuestion(request: TaskList.AnswerQuestion.Request) {
        state.answer(request.answer)
    }
}

extension TaskList.Viewport {
    /// A viewport as the view measured it, with at least one row and no negative width.
    init(_ measured: TaskList.Viewport) {
        self.init(rows: max(1, measured.rows), width: max(0, measured.width),
                  previewWidth: measured.previewWidth.map { max(1, $0) })
    }
}
