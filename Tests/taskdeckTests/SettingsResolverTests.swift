import Foundation
import TaskConfig
import TaskDomain
import Testing
@testable import taskdeck

/// The precedence of every setting: command-line option > environment variable > config
/// file > default, each value with the layer it came from.
struct SettingsResolverTests {
    static func resolver(_ arguments: [String: String] = [:], environment: [String: String] = [:],
                         configured: ConfigSettings = ConfigSettings()) -> SettingsResolver {
        var parsed = ParsedArguments()
        for (name, value) in arguments { parsed.values[name] = [value] }
        return SettingsResolver(arguments: parsed, environment: environment, configured: configured)
    }

    static var configuredFile: ConfigSettings {
        var settings = ConfigSettings()
        settings.storeFile = Sourced("/cfg/tasks.json", from: .configFile(line: 2))
        settings.lockTimeout = Sourced(9, from: .configFile(line: 3))
        settings.syncCommand = Sourced("cfg sync", from: .configFile(line: 5))
        settings.listTab = Sourced(.overdue, from: .configFile(line: 7))
        settings.listSort = Sourced(.title, from: .configFile(line: 8))
        return settings
    }

    @Test(arguments: [
        // option > variable > config file > default; a higher layer wins whole.
        ([:], [:], false, TaskStoreChoice.file(URL(fileURLWithPath: "/home/u/.local/share/taskdeck/tasks.json")), SettingSource.defaultValue),
        ([:], [:], true, .file(URL(fileURLWithPath: "/cfg/tasks.json")), .configFile(line: 2)),
        ([:], ["TASKDECK_VDIR": "/env/v"], true, .vdir(URL(fileURLWithPath: "/env/v")), .environment("TASKDECK_VDIR")),
        ([:], ["TASKDECK_FILE": "/env/t.json"], true, .file(URL(fileURLWithPath: "/env/t.json")), .environment("TASKDECK_FILE")),
        (["--vdir": "/opt/v"], ["TASKDECK_FILE": "/env/t.json"], true, .vdir(URL(fileURLWithPath: "/opt/v")), .option("--vdir")),
        (["--file": "/opt/t.json"], ["TASKDECK_VDIR": "/env/v", "TASKDECK_FILE": "/env/t.json"], true,
         .file(URL(fileURLWithPath: "/opt/t.json")), .option("--file")),
        // An empty variable is unset.
        ([:], ["TASKDECK_FILE": ""], true, .file(URL(fileURLWithPath: "/cfg/tasks.json")), .configFile(line: 2)),
        // ~/ is the home folder, also where no shell expanded it (vdirsyncer's arguments).
        (["--vdir": "~/v"], ["HOME": "/home/u"], false, .vdir(URL(fileURLWithPath: "/home/u/v")), .option("--vdir")),
        ([:], ["TASKDECK_FILE": "~/t.json", "HOME": "/home/u"], false, .file(URL(fileURLWithPath: "/home/u/t.json")),
         .environment("TASKDECK_FILE")),
        (["--file": "~other/t.json"], ["HOME": "/home/u"], false, .file(URL(fileURLWithPath: "~other/t.json")),
         .option("--file")),
    ] as [([String: String], [String: String], Bool, TaskStoreChoice, SettingSource)])
    func theStore(options: [String: String], environment: [String: String], withFile: Bool,
                  store: TaskStoreChoice, source: SettingSource) throws {
        let resolver = Self.resolver(options, environment: environment.merging(["HOME": "/home/u"]) { a, _ in a },
                                     configured: withFile ? Self.configuredFile : ConfigSettings())
        #expect(try resolver.store() == Sourced(store, from: source))
    }

