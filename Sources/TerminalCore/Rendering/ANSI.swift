/// The escape sequences taskdeck writes, as bytes.
public enum ANSI {
    public static let escape: UInt8 = 0x1B

    public static let enterAlternateScreen = bytes("\u{1B}[?1049h")
    public static let leaveAlternateScreen = bytes("\u{1B}[?1049l")
    public static let hideCursor = bytes("\u{1B}[?25l")
    public static let showCursor = bytes("\u{1B}[?25h")
    public static let enableBracketedPaste = bytes("\u{1B}[?2004h")
    public static let disableBracketedPaste = bytes("\u{1B}[?2004l")
    /// Mouse reports: button presses and releases (1000) in the SGR form (1006), which has
    /// no limit on the column and tells releases apart. Turned off in the reverse order.
    public static let enableMouse = bytes("\u{1B}[?1000h\u{1B}[?1006h")
    public static let disableMouse = bytes("\u{1B}[?1006l\u{1B}[?1000l")
    public static let resetAttributes = bytes("\u{1B}[0m")
    public static let clearScreen = bytes("\u{1B}[2J")
    public static let cursorHome = bytes("\u{1B}[H")
    /// EL: blanks from the cursor to the end of its line (the cursor stays).
    public static let eraseToEndOfLine = bytes("\u{1B}[K")
    /// Synchronized output (mode 2026): the terminal shows the frame at once, no tearing.
    public static let beginSynchronizedUpdate = bytes("\u{1B}[?2026h")
    public static let endSynchronizedUpdate = bytes("\u{1B}[?2026l")

    /// DECSTBM with no margins: the whole screen scrolls again. The renderer scrolls the
    /// list inside a region and gives it back in the same frame; a frame cut off between
    /// the two (a stalled write, a signal) must not leave the shell scrolling inside it.
    public static let resetScrollRegion = bytes("\u{1B}[r")
    /// DECOM off: cursor moves count from the screen's corner, not the region's, as the
    /// renderer's moves assume (a program run before may have left it on).
    public static let originModeOff = bytes("\u{1B}[?6l")

    /// Everything written when full-screen mode starts, in order.
    public static let enterFullScreen = enterAlternateScreen + hideCursor + enableBracketedPaste + resetAttributes
        + resetScrollRegion + originModeOff + clearScreen + cursorHome
    /// Everything written when it ends: the reverse order of `enterFullScreen` (origin mode
    /// is left off, as terminals start).
    public static let leaveFullScreen = resetAttributes + resetScrollRegion + showCursor + disableBracketedPaste
        + leaveAlternateScreen

    /// Moves the cursor to a zero-based point (`CSI row;col H`).
    public static func moveTo(_ point: Point) -> [UInt8] {
        var out: [UInt8] = []
        appendMove(to: point, into: &out)
        return out
    }

    static func appendMove(to point: Point, into out: inout [UInt8]) {
        out.append(escape); out.append(0x5B)
        appendDecimal(point.y + 1, into: &out)
        out.append(0x3B)
        appendDecimal(point.x + 1, into: &out)
        out.append(0x48)
    }

    /// `CSI n <final>`, with n omitted when it is 1 (the default).
    static func appendCSI(_ n: Int, _ final: UInt8, into out: inout [UInt8]) {
        out.append(escape); out.append(0x5B)
        if n != 1 { appendDecimal(n, into: &out) }
        out.append(final)
    }

    /// The select-graphic-rendition sequence for a style, starting from a reset (`CSI 0;…m`)
    /// so the result does not depend on the terminal's previous state.
    public static func sgr(_ style: Style) -> [UInt8] {
        var out: [UInt8] = []
        appendSGR(style, into: &out)
        return out
    }

