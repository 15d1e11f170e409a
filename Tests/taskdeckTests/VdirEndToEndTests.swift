import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TaskTestSupport
import Testing

/// The real binary on a vdir in a real terminal: what todoman wrote is shown, a task added
/// in the app appears as its own `.ics` file, and a file changed outside (as vdirsyncer
/// does after a sync: a new file renamed over the old) shows up without a key press.
@Suite struct VdirEndToEndTests {
    let folder: TemporaryFolder
    let vdir: URL

    init() throws {
        folder = try TemporaryFolder("vdir-e2e")
        vdir = folder.appending("calendars/tasks")
        try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
    }

    static func todo(summary: String) -> String {
        """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//todoman//NONSGML v4.4//EN
        BEGIN:VTODO
        UID:917a3c5e2b8f4d6a9c1e0f7b3d5a2c4e@laptop
        SUMMARY:\(summary)
        PRIORITY:4
        CATEGORIES:home,garden
        RRULE:FREQ=WEEKLY
        END:VTODO
        END:VCALENDAR

        """
    }

    /// Writes a file the way vdirsyncer does: a temporary file, then a rename over the old.
    func syncWrite(_ text: String, to name: String) throws {
        let temporary = vdir.appendingPathComponent(".\(name).tmp")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, vdir.appendingPathComponent(name).path) == 0 else {
            throw Fixtures.TestError("rename failed: errno \(errno)")
        }
    }

    func icsFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: vdir.path).filter { $0.hasSuffix(".ics") }.sorted()
    }

    @Test func theAppShowsTheVdirAddsAFileAndSeesOutsideChanges() throws {
        try syncWrite(Self.todo(summary: "Water the plants"), to: "x.ics")
        let tmux = try TmuxSession.app(["--vdir", vdir.path])
        try tmux.waitUntil(screenContains: "Water the plants")
        try tmux.sendKeys("a")
        try tmux.waitUntil(screenContains: "New task")
        try tmux.sendText("Buy milk")
        try tmux.sendKeys("C-s")
        try tmux.waitUntil(screenContains: "Added 'Buy milk'")
        let files = try icsFiles()
        #expect(files.count == 2)
        let added = try #require(files.first { $0 != "x.ics" })
        #expect(try String(contentsOf: vdir.appendingPathComponent(added), encoding: .utf8).contains("SUMMARY:Buy milk\r\n"))

        try syncWrite(Self.todo(summary: "Water the ferns"), to: "x.ics")
        let screen = try tmux.waitUntil(screenContains: "Water the ferns", timeout: .seconds(5))
        #expect(!screen.contains("Water the plants"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
        let foreign = try String(contentsOf: vdir.appendingPathComponent("x.ics"), encoding: .utf8)
        #expect(foreign == Self.todo(summary: "Water the ferns"), "the app never rewrote a file it did not change")
    }

    /// A file the app cannot show is said on the status line when it opens, not only in the
    /// warning printed before the full screen hides it.
    @Test func theAppSaysWhichFileItCannotShow() throws {
        try syncWrite(Self.todo(summary: "Water the plants"), to: "x.ics")
        try syncWrite("BEGIN:VCALENDAR\nBROKEN\nEND:VCALENDAR\n", to: "broken.ics")
        let tmux = try TmuxSession.app(["--vdir", vdir.path])
        let screen = try tmux.waitUntil(screenContains: "Not shown: broken.ics")
        #expect(screen.contains("Water the plants"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
    }
}
