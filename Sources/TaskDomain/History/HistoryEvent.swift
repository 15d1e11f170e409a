import Foundation

/// What the shared history stores, one event at a time, in the order they happened: a
/// change made, or a step undone or redone. Appending events (never rewriting them) is what
/// lets several processes share one history with a short lock; `HistoryLog` reads the
/// steps and their states from them.
public enum HistoryEvent: Hashable, Sendable {
    /// A change was made (the step's `state` and `lastMove` are not stored: the marks after it say them).
    case made(HistoryStep)
    /// The step with this number was undone or redone.
    case marked(number: Int, HistoryMark)
}
