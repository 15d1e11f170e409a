/// The modifier keys held with a key: Shift, Alt (also Meta) and Ctrl.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let alt = Modifiers(rawValue: 1 << 1)
    public static let ctrl = Modifiers(rawValue: 1 << 2)

    /// Decodes the xterm modifier parameter (`CSI 1;5A`): the value minus one is a bit set
    /// of Shift (1), Alt (2), Ctrl (4) and Meta (8, folded into Alt).
    public init(xtermParameter value: Int) {
        let bits = max(0, value - 1)
        var result: Modifiers = []
        if bits & 1 != 0 { result.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { result.insert(.alt) }
        if bits & 4 != 0 { result.insert(.ctrl) }
        self = result
    }

    /// The prefix used in key names, in the conventional order: `Ctrl-Alt-Shift-`.
    var namePrefix: String {
        var text = ""
        if contains(.ctrl) { text += "Ctrl-" }
        if contains(.alt) { text += "Alt-" }
        if contains(.shift) { text += "Shift-" }
        return text
    }
}
