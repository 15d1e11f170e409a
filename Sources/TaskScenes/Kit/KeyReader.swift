import TerminalCore

/// A scene's key map together with the first key of a sequence that waits for the next
/// (`g` of `g g`): view state, like a scroll offset, kept by the view controller.
///
/// The rule has no timeout, so it is the same on a slow link: the next key completes the
/// sequence, and any other key cancels it and does nothing else (as Esc does in vim).
/// While a key waits, the hint row shows the sequences it starts.
struct KeyReader<Action: Hashable & Sendable>: Sendable {
    let map: KeyMap<Action>
    private(set) var pending: KeyEvent?

    /// The map's hints, worked out once: the bottom row is compared every frame, and
    /// building these strings was a part of each keystroke (issue 27).
    private let mapHints: [KeyHint]

    init(_ map: KeyMap<Action>) {
        self.map = map
        mapHints = map.hints
    }

    /// What `key` does: an action, or nil (it started a sequence, ended one that did not
    /// match, or means nothing here: `consumed` tells the first two apart).
    mutating func read(_ key: KeyEvent) -> (action: Action?, consumed: Bool) {
        if let first = pending {
            pending = nil
            return (map.action(for: key, after: first), true)
        }
        if map.startsSequence(key) {
            pending = key
            return (nil, true)
        }
        let action = map.action(for: key)
        return (action, action != nil)
    }

    /// The bottom-bar hints: the sequences a waiting key starts, else the map's.
    func hints(relabeling labels: [Action: String] = [:]) -> [KeyHint] {
        if let pending { return map.pendingHints(after: pending) }
        return labels.isEmpty ? mapHints : map.hints(relabeling: labels)
    }

    var hints: [KeyHint] { hints() }
}

/// A view controller that reads keys through a `KeyReader`: a waiting key redraws the hints.
protocol KeyReading: TerminalViewController {
    associatedtype Action: Hashable & Sendable
    var keys: KeyReader<Action> { get set }
}

extension KeyReading {
    /// The key maps this scene dispatches from (the defaults, or the user's remapped ones).
    var keyMap: KeyMap<Action> { keys.map }

    /// What Help lists for this scene: its key map's sections (a scene with more to say,
    /// such as the editor's form keys, gives its own).
    var keyHelp: [KeyHelpSection] { keyMap.helpSections }

    /// The action of `key`, if any; marks the view dirty when a sequence starts or ends.
    func read(_ key: KeyEvent) -> Action? {
        readKey(key).action
    }

    /// As `read`, also saying whether the key was used by a sequence (so the editor does
    /// not type it).
    func readKey(_ key: KeyEvent) -> (action: Action?, consumed: Bool) {
        let wasPending = keys.pending
        let result = keys.read(key)
        if keys.pending != wasPending { needsDisplay = true }
        return result
    }
}
