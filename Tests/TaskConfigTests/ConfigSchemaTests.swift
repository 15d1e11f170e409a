import TaskDomain
import Testing
@testable import TaskConfig

/// What the known keys mean: typed settings with their lines, warnings for what taskdeck
/// does not know, and an error naming the line and what is expected for a bad value.
struct ConfigSchemaTests {
    static func read(_ text: String) throws(ConfigError) -> (ConfigSettings, [String]) {
        let document = try ConfigParser.parse(text, file: "/home/a/.config/taskdeck/config")
        let (settings, warnings) = try ConfigSchema.settings(of: document, file: "/home/a/.config/taskdeck/config",
                                                             home: "/home/a")
        return (settings, warnings.map(\.description))
    }

    @Test func everyKnownKeyIsReadWithItsLine() throws {
        let (settings, warnings) = try Self.read("""
            [store]
            file = "~/tasks/work.json"
            lock-timeout = 2.5
            [sync]
            command = 'flock ~/.cache/v.lock vdirsyncer sync'
            [list]
            tab = "Today"
            sort = "priority"
            """)
        #expect(warnings.isEmpty)
        var expected = ConfigSettings()
        expected.storeFile = Sourced("/home/a/tasks/work.json", from: .configFile(line: 2))
        expected.lockTimeout = Sourced(2.5, from: .configFile(line: 3))
        expected.syncCommand = Sourced("flock ~/.cache/v.lock vdirsyncer sync", from: .configFile(line: 5))
        expected.listTab = Sourced(.dueToday, from: .configFile(line: 7))
        expected.listSort = Sourced(.priority, from: .configFile(line: 8))
        #expect(settings == expected)
    }

    /// Issue 24, 7: how long a sync may run, in whole seconds.
    @Test func theSyncTimeoutIsWholeSeconds() throws {
        let (settings, warnings) = try Self.read("[sync]\ntimeout = 300")
        #expect(warnings.isEmpty)
        #expect(settings.syncTimeout == Sourced(300, from: .configFile(line: 2)))
        for bad in ["0", "2.5", "\"300\"", "100000"] {
            #expect(throws: (any Error).self) { try Self.read("[sync]\ntimeout = \(bad)") }
        }
        do {
            _ = try Self.read("[sync]\ntimeout = 0")
        } catch {
            #expect("\(error)".contains("sync.timeout must be a whole number of seconds from 1 to 86400, not 0"), "\(error)")
        }
    }

    @Test func theVdirListIsAFolderName() throws {
        let (settings, warnings) = try Self.read("[store]\nvdir = \"~/v\"\nvdir-list = \"work\"")
        #expect(warnings.isEmpty)
        #expect(settings.vdirList == Sourced("work", from: .configFile(line: 3)))
    }

    @Test(arguments: [
        ("~", "/home/a"),
        ("~/v", "/home/a/v"),
        ("/srv/tasks", "/srv/tasks"),
        // Relative to the config file's folder, not to wherever taskdeck was started.
        ("tasks", "/home/a/.config/taskdeck/tasks"),
        ("../vdir", "/home/a/.config/taskdeck/../vdir"),
    ])
    func storePathsExpandTildeAndAreRelativeToTheConfigFile(written: String, path: String) throws {
        let (settings, _) = try Self.read("[store]\nvdir = \(ConfigValue.quoted(written))")
        #expect(settings.storeVdir == Sourced(path, from: .configFile(line: 2)))
    }

    /// The Next and Waiting filters are not tabs of the list yet (they come with its scenes, issue 22, 3).
    @Test(arguments: TaskFilter.allCases.filter { ![.ready, .waiting].contains($0) })
    func everyTabHasAName(filter: TaskFilter) throws {
        let (settings, _) = try Self.read("[list]\ntab = \"\(ListTabName.name(of: filter))\"")
        #expect(settings.listTab?.value == filter)
    }

