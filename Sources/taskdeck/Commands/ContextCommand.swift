import TaskDomain
import TaskWording

/// `taskdeck context [NAME | none | list | show]`: which context applies to everything
/// shown (`[contexts.NAME]` in the config file), kept between runs in the state file
/// (`$XDG_STATE_HOME/taskdeck/context`); `TASKDECK_CONTEXT` overrides it for one shell.
///
/// `NAME` and `none` write the state (atomically); `list` and `show` (the default) only
/// read. A name the config does not define is a usage error naming those it does.
enum ContextCommand {
    static let command = Command(
        name: "context",
        summary: "apply a named filter from the config to every listing (or none)",
        usage: "context [NAME | none | list | show]",
        examples: ["taskdeck context work", "taskdeck context none", "taskdeck context list",
                   "TASKDECK_CONTEXT=home taskdeck list"],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let words = invocation.arguments.positionals
        guard words.count <= 1 else { throw CLIError.usage("context takes one word: a context's name, none, list or show") }
        switch words.first?.lowercased() {
        case nil, "show": show(invocation)
        case "list": list(invocation)
        case TaskContext.noneName: try choose(nil, invocation: invocation)
        default:
            let name = words[0]
            guard let context = ContextResolution.find(name, in: invocation.contexts) else {
                throw CLIError.usage("no context '\(name)' in the config file; "
                                     + (invocation.contexts.isEmpty ? "define one as [contexts.\(name)] filter = \"+\(name)\""
                                        : "defined: " + invocation.contexts.map(\.name).joined(separator: ", ")))
            }
            try choose(context, invocation: invocation)
        }
    }

    /// Saves `context` (nil: none) for the next runs and says what it does now.
    private static func choose(_ context: TaskContext?, invocation: Invocation) throws {
        try invocation.contextState.write(context?.name)
        if let context {
            invocation.print("Context '\(context.name)' is active: \(context.filter.source)"
                             + defaultsClause(context.defaults))
        } else {
            invocation.print("No context: every task is shown")
        }
        // The shell's variable still decides for this shell: say so rather than seem to fail.
        if let variable = invocation.context.environment["TASKDECK_CONTEXT"], !variable.isEmpty {
            invocation.print("TASKDECK_CONTEXT=\(variable) still overrides it in this shell; unset TASKDECK_CONTEXT to use it")
        }
    }

    private static func defaultsClause(_ defaults: WriteDefaults) -> String {
        defaults.isEmpty ? "" : "; new tasks get " + ContextWording.defaults(defaults)
    }

    /// The active context, its filter and defaults, and where it comes from.
    private static func show(_ invocation: Invocation) {
        let active = invocation.activeContext()
        let origin = ContextWording.origin(active.origin, statePath: invocation.contextState.url.path)
        guard let context = active.context else {
            invocation.print(invocation.contexts.isEmpty ? "No context (the config file defines none)"
                             : "No context (\(origin == "no context is active" ? "none chosen" : origin)); "
                             + "taskdeck context list shows the contexts")
            return
        }
        invocation.print("context: \(context.name)")
        invocation.print("filter: \(context.filter.source)")
        invocation.print("new tasks get: " + (context.defaults.isEmpty ? "nothing" : ContextWording.defaults(context.defaults)))
        invocation.print("from: \(origin)")
    }

    /// Every context the config defines, the active one marked `*`.
    private static func list(_ invocation: Invocation) {
        let active = invocation.activeContext().context?.name
        guard !invocation.contexts.isEmpty else {
            invocation.print("The config file defines no context; add one, such as:")
            invocation.print("[contexts.work]")
            invocation.print("filter = \"+work or #office\"")
            return
        }
        let width = invocation.contexts.map(\.name.count).max() ?? 0
        for context in invocation.contexts {
            let mark = context.name == active ? "*" : " "
            let name = context.name.padding(toLength: width, withPad: " ", startingAt: 0)
            invocation.print("\(mark) \(name)  \(context.filter.source)" + defaultsClause(context.defaults))
        }
    }
}
