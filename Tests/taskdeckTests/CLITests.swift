import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore
@testable import taskdeck

struct CLITests {
    /// Help reads in an 80-column terminal: no line is longer than 90 characters.
    @Test func helpLinesFitATerminal() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["--help"]) == 0)
        let long = cli.out.split(separator: "\n").filter { $0.count > 90 }
        #expect(long.isEmpty, "\(long)")
        #expect(cli.out.contains("Due dates: today, tomorrow"))
    }

    @Test func versionAndHelp() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["--version"]) == 0 && cli.out == "taskdeck 0.1.0\n")
        #expect(cli.run(["--help"]) == 0)
        for command in CommandTable.commands { #expect(cli.out.contains("  \(command.name) ")) }
        #expect(cli.run(["help", "edit"]) == 0 && cli.out.contains("--no-due") && cli.out.contains("usage: taskdeck"))
        #expect(cli.run(["edit", "-h"]) == 0 && cli.out.contains("--untag"))
    }

    @Test func noSubcommandWithoutATerminalRefusesAndPointsToTheSubcommands() throws {
        let cli = try CLIHarness()
        #expect(cli.run([]) == 1)
        #expect(cli.err.hasPrefix("taskdeck: the full-screen app needs a terminal"))
        #expect(cli.err.contains("taskdeck --help"))
        #expect(cli.out.isEmpty)
    }

    @Test(arguments: [
        (["frob"], "unknown command 'frob'", "taskdeck --help"),
        (["add"], "add needs a TITLE", "taskdeck help add"),
        (["add", "x", "--due", "someday"], "cannot read the due date 'someday'", "taskdeck help add"),
        (["add", "x", "--priority", "urgent"], "invalid priority 'urgent'", "taskdeck help add"),
        (["add", "two\nlines"], "single line", "taskdeck help add"),
        (["list", "--all", "--done"], "--all and --done cannot be used together", "taskdeck help list"),
        (["list", "--sort", "size"], "unknown sort 'size'", "taskdeck help list"),
        (["done"], "give at least one task ID", "taskdeck help done"),
        (["done", "ab"], "too short", "taskdeck help done"),
        (["edit", "abcd"], "at least one change", "taskdeck help edit"),
        (["edit", "abcd", "--due", "today", "--no-due"], "cannot be used together", "taskdeck help edit"),
        (["add", "x", "--tag", ","], "--tag needs a tag, not ','", "taskdeck help add"),
        (["add", "x", "--tag", ""], "--tag needs a value, not an empty one", "taskdeck help add"),
        (["add", "x", "--project", ""], "--project needs a value, not an empty one", "taskdeck help add"),
        // One rule for names, in add and in list (a refused filter is not "everything").
        (["add", "x", "--tag", "two words"], "invalid tag 'two words': a tag is one word", "taskdeck help add"),
        (["list", "--tag", "two words"], "invalid tag 'two words': a tag is one word", "taskdeck help list"),
        (["list", "--project", "a b"], "invalid project 'a b'", "taskdeck help list"),
        (["list", "--tag", "shop,family"], "--tag takes one tag, not a list ('shop,family')", "taskdeck help list"),
        (["edit", "abcd", "--untag", "a b"], "invalid tag 'a b'", "taskdeck help edit"),
        (["help", "foo"], "no topic or command 'foo'", "taskdeck --help"),
    ])
    func usageErrorsExit64WithHint(arguments: [String], message: String, hint: String) throws {
        let cli = try CLIHarness()
        #expect(cli.run(arguments) == 64)
        #expect(cli.err.hasPrefix("taskdeck: ") && cli.err.contains(message), "\(cli.err)")
        #expect(cli.err.hasSuffix("Run '\(hint)' for usage.\n"))
        #expect(cli.out.isEmpty)
    }

    /// `--file ''` (an unset variable in a script) must not fall back to the default file.
    @Test func emptyFileIsAUsageErrorAndTouchesNoFile() throws {
        let cli = try CLIHarness()
        cli.environment = ["XDG_DATA_HOME": cli.folder.appending("xdg").path]
        #expect(cli.run(["--file", "", "add", "x"], withFile: false) == 64)
        #expect(cli.err.hasPrefix("taskdeck: --file needs a value, not an empty one"), "\(cli.err)")
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appending("xdg").path))
    }

    /// A device or a pipe is refused before anything is read or written (`/dev/full`
    /// would otherwise grow without end, a FIFO block forever).
    @Test func devicesAndPipesAreRefusedAsTaskFiles() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["--file", "/dev/full", "add", "x"], withFile: false) == 1)
        #expect(cli.err == "taskdeck: /dev/full is a character device, not a task file; give the path of a regular file\n")
        let fifo = cli.folder.appending("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(cli.run(["--file", fifo, "list"], withFile: false) == 1)
        #expect(cli.err.contains("is a named pipe (FIFO), not a task file"))
    }

    @Test func anEmptyJSONListIsOneLineAndAnUntagThatChangesNothingSaysWhy() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["list", "--json"]) == 0 && cli.out == "[]\n")
        cli.run(["add", "Buy milk", "--tag", "shop"])
        let id = try cli.addedID()
        #expect(cli.run(["edit", id, "--untag", "nothere"]) == 0)
        #expect(cli.out == "\(id) 'Buy milk' has no tag #nothere; nothing changed\n")
        #expect(cli.run(["edit", id, "--tag", "shop"]) == 0)
        #expect(cli.out == "\(id) 'Buy milk' already had those values; nothing changed\n")
    }

    @Test func runtimeErrorsExit1() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["done", "abcd"]) == 1 && cli.err == "taskdeck: no task has an ID starting with 'abcd'\n")
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: cli.file))
        #expect(cli.run(["list"]) == 1 && cli.err.contains("is not a valid task file"))
        #expect(cli.run(["add", "x"]) == 1)
        #expect(try String(contentsOfFile: cli.file, encoding: .utf8) == "{ not json")
    }

    /// A writer waits for another process's lock (bounded), then says who holds it and
    /// changes nothing; readers never wait.
    @Test func aWriterWaitsForTheLockThenGivesUpNamingTheHolder() throws {
        let cli = try CLIHarness()
        cli.run(["add", "A"])
        let holder = try LockHoldingProcess(taskFile: cli.file)
        defer { holder.stop() }
        cli.environment["TASKDECK_LOCK_TIMEOUT"] = "0.3"
        #expect(cli.run(["add", "B"]) == 1)
        #expect(cli.err == "taskdeck: another process (pid \(holder.pid)) held the lock \(cli.file).lock for 0.3 s; "
                + "nothing was changed, try again\n")
        #expect(cli.run(["list"]) == 0 && cli.out.contains(" A\n") && !cli.out.contains(" B\n"))
        holder.stop()
        #expect(cli.run(["add", "B"]) == 0)
    }

    @Test func addListDoneEditRemove() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Buy", "milk", "--due", "tomorrow", "--tag", "shop", "--priority", "high"]) == 0)
        let id = try cli.addedID()
        #expect(cli.out == "Added \(id) 'Buy milk'\n")
        cli.run(["add", "Call mom", "--project", "family"])
        let other = try cli.addedID()

        #expect(cli.run(["list"]) == 0)
        #expect(cli.out == """
            \(id)  [ ]  !!!  Buy milk           #shop  tomorrow
            \(other)  [ ]       Call mom  +family

            """)
        #expect(cli.run(["done", id]) == 0 && cli.out == "Completed \(id) 'Buy milk'\n")
        #expect(cli.run(["done", id]) == 0 && cli.out == "\(id) 'Buy milk' was already completed\n")
        #expect(cli.run(["list"]) == 0 && !cli.out.contains("Buy milk"))
        #expect(cli.run(["list", "--done"]) == 0 && cli.out.hasPrefix("\(id)  [x]  !!!  Buy milk · due 20")
                && cli.out.hasSuffix("  #shop  done today\n"), "the day it was due: \(cli.out)")
        #expect(cli.run(["undone", id]) == 0 && cli.out == "Reopened \(id) 'Buy milk'\n")
        #expect(cli.run(["edit", id, "--title", "Buy oat milk", "--no-due", "--untag", "shop"]) == 0)
        #expect(cli.run(["list", "--search", "OAT"]) == 0 && cli.out == "\(id)  [ ]  !!!  Buy oat milk\n")
        #expect(cli.run(["rm", id, other, "--yes"]) == 0 && cli.out.contains("Deleted \(other) 'Call mom'"))
        #expect(cli.run(["list", "--all"]) == 0 && cli.out == "No tasks.\n")
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() throws {
        let cli = try CLIHarness()
        cli.run(["add", "Pay", "--due", "yesterday"])
        cli.isTerminal = true
        cli.run(["list"])
        #expect(cli.out.contains("\u{1B}[1;97;41m1d overdue\u{1B}[0m"))  // the app's palette (Theme): white on red (after plain text no reset is needed)
        cli.environment["NO_COLOR"] = "1"
        cli.run(["list"])
        #expect(!cli.out.contains("\u{1B}"))
        cli.environment["NO_COLOR"] = ""
        cli.run(["list"])
        #expect(cli.out.contains("\u{1B}["))
    }

    @Test func userTextNeverReachesTheTerminalRaw() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Evil \u{1B}]0;pwned\u{07} \u{9B}2J\u{7F}", "--project", "p"]) == 0)
        #expect(!cli.out.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        cli.run(["list"])
        #expect(cli.out.contains("Evil ␛]0;pwned␇ \u{FFFD}2J␡"))
        #expect(!cli.out.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
    }

    @Test func onATerminalLongTitlesAreCutToTheWidthAndInAPipeTheyAreWhole() throws {
        let cli = try CLIHarness()
        let long = String(repeating: "Long ", count: 40) + "END"
        #expect(cli.run(["add", long, "--due", "tomorrow", "--project", "a.very.long.project.name",
                         "--tag", "one,two,three,four"]) == 0)
        #expect(cli.run(["add", "short"]) == 0)
        cli.terminalWidth = 60
        cli.run(["list"])
        #expect(cli.out.split(separator: "\n").allSatisfy { TextWidth.width(of: String($0)) <= 60 })
        #expect(cli.out.split(separator: "\n").allSatisfy { !$0.hasSuffix(" ") })
        cli.isTerminal = true  // with colour, the padding must stay outside the colour codes
        cli.run(["list"])
        #expect(cli.out.contains("\u{1B}["))
        #expect(cli.out.split(separator: "\n").allSatisfy { !$0.hasSuffix(" ") && !$0.hasSuffix(" \u{1B}[0m") })
        #expect(cli.out.contains("…") && cli.out.contains("tomorrow"))
        cli.terminalWidth = nil
        cli.run(["list"])
        #expect(cli.out.contains("END"))
    }

    /// One layout rule with the app: the title gets the room first: tags and project shrink
    /// to 8 before it is cut, then it gives way down to 30, then tags and then the project
    /// are dropped and the title takes the room freed.
    @Test func theTitleGetsTheRoomFirstAndTheOtherColumnsShrinkThenDrop() throws {
        let cli = try CLIHarness()
        let long = String(repeating: "Long ", count: 40) + "END"
        #expect(cli.run(["add", long, "--due", "tomorrow", "--project", "a.very.long.project.name",
                         "--tag", "one,two,three,four"]) == 0)
        cli.terminalWidth = 80
        cli.run(["list"])
        #expect(cli.out.contains(String(long.prefix(34)) + "…  +a.very…  #four #…  tomorrow"), "\(cli.out)")
        cli.terminalWidth = 60
        cli.run(["list"])
        #expect(cli.out.contains(String(long.prefix(34)) + "…  tomorrow"), "\(cli.out)")
        #expect(!cli.out.contains("#") && !cli.out.contains("a.very"))
    }

    /// Issue 25 at 80 columns: `+family` was cut to `+fami…` and a 52-character title to 29
    /// while another task's project took 17. Short names stay whole, a long one stops at
    /// its maximum, and the title keeps the rest; at 200 columns nothing is pushed away.
    @Test func shortNamesStayWholeAndTheTitleKeepsTheRest() throws {
        let cli = try CLIHarness()
        let title = "Call mom about the christmas plans and the presents"
        #expect(cli.run(["add", title, "--project", "family", "--tag", "phone", "--due", "tomorrow"]) == 0)
        #expect(cli.run(["add", "Pay rent", "--project", "household.finances.monthly"]) == 0)
        cli.terminalWidth = 80
        cli.run(["list"])
        let lines = cli.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("+family") && $0.contains("#phone") }, "\(cli.out)")
        #expect(lines.contains { $0.contains("+househ…") }, "\(cli.out)")  // the title got the room first
        let kept = try #require(lines.first { $0.contains("Call mom") })
        #expect(kept.contains(String(title.prefix(34))), "\(cli.out)")
        cli.terminalWidth = 200
        cli.run(["list"])
        let wide = try #require(cli.out.split(separator: "\n").first { $0.contains("Call mom") })
        #expect(wide.contains(title + "  +family"), "\(cli.out)")
        #expect(cli.out.contains("Pay rent" + String(repeating: " ", count: 45) + "+household.fina…\n"), "at most 16 columns: \(cli.out)")
    }

    /// `add` reads the title as the app's editor does; an option wins over its token, a
    /// `\word` stays literal, and --literal reads nothing.
    @Test func addReadsQuickAddAsTheAppDoesUnlessLiteral() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Call", "dad", "tomorrow", "+family", "#phone", "!high", "--tag", "x"]) == 0)
        #expect(cli.out.hasSuffix("Read from the title: due Thu 2026-03-12 ← 'tomorrow' · +family · #phone · !high "
                                  + "(--literal keeps the words)\n"))
        #expect(cli.run(["add", "--literal", "Review", "+1", "votes", "on", "fri"]) == 0)
        #expect(!cli.out.contains("Read from"))
        #expect(cli.run(["add", "Pay", "rent", "fri", "!low", "--due", "today", "--priority", "high"]) == 0)
        #expect(cli.run(["add", "Prepare", "for", "the", "\\sun"]) == 0)
        cli.run(["list", "--json"])
        let tasks = try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]])
        let byTitle = Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as? String ?? "", $0) })
        let call = try #require(byTitle["Call dad"])
        #expect(call["due"] as? String == "2026-03-12" && call["project"] as? String == "family")
        #expect(call["priority"] as? String == "high" && (call["tags"] as? [String])?.sorted() == ["phone", "x"])
        #expect(byTitle["Review +1 votes on fri"]?["due"] == nil)
        // The options won over the tokens, which are still taken out of the title.
        let rent = try #require(byTitle["Pay rent"])
        #expect(rent["due"] as? String == "2026-03-11" && rent["priority"] as? String == "high")
        #expect(byTitle["Prepare for the sun"]?["due"] == nil)
    }

    @Test func aCommaSeparatesTagsAsInTheEditor() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "t", "--tag", "#x,y", "--tag", "z"]) == 0)
        #expect(cli.run(["list", "--tag", "x"]) == 0)
        #expect(cli.out.contains("#x #y #z"))
    }

    @Test func bidirectionalOverridesCannotReorderAListedTitle() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "invoice \u{202E}fdp.exe\u{202C} \u{2067}x\u{2069}"]) == 0)
        cli.run(["list"])
        #expect(cli.out.contains("invoice \u{FFFD}fdp.exe\u{FFFD} \u{FFFD}x\u{FFFD}"))
        #expect(!cli.out.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
    }

    @Test func columnsAlignByDisplayWidth() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "日本語", "--tag", "x"]) == 0, "\(cli.err)")
        #expect(cli.run(["add", "abcdef", "--tag", "y"]) == 0, "\(cli.err)")
        #expect(cli.run(["list", "--sort", "title"]) == 0, "\(cli.err)")
        let lines = cli.out.split(separator: "\n").map(String.init)
        let tagColumns = lines.map { line in TextWidth.width(of: String(line.prefix { $0 != "#" })) }
        #expect(tagColumns.count == 2 && tagColumns[0] == tagColumns[1])
    }

    @Test func jsonHasEveryField() throws {
        let cli = try CLIHarness()
        cli.run(["add", "A", "--due", "2026-12-24 17:30", "--project", "p.q", "--tag", "t", "--notes", "n\nm"])
        cli.run(["add", "B"])
        #expect(cli.run(["list", "--json", "--sort", "title"]) == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]])
        try #require(array.count == 2)
        let a = array[0]
        #expect((a["id"] as? String)?.count == 36)
        #expect(a["title"] as? String == "A" && a["status"] as? String == "pending")
        #expect(a["created"] as? String == "2026-03-11T10:00:00Z" && a["modified"] as? String == "2026-03-11T10:00:00Z")
        #expect(a["due"] as? String == "2026-12-24T17:30" && a["priority"] as? String == "none")
        #expect(a["project"] as? String == "p.q" && a["tags"] as? [String] == ["t"] && a["notes"] as? String == "n\nm")
        #expect(a["completed"] == nil && array[1]["project"] == nil && array[1]["due"] == nil)
    }

    @Test func jsonEscapesWhatATerminalWouldObey() throws {
        let cli = try CLIHarness()
        let title = "a\u{9B}31mb\u{7F}c\u{202E}d\u{2066}e\u{90}f"
        #expect(cli.run(["add", title, "--notes", "x\u{1B}y"]) == 0, "\(cli.err)")
        #expect(cli.run(["list", "--json"]) == 0)
        let raw = cli.out.unicodeScalars.filter { scalar in
            (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value) || scalar.value == 0x1B
        }
        #expect(raw.isEmpty, "raw controls in JSON: \(raw.map { String($0.value, radix: 16) })")
        #expect(cli.out.contains(#"a\u009b31mb\u007fc\u202ed\u2066e\u0090f"#))
        let array = try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]])
        #expect(array.first?["title"] as? String == title)
        #expect(array.first?["notes"] as? String == "x\u{1B}y")
    }

    @Test func ambiguousIDNamesCandidates() throws {
        let cli = try CLIHarness()
        let record = { (id: String, title: String) in
            #"{"id": "\#(id)", "title": "\#(title)", "created": "2026-03-01T08:00:00Z"}"#
        }
        let text = #"{"schemaVersion": 1, "tasks": ["#
            + record("abcd1111-0000-4000-8000-000000000000", "First") + ", "
            + record("abcd2222-0000-4000-8000-000000000000", "Second") + "]}"
        try Data(text.utf8).write(to: URL(fileURLWithPath: cli.file))
        #expect(cli.run(["done", "abcd"]) == 1)
        #expect(cli.err == "taskdeck: the ID 'abcd' matches 2 tasks: abcd1111 'First', abcd2222 'Second'\n")
        #expect(cli.run(["done", "ABCD2"]) == 0 && cli.out == "Completed abcd2222 'Second'\n")
    }
}

/// Another process holding a task file's write lock (a POSIX record lock, as taskdeck
/// takes it) until stopped: python3's `fcntl.lockf`, so the lock really belongs to
/// another process.
final class LockHoldingProcess {
    private let process = Process()
    var pid: Int32 { process.processIdentifier }

    struct NotLocked: Error {}

    init(taskFile: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = "import fcntl, sys, time\nf = open(sys.argv[1], 'a')\nfcntl.lockf(f, fcntl.LOCK_EX)\n"
            + "print('locked', flush=True)\ntime.sleep(60)\n"
        process.arguments = ["python3", "-c", script, taskFile + ".lock"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        // Wait for the lock to be taken: the line comes only after lockf returned.
        let line = out.fileHandleForReading.availableData
        guard String(decoding: line, as: UTF8.self).hasPrefix("locked") else { throw NotLocked() }
    }

    /// Kills the holder (SIGKILL: the test process may block or ignore SIGTERM, and a
    /// child inherits that), which releases its lock.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { stop() }
}
