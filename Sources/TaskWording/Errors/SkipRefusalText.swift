import TaskDomain

/// The words for a task that has no occurrence to skip, shared by the status line and the
/// CLI's `skip`: "'Water plants' repeats after completion: nothing to skip". Each adapter
/// adds what to do instead in its own terms (a key, a command).
public enum SkipRefusalText {
    /// "'Title' does not repeat: nothing to skip" and the like.
    public static func sentence(title: String, _ refusal: SkipRefusal) -> String {
        "'\(title)' \(reason(refusal)): nothing to skip"
    }

    /// Several tasks, none of which can skip: "None of the 3 tasks repeats from a due date: nothing to skip".
    public static func sentence(count: Int) -> String {
        "None of the \(count) tasks repeats from a due date: nothing to skip"
    }

    /// The reason after the title: "does not repeat", "is completed", "repeats after completion".
    public static func reason(_ refusal: SkipRefusal) -> String {
        switch refusal {
        case .notRepeating: "does not repeat"
        case .completed: "is completed"
        case .repeatsAfterCompletion: "repeats after completion"
        }
    }
}
