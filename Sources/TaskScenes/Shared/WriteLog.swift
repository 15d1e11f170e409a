import TaskDomain

/// The tasks each of a worker's last writes touched, so that a scene another scene covered
/// while it wrote can take in just those tasks when it shows again, instead of reading and
/// laying out every task (at a million tasks, the list made again takes seconds).
struct WriteLog {
    /// How many writes are remembered: a scene that missed more reads everything again.
    static let capacity = 256

    /// How many writes were noted since the worker was made.
    private(set) var count = 0
    /// The IDs of the last `min(count, capacity)` writes, oldest first.
    private var touched: [[TaskID]] = []

    mutating func note(_ ids: [TaskID]) {
        count += 1
        touched.append(ids)
        if touched.count > Self.capacity { touched.removeFirst(touched.count - Self.capacity) }
    }

    /// The tasks the writes after the first `mark` touched, each once, in the order they
    /// were first touched; nil when some of those writes are no longer remembered (or
    /// `mark` is not a count this log gave).
    func ids(since mark: Int) -> [TaskID]? {
        let missed = count - mark
        guard missed >= 0, missed <= touched.count else { return nil }
        var seen = Set<TaskID>()
        return touched.suffix(missed).joined().filter { seen.insert($0).inserted }
    }
}
