/// How many colours the terminal shows; the renderer degrades every `Color` to it.
public enum ColorMode: Int, Comparable, Sendable, CaseIterable {
    case none
    case ansi16
    case ansi256
    case trueColor

    public static func < (lhs: ColorMode, rhs: ColorMode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The mode the environment asks for, without touching the terminal:
    /// `NO_COLOR` set and non-empty, `TERM=dumb` or no `TERM` -> none;
    /// `COLORTERM=truecolor`/`24bit` or a `*-direct` TERM -> truecolor;
    /// a `*256color*` TERM -> 256; any other TERM -> 16.
    public static func detect(environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard let term = environment["TERM"]?.lowercased(), !term.isEmpty, term != "dumb" else { return .none }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .trueColor }
        if term.contains("256color") { return .ansi256 }
        return .ansi16
    }
}
