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
}
