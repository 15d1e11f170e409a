import Foundation
import TaskConfig
import TaskTestSupport
import Testing
@testable import taskdeck

/// The config file through the CLI: what it changes, `taskdeck config`, and that a bad file
/// stops a command with the line and a way around it, while help and `--default` still work.
struct ConfigCLITests {
    let cli: CLIHarness
    let config: URL

    init() throws {
        cli = try CLIHarness()
        config = cli.folder.appending("config")
        cli.useHomeInFolder()
    }

    func writeConfig(_ text: String, to url: URL? = nil) throws {
        try cli.folder.write(text, to: url ?? config)
    }

    @Test func theConfiguredFileIsTheStoreRelativeToTheConfigFolder() throws {
        try writeConfig("[store]\nfile = \"mine.json\"\n")
        #expect(cli.run(["--config", config.path, "add", "Buy milk"], withFile: false) == 0)
        #expect(FileManager.default.fileExists(atPath: cli.folder.appending("mine.json").path))
        #expect(!FileManager.default.fileExists(atPath: cli.file))
        // --file beats it.
        #expect(cli.run(["--config", config.path, "add", "Other"]) == 0)
        #expect(FileManager.default.fileExists(atPath: cli.file))
    }

    /// `[store] vdir-list` picks the list new tasks without a list of their project go to,
    /// and `taskdeck config` shows it with its line.
    @Test func theVdirListSettingPicksWhereNewTasksGo() throws {
        for list in ["home", "work"] {
            try FileManager.default.createDirectory(at: cli.folder.appending("v/\(list)"), withIntermediateDirectories: true)
        }
        try writeConfig("[store]\nvdir = \"v\"\nvdir-list = \"work\"\n")
        #expect(cli.run(["--config", config.path, "add", "Call the bank"], withFile: false) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.folder.appending("v/work").path).count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.folder.appending("v/home").path).isEmpty)
        #expect(cli.run(["--config", config.path, "config"], withFile: false) == 0)
        #expect(cli.out.contains("store.vdir-list = \"work\""), "\(cli.out)")
    }

    @Test func theDefaultFileInXDGConfigHomeIsRead() throws {
        try FileManager.default.createDirectory(at: cli.folder.appending("xdg/taskdeck"), withIntermediateDirectories: true)
        try writeConfig("[store]\nvdir = \"~/nowhere\"\n", to: cli.folder.appending("xdg/taskdeck/config"))
        #expect(cli.run(["list"], withFile: false) == 1)
        #expect(cli.err.contains("\(cli.folder.path)/nowhere"), "\(cli.err)")
    }

