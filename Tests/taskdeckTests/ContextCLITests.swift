import Foundation
import TaskTestSupport
import Testing
@testable import taskdeck

/// `taskdeck context` and what a context does to `list`, `next` and `add`, with the real
/// binary on the tests' day (`TestDay`), its state in the test's folder (`XDG_STATE_HOME`),
/// removed with it.
struct ContextCLITests {
    let folder: TemporaryFolder
    let config: URL
    var environment: [String: String]

    init() throws {
        folder = try TemporaryFolder("context")
        config = folder.appending("config.toml")
        try """
            [contexts.work]
            filter = "+work or #office"
            [contexts.home]
            filter = "+home #errand"
            [contexts.desk]
            filter = "#office"
            project = "work"
            tags = ["desk"]
            """.write(to: config, atomically: true, encoding: .utf8)
        environment = ["HOME": folder.path, "XDG_STATE_HOME": folder.appending("state").path,
                       "TASKDECK_CONFIG": config.path, "TASKDECK_FILE": folder.taskFile.path, "PATH": "/usr/bin:/bin"]
    }

    var stateFile: URL { folder.appending("state/taskdeck/context") }

    @discardableResult
    func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> TaskdeckBinary.Result {
        try TaskdeckBinary.run(arguments, environment: environment.merging(extra) { _, new in new })
    }

