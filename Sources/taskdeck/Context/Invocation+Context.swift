import TaskDomain
import TaskWording

extension Invocation {
    /// Where the active context is kept between runs.
    var contextState: ContextStateFile { .location(environment: context.environment) }

    /// The active context (`TASKDECK_CONTEXT`, else the state file) and where it came from;
    /// each problem finding it is said on standard error (once: this is asked once a run),
    /// and the run then acts as if none were active.
    func activeContext() -> ContextResolution {
        let resolution = ContextResolution.resolve(contexts: contexts, environment: context.environment, state: contextState)
        for problem in resolution.problems {
            context.err("taskdeck: warning: "
                        + TerminalText.sanitized(ContextWording.problem(problem, known: contexts.map(\.name))) + "\n")
        }
        return resolution
    }
}
