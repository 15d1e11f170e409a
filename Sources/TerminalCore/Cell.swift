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
