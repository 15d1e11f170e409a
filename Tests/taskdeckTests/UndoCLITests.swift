import Foundation
import Testing
import TaskDomain
import TaskStorage
import TaskTestSupport
@testable import taskdeck

/// `taskdeck undo`, `redo`, `undo --list`, and `rm`'s question, run in-process on a
/// temporary task file; each run is a new process as far as the store and history know.
struct UndoCLITests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
    }

    private func add(_ title: String) throws -> String {
        #expect(cli.run(["add", title]) == 0)
        return try cli.addedID()
    }

    @Test func undoTakesBackTheNewestChangeOfAnyCommandAndSaysWhoMadeIt() throws {
        let id = try add("Buy milk")
        #expect(cli.run(["rm", id]) == 0)
        #expect(cli.run(["undo"]) == 0)
        #expect(cli.out == "Undid: Deleted 'Buy milk' (from the command line: taskdeck rm)\n")
        #expect(cli.run(["list"]) == 0 && cli.out.contains("Buy milk"))
        #expect(cli.run(["undo"]) == 0 && cli.out == "Undid: Added 'Buy milk' (from the command line: taskdeck add)\n")
        #expect(cli.run(["undo"]) == 1 && cli.err == "taskdeck: nothing to undo (taskdeck undo --list shows the history)\n")
        #expect(cli.run(["redo"]) == 0 && cli.out == "Redid: Added 'Buy milk' (from the command line: taskdeck add)\n")
        #expect(cli.run(["redo"]) == 0 && cli.out == "Redid: Deleted 'Buy milk' (from the command line: taskdeck rm)\n")
        #expect(cli.run(["redo"]) == 1 && cli.err == "taskdeck: nothing to redo\n")
        #expect(cli.run(["list", "--all"]) == 0 && cli.out == "No tasks.\n")
    }

    @Test func theListShowsTheHistoryNewestFirst() throws {
        #expect(cli.run(["undo", "--list"]) == 0 && cli.out == "The undo history is empty\n")
        let id = try add("Buy milk")
        #expect(cli.run(["done", id]) == 0)
        #expect(cli.run(["undo"]) == 0)
        #expect(cli.run(["undo", "--list"]) == 0)
        #expect(cli.out == """
               2  2026-03-11 10:00  taskdeck done  Completed 'Buy milk'  (undone)
               1  2026-03-11 10:00  taskdeck add   Added 'Buy milk'

            """)
    }

    @Test func anImportIsOneStep() throws {
        let file = cli.folder.appending("todo.txt")
        try cli.folder.write("Call mom\nBuy milk\nPay rent\n", to: file)
        #expect(cli.run(["import", file.path]) == 0)
        #expect(cli.run(["undo"]) == 0 && cli.out == "Undid: Imported 3 tasks (from an import (taskdeck import))\n")
        #expect(cli.run(["list", "--all"]) == 0 && cli.out == "No tasks.\n")
    }

    /// Another program changed the same field since: nothing is written, and the sentence says why.
    @Test func anUndoThatWouldWriteOverALaterChangeIsRefused() throws {
        let id = try add("Buy milk")
        #expect(cli.run(["edit", id, "--title", "Buy oat milk"]) == 0)
        let plain = FileTaskRepository(url: URL(fileURLWithPath: cli.file))
        let task = try #require(try plain.loadAll().first)
        try TaskService(repository: plain, clock: Fixtures.clock).edit([task.id], TaskEdit(title: .set("Buy soy milk")))
        #expect(cli.run(["undo"]) == 1)
        #expect(cli.err == "taskdeck: Did not undo Edited 'Buy oat milk' (from the command line: taskdeck edit): "
                + "'Buy soy milk' was changed since in a field it changes too; nothing written\n")
        #expect(cli.run(["list"]) == 0 && cli.out.contains("Buy soy milk"))
    }

    @Test func removingSeveralTasksAsksFirstOnATerminal() throws {
        let milk = try add("Buy milk"), mom = try add("Call mom")
        cli.stdinIsTerminal = true
        cli.answers = ["n"]
        #expect(cli.run(["rm", milk, mom]) == 1)
        #expect(cli.err == "Delete 2 tasks: 'Buy milk', 'Call mom'? [y/N] taskdeck: nothing deleted\n")
        cli.answers = ["y"]
        #expect(cli.run(["rm", milk, mom]) == 0 && cli.out.contains("Deleted \(mom) 'Call mom'"))
        #expect(cli.run(["undo"]) == 0 && cli.out == "Undid: Deleted 2 tasks (from the command line: taskdeck rm)\n")
    }

    @Test func removingSeveralTasksWithoutATerminalNeedsYes() throws {
        let milk = try add("Buy milk"), mom = try add("Call mom")
        #expect(cli.run(["rm", milk, mom]) == 1)
        #expect(cli.err == "taskdeck: rm of 2 tasks asks first, and standard input is not a terminal: "
                + "add --yes to delete them without asking; nothing deleted\n")
        #expect(cli.run(["list"]) == 0 && cli.out.contains("Buy milk") && cli.out.contains("Call mom"))
        #expect(cli.run(["rm", milk, mom, "--yes"]) == 0)
        #expect(cli.run(["list", "--all"]) == 0 && cli.out == "No tasks.\n")
        // One task needs no question.
        let one = try add("Pay rent")
        #expect(cli.run(["rm", one]) == 0)
    }

    @Test func theConfigSetsHowManyStepsAreKept() throws {
        cli.useHomeInFolder()
        try FileManager.default.createDirectory(at: cli.folder.appending("xdg/taskdeck"), withIntermediateDirectories: true)
        try cli.folder.write("[undo]\nlimit = 2\n", to: cli.folder.appending("xdg/taskdeck/config"))
        for title in ["A", "B", "C"] { _ = try add(title) }
        #expect(cli.run(["undo", "--list"]) == 0 && cli.out.split(separator: "\n").count == 2)
        try cli.folder.write("[undo]\nlimit = 0\n", to: cli.folder.appending("xdg/taskdeck/config"))
        #expect(cli.run(["undo", "--list"]) != 0)
        #expect(cli.err.contains("limit") && cli.err.contains("from 1 to 100000"), "\(cli.err)")
    }

    @Test func aDamagedHistoryIsSaidAndStopsNoChange() throws {
        let id = try add("Buy milk")
        let history = URL(fileURLWithPath: cli.file + ".history")
        try Data("not a history\nat all\n".utf8).write(to: history)
        #expect(cli.run(["undo"]) == 1 && cli.err.contains("cannot read the undo history \(history.path): line 1"))
        #expect(cli.run(["done", id]) == 0)
        #expect(cli.err.contains("taskdeck: warning: the undo history \(history.path) could not be read"))
        #expect(cli.err.contains("it is kept as \(history.path).unreadable-"))
        #expect(cli.run(["undo"]) == 0 && cli.out == "Undid: Completed 'Buy milk' (from the command line: taskdeck done)\n")
    }
}

/// A sync is one step: what `taskdeck sync` brought into the store, undone at once.
struct UndoSyncCLITests {
    @Test func whatASyncBroughtInIsOneStep() throws {
        let cli = try CLIHarness()
        let vdir = cli.folder.appending("vdir")
        try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
        #expect(cli.run(["--vdir", vdir.path, "add", "Mine"], withFile: false) == 0)
        let server = cli.folder.appending("server.ics")
        try cli.folder.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VTODO\r\n"
                             + "UID:from-the-server-1\r\nDTSTAMP:20260310T090000Z\r\nSUMMARY:From the server\r\nEND:VTODO\r\nEND:VCALENDAR\r\n", to: server)
        let command = "cp '\(server.path)' '\(vdir.path)/from-the-server-1.ics'"
        #expect(cli.run(["--vdir", vdir.path, "sync", "--command", command], withFile: false) == 0)
        #expect(cli.run(["--vdir", vdir.path, "undo", "--list"], withFile: false) == 0)
        #expect(cli.out.split(separator: "\n").first?.contains("sync") == true, "\(cli.out)")
        #expect(cli.run(["--vdir", vdir.path, "undo"], withFile: false) == 0)
        #expect(cli.out == "Undid: Synced 'From the server' (from a sync)\n")
        #expect(cli.run(["--vdir", vdir.path, "list"], withFile: false) == 0)
        #expect(cli.out.contains("Mine") && !cli.out.contains("From the server"))
    }
}
