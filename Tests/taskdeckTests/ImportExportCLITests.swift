import Foundation
import TaskTestSupport
import Testing
@testable import taskdeck

/// `taskdeck export` and `taskdeck import` in process, on a temporary task file.
struct ImportExportCLITests {
    /// A store with a task of every kind: notes, a due time, a project, tags, a completed one.
    func seeded() throws -> CLIHarness {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Buy milk", "--due", "tomorrow 9:30", "--tag", "shop", "--priority", "high",
                         "--notes", "Oat.\nTwo litres."]) == 0)
        #expect(cli.run(["add", "Review +1 votes", "--literal", "--project", "work.q4", "--due", "fri"]) == 0)
        #expect(cli.run(["add", "Old chore"]) == 0)
        #expect(cli.run(["done", try cli.addedID()]) == 0)
        return cli
    }

    func journalLines(_ cli: CLIHarness) -> Int {
        let text = (try? cli.folder.read(cli.folder.appending("tasks.json.journal"))) ?? ""
        return text.split(separator: "\n").count
    }

    @Test(arguments: ["json", "todotxt", "taskwarrior", "ics"])
    func reimportingAnExportChangesNothing(format: String) throws {
        let cli = try seeded()
        #expect(cli.run(["export", "--format", format]) == 0)
        try cli.folder.write(cli.out, to: cli.folder.appending("export"))
        let before = try cli.folder.read()
        let journal = journalLines(cli)
        #expect(cli.run(["import", cli.folder.appending("export").path, "--format", format]) == 0)
        #expect(cli.out.hasSuffix(": 0 added, 0 changed, 3 unchanged\n"), "\(cli.out)")
        #expect(try cli.folder.read() == before)
        #expect(journalLines(cli) == journal)
    }

    /// An import into another store is one change: one journal record, whatever its size.
    @Test func anImportIsOneChange() throws {
        let cli = try seeded()
        #expect(cli.run(["export"]) == 0)
        let export = cli.out
        let other = try CLIHarness()
        #expect(other.run(["add", "Already here"]) == 0)
        let journal = journalLines(other)
        other.input = Data(export.utf8)
        #expect(other.run(["import", "-"]) == 0)
        #expect(other.out == "Imported from standard input: 3 added, 0 changed, 0 unchanged\n")
        #expect(journalLines(other) == journal + 1)
        #expect(other.run(["export"]) == 0)
        #expect(other.out.contains("Already here") && other.out.contains("Oat.\\nTwo litres."))
    }

    /// Control characters in what another program wrote (NUL, ESC) reach neither the store
    /// nor a vdir's SUMMARY and DESCRIPTION (which a CalDAV server would strip, so its copy
    /// would differ from the local one): taken out, and the summary says how many fields.
    @Test func controlCharactersAreTakenOutOfImportsAndSaid() throws {
        let cli = try CLIHarness()
        let vdir = cli.folder.appending("calendar")
        try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
        let json = #"[{"title":"nul\u0000here \u001b[31mred","notes":"line\u001b\nnext\ttab"},{"title":"Plain"}]"#
        try cli.folder.write(json, to: cli.folder.appending("in.json"))
        #expect(cli.run(["--vdir", vdir.path, "import", cli.folder.appending("in.json").path], withFile: false) == 0)
        #expect(cli.out.contains("left out: control characters (NUL, ESC, …) in the notes of 1 task"), "\(cli.out)")
        #expect(cli.out.contains("control characters (NUL, ESC, …) in the title of 1 task"), "\(cli.out)")
        let files = try FileManager.default.contentsOfDirectory(atPath: vdir.path).filter { $0.hasSuffix(".ics") }
        let texts = try files.map { try Data(contentsOf: vdir.appendingPathComponent($0)) }
        #expect(texts.count == 2 && !texts.contains { $0.contains(0x00) || $0.contains(0x1B) })
        let ics = texts.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(ics.contains("SUMMARY:nulhere [31mred\r\n") && ics.contains("DESCRIPTION:line\\nnext\ttab\r\n"), "\(ics)")
    }

    @Test func dryRunSaysWhatWouldHappenAndWritesNothing() throws {
        let cli = try seeded()
        #expect(cli.run(["export", "--format", "todotxt"]) == 0)
        let edited = cli.out.replacingOccurrences(of: "(A) ", with: "(B) ") + "(C) 2026-03-11 Call mom +family\n"
        try cli.folder.write(edited, to: cli.folder.appending("todo.txt"))
        let before = try cli.folder.read()
        let journal = journalLines(cli)
        #expect(cli.run(["import", cli.folder.appending("todo.txt").path, "--dry-run"]) == 0)
        let lines = cli.out.split(separator: "\n")
        #expect(lines.count == 4, "\(cli.out)")
        #expect(lines.contains { $0.hasPrefix("~ ") && $0.hasSuffix(" 'Buy milk' (priority)") })
        #expect(lines.contains { $0.hasPrefix("+ ") && $0.hasSuffix(" 'Call mom'") })
        #expect(lines[2].hasPrefix("Would import from")
                && lines[2].hasSuffix(": 1 added, 1 changed, 2 unchanged (dry run: nothing was written)"))
        // A re-import says which added lines came in new only because they carry no uid:.
        #expect(lines[3] == "  1 of the added is a line without uid: that matches no stored task by its text: a new task "
                + "(a task changed elsewhere matches again only by its ID)")
        #expect(try cli.folder.read() == before)
        #expect(journalLines(cli) == journal)
    }

    @Test func malformedInputIsAnErrorNamingTheLineAndWritesNothing() throws {
        let cli = try seeded()
        let before = try cli.folder.read()
        let journal = journalLines(cli)
        let path = cli.folder.appending("todo.txt").path
        try cli.folder.write("(A) Fine\n(B) Pay rent due:someday\nx 2026-03-01 Done pri:AB\n(C) Also fine\n",
                             to: cli.folder.appending("todo.txt"))
        #expect(cli.run(["import", path]) == 1)
        // Every bad record is named, with its field; nothing is written.
        #expect(cli.err == "taskdeck: \(path): 2 records cannot be imported; nothing was imported "
                + "(--skip-bad imports the others):\n"
                + "  line 2, field 'due:': due:someday is not a date YYYY-MM-DD\n"
                + "  line 3, field 'pri:': pri:AB is not a priority letter A-Z\n")
        #expect(try cli.folder.read() == before && journalLines(cli) == journal)
    }

    /// `--dry-run` names the bad records too and writes nothing; `--skip-bad` imports the
    /// good ones and says which it left out.
    @Test func skipBadImportsTheGoodRecordsAndNamesTheOthers() throws {
        let cli = try CLIHarness()
        let path = cli.folder.appending("todo.txt").path
        try cli.folder.write("(A) Fine\n(B) Pay rent due:someday\n(C) Also fine\n", to: cli.folder.appending("todo.txt"))
        #expect(cli.run(["import", path, "--dry-run"]) == 0)
        #expect(cli.out.hasSuffix("Would import from \(path): 2 added, 0 changed, 0 unchanged; skipped 1 bad record "
                                  + "(dry run: nothing was written)\n"
                                  + "  skipped line 2, field 'due:': due:someday is not a date YYYY-MM-DD\n"
                                  + "  without --skip-bad, import refuses these and imports nothing\n"), "\(cli.out)")
        #expect(!FileManager.default.fileExists(atPath: cli.file))
        #expect(cli.run(["import", path, "--skip-bad"]) == 0)
        #expect(cli.out == "Imported from \(path): 2 added, 0 changed, 0 unchanged; skipped 1 bad record\n"
                + "  skipped line 2, field 'due:': due:someday is not a date YYYY-MM-DD\n")
        #expect(try StoredTasks.read(file: cli.file).compactMap { $0["title"] as? String }.sorted() == ["Also fine", "Fine"])
    }

    /// todo.sh keeps completed tasks in done.txt: importing todo.txt reads both.
    @Test func importingTodoTxtReadsDoneTxtBesideIt() throws {
        let cli = try CLIHarness()
        try cli.folder.write("(A) Call mom\nTaxes\n", to: cli.folder.appending("todo.txt"))
        try cli.folder.write("x 2026-03-10 2026-03-01 Taxes\n", to: cli.folder.appending("done.txt"))
        #expect(cli.run(["import", cli.folder.appending("todo.txt").path]) == 0)
        #expect(cli.out.hasSuffix("todo.txt and \(cli.folder.appending("done.txt").path): 3 added, 0 changed, 0 unchanged\n"),
                "\(cli.out)")
        #expect(cli.run(["import", cli.folder.appending("todo.txt").path]) == 0)
        #expect(cli.out.hasSuffix(": 0 added, 0 changed, 3 unchanged\n"), "\(cli.out)")
        #expect(cli.run(["list", "--done"]) == 0 && cli.out.contains("Taxes"))
    }

    @Test func exportToTodoTxtSaysOnceWhatItLeftOut() throws {
        let cli = try seeded()
        #expect(cli.run(["add", "More notes", "--notes", "x"]) == 0)
        #expect(cli.run(["export", "--format", "todotxt"]) == 0)
        #expect(cli.err == "taskdeck: todotxt cannot hold everything: left out the notes of 2 tasks and the due time "
                + "of 1 task (the day is kept)\n")
        #expect(cli.out.split(separator: "\n").count == 4)
        #expect(cli.run(["export", "--format", "todotxt", "--project", "work"]) == 0)
        #expect(cli.err.isEmpty)
    }

    @Test(arguments: [
        ([String](), ["Buy milk", "Review +1 votes", "Old chore"]),
        (["--pending"], ["Buy milk", "Review +1 votes"]),
        (["--done"], ["Old chore"]),
        (["--project", "work"], ["Review +1 votes"]),
        (["--tag", "shop"], ["Buy milk"]),
        (["--search", "VOTES"], ["Review +1 votes"]),
        (["--sort", "title"], ["Buy milk", "Old chore", "Review +1 votes"]),
    ])
    func exportTakesListsFilters(arguments: [String], titles: [String]) throws {
        let cli = try seeded()
        #expect(cli.run(["export"] + arguments) == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]])
        #expect(rows.compactMap { $0["title"] as? String } == titles)
    }

    /// `list --json` and `export` print the same JSON.
    @Test func exportIsListJSONForEveryTask() throws {
        let cli = try seeded()
        #expect(cli.run(["list", "--all", "--sort", "created", "--json"]) == 0)
        let listed = cli.out
        #expect(cli.run(["export", "--sort", "created"]) == 0)
        #expect(cli.out == listed)
    }

    @Test(arguments: [
        (["export", "--format", "csv"], 64, "unknown format 'csv': use json, todotxt, taskwarrior, ics"),
        (["export", "--pending", "--done"], 64, "--pending and --done cannot be used together"),
        (["export", "file.json"], 64, "export takes no arguments"),
        (["import"], 64, "import needs a FILE (or - for standard input)"),
        (["import", "a", "b"], 64, "import takes one FILE, not 2"),
        (["import", "/nonexistent/todo.txt"], 1, "cannot import /nonexistent/todo.txt: no such file"),
        (["import", "-", "--format", "vcard"], 64, "unknown format 'vcard'"),
    ])
    func badArguments(arguments: [String], code: Int32, message: String) throws {
        let cli = try CLIHarness()
        #expect(cli.run(arguments) == code)
        #expect(cli.err.hasPrefix("taskdeck: " + message), "\(cli.err)")
        #expect(!FileManager.default.fileExists(atPath: cli.file))
    }

    @Test func inputOfNoKnownFormatIsRefused() throws {
        let cli = try CLIHarness()
        cli.input = Data("just some words\n".utf8)
        #expect(cli.run(["import", "-"]) == 1)
        #expect(cli.err == "taskdeck: cannot tell the format of standard input; give --format json|todotxt|taskwarrior|ics\n")
        cli.input = Data("just some words\n".utf8)
        #expect(cli.run(["import", "-", "--format", "todotxt"]) == 0)
        #expect(cli.out.hasSuffix(": 1 added, 0 changed, 0 unchanged\n"))
    }
}
