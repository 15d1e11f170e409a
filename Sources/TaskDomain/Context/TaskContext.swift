/// A named filter from the config file (`[contexts.work] filter = "+work or #office"`) that,
/// while it is active, applies to everything shown (every tab, view, search, the Agenda,
/// `list`, `next`) and gives new tasks its write defaults, as Taskwarrior's contexts do.
public struct TaskContext: Hashable, Sendable {
    public let name: String
    public let filter: FilterExpression
    /// The explicit `project = …` / `tags = …` of the config file, else those the filter
    /// certainly requires (`FilterExpression.writeDefaults`).
    public let defaults: WriteDefaults

    public init(name: String, filter: FilterExpression, defaults: WriteDefaults? = nil) {
        self.name = name
        self.filter = filter
        self.defaults = defaults ?? filter.writeDefaults
    }

    /// The words that name no context but none: `taskdeck context none`, `:context none`.
    public static let noneName = "none"
    /// Names a context cannot have: they are the `context` command's own words.
    public static let reservedNames: Set<String> = ["none", "list", "show"]
}

/// Where the active context came from, and what went wrong finding it: facts the CLI and the
/// app word (`TaskWording.ContextWording`).
public enum ContextOrigin: Hashable, Sendable {
    /// None is active.
    case none
    /// The state file names it (the last `taskdeck context NAME` or `:context NAME`).
    case saved
    /// `TASKDECK_CONTEXT` names it for this shell.
    case environment
}

/// Something to say once about the context in effect, which then acts as none.
public enum ContextProblem: Hashable, Sendable {
    /// The state file names a context the config file no longer defines.
    case savedContextGone(name: String)
    /// `TASKDECK_CONTEXT` names a context the config file does not define.
    case environmentUnknown(name: String)
    /// The state file could not be read (it is left as it is).
    case stateUnreadable(path: String, reason: String)
}

/// What keeps a task just added out of what is shown, first found first: the active
/// context, the saved view or built-in tab shown, or the filter typed (`/`, a project or tag
/// chosen in Projects & Tags, the CLI's words).
public enum TaskHiding: Hashable, Sendable {
    case context(name: String)
    case view(name: String)
    case tab(TaskFilter)
    case filter
}
