/// One thing the user did at the keyboard, as decoded from the terminal's bytes.
public enum InputEvent: Hashable, Sendable, CustomStringConvertible {
    case key(KeyEvent)
    /// A bracketed paste, delivered whole: its text is data, never keys.
    case paste(String)
    /// A click or a wheel notch, when the app asked for mouse reports.
    case mouse(MouseEvent)
    /// A complete escape sequence the decoder does not know; scenes ignore it, but
    /// `taskdeck keys` shows it so users can report what their terminal sends.
    case unknown([UInt8])

    public var description: String {
        switch self {
        case .key(let key): return key.description
        case .paste(let text): return "Paste(\(text.count) chars)"
        case .mouse(let mouse): return mouse.description
        case .unknown(let bytes): return "Unknown(\(bytes.count) bytes)"
        }
    }

    /// The key event, when this is one.
    public var keyEvent: KeyEvent? {
        if case .key(let key) = self { return key }
        return nil
    }
}
