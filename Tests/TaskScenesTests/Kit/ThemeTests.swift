import TaskDomain
import TaskTestSupport
import TaskWording
import Foundation
import TerminalCore
import Testing
@testable import TaskScenes
@testable import TaskTheme

/// The shipped themes, a config file's theme over them, and what each looks like in each
/// colour mode the terminal may have.
struct ThemeTests {
    @Test func theDarkThemeIsTheLookTaskdeckHadAndTheDefault() throws {
        let resolved = try ThemeConfiguration.resolve(name: nil, colors: [])
        #expect(resolved.theme == .dark)
        #expect(resolved.name == "dark")
        // Issue 25: each of the row's elements its own colour, each 4.5:1 on black (ThemeContrastTests).
        #expect(Theme.dark.project == .fg(.indexed(170)))
        #expect(Theme.dark.overdue == Style(foreground: .brightWhite, background: .red, attributes: [.bold]))
        #expect(Theme.dark.selection == Style(foreground: .black, background: .indexed(153)))  // issue 27: a bar
    }

    @Test(arguments: Theme.named.map(\.name))
    func aThemeIsChosenByName(name: String) throws {
        let resolved = try ThemeConfiguration.resolve(name: (name.uppercased(), 2), colors: [])
        #expect(resolved.theme == Theme.named.first { $0.name == name }?.theme)
        #expect(resolved.overridden.isEmpty)
    }

    @Test func theShippedThemesDiffer() {
        let themes = Theme.named.map(\.theme)
        #expect(Set(themes.map { "\($0)" }).count == themes.count)
        // The monochrome theme has no colour at all; high contrast has no dim text.
        for element in Theme.elements {
            let style = Theme.monochrome[keyPath: element.keyPath]
            #expect(style.foreground == .default && style.background == .default, "\(element.name)")
            #expect(!Theme.highContrast[keyPath: element.keyPath].attributes.contains(.dim), "\(element.name)")
        }
    }

    @Test func colorsOverTheNamedTheme() throws {
        let resolved = try ThemeConfiguration.resolve(name: ("light", 1), colors: [
            .init(element: "project", style: "#af5fff", line: 3),
            .init(element: "overdue", style: "bold red", line: 4),
            .init(element: "Tag", style: "208", line: 5),
        ])
        var expected = Theme.light
        expected.project = .fg(.rgb(0xAF, 0x5F, 0xFF))
        expected.overdue = Style.fg(.red).bold
        expected.tag = .fg(.indexed(208))
        #expect(resolved.theme == expected)
        #expect(resolved.overridden == ["project": 3, "overdue": 4, "tag": 5])
        let texts = resolved.elementTexts
        #expect(texts.first { $0.name == "project" }.map { "\($0.style) \($0.line ?? 0)" } == "#af5fff 3")
        #expect(texts.first { $0.name == "muted" }.map { "\($0.style) \($0.line ?? 0)" } == "color243 0")
        #expect(texts.count == Theme.elements.count)
    }

    @Test func anUnknownElementIsAWarningAndTheRestApplies() throws {
        let resolved = try ThemeConfiguration.resolve(name: nil, colors: [
            .init(element: "projcet", style: "red", line: 7), .init(element: "tag", style: "red", line: 8),
        ])
        #expect(resolved.warnings.map(\.line) == [7])
        #expect(resolved.warnings.first?.message.hasPrefix("unknown element 'projcet' in [theme.colors]; ignored (known: title,") == true)
        #expect(resolved.theme.tag == .fg(.red))
    }

