import Foundation
import TaskDomain
import TaskTestSupport
import TaskWording
import Testing
@testable import taskdeck

/// The shared date tables through the CLI, in process, each at its moment's clock:
/// `add --due <phrase>`, `add <title>` (quick add) and `list due:"<phrase>"`, checked by what
/// `list --json` then shows, as a script would.
struct DateTablesCLITests {
    private func stored(_ cli: CLIHarness, clock: FixedClock) throws -> [[String: Any]] {
        #expect(cli.run(["list", "--all", "--json"], clock: clock) == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]])
    }

    /// The rows in small groups of one moment each: one task file per group (a file with
    /// hundreds of tasks would make every `add` slow to read), one task per row.
    static func groups<Row>(_ rows: [Row], moment: (Row) -> DateTableMoment) -> [[Row]] {
        DateTableMoment.allCases.flatMap { each in
            let mine = rows.filter { moment($0) == each }
            return stride(from: 0, to: mine.count, by: 20).map { Array(mine[$0..<min($0 + 20, mine.count)]) }
        }
    }

    @Test(arguments: groups(DatePhraseTable.accepted, moment: \.moment))
    func dueTakesThePhrase(_ rows: [DatePhraseTable.Row]) throws {
        let cli = try CLIHarness()
        let clock = try #require(rows.first).moment.clock
        for (index, row) in rows.enumerated() {
            #expect(cli.run(["add", "row \(index)", "--due", row.text], clock: clock) == 0, "\(row)")
            // What the reading chose is said, in the shared words.
            for note in row.notes { #expect(cli.out.contains(DateReadingWording.text(note)), "\(row): \(cli.out)") }
            if row.notes.isEmpty { #expect(!cli.out.contains("\nDue "), "\(row): \(cli.out)") }
        }
        let due = Dictionary(uniqueKeysWithValues: try stored(cli, clock: clock).map {
            ($0["title"] as? String ?? "", $0["due"] as? String)
        })
        for (index, row) in rows.enumerated() {
            #expect(due["row \(index)"] == row.due, "\(row)")
        }
    }

    @Test(arguments: DatePhraseTable.refused.filter { !$0.text.isEmpty })
    func dueRefusesWhatIsNoDateAndAddsNothing(_ row: DatePhraseTable.Row) throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Task", "--due", row.text], clock: row.moment.clock) == 64)
        #expect(cli.err.hasPrefix("taskdeck: cannot read the due date '\(row.text)'"), "\(cli.err)")
        #expect(try stored(cli, clock: row.moment.clock).isEmpty)
    }

    @Test(arguments: groups(TitleDateTable.rows, moment: \.moment))
    func addReadsTheTitle(_ rows: [TitleDateTable.Row]) throws {
        let cli = try CLIHarness()
        let clock = try #require(rows.first).moment.clock
        var ids: [String] = []
        for row in rows {
            #expect(cli.run(["add", row.text], clock: clock) == 0, "\(row)")
            for note in row.notes { #expect(cli.out.contains(DateReadingWording.text(note)), "\(row): \(cli.out)") }
            for phrase in row.leftAsText { #expect(cli.out.contains("'\(phrase)'"), "\(row): \(cli.out)") }
            ids.append(try cli.addedID())
        }
        let stored = try stored(cli, clock: clock)
        for (row, id) in zip(rows, ids) {
            let task = try #require(stored.first { ($0["id"] as? String)?.hasPrefix(id) == true }, "\(row)")
            #expect(task["title"] as? String == row.title, "\(row)")
            // A repeat without a due date starts on its first day, as the service stores it.
            #expect(task["due"] as? String == row.due ?? (row.rule == nil ? nil : clock.today.description), "\(row)")
            #expect((task["repeat"] as? [String: String])?["rule"] == row.rule, "\(row)")
        }
    }

    /// Written rows only (the families repeat the same days): the filter keeps the task due
    /// on the phrase's day and not the one due the day after.
    @Test(arguments: DatePhraseTable.written.filter { $0.due != nil })
    func theFilterTakesThePhrase(_ row: DatePhraseTable.Row) throws {
        let cli = try CLIHarness()
        let clock = row.moment.clock
        let day = try #require(row.due.map { String($0.prefix(10)) })
        let after = try #require(Due(storageString: day)?.day.adding(days: 1).description)
        #expect(cli.run(["add", "On the day", "--due", day], clock: clock) == 0)
        #expect(cli.run(["add", "The day after", "--due", after], clock: clock) == 0)
        #expect(cli.run(["list", "--all", "--json", "due:\"\(row.text)\""], clock: clock) == 0)
        let titles = try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]])
            .compactMap { $0["title"] as? String }
        #expect(titles == ["On the day"])
    }

    @Test func anAttributeTaskdeckHasNotIsAUsageErrorAndAddsNothing() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Plan", "trip", "start:1"]) == 64)
        #expect(cli.err.hasPrefix("taskdeck: taskdeck has no start: field (yet); a title reads due:, wait:, scheduled:, until:, project:, tag:, priority:, depends:"), "\(cli.err)")
        #expect(cli.run(["add", "Plan", "trip", "recur:weekly"]) == 64)
        #expect(cli.run(["add", "Pay", "due:someday"]) == 64)
        #expect(cli.err.hasPrefix("taskdeck: cannot read the due date 'someday'"))
        #expect(try stored(cli, clock: Fixtures.clock).isEmpty)
        #expect(cli.run(["add", "Keep", "\\depends:1"]) == 0)
        #expect(try stored(cli, clock: Fixtures.clock).first?["title"] as? String == "Keep depends:1")
    }

    @Test func repeatTakesATimeForTheDueDate() throws {
        let cli = try CLIHarness()
        // Wednesday 10:00: 9:30 has passed, so the next weekday's.
        #expect(cli.run(["add", "Standup", "--repeat", "every weekday 9:30"]) == 0)
        #expect(cli.out.contains("Due Thu 2026-03-12 09:30 ← '9:30' (09:30 has passed today: the next one)"), "\(cli.out)")
        #expect(cli.run(["add", "Review", "--due", "fri", "--repeat", "every week at 4pm"]) == 0)
        #expect(cli.run(["add", "Clash", "--due", "fri 10:00", "--repeat", "every weekday 9:30"]) == 64)
        #expect(cli.err.hasPrefix("taskdeck: the due date says 10:00 and the repeat 09:30: give the time once"))
        let byTitle = Dictionary(uniqueKeysWithValues: try stored(cli, clock: Fixtures.clock)
            .map { ($0["title"] as? String ?? "", $0) })
        #expect(byTitle["Standup"]?["due"] as? String == "2026-03-12T09:30")
        #expect(byTitle["Review"]?["due"] as? String == "2026-03-13T16:00")
        #expect(byTitle["Clash"] == nil)
    }

    @Test func editRepeatWithATimeMovesTheTasksTime() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Standup", "--due", "2026-03-13 10:00"]) == 0)
        let id = try cli.addedID()
        #expect(cli.run(["edit", id, "--repeat", "every weekday 9:30"]) == 0)
        #expect(try stored(cli, clock: Fixtures.clock).first?["due"] as? String == "2026-03-13T09:30")
    }
}
