import Foundation
import Testing
@testable import taskdeck

/// The CLI's subtasks: `--parent` and `--no-parent`, the tree `list` prints and `--flat`,
/// `parent` in JSON, and `done` / `rm` refusing to guess about subtasks.
struct SubtaskCLITests {
    /// Trip > Book hotel > Pick room, and Other: the three short IDs and Other's.
    func threeLevels(_ cli: CLIHarness) throws -> (trip: String, hotel: String, room: String, other: String) {
        #expect(cli.run(["add", "Trip"]) == 0)
        let trip = try cli.addedID()
        #expect(cli.run(["add", "Book hotel", "--parent", trip]) == 0)
        let hotel = try cli.addedID()
        #expect(cli.run(["add", "Pick room", "--parent", hotel]) == 0)
        let room = try cli.addedID()
        #expect(cli.run(["add", "Other"]) == 0)
        return (trip, hotel, room, try cli.addedID())
    }

    @Test func listShowsTheTreeAndFlatTheOldList() throws {
        let cli = try CLIHarness()
        defer { cli.folder.cleanUp() }
        let ids = try threeLevels(cli)
        #expect(cli.run(["list", "--sort", "title"]) == 0)
        #expect(cli.out == """
            \(ids.other)  [ ]  Other
            \(ids.trip)  [ ]  Trip  0/1
            \(ids.hotel)  [ ]    Book hotel  0/1
            \(ids.room)  [ ]      Pick room

            """)
        #expect(cli.run(["list", "--sort", "title", "--flat"]) == 0)
        #expect(cli.out.split(separator: "\n").map { $0.split(separator: " ").dropFirst(3).joined(separator: " ") }
                == ["Book hotel", "Other", "Pick room", "Trip"])
        // A search keeps the parents of a match as context, without their IDs: the first
        // column holds only the tasks that match.
        #expect(cli.run(["list", "--search", "room"]) == 0)
        #expect(cli.out.split(separator: "\n").count == 3 && cli.out.contains("Trip") && !cli.out.contains("Other"))
        #expect(cli.out.split(separator: "\n").map { String($0.prefix(8)).trimmingCharacters(in: .whitespaces) }
                == ["", "", ids.room])
    }

    @Test func jsonCarriesTheParent() throws {
        let cli = try CLIHarness()
        defer { cli.folder.cleanUp() }
        let ids = try threeLevels(cli)
        #expect(cli.run(["list", "--json", "--search", "Book"]) == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]])
        #expect((rows.first?["parent"] as? String)?.hasPrefix(ids.trip) == true)
        #expect(cli.run(["list", "--json", "--search", "Trip"]) == 0)
        #expect(!cli.out.contains("\"parent\""))
    }

    @Test func editMovesAndDetachesAndRefusesCycles() throws {
        let cli = try CLIHarness()
        defer { cli.folder.cleanUp() }
        let ids = try threeLevels(cli)
        #expect(cli.run(["edit", ids.trip, "--parent", ids.room]) == 1)
        #expect(cli.err == "taskdeck: 'Trip' cannot be a subtask of 'Pick room': 'Pick room' is one of its subtasks\n")
        #expect(cli.run(["edit", ids.trip, "--parent", ids.trip]) == 1)
        #expect(cli.err == "taskdeck: 'Trip' cannot be a subtask of itself\n")
        #expect(cli.run(["edit", ids.room, "--parent", ids.other]) == 0)
        #expect(cli.out == "Edited \(ids.room) 'Pick room'\n")
        #expect(cli.run(["edit", ids.room, "--no-parent"]) == 0)
        #expect(cli.run(["list", "--json", "--search", "Pick"]) == 0 && !cli.out.contains("\"parent\""))
        #expect(cli.run(["edit", ids.room, "--parent", ids.other, "--no-parent"]) == 64)
        #expect(cli.err.contains("--parent and --no-parent cannot be used together"))
        #expect(cli.run(["add", "Orphan", "--parent", "ffff0000"]) != 0)
        #expect(cli.err.contains("no task has an ID starting with 'ffff0000'"))
    }

    @Test func doneOnAParentWithOpenSubtasksNeedsToBeTold() throws {
        let cli = try CLIHarness()
        defer { cli.folder.cleanUp() }
        let ids = try threeLevels(cli)
        #expect(cli.run(["done", ids.trip]) == 1)
        #expect(cli.err == "taskdeck: 'Trip' has 2 open subtasks; nothing changed. Add --subtasks complete to complete them "
                + "too, or --subtasks leave to complete only 'Trip'\n")
        #expect(cli.run(["done", ids.trip, "--subtasks", "maybe"]) == 64)
        #expect(cli.run(["done", ids.hotel, "--subtasks", "leave"]) == 0)
        #expect(cli.out == "Completed \(ids.hotel) 'Book hotel'\n")
        #expect(cli.run(["done", ids.trip, "--subtasks", "complete"]) == 0)
        #expect(cli.out == "Completed \(ids.trip) 'Trip'\nCompleted \(ids.room) 'Pick room'\n")
        // Naming every open subtask too needs no flag.
        #expect(cli.run(["undone", ids.trip, ids.room]) == 0)
        #expect(cli.run(["done", ids.trip, ids.room]) == 0)
    }

    @Test func rmOnAParentNeedsToBeToldWhatToDoWithItsSubtasks() throws {
        let cli = try CLIHarness()
        defer { cli.folder.cleanUp() }
        let ids = try threeLevels(cli)
        #expect(cli.run(["rm", ids.trip]) == 1)
        #expect(cli.err == "taskdeck: 'Trip' has 2 subtasks; nothing deleted. Add --subtasks delete to delete them too, "
                + "or --subtasks keep to keep them (moved up a level)\n")
        #expect(cli.run(["rm", ids.hotel, "--subtasks", "keep"]) == 0)
        #expect(cli.out == "Deleted \(ids.hotel) 'Book hotel'\nMoved up \(ids.room) 'Pick room'\n")
        #expect(cli.run(["list", "--sort", "title"]) == 0 && cli.out.contains("\(ids.room)  [ ]    Pick room"))
        #expect(cli.run(["rm", ids.trip, "--subtasks", "delete", "--yes"]) == 0)
        #expect(cli.out == "Deleted \(ids.trip) 'Trip'\nDeleted \(ids.room) 'Pick room'\n")
        #expect(cli.run(["list"]) == 0 && cli.out == "\(ids.other)  [ ]  Other\n")
    }
}

/// Subtasks through export and import: JSON carries the parent; todo.txt and Taskwarrior
/// cannot, say so, and importing them back keeps the stored parent.
struct SubtaskInterchangeCLITests {
    @Test(arguments: ["todotxt", "taskwarrior"])
    func formatsWithoutParentsSaySoAndKeepTheStoredParentOnImport(format: String) throws {
        let cli = try CLIHarness()
        defer { cli.folder.cleanUp() }
        #expect(cli.run(["add", "Trip"]) == 0)
        let trip = try cli.addedID()
        #expect(cli.run(["add", "Book hotel", "--parent", trip]) == 0)
        #expect(cli.run(["export", "--format", format]) == 0)
        #expect(cli.err.contains("left out the parent of 1 task"))
        cli.input = Data(cli.out.utf8)
        #expect(cli.run(["import", "-", "--format", format]) == 0)
        #expect(cli.run(["list", "--json", "--search", "hotel"]) == 0)
        #expect(cli.out.contains("\"parent\" : \"\(trip)"))
    }

    @Test func jsonExportAndImportCarryTheParent() throws {
        let cli = try CLIHarness()
        defer { cli.folder.cleanUp() }
        #expect(cli.run(["add", "Trip"]) == 0)
        let trip = try cli.addedID()
        #expect(cli.run(["add", "Book hotel", "--parent", trip]) == 0)
        let hotel = try cli.addedID()
        #expect(cli.run(["export"]) == 0 && cli.err.isEmpty)
        let exported = cli.out
        #expect(cli.run(["edit", hotel, "--no-parent"]) == 0)
        cli.input = Data(exported.utf8)
        #expect(cli.run(["import", "-", "--dry-run"]) == 0)
        #expect(cli.out.contains("~ \(hotel) 'Book hotel' (parent)"))
        #expect(cli.run(["import", "-"]) == 0)
        #expect(cli.run(["list", "--json", "--search", "hotel"]) == 0 && cli.out.contains("\"parent\" : \"\(trip)"))
    }
}

/// A trip's steps are in the trip's project: `add --parent` takes it and says so, and
/// `list +travel` keeps the steps of a trip in +travel, even those added without one.
struct SubtaskProjectCLITests {
    @Test func aStepTakesTheTripsProjectAndTheFilterKeepsTheSteps() throws {
        let cli = try CLIHarness()
        defer { cli.folder.cleanUp() }
        #expect(cli.run(["add", "Trip to Lisbon"]) == 0)
        let trip = try cli.addedID()
        #expect(cli.run(["add", "Old step", "--parent", trip]) == 0)
        #expect(cli.run(["edit", trip, "--project", "travel"]) == 0)
        #expect(cli.run(["add", "Book flights", "--parent", trip]) == 0)
        #expect(cli.out.hasSuffix("Project +travel from its parent (a subtask takes its parent's; --project sets another)\n"))
        #expect(cli.run(["add", "Buy stamps", "--parent", trip, "--project", "errands"]) == 0)
        #expect(!cli.out.contains("from its parent"))
        for filter in ["+travel", "project:travel"] {
            #expect(cli.run(["list", filter, "--sort", "title"]) == 0)
            let titles = cli.out.split(separator: "\n").map { $0.split(separator: " ").dropFirst(3).prefix(2).joined(separator: " ") }
            #expect(titles == ["Trip to", "Book flights", "Old step"], "\(filter)")
        }
    }
}