    @Test func configPrintsEveryValueWithWhereItCameFrom() throws {
        try writeConfig("# mine\n[sync]\ncommand = 'flock x vdirsyncer sync'\n\n[list]\nsort = \"title\"\n")
        cli.environment["TASKDECK_CONFIG"] = config.path
        cli.environment["TASKDECK_LOCK_TIMEOUT"] = "2.5"
        cli.environment["EDITOR"] = "nano -w"
        #expect(cli.run(["--vdir", "/srv/v", "config"], withFile: false) == 0)
        #expect(cli.out.hasPrefix("""
            # config file: \(config.path) ($TASKDECK_CONFIG)
            store.vdir = "/srv/v"                                           # --vdir
            store.lock-timeout = 2.5                                        # $TASKDECK_LOCK_TIMEOUT
            sync.command = "flock x vdirsyncer sync"                        # config file line 3
            editor.command = "nano -w"                                      # $EDITOR
            list.tab = "pending"                                            # default
            list.sort = "title"                                             # config file line 6
            list.columns = ["priority", "title", "project", "tags", "due"]  # default
            list.date-style = "relative"                                    # default
            mouse.enabled = true                                            # default

            theme.name = "dark"                                # default
            theme.colors.title = "bold"                        # theme dark

            """), "\(cli.out)")
        #expect(cli.err.isEmpty)
    }

    /// What `config` prints is itself a config file that gives the same settings.
    @Test func configOutputParsesBackToTheSameSettings() throws {
        try writeConfig("[list]\ntab = \"week\"\n[store]\nlock-timeout = 7\n")
        #expect(cli.run(["--config", config.path, "config"]) == 0)
        let document = try ConfigParser.parse(cli.out, file: "printed")
        let (settings, warnings) = try ConfigSchema.settings(of: document, file: "/printed", home: "/h")
        #expect(warnings.isEmpty)
        #expect(settings.listTab?.value == .dueThisWeek && settings.lockTimeout?.value == 7)
        #expect(settings.storeFile?.value == cli.file && settings.syncCommand?.value == "vdirsyncer sync")
    }

    @Test func aMissingDefaultFileIsSaidAndTheDefaultsApply() throws {
        #expect(cli.run(["config"]) == 0)
        #expect(cli.out.hasPrefix("# config file: \(cli.folder.path)/xdg/taskdeck/config (default location), "
                                  + "not found: the defaults apply\n"))
        #expect(cli.out.contains("store.file = \(ConfigValue.quoted(cli.file))"))
    }

    @Test func configDefaultParsesBackToTheDefaults() throws {
        #expect(cli.run(["config", "--default"]) == 0)
        let document = try ConfigParser.parse(cli.out, file: "default")
        let (settings, warnings) = try ConfigSchema.settings(of: document, file: "/default", home: "/h")
        #expect(warnings.isEmpty)
        var expected = ConfigSettings()
        expected.lockTimeout = Sourced(ConfigDefaults.lockTimeoutSeconds, from: .configFile(line: 26))
        expected.syncCommand = Sourced(ConfigDefaults.syncCommand, from: .configFile(line: 31))
        expected.listTab = Sourced(ConfigDefaults.listTab, from: .configFile(line: 44))
        expected.listSort = Sourced(ConfigDefaults.listSort, from: .configFile(line: 47))
        expected.listColumns = Sourced(ConfigDefaults.listColumns, from: .configFile(line: 50))
        expected.dateStyle = Sourced(ConfigDefaults.dateStyle, from: .configFile(line: 53))
        expected.theme.name = Sourced("dark", from: .configFile(line: 59))
        expected.mouseEnabled = Sourced(ConfigDefaults.mouseEnabled, from: .configFile(line: 65))
        // [urgency]: every coefficient on every other line from 71, its comment above it.
        // The values are the defaults (the plan they give is); the lines are checked here.
        #expect(settings.plan == .defaults)
        for (index, coefficient) in PlanConfig.coefficients.enumerated() {
            expected.urgency[coefficient.name] = settings.urgency[coefficient.name].map {
                Sourced($0.value, from: .configFile(line: 71 + 2 * index))
            }
        }
        expected.urgencyTags = [UrgencyBonus(name: "next", points: Sourced(15, from: .configFile(line: 103)))]
        expected.severalActive = Sourced(false, from: .configFile(line: 110))
        expected.nextLimit = Sourced(25, from: .configFile(line: 115))
        expected.undoLimit = Sourced(UndoConfig.defaultLimit, from: .configFile(line: 121))
        #expect(settings == expected)
    }

    @Test func aBadValueStopsEveryCommandWithTheLineAndTheWayAround() throws {
        try writeConfig("[list]\n# how the list is sorted\nsort = \"size\"\n")
        cli.environment["TASKDECK_CONFIG"] = config.path
        let message = """
            taskdeck: \(config.path):3: list.sort must be one of "due", "priority", "created", "title", "urgency", not "size"
            Fix the file, or start without it: taskdeck --config /dev/null (or TASKDECK_CONFIG=/dev/null).

            """
        for arguments in [["list"], ["add", "x"], ["config"], ["sync"], []] {
            #expect(cli.run(arguments) == 64, "\(arguments)")
            #expect(cli.err == message, "\(arguments)")
            #expect(cli.out.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: cli.file))
        // The ways around it, as the message says.
        #expect(cli.run(["--config", "/dev/null", "add", "x"]) == 0)
        cli.environment["TASKDECK_CONFIG"] = "/dev/null"
        #expect(cli.run(["list"]) == 0 && cli.err.isEmpty)
    }

    @Test func aSyntaxErrorNamesTheColumn() throws {
        try writeConfig("[list]\nsort = due\n")
        #expect(cli.run(["--config", config.path, "list"]) == 64)
        #expect(cli.err.hasPrefix("taskdeck: \(config.path):2:8: expected a value: a \"string\", a number, true, "
                                  + "false or a [list]; to give the word due, quote it: \"due\"\n"), "\(cli.err)")
    }

    @Test func helpVersionKeysAndTheDefaultFileWorkWhateverTheConfigHolds() throws {
        try writeConfig("[list\n")
        cli.environment["TASKDECK_CONFIG"] = config.path
        for arguments in [["--help"], ["--version"], ["help", "list"], ["config", "--default"], ["list", "--help"]] {
            #expect(cli.run(arguments) == 0, "\(arguments)")
            #expect(cli.err.isEmpty)
        }
    }

    @Test(arguments: [["--config", "missing"], ["TASKDECK_CONFIG"]])
    func aMissingNamedFileIsAnError(how: [String]) throws {
        let path = cli.folder.appending("missing").path
        let arguments: [String]
        if how == ["TASKDECK_CONFIG"] {
            cli.environment["TASKDECK_CONFIG"] = path
            arguments = ["list"]
        } else {
            arguments = ["--config", path, "list"]
        }
        #expect(cli.run(arguments) == 64)
        let namer = how == ["TASKDECK_CONFIG"] ? "$TASKDECK_CONFIG" : "--config"
        #expect(cli.err.hasPrefix("taskdeck: \(path): cannot read the config file (named by \(namer)): no such file\n"),
                "\(cli.err)")
    }

    @Test func anEmptyConfigOptionIsAUsageError() throws {
        #expect(cli.run(["--config", "", "list"]) == 64)
        #expect(cli.err.hasPrefix("taskdeck: --config needs a value, not an empty one"))
    }

    @Test func unknownKeysAreWarnedOnceAndTheCommandGoesOn() throws {
        try writeConfig("[list]\nsortt = \"title\"\n[colors]\nurgent = \"red\"\n")
        #expect(cli.run(["--config", config.path, "add", "Buy milk"]) == 0)
        #expect(cli.err == """
            taskdeck: warning: \(config.path):3: unknown section [colors]; its keys are ignored
            taskdeck: warning: \(config.path):2: unknown key 'sortt' in [list]; ignored (did you mean 'sort'?)

            """)
        #expect(cli.out.hasPrefix("Added "))
    }

    @Test func listSortsByTheConfiguredOrderUnlessSortIsGiven() throws {
        for title in ["b task", "c task", "a task"] { #expect(cli.run(["add", title, "--literal"]) == 0) }
        try writeConfig("[list]\nsort = \"title\"\n")
        #expect(cli.run(["--config", config.path, "list"]) == 0)
        #expect(cli.out.split(separator: "\n").map { $0.contains("a task") ? "a" : $0.contains("b task") ? "b" : "c" } == ["a", "b", "c"])
        #expect(cli.run(["--config", config.path, "list", "--sort", "created"]) == 0)
        #expect(cli.out.split(separator: "\n").map { $0.contains("a task") ? "a" : $0.contains("b task") ? "b" : "c" } == ["b", "c", "a"])
    }

    @Test func syncRunsTheConfiguredCommand() throws {
        try writeConfig("[sync]\ncommand = \"exit 3\"\n")
        #expect(cli.run(["--config", config.path, "sync"]) == 1)
        #expect(cli.err.hasPrefix("taskdeck: Sync failed (exit 3 exited with 3)"), "\(cli.err)")
        #expect(cli.run(["--config", config.path, "sync", "--command", "true"]) == 0)
        #expect(cli.out == "Synced: nothing in (true)\n")
    }

    @Test func aConfiguredLockTimeoutIsShownAndABadOneIsRefused() throws {
        try writeConfig("[store]\nlock-timeout = 0\n")
        #expect(cli.run(["--config", config.path, "config"]) == 0)
        let line = cli.out.split(separator: "\n").first { $0.hasPrefix("store.lock-timeout = ") }
        #expect(line?.split(separator: " ", omittingEmptySubsequences: true) == ["store.lock-timeout", "=", "0", "#", "config", "file", "line", "2"])
        try writeConfig("[store]\nlock-timeout = \"soon\"\n")
        #expect(cli.run(["--config", config.path, "add", "x"]) == 64)
        #expect(cli.err.hasPrefix("taskdeck: \(config.path):2: store.lock-timeout must be a number of seconds from 0 to 3600, not \"soon\"\n"))
    }

    @Test func bothStoresInTheFileAreAnErrorButAnOptionStillWins() throws {
        try writeConfig("[store]\nfile = \"a.json\"\nvdir = \"v\"\n")
        #expect(cli.run(["--config", config.path, "list"]) == 64)
        #expect(cli.err.hasPrefix("taskdeck: \(config.path):3: store.file and store.vdir are both set (the other on line 2); "
                                  + "keep one: taskdeck uses one store\n"))
    }
}

/// `[theme]`, `[list] columns` and `date-style` through the CLI: `config` shows where each
/// style came from, `list` paints with the theme in the terminal's colours and shows the
/// configured columns.
extension ConfigCLITests {
    @Test func configShowsTheThemeAndWhereEachStyleCameFrom() throws {
        try cli.folder.write("[theme]\nname = \"light\"\n[theme.colors]\nproject = \"#AF5FFF\"\n", to: config)
        #expect(cli.run(["--config", config.path, "config"]) == 0)
        #expect(cli.out.contains("theme.name = \"light\"                                    # config file line 2\n"), "\(cli.out)")
        #expect(cli.out.contains("theme.colors.project = \"#af5fff\"                        # config file line 4\n"))
        #expect(cli.out.contains("theme.colors.tag = \"color24\"                            # theme light\n"))
        // What config prints reads back as the same theme.
        let document = try ConfigParser.parse(cli.out, file: "printed")
        let (settings, warnings) = try ConfigSchema.settings(of: document, file: "/printed", home: "/h")
        #expect(warnings.isEmpty)
        #expect(settings.theme.name?.value == "light")
        #expect(settings.theme.colors.count == 22, "every element of the theme (the active mark the 22nd)")
    }

    @Test func theDefaultFileNamesEveryThemeElement() throws {
        #expect(cli.run(["config", "--default"]) == 0)
        let comments = cli.out.split(separator: "\n").filter { $0.hasPrefix("# ") }.joined(separator: " ")
        for element in ["title", "active-tab", "priority-medium", "due-soon", "completed"] {
            #expect(comments.contains(" \(element),") || comments.contains(" \(element)."), "\(element)")
        }
        #expect(cli.out.contains("\n[theme]\n") && cli.out.contains("\nname = \"dark\"\n"))
    }

    @Test func listPaintsWithTheThemeInTheTerminalsColours() throws {
        #expect(cli.run(["add", "Buy seeds", "--project", "garden"]) == 0)
        try cli.folder.write("[theme.colors]\nproject = \"#af5fff\"\n", to: config)
        cli.isTerminal = true
        cli.environment["TERM"] = "xterm-256color"
        cli.environment["COLORTERM"] = "truecolor"
        #expect(cli.run(["--config", config.path, "list"]) == 0)
        #expect(cli.out.contains("38;2;175;95;255m+garden"), "\(cli.out.debugDescription)")
        cli.environment["COLORTERM"] = nil
        #expect(cli.run(["--config", config.path, "list"]) == 0)
        #expect(cli.out.contains("38;5;135m+garden"), "\(cli.out.debugDescription)")
        cli.environment["TERM"] = "xterm"
        #expect(cli.run(["--config", config.path, "list"]) == 0)
        #expect(!cli.out.contains("38;5;") && !cli.out.contains("38;2;"))
        #expect(cli.out.contains("+garden"))
        cli.environment["NO_COLOR"] = "1"
        #expect(cli.run(["--config", config.path, "list"]) == 0)
        #expect(!cli.out.contains("\u{1B}["))
    }

    @Test func listShowsTheConfiguredColumnsAndDateStyle() throws {
        #expect(cli.run(["add", "Buy milk", "--due", "2026-12-24", "--tag", "shop", "--priority", "high"]) == 0)
        try cli.folder.write("[list]\ncolumns = [\"due\", \"title\"]\ndate-style = \"iso\"\n", to: config)
        #expect(cli.run(["--config", config.path, "list"]) == 0)
        let row = try #require(cli.out.split(separator: "\n").first)
        #expect(row.hasSuffix("  [ ]  2026-12-24  Buy milk"), "\(row)")
    }

    @Test(arguments: [
        ("columns = \"title\"", "list.columns must be a list of column names in quotes, some of \"priority\", \"title\", \"project\", \"tags\", \"due\", \"wait\", \"scheduled\", \"urgency\", \"active\", not \"title\""),
        ("columns = [\"title\", \"size\"]", "list.columns: \"size\" is not a column; expected some of \"priority\", \"title\", \"project\", \"tags\", \"due\", \"wait\", \"scheduled\", \"urgency\", \"active\""),
        ("columns = [\"title\", \"due\", \"due\"]", "list.columns names \"due\" twice; give each column once"),
        ("columns = [\"due\"]", "list.columns must include \"title\": a row without its title says nothing"),
        ("date-style = \"american\"", "list.date-style must be one of \"relative\", \"iso\", not \"american\""),
    ])
    func badListSettingsNameTheLine(line: String, message: String) throws {
        try cli.folder.write("[list]\n\(line)\n", to: config)
        #expect(cli.run(["--config", config.path, "list"]) == 64)
        #expect(cli.err.hasPrefix("taskdeck: \(config.path):2: \(message)\n"), "\(cli.err)")
    }

    @Test func aBadThemeStopsTheCommandAndAnUnknownElementIsAWarning() throws {
        try cli.folder.write("[theme]\nname = \"solarized\"\n", to: config)
        #expect(cli.run(["--config", config.path, "list"]) == 64)
        #expect(cli.err.hasPrefix("taskdeck: \(config.path):2: theme.name must be one of \"dark\", \"light\", "
                                  + "\"high-contrast\", \"none\", not \"solarized\"\n"))
        try cli.folder.write("[theme.colors]\nprojekt = \"red\"\n", to: config)
        #expect(cli.run(["--config", config.path, "list"]) == 0)
        #expect(cli.err.hasPrefix("taskdeck: warning: \(config.path):2: unknown element 'projekt' in [theme.colors]; ignored"))
    }
}