    @Test(arguments: [
        ("[list]\nsort = \"size\"",
         #"/home/a/.config/taskdeck/config:2: list.sort must be one of "due", "priority", "created", "title", "urgency", not "size""#),
        ("[list]\nsort = 1",
         #"/home/a/.config/taskdeck/config:2: list.sort must be one of "due", "priority", "created", "title", "urgency", not a number"#),
        ("[list]\ntab = \"completed\"",
         #"/home/a/.config/taskdeck/config:2: list.tab must be one of "all", "pending", "next", "today", "week", "overdue", "waiting", "done" or the name of a view ([views.NAME]), not "completed""#),
        ("[store]\nvdir-list = \"a/b\"",
         #"/home/a/.config/taskdeck/config:2: store.vdir-list must be the name of one of the vdir's sub-folders in quotes, such as "tasks", not "a/b""#),
        ("[store]\nlock-timeout = \"5\"",
         #"/home/a/.config/taskdeck/config:2: store.lock-timeout must be a number of seconds from 0 to 3600, not "5""#),
        ("[store]\nlock-timeout = -1",
         #"/home/a/.config/taskdeck/config:2: store.lock-timeout must be a number of seconds from 0 to 3600, not -1"#),
        ("[store]\nlock-timeout = 3601",
         #"/home/a/.config/taskdeck/config:2: store.lock-timeout must be a number of seconds from 0 to 3600, not 3601"#),
        ("[store]\nfile = \"\"",
         #"/home/a/.config/taskdeck/config:2: store.file must be the path of a file in quotes, not """#),
        ("[store]\nvdir = [\"a\"]",
         #"/home/a/.config/taskdeck/config:2: store.vdir must be the path of a folder in quotes, not a list"#),
        ("[store]\nfile = \"~bob/tasks.json\"",
         #"/home/a/.config/taskdeck/config:2: store.file: '~bob/tasks.json' names another user's home, which taskdeck does not expand; write the full path, or ~/... for yours"#),
        ("[store]\nvdir = \"~/v\"\n\nfile = \"~/t.json\"",
         #"/home/a/.config/taskdeck/config:4: store.file and store.vdir are both set (the other on line 2); keep one: taskdeck uses one store"#),
        ("[sync]\ncommand = \"  \"",
         #"/home/a/.config/taskdeck/config:2: sync.command must be a shell command in quotes (leave the line out for "vdirsyncer sync"), not "  ""#),
        ("[sync]\ncommand = true",
         #"/home/a/.config/taskdeck/config:2: sync.command must be a shell command in quotes (leave the line out for "vdirsyncer sync"), not a boolean"#),
    ])
    func badValuesOfKnownKeysAreErrors(text: String, message: String) {
        do throws(ConfigError) {
            let (settings, _) = try Self.read(text)
            Issue.record("read \(settings), expected \(message)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func unknownKeysAndSectionsAreWarningsOnceEachAndTheRestIsRead() throws {
        let (settings, warnings) = try Self.read("""
            file = "~/t.json"
            [list]
            sortt = "title"
            colour = "red"
            tab = "done"
            [colours]
            list = "red"
            urgent = "red"
            [colours]
            done = "grey"
            [views.work]
            filter = "+work"
            [sync]
            command = "true"
            """)
        #expect(settings.listTab?.value == .completed)
        #expect(settings.views == [ViewSetting(name: "work", line: 12, filter: Sourced("+work", from: .configFile(line: 12)))])
        #expect(settings.syncCommand?.value == "true")
        #expect(settings.storeFile == nil)
        #expect(warnings == [
            "/home/a/.config/taskdeck/config:6: unknown section [colours]; its keys are ignored",
            "/home/a/.config/taskdeck/config:1: unknown key 'file'; ignored (did you mean 'file' under [store]?)",
            "/home/a/.config/taskdeck/config:3: unknown key 'sortt' in [list]; ignored (did you mean 'sort'?)",
            "/home/a/.config/taskdeck/config:4: unknown key 'colour' in [list]; ignored (known: tab, sort, columns, date-style)",
        ])
    }

    @Test func aMisspelledSectionGetsASuggestion() throws {
        let (_, warnings) = try Self.read("[synk]\ncommand = \"x\"")
        #expect(warnings == ["/home/a/.config/taskdeck/config:1: unknown section [synk]; its keys are ignored (did you mean [sync]?)"])
    }

    /// Every key in the table has a reader: one set in a file comes back in the settings.
    @Test(arguments: ConfigSchema.keys)
    func everyDeclaredKeyIsRead(key: ConfigKey) throws {
        let (settings, warnings) = try Self.read("[\(key.section)]\n\(key.name) = \(key.shown.written)")
        #expect(warnings.isEmpty)
        #expect(settings != ConfigSettings(), "\(key.fullName) was parsed but not read into the settings")
    }
}

/// `[theme]`, `[theme.colors]` and `[mouse]`: their shape here, their meaning in the scenes.
struct ThemeAndMouseSettingsTests {
    @Test func themeLinesAreKeptWithTheirLinesForTheScenesToCheck() throws {
        let (settings, warnings) = try ConfigSchemaTests.read("""
            [theme]
            name = "light"
            [theme.colors]
            project = "#af5fff"
            nonsense = "red"
            [mouse]
            enabled = false
            """)
        #expect(warnings.isEmpty, "unknown elements are the scenes' warnings: \(warnings)")
        #expect(settings.theme.name == Sourced("light", from: .configFile(line: 2)))
        #expect(settings.theme.colors == [.init(element: "project", style: "#af5fff", line: 4),
                                          .init(element: "nonsense", style: "red", line: 5)])
        #expect(settings.mouseEnabled == Sourced(false, from: .configFile(line: 7)))
    }

    @Test(arguments: [
        ("[theme]\nname = 3", "/home/a/.config/taskdeck/config:2: theme.name must be the name of a theme in quotes (\"light\"), not a number"),
        ("[theme.colors]\ntag = true", "/home/a/.config/taskdeck/config:2: theme.colors.tag must be a style in quotes (\"bold red\", \"208\", \"#af5fff\"), not a boolean"),
        ("[mouse]\nenabled = \"yes\"", "/home/a/.config/taskdeck/config:2: mouse.enabled must be true or false, not \"yes\""),
    ])
    func badValuesNameTheLine(text: String, message: String) {
        #expect(throws: ConfigError.self) { try ConfigSchemaTests.read(text) }
        do { _ = try ConfigSchemaTests.read(text) } catch { #expect(error.description == message) }
    }

    @Test func otherKeysUnderThemeAreWarnings() throws {
        let (_, warnings) = try ConfigSchemaTests.read("[theme]\ncolour = \"red\"")
        #expect(warnings == ["/home/a/.config/taskdeck/config:2: unknown key 'colour' in [theme]; ignored (known: name)"])
    }
}
