import TaskDomain

extension Priority {
    /// How a row shows it, readable without colour: `!!!`, `!!`, `!` or nothing (the app's
    /// list and the CLI's `list` say it the same way, as quick add's `!high` reads it).
    public var mark: String {
        switch self {
        case .none: ""
        case .low: "!"
        case .medium: "!!"
        case .high: "!!!"
        }
    }
}