    @Test func anUnknownThemeOrABadStyleIsAnErrorOnItsLine() {
        let problem = #expect(throws: ThemeConfiguration.Problem.self) {
            try ThemeConfiguration.resolve(name: ("solarized", 2), colors: [])
        }
        #expect(problem == ThemeConfiguration.Problem(line: 2, .unknownName("solarized", known: ["dark", "light", "high-contrast", "none"])))
        #expect(problem?.message == "theme.name must be one of \"dark\", \"light\", \"high-contrast\", \"none\", not \"solarized\"")
        do {
            _ = try ThemeConfiguration.resolve(name: nil, colors: [.init(element: "tag", style: "bold purple", line: 9)])
            Issue.record("no error")
        } catch {
            #expect(error.line == 9)
            #expect(error.message.hasPrefix("theme.colors.tag: 'purple' is not a colour or an attribute; expected"))
        }
    }

    /// Every style of every theme as each colour mode shows it: truecolor keeps `#rrggbb`,
    /// 256 turns it into the cube, 16 into the nearest ANSI colour, none drops every colour
    /// and keeps the attributes, showing a dropped background as reverse video (the
    /// selection bar and overdue dates still stand out).
    @Test(arguments: ColorMode.allCases)
    func everyThemeDegradesToTheTerminalsColours(mode: ColorMode) throws {
        var themes = Theme.named.map(\.theme)
        themes.append(try ThemeConfiguration.resolve(name: nil, colors: [
            .init(element: "project", style: "#af5fff on #101010", line: 1)]).theme)
        for theme in themes {
            for element in Theme.elements {
                let style = theme[keyPath: element.keyPath]
                let shown = style.degraded(to: mode)
                let reversed = mode == .none && style.background != .default
                #expect(shown.attributes == (reversed ? style.attributes.union(.reverse) : style.attributes))
                for color in [shown.foreground, shown.background] {
                    switch (mode, color) {
                    case (_, .default): break
                    case (.none, _): Issue.record("\(element.name): \(color) without colours")
                    case (.ansi16, .ansi): break
                    case (.ansi16, _): Issue.record("\(element.name): \(color) on a 16-colour terminal")
                    case (.ansi256, .rgb): Issue.record("\(element.name): \(color) on a 256-colour terminal")
                    default: break
                    }
                }
            }
        }
        let project = Style(foreground: .rgb(0xAF, 0x5F, 0xFF), background: .rgb(0x10, 0x10, 0x10)).degraded(to: mode)
        switch mode {
        case .trueColor: #expect(project.foreground == .rgb(0xAF, 0x5F, 0xFF))
        case .ansi256: #expect(project.foreground == .indexed(135))
        case .ansi16:
            guard case .ansi = project.foreground else { Issue.record("\(project.foreground)"); break }
        case .none: #expect(project == Style.plain.reverse)
        }
    }

    @Test func theSelectionIsLaidOverARowsStyle() {
        var theme = Theme.dark
        #expect(theme.selected(Style.fg(.magenta).bold) == Style(foreground: .black, background: .indexed(153)).bold)
        theme = Theme.highContrast
        #expect(theme.selected(.fg(.magenta)) == Style.fg(.magenta).bold.reverse)
        theme.selection = Style(foreground: .black, background: .indexed(153))
        #expect(theme.selected(Style.fg(.magenta).bold) == Style(foreground: .black, background: .indexed(153)).bold)
    }
}

/// The row layout with the user's columns and date style.
struct ConfiguredRowTests {
    @Test func theRowShowsTheConfiguredColumnsInOrder() throws {
        let layout = TaskRowLayout(width: 60, tasks: [try Fixtures.Samples.milk], now: LocalNow(clock: Fixtures.Samples.clock),
                                   calendar: Fixtures.Samples.clock.calendar, columns: [.due, .title, .tags], dateStyle: .iso)
        let spans = layout.spans(for: try Fixtures.Samples.milk, theme: .dark)
        let milk = try Fixtures.Samples.milk
        let due = try #require(milk.due)
        #expect(spans.count == 5 && spans[4].text.allSatisfy { $0 == " " })
        #expect(spans[1].text.hasPrefix(due.description))
        #expect(spans[2].text.hasPrefix("Buy milk"))
        #expect(spans[3].text.hasPrefix("#"))
        #expect(TextWidth.width(of: spans[2].text) == "Buy milk ".count, "the title takes what it needs")
        #expect(spans.map { TextWidth.width(of: $0.text) }.reduce(0, +) == 60, "the rest of the row is blank")
        #expect(spans[1].style == Theme.dark.dueStyle(RelativeDue(due: due, now: LocalNow(clock: Fixtures.Samples.clock)).urgency))
    }

    @Test func isoDatesForDueAndDoneTasks() throws {
        let now = LocalNow(clock: Fixtures.Samples.clock)
        let done = try Fixtures.Samples.taxes
        let iso = TaskColumns.due(of: done, now: now, calendar: Fixtures.Samples.clock.calendar, style: .iso)
        let completed = try #require(done.completed)
        #expect(iso.text == "done " + CalendarDay(date: completed, calendar: Fixtures.Samples.clock.calendar).description)
        #expect(iso.urgency == nil)
        let milk = try Fixtures.Samples.milk
        #expect(TaskColumns.due(of: milk, now: now, calendar: Fixtures.Samples.clock.calendar, style: .iso).text == milk.due?.description)
        #expect(TaskColumns.due(of: milk, now: now, calendar: Fixtures.Samples.clock.calendar).text
                == RelativeDue(due: try #require(milk.due), now: now).text)
    }
}
