/// One mouse report (xterm SGR mode 1006): which button did what, where, with which
/// modifiers held, and (set by the run loop's `ClickCounter`) whether it completes a double click.
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Button: Hashable, Sendable {
        case left, middle, right
        case wheelUp, wheelDown
        /// Wheel left / right, and the extra buttons 8-11: reported, used by nobody yet.
        case other(Int)
    }

    public enum Action: Hashable, Sendable {
        case press, release
    }

    public var button: Button
    public var action: Action
    /// The cell, zero-based (the report's 1-based column and row minus one).
    public var position: Point
    public var modifiers: Modifiers
    /// 2 when this press is the second on the same cell within `ClickCounter.interval`.
    public var clickCount: Int

    public init(button: Button, action: Action = .press, position: Point, modifiers: Modifiers = [], clickCount: Int = 1) {
        self.button = button
        self.action = action
        self.position = position
        self.modifiers = modifiers
        self.clickCount = clickCount
    }

    /// A wheel notch: the terminal sends a press and no release.
    public var isWheel: Bool { button == .wheelUp || button == .wheelDown }

    public var description: String {
        "Mouse(\(modifiers.namePrefix)\(button) \(action) at \(position.x),\(position.y)\(clickCount > 1 ? " x\(clickCount)" : ""))"
    }

    /// The event of an SGR report `CSI < b ; x ; y M` (press) or `m` (release); nil for a
    /// report that is not a click or a wheel notch (motion, which taskdeck never asks for)
    /// or has a position off any screen.
    static func sgr(code: Int, column: Int, row: Int, released: Bool) -> MouseEvent? {
        guard (1...Self.maxCoordinate).contains(column), (1...Self.maxCoordinate).contains(row),
              code >= 0, code < 256, code & 32 == 0 else { return nil }
        var modifiers: Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.ctrl) }
        let low = code & 3
        let button: Button
        switch code & (64 | 128) {
        case 0: button = [Button.left, .middle, .right, .other(3)][low]
        case 64: button = [Button.wheelUp, .wheelDown, .other(6), .other(7)][low]
        default: button = .other(8 + low)
        }
        if case .other(3) = button { return nil }  // X10's "released, button unknown": SGR says which
        return MouseEvent(button: button, action: released ? .release : .press,
                          position: Point(x: column - 1, y: row - 1), modifiers: modifiers)
    }

    /// The largest column or row a report may name (SGR has no limit; a screen has).
    static let maxCoordinate = 100_000
}
