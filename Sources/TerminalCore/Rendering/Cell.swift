/// One cell of a `Canvas`: a grapheme cluster and its style.
///
/// A wide character lives in its first cell (`width == 2`); the cell to its right is a
/// continuation (`width == 0`) that the renderer never writes.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: Style
    /// 1 for a normal cell, 2 for the first cell of a wide character, 0 for its second.
    public var width: UInt8

    public init(_ character: Character = " ", style: Style = .plain, width: UInt8 = 1) {
        self.character = character
        self.style = style
        self.width = width
    }

    public static let blank = Cell()

    /// True for the second cell of a wide character.
    public var isContinuation: Bool { width == 0 }
}

extension Cell {
    /// True when the cell shows as the terminal's own blank in `mode`, so erasing it is
    /// exact: a one-column space whose colour and boldness do not show (a background,
    /// reverse video or an underline would).
    @inline(__always)
    func showsAsTerminalBlank(in mode: ColorMode) -> Bool {
        guard width == 1, character == " " else { return false }
        if style == .plain { return true }
        let shown = style.degraded(to: mode)
        return shown.background == .default && !shown.attributes.contains(.reverse)
            && !shown.attributes.contains(.underline)
    }
}
