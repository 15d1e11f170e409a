/// One cell of a `Canvas`: a grapheme cluster and its style.
///
/// A wide character lives in its first cell (`width == 2`); the cell to its right is a
/// continuation (`width == 0`) that the renderer never writes.
///
/// The grapheme is kept as its UTF-8 bytes inside the cell (`Glyph`), not as a `Character`:
/// a cell then holds no reference, so a frame of cells is cleared, copied and compared as
/// plain memory, with no reference counting per cell. That is most of what a keystroke
/// costs to draw (issue 27: clearing, drawing and diffing 4,800 cells of `Character` took
/// two thirds of a `j`).
public struct Cell: Hashable, Sendable {
    /// The grapheme's UTF-8 bytes.
    var glyph: Glyph
    public var style: Style
    /// 1 for a normal cell, 2 for the first cell of a wide character, 0 for its second.
    public var width: UInt8

    public init(_ character: Character = " ", style: Style = .plain, width: UInt8 = 1) {
        self.glyph = Glyph(character)
        self.style = style
        self.width = width
    }

    /// A cell of one printable ASCII byte: what most of a frame is drawn with.
    init(ascii byte: UInt8, style: Style) {
        self.glyph = Glyph(ascii: byte)
        self.style = style
        self.width = 1
    }

    public static let blank = Cell()

    /// The grapheme shown.
    public var character: Character {
        get { glyph.character }
        set { glyph = Glyph(newValue) }
    }

    /// True for the second cell of a wide character.
    public var isContinuation: Bool { width == 0 }
}

/// A grapheme cluster's UTF-8 bytes held inline (up to `capacity`), unused bytes zero.
///
/// UTF-8 of a displayed cluster never holds a zero byte (control characters are drawn as
/// placeholders), so the bytes alone say the length. A cluster longer than `capacity` bytes
/// (a few emoji sequences of several people with skin tones, a pile of combining marks) is
/// kept up to the last whole code point that fits, without a trailing joiner: terminals draw
/// such sequences in no agreed width anyway, and a cell then never writes more than
/// `capacity` bytes.
struct Glyph: Hashable, Sendable {
    private var word0: UInt64 = 0
    private var word1: UInt64 = 0
    private var word2: UInt64 = 0
    private var word3: UInt32 = 0

    /// 28 bytes: every emoji ZWJ sequence of up to four people and every subdivision flag.
    static let capacity = 28

    init(ascii byte: UInt8) {
        word0 = UInt64(byte).littleEndian
    }

    init(_ character: Character) {
        if let ascii = character.asciiValue, character.unicodeScalars.count == 1 {
            word0 = UInt64(ascii).littleEndian
            return
        }
        var length = 0
        var joiner = false
        for scalar in character.unicodeScalars {
            let size = UTF8.width(scalar)
            guard length + size <= Glyph.capacity else { break }
            length += size
            joiner = scalar == "\u{200D}"
        }
        var kept = 0
        withUnsafeMutableBytes(of: &self) { raw in
            for scalar in character.unicodeScalars {
                let size = UTF8.width(scalar)
                guard kept + size <= length else { break }
                if joiner, kept + size == length { break }  // no joiner left dangling at the end
                for byte in UTF8.encode(scalar)! { raw[kept] = byte; kept += 1 }
            }
        }
    }

    /// True for the ASCII space: the cell a frame is cleared to.
    var isSpace: Bool { word0 == UInt64(0x20).littleEndian }

    /// True for one ASCII byte (the bytes are contiguous: a second one would make it larger).
    var isASCII: Bool { UInt64(littleEndian: word0) < 0x80 }

    /// True when the cluster is several code points (an emoji sequence, a letter and its marks).
    var hasSeveralScalars: Bool {
        withUnsafeBytes(of: self) { raw in
            var scalars = 0
            for byte in raw where byte != 0 && byte & 0xC0 != 0x80 { scalars += 1 }
            return scalars > 1
        }
    }

    /// Appends the bytes to `out`.
    @inline(__always)
    func append(to out: inout [UInt8]) {
        if isASCII {
            out.append(UInt8(truncatingIfNeeded: UInt64(littleEndian: word0)))
            return
        }
        withUnsafeBytes(of: self) { raw in
            for byte in raw {
                if byte == 0 { break }
                out.append(byte)
            }
        }
    }

    var character: Character {
        var bytes: [UInt8] = []
        append(to: &bytes)
        return Character(String(decoding: bytes, as: UTF8.self))
    }
}

extension Cell {
    /// For a blank, the background a person sees; nil for any other cell. A one-column
    /// space shows only its background (its colour, boldness or italics do not show;
    /// reverse video or an underline would), so two blanks on one background look the
    /// same, and erasing (EL, ECH) draws them: in the terminal's default background always,
    /// in the current one on terminals with background colour erase (bce).
    @inline(__always)
    func blankBackground(in mode: ColorMode) -> Color? {
        guard width == 1, glyph.isSpace else { return nil }
        // What `style.degraded(to: mode)` would say, without degrading the foreground, which
        // a blank does not show (every cell of a changed row is asked, issue 27): degrading
        // keeps the attributes, and adds reverse video only for a background without colours.
        guard !style.attributes.contains(.reverse), !style.attributes.contains(.underline) else { return nil }
        if case .default = style.background { return .default }
        if mode == .none { return nil }
        return style.background.degraded(to: mode)
    }
}
