import TaskDomain

/// The words for contexts, shared by the CLI (`taskdeck context`, `list`, `add`) and the
/// app's presenters.
public enum ContextWording {
    /// What to say about a problem finding the active context; `known` are the names the
    /// config file defines.
    public static func problem(_ problem: ContextProblem, known: [String]) -> String {
        let knownText = known.isEmpty ? "the config file defines none" : "defined: " + known.joined(separator: ", ")
        switch problem {
        case .savedContextGone(let name):
            return "the saved context '\(name)' is not in the config file: showing every task (\(knownText); "
                + "taskdeck context NAME or none chooses again)"
        case .environmentUnknown(let name):
            return "TASKDECK_CONTEXT names '\(name)', which the config file does not define: showing every task (\(knownText))"
        case .stateUnreadable(let path, let reason):
            return "cannot read the saved context in \(path) (\(reason)): showing every task; the file is left as it is"
        }
    }

    /// `hidden by the context 'work'`: why a task just added is not shown. `tabName` words a
    /// built-in tab as the place saying it shows them (the app's `Today`, the CLI's `today`).
    public static func hidden(by hiding: TaskHiding, tabName: (TaskFilter) -> String) -> String {
        switch hiding {
        case .context(let name): "hidden by the context '\(name)'"
        case .view(let name): "hidden by the view '\(name)'"
        case .tab(let filter): "hidden by the tab '\(tabName(filter))'"
        case .filter: "hidden by the filter"
        }
    }

    /// The write defaults as a filter would say them: `+work #office` (empty when none).
    public static func defaults(_ defaults: WriteDefaults) -> String {
        ((defaults.project.map { ["+" + $0] } ?? []) + defaults.tags.map { "#" + $0 }).joined(separator: " ")
    }

    /// The line `list` and `next` end with on a terminal while a context is active, so
    /// nobody wonders where tasks went: `context: work (+work or #office), 12 tasks hidden;
    /// taskdeck context none shows every task`.
    public static func activeNote(_ context: TaskContext, origin: ContextOrigin, hiddenCount: Int) -> String {
        let hidden = hiddenCount == 0 ? "" : ", \(hiddenCount) \(hiddenCount == 1 ? "task" : "tasks") hidden"
        let how = origin == .environment ? "unset TASKDECK_CONTEXT shows every task" : "taskdeck context none shows every task"
        return "context: \(context.name) (\(context.filter.source))\(hidden); \(how)"
    }

    /// Where the active context comes from, for `taskdeck context show`.
    public static func origin(_ origin: ContextOrigin, statePath: String) -> String {
        switch origin {
        case .none: "no context is active"
        case .saved: "saved in \(statePath)"
        case .environment: "TASKDECK_CONTEXT, for this shell"
        }
    }
}
