import TerminalCore

/// One line of a scene's key map: the keys, the action they trigger, and how Help and the
/// key hints describe it.
public struct KeyBinding<Action: Hashable & Sendable>: Hashable, Sendable {
    public let keys: [KeyEvent]
    public let action: Action
    /// The Help scene's group heading ("Move", "Change", "Views").
    public let group: String
    /// What the action does, for Help: "toggle done".
    public let summary: String
    /// A one-word label for the bottom key hints; nil keeps it out of the hints.
    public let hint: String?
    /// Two-key sequences (`g g`) that trigger the action too: the first key waits, shown
    /// in the hint row, and the next key completes the sequence or cancels it. None by default.
    public var sequences: [[KeyEvent]] = []

    public init(_ keys: [KeyEvent], _ action: Action, group: String, _ summary: String, hint: String? = nil) {
        self.keys = keys
        self.action = action
        self.group = group
        self.summary = summary
        self.hint = hint
    }
}

extension KeyBinding {
    /// The same keys, group, summary, hint and sequences for another action type: how a
    /// scene gathers its concerns' bindings into one map.
    func mapped<Other: Hashable & Sendable>(_ transform: (Action) -> Other) -> KeyBinding<Other> {
        var binding = KeyBinding<Other>(keys, transform(action), group: group, summary, hint: hint)
        binding.sequences = sequences
        return binding
    }
}

extension KeyEvent {
    /// A plain character key, as key maps write them: `.char("j")`.
    public static func char(_ character: Character) -> KeyEvent { KeyEvent(.char(character)) }
    /// A key without modifiers: `.key(.down)`.
    public static func key(_ key: Key) -> KeyEvent { KeyEvent(key) }
}
