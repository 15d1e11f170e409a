import Foundation
import Testing
import TaskICalendar
import TaskTestSupport
@testable import taskdeck

/// Every subcommand on a vdir (`--vdir`, `TASKDECK_VDIR`), and the errors that choosing a
/// store can meet.
struct VdirCLITests {
    static let foreign = """
        BEGIN:VCALENDAR
        VERSION:2.0
        BEGIN:VTODO
        UID:917a3c5e2b8f4d6a9c1e0f7b3d5a2c4e@laptop
        SUMMARY:Water the plants
        PRIORITY:4
        CATEGORIES:home,garden
        RRULE:FREQ=WEEKLY
        END:VTODO
        END:VCALENDAR

        """

    func makeVdir(_ cli: CLIHarness) throws -> String {
        let vdir = cli.folder.appending("calendars/tasks")
        try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
        try Data(Self.foreign.utf8).write(to: vdir.appendingPathComponent("x.ics"))
        return vdir.path
    }

    func icsFiles(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".ics") }.sorted()
    }

    @Test func addListDoneAndRemoveWorkOnAVdir() throws {
        let cli = try CLIHarness()
        let vdir = try makeVdir(cli)
        #expect(cli.run(["--vdir", vdir, "add", "Buy milk", "--tag", "shop"], withFile: false) == 0)
        let id = try cli.addedID()
        #expect(try icsFiles(vdir).count == 2)
        #expect(cli.run(["--vdir", vdir, "list"], withFile: false) == 0)
        #expect(cli.out.contains("Buy milk") && cli.out.contains("Water the plants"))
        #expect(cli.run(["--vdir", vdir, "done", id], withFile: false) == 0)
        let file = try #require(try icsFiles(vdir).first { $0 != "x.ics" })
        let text = try String(contentsOfFile: vdir + "/" + file, encoding: .utf8)
        #expect(text.contains("STATUS:COMPLETED"))
        #expect(cli.run(["--vdir", vdir, "rm", id], withFile: false) == 0)
        #expect(try icsFiles(vdir) == ["x.ics"])
        #expect(!FileManager.default.fileExists(atPath: cli.file), "the JSON file is not touched")
    }

    @Test func theVariableChoosesTheVdirAndAnOptionBeatsIt() throws {
        let cli = try CLIHarness()
        let vdir = try makeVdir(cli)
        cli.environment["TASKDECK_VDIR"] = vdir
        #expect(cli.run(["list"], withFile: false) == 0)
        #expect(cli.out.contains("Water the plants"))
        #expect(cli.run(["add", "In the file"]) == 0)  // --file wins
        #expect(FileManager.default.fileExists(atPath: cli.file))
        #expect(try icsFiles(vdir) == ["x.ics"])
    }

    @Test(arguments: [
        (["--file", "a.json", "--vdir", "b", "list"], [String: String](), "give --file or --vdir, not both"),
        (["--vdir", "", "list"], [:], "--vdir needs a value"),
        (["list"], ["TASKDECK_VDIR": "v", "TASKDECK_FILE": "f"], "both TASKDECK_FILE and TASKDECK_VDIR are set"),
    ])
    func ambiguousChoicesAreUsageErrors(arguments: [String], environment: [String: String], message: String) throws {
        let cli = try CLIHarness()
        cli.environment = environment
        #expect(cli.run(arguments, withFile: false) == 64)
        #expect(cli.err.contains(message))
    }

    @Test func aMissingFolderIsAClearErrorAndNothingIsCreated() throws {
        let cli = try CLIHarness()
        let missing = cli.folder.appending("no-such-vdir").path
        #expect(cli.run(["--vdir", missing, "add", "X"], withFile: false) == 1)
        #expect(cli.err.contains("\(missing) does not exist"))
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func aBrokenFileIsNamedOnStandardErrorAndLeftAlone() throws {
        let cli = try CLIHarness()
        let vdir = try makeVdir(cli)
        let broken = "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:b\nEND:VCALENDAR\n"
        try Data(broken.utf8).write(to: URL(fileURLWithPath: vdir + "/broken.ics"))
        #expect(cli.run(["--vdir", vdir, "add", "New"], withFile: false) == 0)
        #expect(cli.err.contains("taskdeck: warning: \(vdir)/broken.ics:4: "))
        #expect(try String(contentsOfFile: vdir + "/broken.ics", encoding: .utf8) == broken)
    }

    @Test func compactSaysThereIsNothingToDoInAVdir() throws {
        let cli = try CLIHarness()
        let vdir = try makeVdir(cli)
        #expect(cli.run(["--vdir", vdir, "compact"], withFile: false) == 0)
        #expect(cli.out.contains("Nothing to compact"))
    }
}
