/// How the user plans: the urgency coefficients (`[urgency]`), whether several tasks may run
/// at once (`[start] several-active`), and how many tasks the Next view shows (`[next] limit`).
///
/// One value made by the composition root from the config file and handed to the CLI's
/// commands and to every scene (`SceneEnvironment.plan`), so the list, the Next view, the
/// detail's explanation and `taskdeck next` rank with the same numbers.
public struct PlanSettings: Hashable, Sendable {
    public var urgency: UrgencyCoefficients
    /// Allow more than one active task (`start` of a second task does not stop the first).
    public var severalActive: Bool
    /// The number of tasks the Next view and `taskdeck next` show at most.
    public var nextLimit: Int

    public init(urgency: UrgencyCoefficients = .taskwarrior, severalActive: Bool = false, nextLimit: Int = 25) {
        self.urgency = urgency
        self.severalActive = severalActive
        self.nextLimit = nextLimit
    }

    /// Taskwarrior's coefficients, one active task at a time, the top 25.
    public static let defaults = PlanSettings()
}
