import TaskWording

/// The config file's `[undo] limit`: how many changes the shared undo history keeps (the
/// store's history file, which `taskdeck undo` and the app's `u` step through).
public enum UndoConfig {
    public static let defaultLimit = 200
    /// At least one step; at most far more than anyone takes back, so the file stays small.
    public static let limitRange = 1...100_000

    static let key = ConfigKey(section: "undo", name: "limit",
                               help: ["How many changes taskdeck undo and the app's u can take back, newest first,",
                                      "whichever process made them (\(limitRange.lowerBound) to \(limitRange.upperBound)).",
                                      "The history is kept beside the store: tasks.json.history, a vdir's .taskdeck-history."],
                               shown: .integer(defaultLimit), commentedOut: false)

    /// The limit `entry` sets; `bad` words the error with what is expected.
    static func limit(_ entry: ConfigDocument.Entry, bad: (ConfigProblem.Expected) -> ConfigError) throws(ConfigError) -> Int {
        guard case .integer(let limit) = entry.value, limitRange.contains(limit) else {
            throw bad(.wholeChanges(limitRange))
        }
        return limit
    }
}
