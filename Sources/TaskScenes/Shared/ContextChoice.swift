import TaskDomain

/// Saves the active context for the next runs: the composition root's state file (scenes
/// never write files). Tests give a spy.
public protocol ContextSaving: AnyObject {
    /// Keeps `name` (nil: none) as the context the next run starts in.
    func save(contextNamed name: String?) throws
}

/// The contexts the config file defines and the one active in this app, shared by every
/// scene through the `SceneEnvironment` (the list switches it, the Agenda and the editor's
/// defaults read it). One object for the whole app, made by the composition root.
public final class ContextChoice {
    public let contexts: [TaskContext]
    public private(set) var active: TaskContext?
    /// What went wrong finding the context at launch (said once by the list), facts only.
    public let problems: [ContextProblem]
    private let saver: ContextSaving?

    /// `saver` nil: a switch lasts while the app runs and is saved nowhere.
    public init(contexts: [TaskContext], active: TaskContext?, problems: [ContextProblem], saver: ContextSaving?) {
        self.contexts = contexts
        self.active = active
        self.problems = problems
        self.saver = saver
    }

    /// The filter the active context applies (`.everything` while none is).
    public var filter: FilterExpression { active?.filter ?? .everything }

    /// The tasks the active context keeps (all of them while none is): what Statistics and
    /// Projects & Tags count, as every tab and view of the list shows only these. A subtask
    /// is in its parent's project for the context's `+project` as it is for the list's.
    public func kept(_ tasks: [Task], clock: any Clock) -> [Task] {
        guard let active else { return tasks }
        let (now, links) = (LocalNow(clock: clock), TaskLinks(tasks))
        return tasks.filter { active.filter.matches($0, at: now, links: links) }
    }

    /// The context called `name` (its case aside), if the config defines it.
    public func context(named name: String) -> TaskContext? {
        contexts.first { $0.name == name } ?? contexts.first { $0.name.lowercased() == name.lowercased() }
    }

    /// Makes `context` active (nil: none) for this app, then saves it for the next runs;
    /// a failure to save is thrown after the switch, which stands.
    public func activate(_ context: TaskContext?) throws {
        active = context
        try saver?.save(contextNamed: context?.name)
    }
}
