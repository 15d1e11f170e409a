import TaskDomain

/// What every scene is built with: the one worker (so every change is a step on the one
/// undo stack), the theme and key maps in effect (a config file's), and the ports the
/// composition root fills. Made once by the executable and handed down by every
/// configurator and router, with no defaults anywhere below: a scene opened without it
/// does not compile, instead of silently going back to the default theme or keys.
public struct SceneEnvironment {
    public let worker: TaskWorking
    public let theme: Theme
    public let keys: SceneKeyMaps
    /// Opens notes in the person's editor (`E` in the list and the detail); nil: none is set up.
    public let notesEditor: NotesEditing?
    /// Starts the sync command (`$`); nil: the key says none is set up.
    public let sync: SyncRunning?
    /// Writes `:export` files; nil: the command says none is set up.
    public let exporter: TaskListExporting?
    /// Urgency coefficients, one or several active tasks, the Next view's length (the config's).
    public let plan: PlanSettings
    /// The config's contexts and the active one (`:context`, `@`): applied to what every scene shows.
    public let contexts: ContextChoice
    /// The config's declared custom fields (`[fields.NAME]`): what `/` filters by, `s` and
    /// `:sort` sort by, the editor shows and quick add reads.
    public let fields: [FieldDeclaration]

    public init(worker: TaskWorking, theme: Theme, keys: SceneKeyMaps, notesEditor: NotesEditing?, sync: SyncRunning?,
                exporter: TaskListExporting?, plan: PlanSettings, contexts: ContextChoice, fields: [FieldDeclaration]) {
        self.contexts = contexts
        self.fields = fields
        self.worker = worker
        self.theme = theme
        self.keys = keys
        self.notesEditor = notesEditor
        self.sync = sync
        self.exporter = exporter
        self.plan = plan
    }

    /// The clock every date rule and word of the scenes reads: the worker's, so the
    /// scenes and the use cases agree on today.
    public var clock: any Clock { worker.clock }
}
