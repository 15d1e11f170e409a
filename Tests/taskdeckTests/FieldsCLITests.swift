import Foundation
import Testing
import TaskTestSupport

/// Declared custom fields as sorts and columns of `taskdeck list` and in quick add (issue 23), with the real
/// binary on the tests' day (`TestDay`), its config in the test's folder.
@Suite(.serialized)
struct FieldsCLITests {
    let folder: TemporaryFolder
    let config: URL
    var environment: [String: String]

    /// The two declared fields the CLI and the end-to-end tests share (a number with a label,
    /// a text with allowed values), as a config file's lines.
    static let estimateAndSize = """
        [fields.estimate]
        type = "number"
        label = "Est (h)"
        [fields.size]
        type = "string"
        values = ["S", "M", "L"]

        """

    init() throws {
        folder = try TemporaryFolder("fields")
        config = folder.appending("config.toml")
        try (Self.estimateAndSize + """
            [fields.spent]
            type = "duration"
            [views.sized]
            filter = "size:any"
            sort = "size"
            columns = ["title", "size"]
            """).write(to: config, atomically: true, encoding: .utf8)
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

    @Test func quickAddReadsDeclaredFieldsAndLeavesOtherWordsInTheTitle() throws {
        let added = try run(["add", "Paint fence estimate:4 size:L effort:3"])
        #expect(added.status == 0, "\(added.err)")
        #expect(added.out.hasSuffix("Read from the title: estimate 4 · size L (--literal keeps the words)\n"))
        let json = try run(["list", "--json"])
        let rows = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]] ?? []
        #expect(rows.first?["title"] as? String == "Paint fence effort:3")
        #expect((rows.first?["fields"] as? [String: String]) == ["estimate": "4", "size": "L"])
        // `--set` wins over the title's word; a value that does not read adds nothing.
        #expect(try run(["add", "Trim hedge estimate:1", "--set", "estimate=2"]).status == 0)
        let refused = try run(["add", "Paint shed size:XL"])
        #expect(refused.status == 64)
        #expect(refused.err.hasPrefix("taskdeck: the field size takes 'S', 'M', 'L', not 'XL'\n"))
        #expect(try run(["list", "--columns", "estimate,title", "--sort", "estimate"]).out.split(separator: "\n")
                    .map { String($0.dropFirst(10)) } == ["[ ]  2  Trim hedge", "[ ]  4  Paint fence effort:3"])
    }
}