    /// The SGR that changes the terminal from `current` to `style`: only what changes. An
    /// attribute that goes away is turned off by its own code (ECMA-48: `22` normal
    /// intensity, `23` not italic, `24` not underlined, `27` not reversed; `22` ends both bold
    /// and dim, so one that stays is set again), unless a reset and the whole style is no
    /// longer: `1;…` -> `0;…` is `22`, 5 bytes where the reset and a 256-colour bar were 16.
    /// Written in place, with no array of its own: the codes straight into `out`, and a reset
    /// written after them only to compare, one of the two then cut out (issue 27: every
    /// style change of a keystroke's rows asks, in both of the encoder's ways).
    public static func appendSGR(from current: Style, to style: Style, into out: inout [UInt8]) {
        let start = out.count
        out.append(escape); out.append(0x5B)
        let codesStart = out.count
        let removed = current.attributes.subtracting(style.attributes)
        var added = style.attributes.subtracting(current.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            out.append(0x32); out.append(0x32)
            added.formUnion(style.attributes.intersection([.bold, .dim]))
        }
        for (attribute, code) in offCodes where removed.contains(attribute) {
            if out.count > codesStart { out.append(0x3B) }
            appendDecimal(code, into: &out)
        }
        for (attribute, code) in onCodes where added.contains(attribute) {
            if out.count > codesStart { out.append(0x3B) }
            appendDecimal(Int(code), into: &out)
        }
        if style.foreground != current.foreground {
            if style.foreground == .default {
                if out.count > codesStart { out.append(0x3B) }
                out.append(0x33); out.append(0x39)
            } else {
                appendColor(style.foreground, base: 30, separated: out.count > codesStart, into: &out)
            }
        }
        if style.background != current.background {
            if style.background == .default {
                if out.count > codesStart { out.append(0x3B) }
                out.append(0x34); out.append(0x39)
            } else {
                appendColor(style.background, base: 40, separated: out.count > codesStart, into: &out)
            }
        }
        guard out.count > codesStart else {
            out.removeLast(2)
            return
        }
        out.append(0x6D)
        guard !removed.isEmpty else { return }
        // A reset and the whole style, when that is no longer.
        let resetStart = out.count
        appendSGR(style, into: &out)
        if out.count - resetStart <= resetStart - start {
            out.removeSubrange(start..<resetStart)
        } else {
            out.removeSubrange(resetStart...)
        }
    }

    /// The SGR code that turns each attribute on, and the one that turns italic, underline and
    /// reverse off (bold and dim share 22), made once rather than per call.
    private static let onCodes: [(Style.Attributes, UInt8)] = [(.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7)]
    private static let offCodes: [(Style.Attributes, Int)] = [(.italic, 23), (.underline, 24), (.reverse, 27)]

    static func appendSGR(_ style: Style, into out: inout [UInt8]) {
        out.append(escape); out.append(0x5B); out.append(0x30)
        for (attribute, code) in onCodes where style.attributes.contains(attribute) {
            out.append(0x3B); appendDecimal(Int(code), into: &out)
        }
        appendColor(style.foreground, base: 30, into: &out)
        appendColor(style.background, base: 40, into: &out)
        out.append(0x6D)
    }

    /// The colour's codes, after a `;` when `separated`.
    private static func appendColor(_ color: Color, base: Int, separated: Bool = true, into out: inout [UInt8]) {
        switch color {
        case .default: return
        case .ansi(let n):
            if separated { out.append(0x3B) }
            appendDecimal(n < 8 ? base + Int(n) : base + 60 + Int(n - 8), into: &out)
        case .indexed(let n) where n < 16 && base == 40:
            // A background among the first 16 of the 256 is one of the 16 colours: its short
            // code is the same colour in every terminal (`48;5;4` is `44`), 5 or 6 bytes
            // fewer. Not a foreground: terminals that show bold as bright (xterm's
            // boldColors, Terminal.app, PuTTY) brighten `1;31` but not `1;38;5;1`.
            appendColor(.ansi(n), base: base, separated: separated, into: &out)
        case .indexed(let n):
            if separated { out.append(0x3B) }
            appendDecimal(base + 8, into: &out)
            out.append(0x3B); out.append(0x35); out.append(0x3B); appendDecimal(Int(n), into: &out)
        case .rgb(let r, let g, let b):
            if separated { out.append(0x3B) }
            appendDecimal(base + 8, into: &out)
            out.append(contentsOf: [0x3B, 0x32])
            for v in [r, g, b] { out.append(0x3B); appendDecimal(Int(v), into: &out) }
        }
    }

    /// `value` in decimal digits (0 for a negative one), without an array of its own: every
    /// cursor move and colour of every frame says a number or two (issue 27).
    static func appendDecimal(_ value: Int, into out: inout [UInt8]) {
        if value < 10 { out.append(0x30 + UInt8(max(0, value))); return }
        var divisor = 10
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            out.append(0x30 + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