    func titles(_ arguments: [String] = ["list", "--json"], _ extra: [String: String] = [:]) throws -> [String] {
        let result = try run(arguments, extra)
        #expect(result.status == 0, "\(result.err)")
        let rows = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]] ?? []
        return rows.compactMap { $0["title"] as? String }.sorted()
    }

    func seed() throws {
        for words in [["Write report", "+work"], ["Buy milk", "+home", "#errand"], ["Call office", "#office"], ["Plain task"]] {
            #expect(try run(["add"] + words).status == 0)
        }
    }

    @Test func aContextAppliesToListAndNextUntilNoneAndIsKeptBetweenRuns() throws {
        try seed()
        #expect(try titles().count == 4)
        let chosen = try run(["context", "work"])
        #expect(chosen.status == 0)
        #expect(chosen.out == "Context 'work' is active: +work or #office\n")
        #expect(try String(contentsOf: stateFile, encoding: .utf8) == "work\n")
        #expect(try titles() == ["Call office", "Write report"])
        #expect(try titles(["next", "--json"]) == ["Call office", "Write report"])
        #expect(try titles(["list", "--json", "report"]) == ["Write report"])
        #expect(try run(["context"]).out == """
            context: work
            filter: +work or #office
            new tasks get: nothing
            from: saved in \(stateFile.path)

            """)
        #expect(try run(["context", "list"]).out == """
            * work  +work or #office
              home  +home #errand; new tasks get +home #errand
              desk  #office; new tasks get +work #desk

            """)
        #expect(try run(["context", "none"]).out == "No context: every task is shown\n")
        #expect(try String(contentsOf: stateFile, encoding: .utf8) == "none\n")
        #expect(try titles().count == 4)
    }

    @Test func theVariableOverridesTheSavedContextForOneShell() throws {
        try seed()
        #expect(try run(["context", "home"]).status == 0)
        #expect(try titles() == ["Buy milk"])
        #expect(try titles(["list", "--json"], ["TASKDECK_CONTEXT": "work"]) == ["Call office", "Write report"])
        #expect(try titles(["list", "--json"], ["TASKDECK_CONTEXT": "none"]).count == 4)
        let show = try run(["context", "show"], ["TASKDECK_CONTEXT": "work"])
        #expect(show.out.hasSuffix("from: TASKDECK_CONTEXT, for this shell\n"))
        let chosen = try run(["context", "desk"], ["TASKDECK_CONTEXT": "work"])
        #expect(chosen.out.contains("TASKDECK_CONTEXT=work still overrides it in this shell"))
        let unknown = try run(["list", "--json"], ["TASKDECK_CONTEXT": "gym"])
        #expect(unknown.status == 0)
        #expect(unknown.err == "taskdeck: warning: TASKDECK_CONTEXT names 'gym', which the config file does not define: "
                + "showing every task (defined: work, home, desk)\n")
    }

    @Test func addTakesTheContextsDefaultsAndSaysWhenTheContextHidesTheTask() throws {
        #expect(try run(["context", "home"]).status == 0)
        let added = try run(["add", "Fix tap"])
        #expect(added.out.hasSuffix("'Fix tap'\nFrom the context 'home': +home #errand\n"))
        #expect(try titles() == ["Fix tap"])
        // A project typed wins; the context's tags are added; the filter then hides the task.
        let typed = try run(["add", "Call", "+garden"])
        #expect(typed.out.contains("From the context 'home': #errand\n"))
        #expect(typed.out.hasSuffix("'Call' is hidden by the context 'home' (+home #errand); taskdeck context none shows every task\n"))
        // An `or` gives no default: the task is added bare and said to be hidden.
        #expect(try run(["context", "work"]).status == 0)
        let bare = try run(["add", "Draft agenda"])
        #expect(!bare.out.contains("From the context"))
        #expect(bare.out.hasSuffix("'Draft agenda' is hidden by the context 'work' (+work or #office); taskdeck context none shows every task\n"))
        // Explicit defaults in the config win over the filter's.
        #expect(try run(["context", "desk"]).status == 0)
        #expect(try run(["add", "File notes"]).out.contains("From the context 'desk': +work #desk\n"))
        let all = try titles(["list", "--json", "--all"], ["TASKDECK_CONTEXT": "none"])
        #expect(all == ["Call", "Draft agenda", "File notes", "Fix tap"])
    }

    @Test func aNameTheConfigDoesNotDefineIsAUsageErrorAndWritesNothing() throws {
        let result = try run(["context", "gym"])
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("taskdeck: no context 'gym' in the config file; defined: work, home, desk\n"))
        #expect(!FileManager.default.fileExists(atPath: stateFile.path))
    }

    @Test func aBadFilterInTheConfigIsAnErrorNamingItsLine() throws {
        try """
            [contexts.work]
            filter = "+work due:<frx"
            """.write(to: config, atomically: true, encoding: .utf8)
        let result = try run(["list"])
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("taskdeck: \(config.path):2: contexts.work.filter: "))
        #expect(result.err.contains("frx"))
    }

    /// The config no longer defines the saved context: said, every task shown, and the state
    /// left as it is (the context comes back when the config defines it again).
    @Test func aSavedContextTheConfigDropsIsSaidAndActsAsNone() throws {
        try seed()
        try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "gym\n".write(to: stateFile, atomically: true, encoding: .utf8)
        let result = try run(["list", "--json"])
        #expect(result.status == 0)
        #expect(result.err == "taskdeck: warning: the saved context 'gym' is not in the config file: showing every task "
                + "(defined: work, home, desk; taskdeck context NAME or none chooses again)\n")
        #expect(try titles().count == 4)
        #expect(try String(contentsOf: stateFile, encoding: .utf8) == "gym\n")
    }

    /// A state file that cannot be read is said, acts as none, and is never written over.
    @Test func anUnreadableStateIsSaidAndNeverWrittenOver() throws {
        try seed()
        try FileManager.default.createDirectory(at: stateFile, withIntermediateDirectories: true)
        let listed = try run(["list", "--json"])
        #expect(listed.status == 0)
        #expect(listed.err.hasPrefix("taskdeck: warning: cannot read the saved context in \(stateFile.path) ("))
        #expect(try titles().count == 4)
        let chosen = try run(["context", "work"])
        #expect(chosen.status == 1)
        #expect(chosen.err.contains("so it is left as it is"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: stateFile.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    /// On a terminal, `list` ends with the context and what it hides; in a pipe it does not.
    @Test func listOnATerminalSaysTheContextAndHowManyTasksItHides() throws {
        let cli = try CLIHarness()
        cli.useHomeInFolder()
        cli.environment["TASKDECK_CONFIG"] = config.path
        for title in ["Write report +work", "Buy milk +home", "Plain task"] {
            #expect(cli.run(["add"] + title.split(separator: " ").map(String.init)) == 0)
        }
        #expect(cli.run(["context", "work"]) == 0)
        cli.isTerminal = true
        #expect(cli.run(["list"]) == 0)
        #expect(cli.out.hasSuffix("context: work (+work or #office), 2 tasks hidden; taskdeck context none shows every task\n"))
        cli.isTerminal = false
        #expect(cli.run(["list"]) == 0)
        #expect(!cli.out.contains("context:"))
    }
}
