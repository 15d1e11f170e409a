import Foundation
import TaskDomain
import TaskScenes
import TaskStorage
import TerminalCore
import TerminalIO

/// `taskdeck` with no subcommand: the full-screen app on the task file.
///
/// Everything that can fail for a reason a person must read (no terminal, an unreadable or
/// corrupt file) fails before full-screen mode starts, so the message lands on a normal
/// screen and the file is left untouched. The app holds no lock while it runs: each change
/// locks only while it commits, so the CLI and other taskdecks work beside it.
enum AppCommand {
    static func run(_ invocation: Invocation) throws {
        guard invocation.context.stdinIsTerminal, invocation.context.stdoutIsTerminal else {
            throw CLIError.runtime("the full-screen app needs a terminal on standard input and output; "
                                   + "use the subcommands (taskdeck --help) in scripts and pipes")
        }
        let store = try invocation.store(writable: true)
        _ = try store.repository.loadAll()
        // u and Ctrl-R step through the store's shared history: the newest change of any
        // process, and the app's own changes stay undoable after a restart.
        // A change the history could not record is said in the status line (HistoryProblemInbox).
        let historyProblems = HistoryProblemInbox()
        let worker = TaskWorker(service: TaskService(repository: store.repository, clock: invocation.context.clock),
                                storeName: store.name, isReadOnly: store.refusesChanges,
                                unshownFiles: store.unshownFiles, history: try invocation.history(of: store),
                                historyProblem: historyProblems.add, isAnotherOpenWindow: OtherAppProcess.isRunning)
        let navigator = Navigator()
        let settings = invocation.settings
        let sync = ShellSyncRunner(command: settings.syncCommand().value, environment: invocation.context.environment,
                                   timeout: .seconds(try settings.syncTimeout().value),
                                   base: store.vdirURL.map { VdirSyncBase(vdir: $0) })
        let plan = settings.plan()
        let query = TaskQuery(filter: settings.listTab().value, sort: settings.listSort().value, coefficients: plan.urgency)
        let environment = invocation.context.environment
        let session = TerminalSession(terminal: Terminal(reportsMouse: settings.mouseEnabled().value))
        let editor = ShellNotesEditor(command: settings.editorCommand().value) { arguments in
            try session.runInForeground(arguments, environment: environment)
        }
        let exporter = FileTaskExporter(clock: invocation.context.clock, environment: environment, store: store.protectedArea)
        // The context in effect: a problem finding it is said in the status line once the app
        // shows (a line on standard error would be hidden by the full screen).
        let active = ContextResolution.resolve(contexts: invocation.contexts, environment: environment,
                                               state: invocation.contextState)
        let contexts = ContextChoice(contexts: invocation.contexts, active: active.context, problems: active.problems,
                                     saver: ContextStateSaver(file: invocation.contextState))
        let scenes = SceneEnvironment(worker: worker, theme: invocation.theme, keys: invocation.keyMaps, notesEditor: editor,
                                      sync: sync, exporter: exporter, plan: plan, contexts: contexts,
                                      fields: invocation.configured.fields)
        let list = TaskListSettings(query: query, views: invocation.views, openView: settings.listView()?.value,
                                    columns: settings.listColumns().value, viewColumns: settings.viewColumns(),
                                    dateStyle: settings.dateStyle().value)
        navigator.setRoot(TaskListConfigurator.make(environment: scenes, settings: list, navigator: navigator))
        let loopClock = SystemLoopClock()
        let storage = StorageWatch(worker: worker, journaled: store.journaled, clock: loopClock,
                                   historyProblems: historyProblems)
        let ending: Int32?
        do {
            // A sync still running ends with the app, however the app ends.
            defer { sync.stop() }
            defer { storage.finish() }
            ending = try FullScreen.run(SceneHost(navigator: navigator, storage: storage, sync: sync, clock: loopClock),
                                        session: session, environment: environment)
        }
        if let ending { TerminalSession.exit(bySignal: ending) }
    }
}
