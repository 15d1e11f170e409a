/// A colour as a terminal knows it: the default, one of the 16 ANSI colours, one of the
/// 256 indexed colours, or 24-bit RGB. The renderer degrades it to what the terminal has.
public enum Color: Hashable, Sendable {
    case `default`
    /// 0-7 normal, 8-15 bright.
    case ansi(UInt8)
    case indexed(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    public static let black = Color.ansi(0)
    public static let red = Color.ansi(1)
    public static let green = Color.ansi(2)
    public static let yellow = Color.ansi(3)
    public static let blue = Color.ansi(4)
    public static let magenta = Color.ansi(5)
    public static let cyan = Color.ansi(6)
    public static let white = Color.ansi(7)
    public static let brightBlack = Color.ansi(8)
    public static let brightRed = Color.ansi(9)
    public static let brightGreen = Color.ansi(10)
    public static let brightYellow = Color.ansi(11)
    public static let brightBlue = Color.ansi(12)
    public static let brightMagenta = Color.ansi(13)
    public static let brightCyan = Color.ansi(14)
    public static let brightWhite = Color.ansi(15)

    /// This colour as the given mode can show it: RGB to the 256-colour cube, 256 to the
    /// nearest of the 16, anything to the default when there is no colour.
    public func degraded(to mode: ColorMode) -> Color {
        switch (self, mode) {
        case (.default, _): return .default
        case (_, .none): return .default
        case (.ansi(let n), _): return .ansi(n & 15)
        case (.indexed, .trueColor), (.indexed, .ansi256), (.rgb, .trueColor): return self
        case (.indexed(let n), .ansi16): return n < 16 ? .ansi(n) : .ansi(Color.nearestANSI(Color.rgbOfIndex(n)))
        case (.rgb(let r, let g, let b), .ansi256): return .indexed(Color.nearestIndex(r, g, b))
        case (.rgb(let r, let g, let b), .ansi16): return .ansi(Color.nearestANSI((r, g, b)))
        }
    }

    /// The red, green and blue this colour shows as in xterm's default palette (the 16 are
    /// the terminal's to set; these are the usual values); nil for the terminal's default.
    /// What a contrast check of a theme reads.
    public var paletteRGB: (red: UInt8, green: UInt8, blue: UInt8)? {
        switch self {
        case .default: nil
        case .ansi(let n): Color.rgbOfIndex(n & 15)
        case .indexed(let n): Color.rgbOfIndex(n)
        case .rgb(let r, let g, let b): (r, g, b)
        }
    }

    // MARK: - Palette arithmetic

    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]
    /// The usual xterm values of the 16 ANSI colours.
    private static let ansiRGB: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    static func rgbOfIndex(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
        let n = Int(index)
        if n < 16 { let c = ansiRGB[n]; return (UInt8(c.0), UInt8(c.1), UInt8(c.2)) }
        if n >= 232 { let v = UInt8(8 + (n - 232) * 10); return (v, v, v) }
        let c = n - 16
        return (UInt8(cubeLevels[c / 36]), UInt8(cubeLevels[(c / 6) % 6]), UInt8(cubeLevels[c % 6]))
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return dr * dr * 3 + dg * dg * 4 + db * db * 2
    }

    static func nearestIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func level(_ v: UInt8) -> Int {
            var best = 0
            for (i, l) in cubeLevels.enumerated() where abs(l - Int(v)) < abs(cubeLevels[best] - Int(v)) { best = i }
            return best
        }
        let target = (Int(r), Int(g), Int(b))
        let (lr, lg, lb) = (level(r), level(g), level(b))
        let cube = 16 + 36 * lr + 6 * lg + lb
        let cubeRGB = (cubeLevels[lr], cubeLevels[lg], cubeLevels[lb])
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let grayStep = min(23, max(0, (average - 3) / 10))
        let grayValue = 8 + grayStep * 10
        let gray = 232 + grayStep
        return distance(target, (grayValue, grayValue, grayValue)) < distance(target, cubeRGB) ? UInt8(gray) : UInt8(cube)
    }

    static func nearestANSI(_ rgb: (UInt8, UInt8, UInt8)) -> UInt8 {
        let target = (Int(rgb.0), Int(rgb.1), Int(rgb.2))
        var best = 0
        for i in 1..<16 where distance(target, ansiRGB[i]) < distance(target, ansiRGB[best]) { best = i }
        return UInt8(best)
    }

    /// The same as the derived equality, inlined: the renderer compares the styles of every
    /// cell of a changed row, several times over (issue 27). (Comparing a packed UInt32 of
    /// each colour instead took more instructions, not fewer.)
    @inline(__always)
    public static func == (lhs: Color, rhs: Color) -> Bool {
        switch (lhs, rhs) {
        case (.default, .default): return true
        case let (.ansi(a), .ansi(b)), let (.indexed(a), .indexed(b)): return a == b
        case let (.rgb(r, g, b), .rgb(otherR, otherG, otherB)): return r == otherR && g == otherG && b == otherB
        default: return false
        }
    }
}
