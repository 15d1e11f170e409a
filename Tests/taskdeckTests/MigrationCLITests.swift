import Foundation
import TaskTestSupport
import Testing
@testable import taskdeck

/// Migrations that keep or name every field (issue 24): a todo.txt and done.txt pair goes
/// back as it came, a task file is imported with its journal, `export --output` writes a
/// file (and todo.txt's pair) without writing over anything.
struct MigrationCLITests {
    /// Lines another todo.txt client wrote, with what taskdeck does not read or writes
    /// otherwise: `(E)`, topydo's `h:` and `t:`, an `id:` nothing waits on, `dep:`, two spaces, `@Capitals`.
    static let todo = """
        (E) 2026-03-01 Call mom @Phone h:1
        (A) Pay rent +home due:2026-03-20 t:2026-03-15 id:3
        Read  book dep:3 +reading @Home
        2026-03-02 Plain task

        """
    static let done = "x 2026-03-10 2026-03-01 Taxes +money pri:B\nx Done thing\n"

    func importedPair() throws -> CLIHarness {
        let cli = try CLIHarness()
        try cli.folder.write(Self.todo, to: cli.folder.appending("todo.txt"))
        try cli.folder.write(Self.done, to: cli.folder.appending("done.txt"))
        #expect(cli.run(["import", cli.folder.appending("todo.txt").path]) == 0)
        return cli
    }

    @Test func importNamesWhatTodoTxtHeldThatTaskdeckDoesNotRead() throws {
        let cli = try importedPair()
        #expect(cli.out.hasSuffix(": 6 added, 0 changed, 0 unchanged\n"
                                  + "  kept for todo.txt, not used by taskdeck: dep: (1), h: (1)\n"
                                  + "  read roughly, kept exactly for todo.txt: the capitals of 2 tags, 1 priority D–Z (shown as low)\n"),
                "\(cli.out)")
        // `t:` is the wait (as topydo reads it): Pay rent waits until 2026-03-15, so only --all shows it.
        #expect(cli.run(["list", "--json"]) == 0)
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]])
        #expect(!shown.contains { $0["title"] as? String == "Pay rent" })
        #expect(cli.run(["list", "--all", "--json"]) == 0)
        let tasks = try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]])
        #expect(tasks.first { $0["title"] as? String == "Pay rent" }?["wait"] as? String == "2026-03-15")
        // Extensions are out of the title (its two spaces are the line's).
        #expect(Set(tasks.compactMap { $0["title"] as? String })
                == ["Call mom", "Pay rent", "Read  book", "Plain task", "Taxes", "Done thing"])
    }

    /// Unchanged tasks export exactly as they came: open ones to todo.txt, done ones to
    /// done.txt beside it; a changed task changes only where it differs.
    @Test func aTodoTxtPairGoesBackAsItCame() throws {
        let cli = try importedPair()
        let out = cli.folder.appending("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        let target = out.appendingPathComponent("todo.txt").path
        #expect(cli.run(["export", "--format", "todotxt", "--output", target]) == 0)
        #expect(cli.out == "Exported 4 tasks to \(target)\nExported 2 tasks to \(out.appendingPathComponent("done.txt").path)\n")
        #expect(try cli.folder.read(out.appendingPathComponent("todo.txt")) == Self.todo)
        #expect(try cli.folder.read(out.appendingPathComponent("done.txt")) == Self.done)

        // Never over a file that is there, unless asked; then the renamed task changes in place.
        #expect(cli.run(["export", "--format", "todotxt", "--output", target]) == 1)
        #expect(cli.err == "taskdeck: \(target) is there already; nothing was written (--force writes over it)\n")
        #expect(cli.run(["list", "--json"]) == 0)
        let tasks = try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]])
        let call = try #require(tasks.first { $0["title"] as? String == "Call mom" }?["id"] as? String)
        #expect(cli.run(["edit", String(call.prefix(8)), "--title", "Call dad"]) == 0)
        #expect(cli.run(["export", "--format", "todotxt", "--output", target, "--force"]) == 0)
        let lines = try cli.folder.read(out.appendingPathComponent("todo.txt")).split(separator: "\n")
        #expect(lines.first == "(E) 2026-03-01 Call dad @Phone h:1 uid:\(call)", "\(lines)")
        #expect(lines.dropFirst().map(String.init) == Self.todo.split(separator: "\n").dropFirst().map(String.init))
    }

    /// `taskdeck help storage`, "Every change is durable": CLI changes wait in the journal, and `compact`
    /// puts every task into `tasks.json` itself, for tools that read the file (grep, git).
    @Test func compactPutsEveryTaskIntoTheFileItself() throws {
        let cli = try CLIHarness()
        for number in 1...30 { #expect(cli.run(["add", "Task \(number)"]) == 0) }
        func titlesInTheFile() throws -> Set<String> {
            let data = try Data(contentsOf: cli.folder.taskFile)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return Set((object["tasks"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String })
        }
        #expect(try titlesInTheFile().count < 30)
        #expect(cli.run(["compact"]) == 0)
        #expect(try titlesInTheFile() == Set((1...30).map { "Task \($0)" }))
    }

    /// A task file's recent changes are in its journal: importing `tasks.json` reads both,
    /// as the store does (5 adds, a done and an edit are all there, not only the snapshot's).
    @Test func importingATaskFileReadsItsJournal() throws {
        let source = try CLIHarness()
        for title in ["One", "Two", "Three", "Four", "Five"] { #expect(source.run(["add", title]) == 0) }
        let last = try source.addedID()
        #expect(source.run(["done", last]) == 0)
        #expect(source.run(["edit", last, "--title", "Five, renamed"]) == 0)
        #expect(FileManager.default.fileExists(atPath: source.file + ".journal"))

        let target = try CLIHarness()
        #expect(target.run(["import", source.file]) == 0)
        #expect(target.out == "Imported from \(source.file): 5 added, 0 changed, 0 unchanged\n", "\(target.out)")
        #expect(target.run(["list", "--all", "--json"]) == 0)
        let tasks = try #require(try JSONSerialization.jsonObject(with: Data(target.out.utf8)) as? [[String: Any]])
        #expect(Set(tasks.compactMap { $0["title"] as? String }) == ["One", "Two", "Three", "Four", "Five, renamed"])
        #expect(tasks.first { $0["title"] as? String == "Five, renamed" }?["status"] as? String == "completed")
        // The same file again matches every task.
        #expect(target.run(["import", source.file]) == 0)
        #expect(target.out == "Imported from \(source.file): 0 added, 0 changed, 5 unchanged\n")
    }
}
