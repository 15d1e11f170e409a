import TaskDomain
import Testing
@testable import TaskConfig

/// `[views.NAME]` sections: read in the file's order with their lines, a `[list] tab`
/// naming one, and warnings for keys a view does not have.
struct ViewSettingsTests {
    @Test func viewsAreReadInTheFilesOrderWithTheirLines() throws {
        let (settings, warnings) = try ConfigSchemaTests.read("""
            [list]
            tab = "this week"
            [views.work]
            filter = "+work !>=medium"
            sort = "Priority"
            columns = ["due", "Title"]
            [views."this week"]
            filter = 'due:<=eow or is:overdue'
            colour = "red"
            """)
        #expect(settings.views == [
            ViewSetting(name: "work", line: 4, filter: Sourced("+work !>=medium", from: .configFile(line: 4)),
                        sort: Sourced(.priority, from: .configFile(line: 5)),
                        columns: Sourced([.due, .title], from: .configFile(line: 6))),
            ViewSetting(name: "this week", line: 8, filter: Sourced("due:<=eow or is:overdue", from: .configFile(line: 8))),
        ])
        #expect(settings.listView == Sourced("this week", from: .configFile(line: 2)))
        #expect(settings.listTab == nil)
        #expect(warnings == ["/home/a/.config/taskdeck/config:9: unknown key 'colour' in [views.\"this week\"]; ignored (known: filter, sort, columns)"])
    }

    @Test(arguments: [
        ("views.work = \"x\"", #"/home/a/.config/taskdeck/config:1: views.work: a view is a section [views.NAME] with filter = "…", and sort = "…" or columns = [...] if you like"#),
        ("[views.work]\nfilter = 3", "/home/a/.config/taskdeck/config:2: views.work.filter must be a filter in quotes (\"+work !>=medium\"), not a number"),
        ("[views.work]\nfilter = \"x\"\ncolumns = [\"due\"]", "/home/a/.config/taskdeck/config:3: views.work.columns must include \"title\": a row without its title says nothing"),
        ("[views.work]\nfilter = \"x\"\ncolumns = \"due\"", "/home/a/.config/taskdeck/config:3: views.work.columns must be a list of column names in quotes, some of \"priority\", \"title\", \"project\", \"tags\", \"due\", \"wait\", \"scheduled\", \"urgency\", \"active\", not \"due\""),
        ("[views.\"  \"]\nfilter = \"x\"", "/home/a/.config/taskdeck/config:2: [views.\"  \"]: a view needs a name to show on its tab, such as [views.work]"),
        ("[views.rep]\nfilter = \"x\"\n[views.REP]\nfilter = \"y\"",
         "/home/a/.config/taskdeck/config:4: [views.REP]: another view is called 'rep' (line 2); names that differ only in case cannot be told apart on the command line"),
        ("[views.Done]\nfilter = \"x\"", "/home/a/.config/taskdeck/config:2: [views.Done]: 'Done' is the name of a built-in tab (done); give the view another name"),
    ])
    func badViewsAreErrorsAtTheirLine(text: String, message: String) {
        #expect(throws: ConfigError.self) { try ConfigSchemaTests.read(text) }
        do {
            _ = try ConfigSchemaTests.read(text)
        } catch {
            #expect(error.description == message)
        }
    }
}
