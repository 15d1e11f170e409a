import TaskDomain

/// Which context is active for a run, and what went wrong finding it: `TASKDECK_CONTEXT`
/// when it is set (for one shell; `none` too), else the state file. A name the config file
/// does not define, or a state file that cannot be read, is a problem to say, and the run
/// acts as if none were active; nothing is written, so the state comes back when the config
/// defines the context again.
struct ContextResolution: Equatable {
    var context: TaskContext?
    var origin: ContextOrigin
    var problems: [ContextProblem]

    static func resolve(contexts: [TaskContext], environment: [String: String],
                        state: ContextStateFile) -> ContextResolution {
        if let name = environment["TASKDECK_CONTEXT"], !name.isEmpty {
            if name.lowercased() == TaskContext.noneName { return ContextResolution(context: nil, origin: .environment, problems: []) }
            guard let context = find(name, in: contexts) else {
                return ContextResolution(context: nil, origin: .none, problems: [.environmentUnknown(name: name)])
            }
            return ContextResolution(context: context, origin: .environment, problems: [])
        }
        switch state.read() {
        case .none:
            return ContextResolution(context: nil, origin: .none, problems: [])
        case .unreadable(let reason):
            return ContextResolution(context: nil, origin: .none,
                                     problems: [.stateUnreadable(path: state.url.path, reason: reason)])
        case .name(let name):
            guard let context = find(name, in: contexts) else {
                return ContextResolution(context: nil, origin: .none, problems: [.savedContextGone(name: name)])
            }
            return ContextResolution(context: context, origin: .saved, problems: [])
        }
    }

    /// The context called `name`, its case aside (the config refuses two names differing only in case).
    static func find(_ name: String, in contexts: [TaskContext]) -> TaskContext? {
        contexts.first { $0.name == name } ?? contexts.first { $0.name.lowercased() == name.lowercased() }
    }
}