    @Test func aConfiguredVdirIsUsedAndItsFileLayerLosesToAVariable() throws {
        var configured = ConfigSettings()
        configured.storeVdir = Sourced("/cfg/v", from: .configFile(line: 4))
        #expect(try Self.resolver(configured: configured).store() == Sourced(.vdir(URL(fileURLWithPath: "/cfg/v")), from: .configFile(line: 4)))
        #expect(try Self.resolver(environment: ["TASKDECK_FILE": "/e.json"], configured: configured).store()
                == Sourced(.file(URL(fileURLWithPath: "/e.json")), from: .environment("TASKDECK_FILE")))
    }

    @Test(arguments: [
        ([:], [:], false, Sourced("vdirsyncer sync", from: .defaultValue)),
        ([:], [:], true, Sourced("cfg sync", from: .configFile(line: 5))),
        ([:], ["TASKDECK_SYNC_COMMAND": ""], true, Sourced("cfg sync", from: .configFile(line: 5))),
        ([:], ["TASKDECK_SYNC_COMMAND": "env sync"], true, Sourced("env sync", from: .environment("TASKDECK_SYNC_COMMAND"))),
        (["--command": "opt sync"], ["TASKDECK_SYNC_COMMAND": "env sync"], true, Sourced("opt sync", from: .option("--command"))),
    ] as [([String: String], [String: String], Bool, Sourced<String>)])
    func theSyncCommand(options: [String: String], environment: [String: String], withFile: Bool, expected: Sourced<String>) {
        let resolver = Self.resolver(options, environment: environment, configured: withFile ? Self.configuredFile : ConfigSettings())
        #expect(resolver.syncCommand() == expected)
    }

    @Test(arguments: [
        ([:], false, Sourced(5.0, from: .defaultValue)),
        ([:], true, Sourced(9.0, from: .configFile(line: 3))),
        (["TASKDECK_LOCK_TIMEOUT": "0.5"], true, Sourced(0.5, from: .environment("TASKDECK_LOCK_TIMEOUT"))),
    ] as [([String: String], Bool, Sourced<Double>)])
    func theLockTimeout(environment: [String: String], withFile: Bool, expected: Sourced<Double>) throws {
        let resolver = Self.resolver(environment: environment, configured: withFile ? Self.configuredFile : ConfigSettings())
        #expect(try resolver.lockTimeout() == expected)
    }

    @Test func aBadLockTimeoutVariableIsAUsageErrorEvenOverTheFile() {
        let resolver = Self.resolver(environment: ["TASKDECK_LOCK_TIMEOUT": "soon"], configured: Self.configuredFile)
        #expect(throws: CLIError.usage("TASKDECK_LOCK_TIMEOUT must be a number of seconds from 0 to 3600, not 'soon'")) {
            try resolver.lockTimeout()
        }
    }

    @Test func theListTabAndSortComeFromTheFileElseTheDefault() {
        #expect(Self.resolver().listTab() == Sourced(.pending, from: .defaultValue))
        #expect(Self.resolver().listSort() == Sourced(.due, from: .defaultValue))
        #expect(Self.resolver(configured: Self.configuredFile).listTab() == Sourced(.overdue, from: .configFile(line: 7)))
        #expect(Self.resolver(configured: Self.configuredFile).listSort() == Sourced(.title, from: .configFile(line: 8)))
    }
}

/// The editor `E` opens: the config file's, else $VISUAL, else $EDITOR, else vi (the file
/// is taskdeck's own word, the variables every program's default).
struct EditorCommandResolverTests {
    @Test(arguments: [
        ([:], false, "vi", SettingSource.defaultValue),
        (["EDITOR": "nano"], false, "nano", .environment("EDITOR")),
        (["EDITOR": "nano", "VISUAL": "code --wait"], false, "code --wait", .environment("VISUAL")),
        (["VISUAL": "", "EDITOR": "nano"], false, "nano", .environment("EDITOR")),
        (["VISUAL": "code --wait", "EDITOR": "nano"], true, "hx", .configFile(line: 4)),
    ])
    func theEditorComesFromTheFileThenVisualThenEditor(environment: [String: String], configured: Bool,
                                                         command: String, source: SettingSource) {
        var settings = ConfigSettings()
        if configured { settings.editorCommand = Sourced("hx", from: .configFile(line: 4)) }
        let resolved = SettingsResolverTests.resolver(environment: environment, configured: settings).editorCommand()
        #expect(resolved.value == command)
        #expect(resolved.source == source)
    }
}
