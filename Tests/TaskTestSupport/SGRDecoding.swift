import TerminalCore

/// What a terminal makes of one SGR sequence's parameters (`ESC [ 1 ; 38 ; 5 ; 203 m`): the
/// style in force after it. Shared by the tests that read escape codes back the way a
/// terminal does (the renderer's screen model, `list`'s coloured table), so both judge the
/// bytes by the same rules.
public enum SGRDecoding {
    /// Applies `params` to `style` and returns what it could not read (an unknown code, a
    /// malformed colour: the rest of the sequence is then left alone), never trapping, so a
    /// bad byte fails one test instead of ending the run.
    public static func apply(_ params: [Int], to style: inout Style) -> [String] {
        var problems: [String] = []
        var i = 0
        while i < params.count {
            let p = params[i]
            switch p {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = .ansi(UInt8(p - 30))
            case 90...97: style.foreground = .ansi(UInt8(p - 90 + 8))
            case 40...47: style.background = .ansi(UInt8(p - 40))
            case 100...107: style.background = .ansi(UInt8(p - 100 + 8))
            case 39: style.foreground = .default
            case 49: style.background = .default
            case 38, 48:
                let rest = params.dropFirst(i + 1).map { UInt8(exactly: $0) }
                let color: Color
                if rest.count >= 2, rest[0] == 5, let index = rest[1] {
                    color = .indexed(index); i += 2
                } else if rest.count >= 4, rest[0] == 2, let red = rest[1], let green = rest[2], let blue = rest[3] {
                    color = .rgb(red, green, blue); i += 4
                } else {
                    return problems + ["malformed SGR colour \(params)"]
                }
                if p == 38 { style.foreground = color } else { style.background = color }
            default: problems.append("unknown SGR \(p)")
            }
            i += 1
        }
        return problems
    }
}
