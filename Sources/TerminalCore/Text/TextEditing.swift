/// What the text field and the text area share: editing keys and inserted text, so a
/// paste is handled the same way by both.
public protocol TextEditing {
    /// Applies an editing key; false when the key is not one (the scene handles it).
    mutating func handle(_ key: KeyEvent) -> Bool
    /// Inserts text at the cursor (cleaned for this kind of editor).
    mutating func insert(_ text: String)
}

extension TextEditing {
    /// Applies a key or a paste; returns false for events the editor does not use.
    public mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key): return handle(key)
        case .paste(let text): insert(text); return true
        case .unknown, .mouse: return false
        }
    }
}
