import Foundation
import TaskDomain
import TaskTestSupport
import TaskTheme
import TaskWording
import TerminalCore
import Testing
@testable import taskdeck

/// `list` on a terminal changes only the SGR codes that differ from one cell to the next
/// (issue 27: a reset and a whole style per cell were a quarter of 1.5 MB at 10,000 rows).
/// Read back through a terminal's rules, every glyph still has its cell's style, every
/// blank shows plain, and no row ends in a style.
struct ListEscapesTests {
    /// A character as a terminal shows it: its glyph and style.
    struct Shown: Equatable {
        var character: Character
        var style: Style
    }

    /// Each line of `output` as a terminal shows it, and the style in force at its end.
    static func decode(_ output: String) -> [(cells: [Shown], endStyle: Style)] {
        var lines: [(cells: [Shown], endStyle: Style)] = []
        var cells: [Shown] = []
        var style = Style.plain
        var characters = Array(output)[...]
        while let character = characters.popFirst() {
            if character == "\n" {
                lines.append((cells, style))
                cells = []
            } else if character == "\u{1B}" {
                #expect(characters.popFirst() == "[")
                var parameters = ""
                while let next = characters.popFirst(), next != "m" { parameters.append(next) }
                apply(parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }, to: &style)
            } else {
                cells.append(Shown(character: character, style: style))
            }
        }
        return lines
    }

    private static func apply(_ codes: [Int], to style: inout Style) {
        for problem in SGRDecoding.apply(codes, to: &style) { Issue.record(Comment(rawValue: problem)) }
    }

    /// The styles of the characters of `text` in `line` (its first occurrence).
    static func styles(of text: String, in line: [Shown]) -> [Style]? {
        let characters = Array(text)
        guard let start = line.indices.first(where: { line[$0...].map(\.character).starts(with: characters) }) else { return nil }
        return line[start..<start + characters.count].map(\.style)
    }

    static func tasks() throws -> [Task] {
        let clock = Fixtures.clock
        return [
            try Task(title: "Pay rent", created: clock.now, due: Due(day: clock.today.adding(days: -1)), priority: .high,
                     project: "home", tags: ["bills", "shop"]),
            try Task(title: "Call mom", created: clock.now, priority: .low, tags: ["family"]),
            try Task(title: "Read", created: clock.now, due: Due(day: clock.today.adding(days: 3))),
            try Task(title: "Filed", status: .completed, created: clock.now, completed: clock.now, priority: .medium,
                     project: "work"),
        ]
    }

    @Test(arguments: [ColorMode.ansi256, .ansi16, .trueColor])
    func everyGlyphHasItsCellsStyleAndEveryBlankAndRowEndShowPlain(mode: ColorMode) throws {
        let theme = Theme.dark
        let formatter = TaskTableFormatter(now: LocalNow(clock: Fixtures.clock), calendar: Fixtures.clock.calendar, colorMode: mode,
                                           theme: theme, maxWidth: 100)
        let tasks = try Self.tasks()
        let output = formatter.format(tasks)
        let plainFormatter = TaskTableFormatter(now: formatter.now, calendar: formatter.calendar, colorMode: .none, theme: theme, maxWidth: 100)
        let lines = Self.decode(output)
        // The same characters in the same columns as without colour.
        #expect(lines.map { String($0.cells.map(\.character)) }.joined(separator: "\n") + "\n" == plainFormatter.format(tasks))
        for line in lines {
            #expect(line.endStyle == .plain, "no style runs into the next row")
            for cell in line.cells where cell.character == " " {
                #expect(cell.style.background == .default || cell.style.background != .default && line.cells.contains { $0.character != " " && $0.style == cell.style },
                        "a blank in a background shows only inside a cell in that style")
                #expect(cell.style.attributes.isDisjoint(with: [.underline, .reverse]))
            }
        }
        func expect(_ text: String, row: Int, _ style: Style, sourceLocation: SourceLocation = #_sourceLocation) {
            let styles = Self.styles(of: text, in: lines[row].cells)
            #expect(styles == Array(repeating: style.degraded(to: mode), count: text.count), "\(text)", sourceLocation: sourceLocation)
        }
        expect(tasks[0].id.shortForm, row: 0, theme.muted)
        expect("!!!", row: 0, theme.priorityStyle(.high))
        expect("Pay rent", row: 0, .plain)
        expect("+home", row: 0, theme.project)
        expect("#bills #shop", row: 0, theme.tag)
        expect("1d overdue", row: 0, theme.dueStyle(.overdue))
        expect("!", row: 1, theme.priorityStyle(.low))
        expect("#family", row: 1, theme.tag)
        let due = TaskColumns.due(of: tasks[2], now: formatter.now, calendar: formatter.calendar, style: .relative)
        expect(due.text, row: 2, due.urgency.map { theme.dueStyle($0) } ?? .plain)
        expect("Filed", row: 3, theme.completed)
        expect("+work", row: 3, theme.project)
    }

    /// From a project to its tags and from the tags to the due date, only the colour changes:
    /// no reset between them (before, each cell paid a reset and its whole style).
    @Test func aRowChangesOnlyWhatDiffersFromOneCellToTheNext() throws {
        let formatter = TaskTableFormatter(now: LocalNow(clock: Fixtures.clock), calendar: Fixtures.clock.calendar,
                                           colorMode: .ansi256, theme: .dark, maxWidth: 100)
        let row = formatter.format([try Self.tasks()[0]])
        let resets = row.components(separatedBy: "\u{1B}[0m").count - 1
        let openings = row.components(separatedBy: "\u{1B}[").count - 1 - resets
        #expect(openings == 5, "ID, priority, project, tags, due: \(row.debugDescription)")
        #expect(resets == 3, "after the ID and the priority (plain text follows), and at the row's end: \(row.debugDescription)")
        #expect(row.components(separatedBy: "\u{1B}[0;").count - 1 == 1, "only the first escape starts from a reset")
    }
}
