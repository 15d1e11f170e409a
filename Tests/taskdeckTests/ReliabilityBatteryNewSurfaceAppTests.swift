#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TaskTestSupport
import Testing
@testable import taskdeck

/// The reliability battery of the new surface (issue #28), full-screen half: the attacks
/// on `:export`, sync, notes and mouse reports that the app failed, run again on the real
/// binary in tmux, each checking what a person sees and what is on disk.
@Suite struct ReliabilityBatteryNewSurfaceAppTests {
    let binary = TaskdeckBinary.path
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("battery-surface-app")
    }

    func cli(_ arguments: [String]) throws -> BatteryProcess.Outcome {
        try BatteryProcess.run(arguments)
    }

    /// The app on `store` (`--file PATH` or `--vdir PATH`) in the test's folder, which is its home folder too.
    func startApp(_ store: [String], environment: String = "") throws -> TmuxSession {
        let quoted = store.map { ShellNotesEditor.shellQuoted($0) }.joined(separator: " ")
        return try TmuxSession(command: "cd \(ShellNotesEditor.shellQuoted(folder.path)); export HOME=\(folder.path) TASKDECK_CONFIG=/dev/null \(environment); "
                               + "\(binary) \(quoted); echo \"EXIT=$?\"; sleep 60")
    }

    // MARK: - 1. :export through a link to the store's folder

    /// `ev` is the vdir, `evlink` a link to it: `:export ics evlink/x.ics` wrote a second file
    /// of the first task's UID into the store. Now it is refused and the vdir keeps its files.
    @Test func exportThroughALinkToTheVdirIsRefused() throws {
        let vdir = folder.appending("ev"), link = folder.appending("evlink")
        try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "ev")
        for title in ["One", "Two", "Three"] {
            #expect(try cli(["--vdir", vdir.path, "add", title]).succeeded)
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: vdir.path).sorted()
        let tmux = try startApp(["--vdir", vdir.path])
        try tmux.waitUntil(screenContains: "Three")
        try tmux.sendKeys(":")
        try tmux.sendText("export ics evlink/x.ics")
        try tmux.sendKeys("Enter")
        let screen = try tmux.waitUntil(screenContains: "Nothing written")
        #expect(screen.contains("evlink/x.ics is where your tasks are kept"))
        try tmux.sendKeys("q")
        _ = try tmux.waitUntil(screenContains: "EXIT=")
        #expect(try FileManager.default.contentsOfDirectory(atPath: vdir.path).sorted() == before)
    }
}
