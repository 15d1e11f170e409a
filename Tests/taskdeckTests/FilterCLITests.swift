import Foundation
import Testing
import TaskDomain
import TaskScenes
import TaskStorage
import TaskTestSupport
import TaskWording
import TerminalCore
@testable import taskdeck

/// `taskdeck list FILTER` and `list VIEW`: the filter language of the app's `/`, saved
/// views from the config file, and their errors.
struct FilterCLITests {
    let cli: CLIHarness
    let config: URL

    init() throws {
        cli = try CLIHarness()
        config = cli.folder.appending("config")
        cli.useHomeInFolder()
        let adds: [[String]] = [
            ["Pay rent", "--due", "2026-03-09", "--priority", "high", "--project", "home"],
            ["Café visit", "--due", "2026-03-11", "--project", "home.garden", "--tag", "fun"],
            ["Water plants", "--due", "2026-03-13", "--priority", "low", "--project", "homework", "--notes", "the BLUE can"],
            ["Read a book", "--priority", "medium", "--tag", "books,later"],
            ["Ship release", "--due", "2026-12-01", "--priority", "medium", "--project", "work.app", "--tag", "later"],
            ["Filed taxes", "--project", "work", "--priority", "high"],
        ]
        var filedID = ""
        for arguments in adds {
            #expect(cli.run(["add", "--literal"] + arguments) == 0)
            filedID = try cli.addedID()
        }
        #expect(cli.run(["done", filedID]) == 0)
    }

