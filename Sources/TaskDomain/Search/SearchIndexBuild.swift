import Foundation

/// A search index being built on another thread from the slots as the list opened.
///
/// Why: at 1,000,000 tasks the index takes most of a second to build, which `/` paid before
/// the prompt showed. A long list starts building it when it opens (`LiveTaskQuery`), on
/// the second core while the first frame is drawn and read; `/` then takes the finished
/// index (or waits for the rest) and sets the slots changed meanwhile again.
///
/// It is `@unchecked Sendable` because its one mutable part, `built`, is written once on
/// the building thread before `finished` is signalled and read only after waiting on it.
final class SearchIndexBuild: @unchecked Sendable {
    /// From this many slots the index is built when the list opens; a shorter list builds it
    /// at `/` (10,000 tasks: 13 to 19 ms in release) and keeps no index it was not asked for.
    static let minimumSlots = 20_000

    /// One build at a time: the list is made again at a new day, when a waiting task's time
    /// comes and after many writes elsewhere, and builds side by side would share the
    /// second core.
    private static let queue = DispatchQueue(label: "taskdeck.search-index-build", qos: .userInitiated)

    private var built: SearchIndex?
    private let finished = DispatchSemaphore(value: 0)
    /// Set when no list holds the build any more: a build still queued or running stops.
    private let abandoned = Flag()

    /// Starts building the index of `slots` (a copy: later changes are not in it); tests
    /// lower the sizes from which runs of three bytes are kept, as `SearchIndex.init` says.
    init(_ slots: [Task?], runsFrom: Int = SlotOccurrences.runsMinimum, runsWithin: Int = SlotOccurrences.runsWithinMaximum) {
        // Not holding the build while it works: once the index is set, the list's reference
        // is the only one, so taking the index leaves it the list's alone (no copy to change it).
        let (finished, abandoned) = (finished, abandoned)
        Self.queue.async { [weak self] in
            let index = SearchIndex(slots, runsFrom: runsFrom, runsWithin: runsWithin, until: abandoned.isSet)
            if !abandoned.isSet() { self?.built = index }
            finished.signal()
        }
    }

    deinit { abandoned.set() }

    /// The index, once built (waits for it).
    func index() -> SearchIndex {
        finished.wait()
        finished.signal()  // a copy of the list may ask again
        guard let built else { preconditionFailure("the building thread sets the index before it signals") }
        return built
    }

    /// A flag one thread sets and another reads.
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        func set() {
            lock.lock()
            value = true
            lock.unlock()
        }

        func isSet() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }
}
