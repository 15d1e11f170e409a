import Testing
@testable import TaskConfig

/// The format's syntax, good and bad, file by file: each bad file's message is asserted
/// whole, with its file, line and column.
struct ConfigParserTests {
    typealias Entry = ConfigDocument.Entry

    static func parse(_ text: String) throws(ConfigError) -> ConfigDocument {
        try ConfigParser.parse(text, file: "cfg")
    }

    @Test(arguments: [
        ("", []),
        ("# only a comment\n\n   \n", []),
        ("[sync]\ncommand = \"vdirsyncer sync\"\n", [Entry(path: ["sync", "command"], value: .string("vdirsyncer sync"), line: 2)]),
        // Comments after values, blanks and tabs anywhere, CRLF line ends, no final newline.
        ("[list]  # the list\r\n\tsort\t=\t\"due\"   # by due date\r\ntab='done'",
         [Entry(path: ["list", "sort"], value: .string("due"), line: 2), Entry(path: ["list", "tab"], value: .string("done"), line: 3)]),
        // A # inside a string is not a comment.
        ("a = \"x # y\" # z", [Entry(path: ["a"], value: .string("x # y"), line: 1)]),
        // Escapes in basic strings; none in literal strings.
        (#"a = "q\"b\\n\n\tt\u00e9\U0001F331""#, [Entry(path: ["a"], value: .string("q\"b\\n\n\tt\u{e9}\u{1F331}"), line: 1)]),
        (#"a = 'C:\tmp\n'"#, [Entry(path: ["a"], value: .string(#"C:\tmp\n"#), line: 1)]),
        ("a = true\nb = false", [Entry(path: ["a"], value: .boolean(true), line: 1), Entry(path: ["b"], value: .boolean(false), line: 2)]),
        ("a = 5\nb = -1\nc = 2.5\nd = 1_000\ne = +3\nf = 1e3",
         [Entry(path: ["a"], value: .integer(5), line: 1), Entry(path: ["b"], value: .integer(-1), line: 2),
          Entry(path: ["c"], value: .decimal(2.5), line: 3), Entry(path: ["d"], value: .integer(1000), line: 4),
          Entry(path: ["e"], value: .integer(3), line: 5), Entry(path: ["f"], value: .decimal(1000), line: 6)]),
        // Lists: empty, nested, over several lines with comments and a trailing comma.
        ("a = []\nb = [\"x\", 1, [true]]\nc = [\n  \"j\",  # down\n  \"k\",\n]\nd = 1",
         [Entry(path: ["a"], value: .list([]), line: 1),
          Entry(path: ["b"], value: .list([.string("x"), .integer(1), .list([.boolean(true)])]), line: 2),
          Entry(path: ["c"], value: .list([.string("j"), .string("k")]), line: 3),
          Entry(path: ["d"], value: .integer(1), line: 7)]),
        // Dotted sections and keys, quoted names, a section opened twice.
        ("[keys.list]\ndone = \"x\"\n[view.\"Due soon\"]\nsort = \"due\"\n[keys.list]\nundo = \"u\"\nsync.command = \"s\"",
         [Entry(path: ["keys", "list", "done"], value: .string("x"), line: 2),
          Entry(path: ["view", "Due soon", "sort"], value: .string("due"), line: 4),
          Entry(path: ["keys", "list", "undo"], value: .string("u"), line: 6),
          Entry(path: ["keys", "list", "sync", "command"], value: .string("s"), line: 7)]),
        // A byte-order mark at the start is skipped.
        ("\u{FEFF}a = 1", [Entry(path: ["a"], value: .integer(1), line: 1)]),
    ] as [(String, [Entry])])
    func goodFiles(text: String, entries: [Entry]) throws {
        #expect(try Self.parse(text).entries == entries)
    }

    /// Issue 28, 3: 32 parts are fine, a value below a value is still found however deep,
    /// and a message shows a long name cut short.
    @Test func deepPathsAreReadPartByPart() throws {
        let deep = Array(repeating: "a", count: 32)
        let document = try Self.parse("[" + deep.joined(separator: ".") + "]\n[" + deep.prefix(31).joined(separator: ".") + "]\nk = 1\n")
        #expect(document.sections.map(\.path) == [deep, Array(deep.prefix(31))])
        #expect(document.entries == [Entry(path: Array(deep.prefix(31)) + ["k"], value: .integer(1), line: 3)])
        let long = String(repeating: "x", count: 100_000)
        do throws(ConfigError) {
            _ = try Self.parse("\(long) = 1\n[\(long).b]\n")
            Issue.record("parsed")
        } catch {
            #expect(error.description == "cfg:2: '\(String(repeating: "x", count: 59))…' is a value (line 1), not a section")
        }
    }

    @Test func sectionsAreRecordedWithTheirLines() throws {
        let document = try Self.parse("# x\n[store]\n\n[keys.list]\n")
        #expect(document.sections == [.init(path: ["store"], line: 2), .init(path: ["keys", "list"], line: 4)])
    }

    @Test(arguments: [
        ("tab = pending", #"cfg:1:7: expected a value: a "string", a number, true, false or a [list]; to give the word pending, quote it: "pending""#),
        ("tab =", #"cfg:1:6: expected a value: a "string", a number, true, false or a [list], found the end of the line"#),
        ("tab = \"pending", #"cfg:1:7: this string has no closing '"' on its line"#),
        ("tab = 'pending\nx = 1", #"cfg:1:7: this string has no closing "'" on its line"#),
        (#"cmd = "a\qb""#, #"cfg:1:9: unknown escape '\q'; write \\ for a backslash, or use a 'literal string'"#),
        (#"cmd = "\u12""#, #"cfg:1:8: \u needs 4 hexadecimal digits naming a Unicode character"#),
        (#"cmd = "\uD800""#, #"cfg:1:8: \u needs 4 hexadecimal digits naming a Unicode character"#),
        ("cmd = \"a\u{7}b\"", #"cfg:1:9: control character U+0007 in a string; write it as \u0007"#),
        ("# bell \u{7}", #"cfg:1:8: control character U+0007 in a comment; remove it"#),
        ("sort \"due\"", #"cfg:1:6: expected '=' after the key 'sort', found '"'"#),
        ("= 1", #"cfg:1:1: expected a key (letters, digits, - and _, or a "quoted name"), found '='"#),
        ("tab = \"a\" \"b\"", #"cfg:1:11: expected the end of the line (or a # comment) after the value, found '"'"#),
        ("[list", #"cfg:1:6: expected ']' to close the section header, found the end of the file"#),
        ("[list] x", #"cfg:1:8: expected the end of the line (or a # comment) after the section header, found 'x'"#),
        ("[[view]]", #"cfg:1:1: arrays of tables ([[...]]) are not supported; use [section] or a [list] value"#),
        ("a = {b = 1}", #"cfg:1:5: inline tables ({...}) are not supported; use a [section]"#),
        ("a = \"\"\"x\"\"\"", #"cfg:1:5: multi-line strings (""") are not supported; write \n in a "string""#),
        ("a = 5s", #"cfg:1:5: '5s' is not a number (write 5, -1, 2.5 or 1_000)"#),
        ("a = 1__0", #"cfg:1:5: '1__0' is not a number (write 5, -1, 2.5 or 1_000)"#),
        ("a = .5", #"cfg:1:5: expected a value: a "string", a number, true, false or a [list], found '.'"#),
        ("a = [1, 2", #"cfg:1:10: this list has no closing ']'"#),
        ("a = [1 2]", #"cfg:1:8: expected ',' or ']' in the list, found '2'"#),
        // A bare CR is not a line end (issue 28, 15: this said "expected the end of the line … found the end of the line").
        ("a = \"x\"\r", #"cfg:1:8: expected the end of the line (or a # comment) after the value, found a carriage return (CR) "#
         + "without a line feed; save the file with LF or CRLF line ends"),
        ("[list]\rsort = \"due\"\r", #"cfg:1:7: expected the end of the line (or a # comment) after the section header, found a "#
         + "carriage return (CR) without a line feed; save the file with LF or CRLF line ends"),
        // Issue 28, 3: a path of more parts than any setting has is refused where it grows too long.
        ("[" + Array(repeating: "a", count: 16_000).joined(separator: ".") + "]",
         "cfg:1:65: a key or section has more than 32 dotted parts; taskdeck's have at most three"),
        (Array(repeating: "k", count: 33).joined(separator: ".") + " = 1",
         "cfg:1:64: a key or section has more than 32 dotted parts; taskdeck's have at most three"),
        // Duplicates: a key twice, a value and a section of the same name.
        ("[list]\nsort = \"due\"\n\n# again\nsort = \"title\"", #"cfg:5: 'list.sort' is set twice (first on line 2); keep one"#),
        ("[sync]\ncommand = \"a\"\n[other]\n[sync]\ncommand = \"b\"", #"cfg:5: 'sync.command' is set twice (first on line 2); keep one"#),
        ("sync.command = \"a\"\n[sync]\ncommand = \"b\"", #"cfg:3: 'sync.command' is set twice (first on line 1); keep one"#),
        ("store = \"x\"\n[store]", #"cfg:2: 'store' is a value (line 1), not a section"#),
        ("[store]\n[other]\nstore = 1\n[x]\nstore.file = 1\nstore = 2", #"cfg:6: 'x.store' is a section (line 5), not a value"#),
        // Thousands of nested lists would exhaust the stack: refused at the ninth level.
        ("x = " + String(repeating: "[", count: 5000), "cfg:1:13: lists nested more than 8 deep are not supported"),
    ])
    func badFiles(text: String, message: String) {
        do throws(ConfigError) {
            let document = try Self.parse(text)
            Issue.record("parsed, expected \(message): \(document)")
        } catch {
            #expect(error.description == message)
        }
    }
}
