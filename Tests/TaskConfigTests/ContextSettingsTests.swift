import TaskDomain
import Testing
@testable import TaskConfig

/// `[contexts.NAME]` sections: read in the file's order with their lines and explicit
/// write defaults; each mistake an error at its line; unknown keys warned about.
struct ContextSettingsTests {
    @Test func contextsAreReadInTheFilesOrderWithTheirLines() throws {
        let (settings, warnings) = try ConfigSchemaTests.read("""
            [contexts.work]
            filter = "+work or #office"
            project = "work"
            tags = "office desk"
            [contexts.home]
            filter = '+home'
            tags = ["Errand"]
            colour = "red"
            """)
        #expect(settings.contexts == [
            ContextSetting(name: "work", line: 2, filter: Sourced("+work or #office", from: .configFile(line: 2)),
                           project: Sourced("work", from: .configFile(line: 3)),
                           tags: Sourced(["office", "desk"], from: .configFile(line: 4))),
            ContextSetting(name: "home", line: 6, filter: Sourced("+home", from: .configFile(line: 6)),
                           tags: Sourced(["errand"], from: .configFile(line: 7))),
        ])
        #expect(warnings == ["/home/a/.config/taskdeck/config:8: unknown key 'colour' in [contexts.home]; ignored (known: filter, project, tags)"])
    }

    @Test(arguments: [
        ("contexts.work = \"x\"", #"/home/a/.config/taskdeck/config:1: contexts.work: a context is a section [contexts.NAME] with filter = "…", and project = "…" or tags = ["…"] if you like"#),
        ("[contexts.work]\nfilter = 3", "/home/a/.config/taskdeck/config:2: contexts.work.filter must be a filter in quotes (\"+work or #office\"), not a number"),
        ("[contexts.work]\nproject = \"my work\"\nfilter = \"x\"", "/home/a/.config/taskdeck/config:2: contexts.work.project: 'my work' is not a project name (one word, parts joined by dots)"),
        ("[contexts.work]\nfilter = \"x\"\ntags = [3]", "/home/a/.config/taskdeck/config:3: contexts.work.tags must list tags in quotes ([\"office\"]), not a number"),
        ("[contexts.work]\nproject = \"work\"", "/home/a/.config/taskdeck/config:2: [contexts.work] needs a filter, such as filter = \"+work or #office\""),
        ("[contexts.\"my work\"]\nfilter = \"x\"", "/home/a/.config/taskdeck/config:2: [contexts.\"my work\"]: a context's name is one word (taskdeck context NAME), such as [contexts.work]"),
        ("[contexts.None]\nfilter = \"x\"", "/home/a/.config/taskdeck/config:2: [contexts.None]: 'None' is a word of taskdeck context itself (list, none, show); give the context another name"),
        ("[contexts.rep]\nfilter = \"x\"\n[contexts.REP]\nfilter = \"y\"",
         "/home/a/.config/taskdeck/config:4: [contexts.REP]: another context is called 'rep' (line 2); names that differ only in case cannot be told apart on the command line"),
    ])
    func badContextsAreErrorsAtTheirLine(text: String, message: String) {
        #expect(throws: ConfigError.self) { try ConfigSchemaTests.read(text) }
        do {
            _ = try ConfigSchemaTests.read(text)
        } catch {
            #expect(error.description == message)
        }
    }
}
