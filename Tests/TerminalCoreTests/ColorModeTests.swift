import Testing
@testable import TerminalCore

@Suite struct ColorModeTests {
    @Test(arguments: [
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorMode.trueColor),
        (["TERM": "xterm-256color", "COLORTERM": "24bit"], .trueColor),
        (["TERM": "xterm-direct"], .trueColor),
        (["TERM": "xterm-256color"], .ansi256),
        (["TERM": "screen-256color"], .ansi256),
        (["TERM": "xterm"], .ansi16),
        (["TERM": "linux"], .ansi16),
        (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
        ([:], .none),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .none),
        (["TERM": "xterm-256color", "NO_COLOR": ""], .ansi256),  // empty NO_COLOR does not count
    ])
    func detect(_ environment: [String: String], _ expected: ColorMode) {
        #expect(ColorMode.detect(environment: environment) == expected)
    }

    @Test func colorsDegradeStepByStep() {
        let orange = Color.rgb(255, 135, 0)
        #expect(orange.degraded(to: .trueColor) == orange)
        #expect(orange.degraded(to: .ansi256) == .indexed(208))
        #expect(Color.rgb(128, 128, 128).degraded(to: .ansi256) == .indexed(244))
        #expect(Color.rgb(250, 0, 0).degraded(to: .ansi16) == .brightRed)
        #expect(Color.indexed(196).degraded(to: .ansi16) == .brightRed)
        #expect(Color.indexed(4).degraded(to: .ansi16) == .blue)
        #expect(Color.red.degraded(to: .none) == .default)
    }

    @Test func noColorKeepsAttributes() {
        let selected = Style(foreground: .red, background: .blue, attributes: [.reverse, .bold])
        let plain = selected.degraded(to: .none)
        #expect(plain == Style(attributes: [.reverse, .bold]))
        #expect(ANSI.sgr(plain) == Array("\u{1B}[0;1;7m".utf8))
    }

    @Test func sgrBytes() {
        #expect(ANSI.sgr(.plain) == Array("\u{1B}[0m".utf8))
        #expect(ANSI.sgr(Style(foreground: .brightRed, background: .green)) == Array("\u{1B}[0;91;42m".utf8))
        #expect(ANSI.sgr(Style(foreground: .indexed(208))) == Array("\u{1B}[0;38;5;208m".utf8))
        #expect(ANSI.sgr(Style(background: .rgb(1, 20, 255)).underline) == Array("\u{1B}[0;4;48;2;1;20;255m".utf8))
    }
}
