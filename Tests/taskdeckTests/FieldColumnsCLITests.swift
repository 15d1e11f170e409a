import Foundation
import Testing
import TaskTestSupport

/// Declared custom fields as sorts and columns of `taskdeck list` (issue 23), with the real
/// binary on the tests' day (`TestDay`), its config in the test's folder.
@Suite(.serialized)
struct FieldColumnsCLITests {
    let folder: TemporaryFolder
    let config: URL
    var environment: [String: String]

    init() throws {
        folder = try TemporaryFolder("fields")
        config = folder.appending("config.toml")
        try """
            [fields.estimate]
            type = "number"
            label = "Est (h)"
            [fields.size]
            type = "string"
            values = ["S", "M", "L"]
            [fields.spent]
            type = "duration"
            [views.sized]
            filter = "size:any"
            sort = "size"
            columns = ["title", "size"]
            """.write(to: config, atomically: true, encoding: .utf8)
        environment = ["HOME": folder.path, "XDG_STATE_HOME": folder.appending("state").path,
                       "TASKDECK_CONFIG": config.path, "TASKDECK_FILE": folder.taskFile.path, "PATH": "/usr/bin:/bin"]
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> TaskdeckBinary.Result {
        try TaskdeckBinary.run(arguments, environment: environment)
    }

    func seed() throws {
        for words in [["Write report", "--set", "estimate=3", "--set", "size=L"], ["Buy milk"],
                      ["Call bank", "--set", "estimate=0.5", "--set", "size=S", "--set", "spent=90min"],
                      ["Plan trip", "--set", "estimate=12", "--set", "size=M"]] {
            let added = try run(["add"] + words)
            #expect(added.status == 0, "\(added.err)")
        }
    }

    /// The titles of `list`'s rows (after the ID and checkbox), in order.
    func titles(_ arguments: [String]) throws -> [String] {
        let result = try run(["list", "--columns", "title"] + arguments)
        #expect(result.status == 0, "\(result.err)")
        return result.out.split(separator: "\n").map { String($0.dropFirst(15)) }
    }

    @Test func listSortsByADeclaredFieldTasksWithoutItLast() throws {
        try seed()
        #expect(try titles(["--sort", "estimate"]) == ["Call bank", "Write report", "Plan trip", "Buy milk"])
        #expect(try titles(["--sort", "Size"]) == ["Call bank", "Plan trip", "Write report", "Buy milk"])
        let json = try run(["list", "--sort", "estimate", "--json"])
        let rows = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]] ?? []
        #expect(rows.compactMap { $0["title"] as? String } == ["Call bank", "Write report", "Plan trip", "Buy milk"])
        // `--json` carries every field already, the custom ones under `fields`.
        #expect((rows.first?["fields"] as? [String: String]) == ["estimate": "0.5", "size": "S", "spent": "PT1H30M"])
    }

    @Test func aViewSortsAndShowsItsFieldColumns() throws {
        try seed()
        let result = try run(["list", "sized"])
        #expect(result.status == 0, "\(result.err)")
        let rows = result.out.split(separator: "\n").map { String($0.dropFirst(10)) }
        #expect(rows == ["[ ]  Call bank     S", "[ ]  Plan trip     M", "[ ]  Write report  L"])
    }

    @Test func fieldColumnsShowTheValuesADurationInShortWords() throws {
        try seed()
        let result = try run(["list", "--sort", "estimate", "--columns", "title,estimate,spent"])
        #expect(result.status == 0, "\(result.err)")
        let rows = result.out.split(separator: "\n").map { String($0.dropFirst(10)) }
        #expect(rows == ["[ ]  Call bank     0.5  1h30m", "[ ]  Write report  3", "[ ]  Plan trip     12", "[ ]  Buy milk"])
    }

    @Test func anUnknownSortOrColumnNamesTheDeclaredFields() throws {
        let sort = try run(["list", "--sort", "effort"])
        #expect(sort.status == 64)
        #expect(sort.err.hasPrefix("taskdeck: unknown sort 'effort': use due, priority, created, title or urgency, "
                                   + "or a custom field's name (declared fields: estimate, size, spent)\n"))
        let column = try run(["list", "--columns", "title,effort"])
        #expect(column.status == 64)
        #expect(column.err.hasPrefix("taskdeck: --columns: 'effort' is not a column; use some of priority, title, project, "
                                     + "tags, due, wait, scheduled, urgency, active, estimate, size, spent\n"))
    }

    @Test func withoutDeclaredFieldsTheSortErrorSaysHowToDeclareOne() throws {
        var bare = environment
        bare["TASKDECK_CONFIG"] = "/dev/null"
        let result = try TaskdeckBinary.run(["list", "--sort", "estimate"], environment: bare)
        #expect(result.status == 64)
        #expect(result.err.contains("(no custom fields are declared ([fields.NAME] in the config file))"))
    }
}