    /// The titles `list` prints as JSON.
    func listed(_ arguments: [String]) throws -> [String] {
        #expect(cli.run(["list", "--json"] + arguments) == 0, "\(cli.err)")
        let rows = try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]] ?? []
        return rows.compactMap { $0["title"] as? String }
    }

    @Test func listReadsTheFilterAsOneArgumentOrAsTrailingWords() throws {
        #expect(try listed(["+home !high"]) == ["Pay rent"])
        #expect(try listed(["+home", "or", "#later"]) == ["Pay rent", "Café visit", "Ship release", "Read a book"])
        #expect(try listed(["#later", "-#books"]) == ["Ship release"])  // -#books is a word, not an option
        #expect(try listed(["blue"]) == ["Water plants"])
        #expect(try listed(["due:<fri", "--all"]) == ["Pay rent", "Café visit"])
        #expect(try listed(["!>=medium", "--sort", "title"]) == ["Pay rent", "Read a book", "Ship release"])
        // The options narrow as before, with a filter or without.
        #expect(try listed(["--project", "home", "--search", "café"]) == ["Café visit"])
        #expect(try listed(["!none or !low", "--project", "home"]) == ["Café visit"])
    }

    /// Without status: a filter keeps pending tasks; with it, the filter decides.
    @Test func statusInTheFilterDecidesWhichTasks() throws {
        #expect(cli.run(["list", "--all", "--json"]) == 0)
        let doneExists = cli.out.contains("Filed taxes")
        #expect(doneExists)
        #expect(try listed(["+work"]) == ["Ship release"])
        #expect(try listed(["status:done"]) == ["Filed taxes"])
        #expect(try listed(["+work", "--all"]).sorted() == ["Filed taxes", "Ship release"])
    }

    @Test(arguments: [
        (["+home", "due:<frx"], "taskdeck: cannot read 'due:<frx' (column 7) of the filter: not a date"),
        (["(+home"], "taskdeck: cannot read '(' (column 1) of the filter: this ( is never closed"),
        (["milk", "or"], "taskdeck: cannot read 'or' (column 6) of the filter: 'or' needs a filter after it"),
    ])
    func aFilterThatDoesNotReadIsAUsageErrorPointingAtTheWord(arguments: [String], message: String) {
        #expect(cli.run(["list"] + arguments) == 64)
        #expect(cli.err.hasPrefix(message), "\(cli.err)")
        #expect(cli.out.isEmpty)
    }

    @Test func aSavedViewIsListedByNameAndMoreWordsNarrowIt() throws {
        try cli.folder.write("[views.urgent]\nfilter = \"!high or due:today\"\nsort = \"title\"\n"
                             + "[views.read]\nfilter = \"+work\"\n", to: config)
        #expect(try listed(["--config", config.path, "urgent"]) == ["Café visit", "Pay rent"])
        #expect(try listed(["--config", config.path, "urgent", "-rent"]) == ["Café visit"])
        #expect(try listed(["--config", config.path, "urgent", "--sort", "due"]) == ["Pay rent", "Café visit"])
        // A view's name wins over the word; in quotes the word is searched for.
        #expect(try listed(["--config", config.path, "read"]) == ["Ship release"])
        #expect(try listed(["--config", config.path, "\"read\""]) == ["Read a book"])
    }

    @Test(arguments: [
        ("[views.work]\nsort = \"title\"\nfilter = \"+work due:<frx\"\n",
         ":3: views.work.filter: cannot read 'due:<frx' (column 7) of the filter: not a date"),
        ("[views.work]\nsort = \"title\"\n", ":2: [views.work] needs a filter, such as filter = \"+work !>=medium\""),
        ("[views.today]\nfilter = \"x\"\n", ":2: [views.today]: 'today' is the name of a built-in tab (today); give the view another name"),
        ("[views.work]\nfilter = \"x\"\nsort = \"size\"\n", ":3: views.work.sort must be one of \"due\", \"priority\", \"created\", \"title\", \"urgency\", not \"size\""),
        ("[list]\ntab = \"nope\"\n[views.work]\nfilter = \"x\"\n",
         ":2: list.tab must be one of \"all\", \"pending\", \"next\", \"today\", \"week\", \"overdue\", \"waiting\", \"done\" or the name of a view ([views.NAME]), not \"nope\""),
    ])
    func aBadViewIsAConfigErrorNamingTheFileAndLine(text: String, message: String) throws {
        try cli.folder.write(text, to: config)
        #expect(cli.run(["--config", config.path, "list"]) == 64)
        #expect(cli.err.hasPrefix("taskdeck: " + config.path + message), "\(cli.err)")
        #expect(cli.run(["--config", config.path, "config"]) == 64)
    }

    @Test func configShowsTheViewsAndATabNamingOne() throws {
        try cli.folder.write("[list]\ntab = \"work\"\n[views.work]\nfilter = \"+work\"\nsort = \"priority\"\ncolumns = [\"title\", \"due\"]\n",
                             to: config)
        #expect(cli.run(["--config", config.path, "config"]) == 0)
        let lines = cli.out.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines.contains("list.tab = \"work\" # config file line 2"), "\(cli.out)")
        #expect(lines.contains("views.work.filter = \"+work\" # config file line 4"))
        #expect(lines.contains("views.work.sort = \"priority\" # config file line 5"))
        #expect(lines.contains("views.work.columns = [\"title\", \"due\"] # config file line 6"))
    }

    @Test func aViewWithItsOwnColumnsListsInThem() throws {
        try cli.folder.write("[list]\ncolumns = [\"priority\", \"title\", \"project\"]\n"
                             + "[views.rent]\nfilter = \"rent\"\ncolumns = [\"due\", \"title\"]\n", to: config)
        #expect(cli.run(["--config", config.path, "list", "rent"]) == 0)
        let viewRow = try #require(cli.out.split(separator: "\n").first).split(separator: " ").dropFirst().joined(separator: " ")
        #expect(viewRow == "[ ] 2d overdue Pay rent", "\(cli.out)")
        #expect(cli.run(["--config", config.path, "list", "Pay"]) == 0)
        let listRow = try #require(cli.out.split(separator: "\n").first).split(separator: " ").dropFirst().joined(separator: " ")
        #expect(listRow == "[ ] !!! Pay rent +home", "\(cli.out)")
    }

    /// The same filter gives the same tasks in the app's `/` (on the Pending tab, and on All)
    /// and in `list` (without and with --all).
    @Test(arguments: ["+home or #later", "!>=medium -+work", "due:<fri", "café", "not (+home or #books)", "status:done"])
    func theAppsSearchAndListShowTheSameTasks(filter: String) throws {
        let worker = TaskWorker(service: TaskService(repository: FileTaskRepository(url: URL(fileURLWithPath: cli.file)),
                                                     clock: FixedClock(year: 2026, month: 3, day: 11, hour: 10)),
                                storeName: "tasks.json")
        let navigator = Navigator(size: Size(width: 100, height: 30))
        let environment = SceneEnvironment(worker: worker, theme: .dark, keys: .defaults, notesEditor: nil, sync: nil, exporter: nil,
                                           plan: .defaults,
                                           contexts: ContextChoice(contexts: [], active: nil, problems: [], saver: nil), fields: [])
        let settings = TaskListSettings(query: TaskQuery(filter: .pending, sort: .due), views: [], openView: nil,
                                        columns: ListColumn.defaults, viewColumns: [:], dateStyle: .relative)
        navigator.setRoot(TaskListConfigurator.make(environment: environment, settings: settings, navigator: navigator))
        let scene = navigator.stack[0]
        func shown() -> [String] {
            var canvas = Canvas(size: Size(width: 100, height: 30))
            navigator.render(into: &canvas)
            let titles = ["Pay rent", "Café visit", "Water plants", "Read a book", "Ship release", "Filed taxes"]
            return (3..<28).compactMap { row in titles.first { canvas.text(ofRow: row).contains($0) } }
        }
        scene.handle(.key(KeyEvent(.char("/"))))
        scene.handle(.paste(filter))
        if !filter.contains("status:") {  // list's filter alone keeps pending tasks, as the Pending tab does
            #expect(shown() == (try listed([filter])), "Pending tab, filter \(filter)")
        }
        scene.handle(.key(KeyEvent(.enter)))
        scene.handle(.key(KeyEvent(.backTab)))  // All
        #expect(shown() == (try listed([filter, "--all"])), "All tab, filter \(filter)")
    }
}
