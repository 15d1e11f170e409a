import TerminalCore

/// A scene's keys, declared once: the view controller dispatches from it, and the Help
/// scene and the bottom key hints are read from it, so they can never disagree.
public struct KeyMap<Action: Hashable & Sendable>: Sendable {
    public let bindings: [KeyBinding<Action>]
    private let actionsByKey: [KeyEvent: Action]

    public init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
        var actions: [KeyEvent: Action] = [:]
        for binding in bindings {
            for key in binding.keys where actions[key] == nil { actions[key] = binding.action }
        }
        actionsByKey = actions
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
        bindings.first { $0.action == action }.map { KeyMap.names($0.keys) } ?? ""
    }

    /// The groups and their keys, in declaration order, for the Help scene.
    public var helpSections: [KeyHelpSection] {
        var order: [String] = []
        var entries: [String: [KeyHelpEntry]] = [:]
        for binding in bindings {
            if entries[binding.group] == nil { order.append(binding.group) }
            entries[binding.group, default: []].append(KeyHelpEntry(keys: KeyMap.names(binding.keys),
                                                                     summary: binding.summary))
        }
        return order.map { KeyHelpSection(title: $0, entries: entries[$0] ?? []) }
    }

    /// The hints with other labels for some actions (what a key does right now: `x`
    /// reopens a completed task).
    public func hints(relabeling labels: [Action: String]) -> [KeyHint] {
        bindings.compactMap { binding in
            guard let label = labels[binding.action] ?? binding.hint, binding.hint != nil,
                  let first = binding.keys.first else { return nil }
            return KeyHint(key: first.displayName, label: label)
        }
    }

    /// The bottom-bar hints, e.g. `[("a", "add"), ("x", "done")]`, first key of each.
    public var hints: [KeyHint] { hints(relabeling: [:]) }

    private static func names(_ keys: [KeyEvent]) -> String {
        keys.map(\.displayName).joined(separator: " ")
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
    /// rebind, what conflicts are checked on, and README's table.
    var namedKeys: [(name: String, keys: [KeyEvent])] {
        bindings.map { ($0.action.configName, $0.keys) }
    }

    /// The same map with the keys of the named actions replaced (an empty list unbinds);
    /// the groups, summaries and hints stay, so Help and the hints show the new keys.
    func remapped(_ keys: [String: [KeyEvent]]) -> KeyMap {
        KeyMap(bindings.map { binding in
            guard let replacement = keys[binding.action.configName] else { return binding }
            return KeyBinding(replacement, binding.action, group: binding.group, binding.summary, hint: binding.hint)
        })
    }
}
