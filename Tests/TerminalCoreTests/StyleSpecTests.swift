import Testing
@testable import TerminalCore

/// Styles as a config file writes them, read and written back.
struct StyleSpecTests {
    @Test(arguments: [
        ("red", Style.fg(.red)),
        ("bold red", Style.fg(.red).bold),
        ("RED  Bold", Style.fg(.red).bold),
        ("bright-blue", Style.fg(.brightBlue)),
        ("brightblue", Style.fg(.brightBlue)),
        ("208", Style.fg(.indexed(208))),
        ("color208", Style.fg(.indexed(208))),
        ("colour16", Style.fg(.indexed(16))),
        ("#af5fff", Style.fg(.rgb(0xAF, 0x5F, 0xFF))),
        ("underline reverse dim italic", Style.plain.underline.reverse.dim.italic),
        ("plain", Style.plain),
        ("yellow on #202020", Style(foreground: .yellow, background: .rgb(0x20, 0x20, 0x20))),
        ("on blue", Style(background: .blue)),
        ("gray", Style.fg(.brightBlack)),
    ])
    func specsAreRead(text: String, style: Style) throws {
        #expect(try StyleSpec.parse(text) == style)
        #expect(try StyleSpec.parse(StyleSpec.text(of: style)) == style, "written back as \(StyleSpec.text(of: style))")
    }

    @Test(arguments: [
        ("blod red", "'blod' is not a colour or an attribute; expected attributes (bold"),
        ("red blue", "two colours ('blue' is the second); write on COLOUR for a background"),
        ("on", "'on' must be followed by a colour"),
        ("on fuchsia", "'on' must be followed by a colour"),
        ("256", "'256' is not a colour"),
        ("#12345", "'#12345' is not a colour"),
        ("#12345g", "'#12345g' is not a colour"),
        ("  ", "an empty style; write plain"),
    ])
    func badSpecsSayWhatIsExpected(text: String, message: String) {
        #expect(throws: StyleSpec.Problem.self) { try StyleSpec.parse(text) }
        do { _ = try StyleSpec.parse(text) } catch { #expect(error.message.hasPrefix(message), "\(error.message)") }
    }

    @Test func writtenStylesUseTheFileWords() {
        #expect(StyleSpec.text(of: Style.fg(.red).bold) == "bold red")
        #expect(StyleSpec.text(of: Style.fg(.brightCyan)) == "bright-cyan")
        #expect(StyleSpec.text(of: Style.fg(.indexed(90))) == "color90")
        #expect(StyleSpec.text(of: Style(foreground: .rgb(1, 2, 255), background: .green)) == "#0102ff on green")
        #expect(StyleSpec.text(of: .plain) == "plain")
    }
}
