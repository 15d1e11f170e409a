import Foundation
import Testing
import TaskTestSupport

/// README's vdirsyncer configuration is the one the sync tests run with (`SyncMachine`
/// writes it with their values), so what a user copies is what was proven.
@Suite struct SyncReadmeTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The configuration README and the sync topic show: the sync tests' own, with a user's values.
    static var testedConfiguration: String {
        SyncMachine.configuration(
            vdir: "~/.local/share/taskdeck/vdir/", statusPath: "~/.local/share/vdirsyncer/status/",
            url: "https://dav.example.com/", username: "alice",
            password: #"password.fetch = ["command", "pass", "show", "dav.example.com"]"#, conflictResolution: .taskdeck(program: "taskdeck"))
    }

    @Test func readmeShowsTheTestedConfiguration() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let configuration = Self.testedConfiguration
        #expect(text.contains("```ini\n" + configuration + "```\n"), "README's configuration differs from:\n\(configuration)")
    }
}
