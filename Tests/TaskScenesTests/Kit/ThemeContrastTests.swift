import Foundation
import Testing
import TerminalCore
@testable import TaskScenes

/// Issue 25: "due soon" was the tag colour (`#phone tomorrow` read as one blob), overdue was
/// the `!!!` red, and done rows in the light theme were colour 246 on white. Each shipped
/// theme's text colours read at WCAG's 4.5:1 on the background it is made for, and the
/// elements that stand side by side in a row differ.
@Suite struct ThemeContrastTests {
    /// The background each theme is made for: `dark` and `high-contrast` a black one, `light`
    /// a white one (`none` sets no colour at all).
    static let themes: [(name: String, theme: Theme, background: Color)] = [
        ("dark", .dark, .black), ("light", .light, .brightWhite), ("high-contrast", .highContrast, .black),
    ]

    /// WCAG 2's relative luminance of an sRGB colour.
    static func luminance(_ color: Color) -> Double {
        guard let rgb = color.paletteRGB else { return 0 }
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(rgb.red) + 0.7152 * linear(rgb.green) + 0.0722 * linear(rgb.blue)
    }

    static func contrast(_ a: Color, _ b: Color) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test func theFormulaMatchesWCAGsExamples() {
        #expect(abs(Self.contrast(.black, .brightWhite) - 21) < 0.01)
        #expect(abs(Self.contrast(.indexed(246), .brightWhite) - 3.03) < 0.01, "issue 25's done rows")
        #expect(Self.contrast(.indexed(243), .brightWhite) >= 4.5)
    }

    @Test(arguments: themes.map(\.name))
    func everyTextColourReadsOnItsBackground(name: String) throws {
        let (_, theme, background) = try #require(Self.themes.first { $0.name == name })
        for (element, keyPath) in Theme.elements {
            let style = theme[keyPath: keyPath]
            guard style.foreground != .default else { continue }  // the terminal's own text colour
            let behind = style.background == .default ? background : style.background
            let ratio = Self.contrast(style.foreground, behind)
            #expect(ratio >= 4.5, "\(name) \(element): \(ratio)")
        }
    }

    /// Priority, project, tags and the due date's urgency stand side by side in a row
    /// (`!!! Call mom  +family  #phone  tomorrow`): no two of them look alike.
    @Test(arguments: themes.map(\.name))
    func elementsSideBySideDiffer(name: String) throws {
        let theme = try #require(Self.themes.first { $0.name == name }).theme
        let row: [(String, Style)] = [
            ("priority-low", theme.priorityLow), ("priority-medium", theme.priorityMedium),
            ("priority-high", theme.priorityHigh), ("project", theme.project), ("tag", theme.tag),
            ("overdue", theme.overdue), ("due-today", theme.dueToday), ("due-soon", theme.dueSoon),
        ]
        for (index, first) in row.enumerated() {
            for second in row.dropFirst(index + 1) {
                let same = first.1.foreground == second.1.foreground && first.1.background == second.1.background
                #expect(!same, "\(name): \(first.0) and \(second.0) are both \(first.1.foreground)")
            }
        }
    }

    /// In a terminal of 16 colours the dark theme's row elements still differ.
    @Test func theDarkRowElementsDifferInSixteenColoursToo() {
        let theme = Theme.dark
        let styles = [theme.priorityLow, theme.priorityMedium, theme.priorityHigh, theme.project, theme.tag,
                      theme.overdue, theme.dueToday, theme.dueSoon].map { $0.degraded(to: .ansi16) }
        let looks = styles.map { "\($0.foreground) \($0.background)" }
        #expect(Set(looks).count == looks.count, "\(looks)")
    }
}
