#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TaskTestSupport

/// The shared test folder (it lives in TaskTestSupport, which has no test target of its
/// own; it is tested here, beside the other tests that handle files).
struct TemporaryFolderTests {
    @Test func aFolderCarriesItsRunsPidAndGoesWithItsLastReference() throws {
        var folder: TemporaryFolder? = try TemporaryFolder("probe")
        let url = try #require(folder?.url)
        #expect(url.lastPathComponent.hasPrefix("taskdeck-test-\(getpid())-probe-"))
        try folder?.write("x")
        #expect(try folder?.read() == "x")
        folder = nil
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func theSweepRemovesOnlyTheFoldersOfRunsThatEnded() throws {
        let parent = try TemporaryFolder("sweep")
        let ended = "taskdeck-test-111-app-0A1B2C3D"
        let running = "taskdeck-test-222-cli-0A1B2C3D"
        let this = "taskdeck-test-\(getpid())-tmux-0A1B2C3D"
        let others = ["taskdeck-app-6F1C0F7E", "taskdeck-test-x-y", "TemporaryDirectory.abc123"]
        for name in [ended, running, this] + others {
            try FileManager.default.createDirectory(at: parent.appending(name), withIntermediateDirectories: false)
        }
        try parent.write("a file", to: parent.appending(ended).appendingPathComponent("tasks.json"))

        let removed = TemporaryFolder.removeStaleFolders(in: parent.url) { $0 == 222 }
        #expect(removed == [ended])
        let left = try FileManager.default.contentsOfDirectory(atPath: parent.path)
        #expect(Set(left) == Set([running, this] + others))
    }

    /// A crashed run's Radicale (its pid in `server.pid`) is ended by the sweep, but only
    /// when that pid's command line names the folder: a recycled pid is never signalled.
    @Test func theSweepEndsAServerACrashedRunLeftButNoOtherProcess() throws {
        #if os(Linux)
        let parent = try TemporaryFolder("sweep-server")
        let left = parent.appending("taskdeck-test-111-radicale-0A1B2C3D")
        let stranger = parent.appending("taskdeck-test-112-radicale-0A1B2C3D")
        for folder in [left, stranger] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        }
        // Stand-ins for servers: the first names its folder on its command line, as
        // `python -m radicale --config <folder>/radicale.conf` does; the second does not.
        let server = try spawnSleeper(naming: left.path)
        let unrelated = try spawnSleeper(naming: "elsewhere")
        defer { for process in [server, unrelated] where process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        try parent.write("\(server.processIdentifier)\n", to: left.appendingPathComponent(TemporaryFolder.serverPIDFileName))
        try parent.write("\(unrelated.processIdentifier)\n",
                         to: stranger.appendingPathComponent(TemporaryFolder.serverPIDFileName))

        TemporaryFolder.removeStaleFolders(in: parent.url) { _ in false }

        let deadline = ContinuousClock.now + .seconds(10)
        while server.isRunning && ContinuousClock.now < deadline { usleep(10_000) }
        #expect(!server.isRunning)
        #expect(unrelated.isRunning)
        #expect(!FileManager.default.fileExists(atPath: left.path))
        #endif
    }

    /// `sh -c 'read line' <argument>`: a process whose command line carries `argument`,
    /// waiting on a pipe no one writes to (`read` is built in: no child is left when it is
    /// killed).
    private func spawnSleeper(naming argument: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "read line", argument]
        process.standardInput = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}
