import TerminalCore

/// A scene's keys, declared once: the view controller dispatches from it, and the Help
/// scene and the bottom key hints are read from it, so they can never disagree.
public struct KeyMap<Action: Hashable & Sendable>: Sendable {
    public let bindings: [KeyBinding<Action>]
    private let actionsByKey: [KeyEvent: Action]
    private let actionsBySequence: [[KeyEvent]: Action]

    public init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
        var actions: [KeyEvent: Action] = [:]
        var sequences: [[KeyEvent]: Action] = [:]
        for binding in bindings {
            for key in binding.keys where actions[key] == nil { actions[key] = binding.action }
            for sequence in binding.sequences where sequences[sequence] == nil { sequences[sequence] = binding.action }
        }
        actionsByKey = actions
        actionsBySequence = sequences
    }

    /// A map of `bindings` sorted by their groups in `order` (groups it does not name go
    /// last), keeping the given order within a group: a scene that gathers its concerns'
    /// bindings still lists Help's groups, and the hints, in one order.
    init(grouped bindings: [KeyBinding<Action>], order: [String]) {
        let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let sorted = bindings.enumerated().sorted { lhs, rhs in
            let left = rank[lhs.element.group] ?? order.count, right = rank[rhs.element.group] ?? order.count
            return left != right ? left < right : lhs.offset < rhs.offset
        }
        self.init(sorted.map(\.element))
    }

    /// Whether `key` is the first key of a sequence (it then waits for the next).
    public func startsSequence(_ key: KeyEvent) -> Bool {
        let key = KeyMap.unshifted(key)
        return actionsBySequence.keys.contains { $0.first == key }
    }

    /// The action of the sequence `first` then `key`, if any.
    public func action(for key: KeyEvent, after first: KeyEvent) -> Action? {
        actionsBySequence[[KeyMap.unshifted(first), KeyMap.unshifted(key)]]
            ?? actionsBySequence[[KeyMap.unshifted(first), key]]
    }

    /// The hints while `first` waits: each sequence it starts, e.g. `g g top`.
    public func pendingHints(after first: KeyEvent) -> [KeyHint] {
        let first = KeyMap.unshifted(first)
        return bindings.flatMap { binding in
            binding.sequences.filter { $0.first == first }
                .map { KeyHint(key: KeyMap.names($0), label: binding.hint ?? binding.summary) }
        }
    }

    /// Terminals differ on whether an upper-case letter also reports Shift.
    private static func unshifted(_ key: KeyEvent) -> KeyEvent {
        if case .char(let character) = key.key, key.modifiers == [.shift] { return KeyEvent(.char(character)) }
        return key
    }

    /// The action bound to `key`, if any.
    public func action(for key: KeyEvent) -> Action? {
        if let action = actionsByKey[key] { return action }
        // Terminals differ on whether an upper-case letter also reports Shift.
        if case .char(let character) = key.key, key.modifiers == [.shift] {
            return actionsByKey[KeyEvent(.char(character))]
        }
        return nil
    }

    /// The keys of `action` as people read them: "j ↓".
    public func keyNames(for action: Action) -> String {
        bindings.first { $0.action == action }.map(KeyMap.names(of:)) ?? ""
    }

    /// The groups and their keys, in declaration order, for the Help scene.
    public var helpSections: [KeyHelpSection] {
        var order: [String] = []
        var entries: [String: [KeyHelpEntry]] = [:]
        for binding in bindings {
            if entries[binding.group] == nil { order.append(binding.group) }
            entries[binding.group, default: []].append(KeyHelpEntry(keys: KeyMap.names(of: binding),
                                                                     summary: binding.summary))
        }
        return order.map { KeyHelpSection(title: $0, entries: entries[$0] ?? []) }
    }

    /// The hints with other labels for some actions (what a key does right now: `x`
    /// reopens a completed task).
    public func hints(relabeling labels: [Action: String]) -> [KeyHint] {
        bindings.compactMap { binding in
            guard let label = labels[binding.action] ?? binding.hint, binding.hint != nil,
                  let first = binding.keys.first.map({ [$0] }) ?? binding.sequences.first else { return nil }
            return KeyHint(key: KeyMap.names(first), label: label)
        }
    }

    /// The bottom-bar hints, e.g. `[("a", "add"), ("x", "done")]`, first key of each.
    public var hints: [KeyHint] { hints(relabeling: [:]) }

    private static func names(_ keys: [KeyEvent]) -> String {
        keys.map(\.displayName).joined(separator: " ")
    }

    /// A binding's keys then its sequences, as Help lists them: "g Home g g".
    private static func names(of binding: KeyBinding<Action>) -> String {
        ([names(binding.keys)] + binding.sequences.map(names)).filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// One group of keys in Help.
public struct KeyHelpSection: Hashable, Sendable {
    public let title: String
    public let entries: [KeyHelpEntry]

    public init(title: String, entries: [KeyHelpEntry]) {
        self.title = title
        self.entries = entries
    }
}

/// One line in Help: "x Space   toggle done".
public struct KeyHelpEntry: Hashable, Sendable {
    public let keys: String
    public let summary: String

    public init(keys: String, summary: String) {
        self.keys = keys
        self.summary = summary
    }
}

/// One bottom-bar hint: the key and a one-word label.
public struct KeyHint: Hashable, Sendable {
    public let key: String
    public let label: String

    public init(key: String, label: String) {
        self.key = key
        self.label = label
    }
}

extension KeyMap where Action: KeyActionNaming {
    /// Each binding's action name and keys, in declaration order: what a config file can
    /// rebind, what conflicts are checked on, and the keys topic's table.
    var namedKeys: [(name: String, keys: [KeyEvent])] {
        bindings.map { ($0.action.configName, $0.keys) }
    }

    /// Each action's keys and sequences as strokes (one key, or two for a sequence).
    var namedStrokes: [(name: String, strokes: [[KeyEvent]])] {
        bindings.map { ($0.action.configName, $0.keys.map { [$0] } + $0.sequences) }
    }

    /// The same map with the strokes of the named actions replaced (an empty list unbinds);
    /// the groups, summaries and hints stay, so Help and the hints show the new keys.
    func remapped(_ strokes: [String: [[KeyEvent]]]) -> KeyMap {
        KeyMap(bindings.map { binding in
            guard let replacement = strokes[binding.action.configName] else { return binding }
            var remapped = KeyBinding(replacement.filter { $0.count == 1 }.map { $0[0] }, binding.action,
                                      group: binding.group, binding.summary, hint: binding.hint)
            remapped.sequences = replacement.filter { $0.count > 1 }
            return remapped
        })
    }
}
