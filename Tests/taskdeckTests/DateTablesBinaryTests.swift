import Foundation
import TaskTestSupport
import TaskWording
import Testing

/// The written rows of the date tables through the real binary, each at its moment
/// (`TASKDECK_NOW`, and `TZ` for the clock-change days): what a shell script gets.
/// Rows whose answer depends on the locale's first weekday (`eow`, `next week`, `next fri`)
/// are left to the in-process runs, whose calendar starts the week on Monday.
@Suite struct DateTablesBinaryTests {
    static func weekStartFree(_ text: String) -> Bool {
        let words = text.lowercased().split(separator: " ")
        return !words.contains { $0 == "eow" || $0 == "week" || $0 == "next" }
    }

    static let phraseGroups = DateTablesCLITests.groups(
        DatePhraseTable.written.filter { $0.due != nil && $0.moment != .wed && weekStartFree($0.text) }, moment: \.moment)
    static let titleGroups = DateTablesCLITests.groups(
        TitleDateTable.written.filter { weekStartFree($0.text) }, moment: \.moment)

    private func run(_ arguments: [String], file: String, at moment: DateTableMoment) throws -> TaskdeckBinary.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["TASKDECK_CONFIG"] = "/dev/null"
        environment["TASKDECK_NOW"] = moment.iso8601
        environment["TZ"] = moment.timeZoneIdentifier
        return try TaskdeckBinary.run(["--file", file] + arguments, environment: environment)
    }

    private func stored(_ file: String, at moment: DateTableMoment) throws -> [[String: Any]] {
        let listed = try run(["list", "--all", "--json"], file: file, at: moment)
        #expect(listed.status == 0, "\(listed.err)")
        return try #require(try JSONSerialization.jsonObject(with: Data(listed.out.utf8)) as? [[String: Any]])
    }

    @Test(arguments: phraseGroups)
    func dueTakesThePhrase(_ rows: [DatePhraseTable.Row]) throws {
        let folder = try TemporaryFolder("dates-binary")
        let moment = try #require(rows.first).moment
        for (index, row) in rows.enumerated() {
            let added = try run(["add", "row \(index)", "--due", row.text], file: folder.taskFile.path, at: moment)
            #expect(added.status == 0, "\(row): \(added.err)")
            for note in row.notes { #expect(added.out.contains(DateReadingWording.text(note)), "\(row): \(added.out)") }
        }
        let due = Dictionary(uniqueKeysWithValues: try stored(folder.taskFile.path, at: moment).map {
            ($0["title"] as? String ?? "", $0["due"] as? String)
        })
        for (index, row) in rows.enumerated() { #expect(due["row \(index)"] == row.due, "\(row)") }
    }

    @Test(arguments: titleGroups)
    func addReadsTheTitle(_ rows: [TitleDateTable.Row]) throws {
        let folder = try TemporaryFolder("dates-binary")
        let moment = try #require(rows.first).moment
        var ids: [String] = []
        for row in rows {
            let added = try run(["add", row.text], file: folder.taskFile.path, at: moment)
            #expect(added.status == 0, "\(row): \(added.err)")
            ids.append(String(added.out.split(separator: " ").dropFirst().first ?? ""))
        }
        let tasks = try stored(folder.taskFile.path, at: moment)
        for (row, id) in zip(rows, ids) {
            let task = try #require(tasks.first { ($0["id"] as? String)?.hasPrefix(id) == true }, "\(row)")
            #expect(task["title"] as? String == row.title, "\(row)")
            #expect(task["due"] as? String == row.due ?? (row.rule == nil ? nil : moment.clock.today.description), "\(row)")
        }
    }
}
