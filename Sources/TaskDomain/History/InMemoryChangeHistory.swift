import Foundation

/// A `ChangeHistory` that lives as long as its process: for tests, and for a worker built
/// without a store's history (the benchmarks). It keeps its events as they come and forgets
/// steps past `limit` as the stored ones do.
public final class InMemoryChangeHistory: ChangeHistory {
    public let limit: Int
    public private(set) var events: [HistoryEvent] = []
    private var changes: [Int: TaskChange] = [:]

    public init(limit: Int = 200) {
        self.limit = max(1, limit)
    }

    public func read() throws -> HistoryLog {
        HistoryLog(events: events, limit: limit)
    }

    public func change(of step: HistoryStep) throws -> TaskChange {
        guard let change = changes[step.number] else {
            throw ChangeHistoryError.stepUnreadable(path: "memory", number: step.number, problem: "not kept")
        }
        return change
    }

    public func append(_ event: HistoryEvent, change: TaskChange?) throws {
        events.append(event)
        if case .made(let step) = event, let change { changes[step.number] = change }
        // Tidy up as a stored history does: keep the events of the steps still held.
        if events.count > 4 * limit {
            let kept = Set(HistoryLog(events: events, limit: limit).steps.map(\.number))
            events = events.filter { event in
                switch event {
                case .made(let step): kept.contains(step.number)
                case .marked(let number, _): kept.contains(number)
                }
            }
            changes = changes.filter { kept.contains($0.key) }
        }
    }

    public func holding<Result>(_ body: () throws -> Result) throws -> Result {
        try body()
    }
}
