import Testing
@testable import taskdeck

struct CommandLineParserTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let command: String?
        var positionals: [String] = []
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let accepted: [Case] = [
        Case(arguments: [], command: nil),
        Case(arguments: ["--version"], command: nil, flags: ["--version"]),
        Case(arguments: ["-h"], command: nil, flags: ["--help"]),
        Case(arguments: ["--file", "/x.json", "list"], command: "list", values: ["--file": ["/x.json"]]),
        Case(arguments: ["list", "--file=/x.json", "--all"], command: "list", values: ["--file": ["/x.json"]], flags: ["--all"]),
        Case(arguments: ["add", "Buy", "milk", "--due", "tomorrow", "--tag", "a", "--tag=b"], command: "add",
             positionals: ["Buy", "milk"], values: ["--due": ["tomorrow"], "--tag": ["a", "b"]]),
        Case(arguments: ["add", "--", "-dash title", "--due"], command: "add", positionals: ["-dash title", "--due"]),
        Case(arguments: ["add", "x", "--due", "+3d"], command: "add", positionals: ["x"], values: ["--due": ["+3d"]]),
        Case(arguments: ["done", "abcd", "ef01"], command: "done", positionals: ["abcd", "ef01"]),
        Case(arguments: ["edit", "abcd", "--no-due", "--untag", "x"], command: "edit", positionals: ["abcd"],
             values: ["--untag": ["x"]], flags: ["--no-due"]),
        Case(arguments: ["help", "add"], command: "help", positionals: ["add"]),
        // Names arrive in their stored form, a comma list as one value per tag.
        Case(arguments: ["add", "x", "--tag", "#Shop, errand,", "--project", " home.garden "], command: "add",
             positionals: ["x"], values: ["--tag": ["shop", "errand"], "--project": ["home.garden"]]),
        Case(arguments: ["list", "--tag", "#Shop"], command: "list", values: ["--tag": ["shop"]]),
        Case(arguments: ["add", "--help"], command: "add", flags: ["--help"]),
        // Empty notes are a real value: `edit --notes ''` clears them.
        Case(arguments: ["edit", "abcd", "--notes", ""], command: "edit", positionals: ["abcd"],
             values: ["--notes": [""]]),
        // The plan's commands: IDs, none (stop what runs), filter words with one dash.
        Case(arguments: ["start", "abcd", "ef01"], command: "start", positionals: ["abcd", "ef01"]),
        Case(arguments: ["stop"], command: "stop"),
        Case(arguments: ["next", "+work", "-#later", "--limit", "5", "--json"], command: "next",
             positionals: ["+work", "-#later"], values: ["--limit": ["5"]], flags: ["--json"]),
        Case(arguments: ["list", "--sort", "urgency", "--columns", "urgency,title"], command: "list",
             values: ["--sort": ["urgency"], "--columns": ["urgency,title"]]),
    ]

    @Test(arguments: accepted)
    func parses(_ expected: Case) throws {
        let parsed = try CommandLineParser(commands: CommandTable.commands).parse(expected.arguments)
        #expect(parsed.command?.name == expected.command)
        #expect(parsed.positionals == expected.positionals)
        #expect(parsed.values == expected.values)
        #expect(parsed.flags == expected.flags)
    }

    @Test(arguments: [
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["--bogus"], "unknown option '--bogus'"),
        (["list", "--due", "x"], "unknown option '--due' for 'list'"),
        (["add", "x", "--due"], "--due needs a value"),
        (["next", "--limit"], "--limit needs a value"),
        (["start", "abcd", "--json"], "unknown option '--json' for 'start'"),
        (["--file"], "--file needs a value"),
        (["list", "--all=yes"], "--all takes no value"),
        (["add", "x", "--due", "a", "--due", "b"], "--due is given twice"),
        (["--", "add"], "'--' must come after a command"),
        (["--file", "", "list"], "--file needs a value, not an empty one"),
        (["list", "--file="], "--file needs a value, not an empty one"),
        (["add", "x", "--tag", ""], "--tag needs a value, not an empty one"),
        (["add", "x", "--tag", ","], "--tag needs a tag, not ','"),
        (["add", "x", "--tag", " , "], "--tag needs a tag, not ' , '"),
        (["edit", "abcd", "--untag", ","], "--untag needs a tag, not ','"),
        (["list", "--tag", ""], "--tag needs a value, not an empty one"),
        (["list", "--project", " "], "--project needs a value, not an empty one"),
        (["list", "--search", ""], "--search needs a value, not an empty one"),
        (["add", "x", "--due", ""], "--due needs a value, not an empty one"),
        (["edit", "abcd", "--title", ""], "--title needs a value, not an empty one"),
        (["add", "x", "--project", "home..garden"], "invalid project 'home..garden': '.' separates non-empty parts, as in home.garden"),
        (["list", "--tag", "a,b"], "--tag takes one tag, not a list ('a,b')"),
    ])
    func refuses(arguments: [String], message: String) {
        #expect(throws: CLIError.usage(message)) {
            try CommandLineParser(commands: CommandTable.commands).parse(arguments)
        }
    }
}
