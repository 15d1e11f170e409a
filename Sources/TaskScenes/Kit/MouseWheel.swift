import TerminalCore

/// The wheel, read the same way by every scene that scrolls: a notch up or down is one
/// row up or down, the movement the arrow keys make.
enum MouseWheel {
    /// The movement a wheel notch asks for; nil for any other event.
    static func movement(of event: InputEvent) -> ScrollMovement? {
        guard case .mouse(let mouse) = event, mouse.action == .press else { return nil }
        switch mouse.button {
        case .wheelUp: return .up
        case .wheelDown: return .down
        default: return nil
        }
    }
}
