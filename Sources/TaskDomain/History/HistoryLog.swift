/// The shared history read from its events: the steps that can still be undone or redone,
/// oldest first, at most `limit` of them.
///
/// The rule is the one of every editor's undo, shared by every process: an undo takes back
/// the newest step in effect, a redo makes again the oldest step undone, and a new change
/// forgets the steps undone before it (they can no longer be redone). Marks that name a
/// step the log no longer holds (forgotten, or past the limit) are ignored.
public struct HistoryLog: Equatable, Sendable {
    /// Oldest first.
    public private(set) var steps: [HistoryStep] = []
    /// The highest step number ever stored (forgotten steps too): the next step's is one more.
    public private(set) var highestNumber = 0

    /// Linear in the events: a step is found by binary search (steps are stored in the
    /// order they were numbered), and undone steps are forgotten only when there are some.
    public init(events: [HistoryEvent], limit: Int) {
        let limit = max(1, limit)
        var mayHaveUndone = false
        for event in events {
            switch event {
            case .made(var step):
                if mayHaveUndone {
                    steps.removeAll { $0.state == .undone }
                    mayHaveUndone = false
                }
                step.state = .done
                step.lastMove = nil
                highestNumber = max(highestNumber, step.number)
                steps.append(step)
                if steps.count > 2 * limit { steps.removeFirst(steps.count - limit) }
            case .marked(let number, let mark):
                guard let at = position(of: number) else { continue }
                steps[at].state = mark.undone ? .undone : .done
                steps[at].lastMove = mark
                if mark.undone { mayHaveUndone = true }
            }
        }
        if steps.count > limit { steps.removeFirst(steps.count - limit) }
    }

    /// Where step `number` is, if held. A damaged file whose numbers do not rise may hide a
    /// step from the search: its mark is then ignored, as one naming a forgotten step.
    private func position(of number: Int) -> Int? {
        var low = 0, high = steps.count
        while low < high {
            let middle = (low + high) / 2
            if steps[middle].number < number { low = middle + 1 } else { high = middle }
        }
        return low < steps.count && steps[low].number == number ? low : nil
    }

    /// The step `undo` takes back: the newest one in effect.
    public var nextUndo: HistoryStep? { steps.last { $0.state == .done } }

    /// The step `redo` makes again: the oldest undone one after the newest in effect.
    public var nextRedo: HistoryStep? {
        let newestDone = nextUndo?.number ?? Int.min
        return steps.first { $0.state == .undone && $0.number > newestDone }
    }

    /// Newest first, as `taskdeck undo --list` shows them.
    public var newestFirst: [HistoryStep] { steps.reversed() }

    public var isEmpty: Bool { steps.isEmpty }
}
