import Foundation
import TaskTestSupport
import Testing
@testable import taskdeck

/// Remapped keys in the real app, in a real terminal (tmux): the configured key toggles,
/// the default one no longer does, and Help and the hint bar show the user's keys.
@Suite struct KeysConfigEndToEndTests {
    let folder: TemporaryFolder
    let file: String
    let config: URL

    init() throws {
        folder = try TemporaryFolder("keys-app")
        file = folder.taskFile.path
        config = folder.appending("config")
    }

    @Test func aRemappedToggleWorksAndHelpShowsIt() throws {
        _ = try TaskdeckBinary.run(["--config", "/dev/null", "--file", file, "add", "Buy milk", "--literal"])
        // `T` is free in the list; `x` is unbound by the remap.
        try folder.write("[keys.list]\ntoggle = [\"T\"]\n", to: config)
        let tmux = try TmuxSession.app(["--file", file], environment: ["TASKDECK_CONFIG": config.path])
        let first = try tmux.waitUntil(screenContains: "Buy milk")
        #expect(first.contains("T done"), "the hint bar shows the remapped key: \(first)")
        try tmux.sendKeys("x")
        try tmux.sendKeys("?")
        let help = try tmux.waitUntil(screenContains: "Help · Task List")
        let toggleLine = try #require(help.split(separator: "\n").first { $0.contains("toggle done") }, "\(help)")
        #expect(toggleLine.trimmingCharacters(in: .whitespaces).hasPrefix("T "), "\(toggleLine)")
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "T done")
        try tmux.sendKeys("T")
        try tmux.waitUntil(screenContains: "Completed 'Buy milk'")
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "EXIT=0")
        let stored = try TaskdeckBinary.run(["--config", "/dev/null", "--file", file, "list", "--done"]).out
        #expect(stored.contains("Buy milk"), "T completed it, once: \(stored)")
    }
}

/// The key example of `taskdeck help keys` loads without a warning and `taskdeck config`
/// lists its bindings as it says.
struct KeysTopicExampleTests {
    @Test func theKeysExampleLoadsAndConfigPrintsItsBindings() throws {
        let cli = try CLIHarness()
        let config = cli.folder.appending("config")
        let example = try ConfigExample.block(after: "## Changing keys", in: KeysTopic.text(ManualContext()), section: "# Keys\n")
        try cli.folder.write(example, to: config)
        cli.environment = ["HOME": "/home/alice", "TASKDECK_CONFIG": config.path]
        #expect(cli.run(["config"], withFile: false) == 0, "\(cli.err)")
        #expect(cli.err.isEmpty)
        #expect(cli.out.contains("keys.preset = \"emacs\""))
        #expect(cli.out.contains("keys.list.toggle = [\"T\", \"ctrl-t\"]"))
        #expect(cli.out.contains("# config file line 6"))
        #expect(cli.out.contains("keys.detail.redo = [\"ctrl-r\", \"U\"]"))
    }
}

/// The keys topic's conflict example is what taskdeck prints for it.
struct KeysConflictTopicTests {
    @Test func theConflictExampleIsWhatTaskdeckSays() throws {
        let cli = try CLIHarness()
        let config = cli.folder.appending("config")
        try cli.folder.write("[keys]\n\n[keys.list]\n# t is Projects & Tags' key\ntoggle = [\"t\"]\n", to: config)
        cli.environment = ["TASKDECK_CONFIG": config.path]
        #expect(cli.run(["list"]) == 64)
        let topic = KeysTopic.text(ManualContext())
        let said = try #require(cli.err.split(separator: "\n").first).replacingOccurrences(of: config.path, with: "FILE")
        let documented = try #require(topic.split(separator: "\n").first { $0.contains("is bound to both toggle") })
            .trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: "/home/alice/.config/taskdeck/config", with: "FILE")
        #expect(said == documented)
    }
}
