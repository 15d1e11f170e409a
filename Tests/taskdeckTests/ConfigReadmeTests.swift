import Foundation
import Testing
@testable import taskdeck

/// README's example config file is read without a warning, and what README says
/// `taskdeck config` prints for it is what it prints.
struct ConfigReadmeTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The first fenced block after `marker` in the Configuration section, without its fences.
    static func block(after marker: String) throws -> String {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.range(of: "## Configuration\n"))
        let start = try #require(text.range(of: marker, range: section.upperBound..<text.endIndex))
        let open = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let firstLine = try #require(text.range(of: "\n", range: open.upperBound..<text.endIndex))
        let close = try #require(text.range(of: "```\n", range: firstLine.upperBound..<text.endIndex))
        return String(text[firstLine.upperBound..<close.lowerBound])
    }

    @Test func theExampleFileGivesThePrintedSettings() throws {
        let cli = try CLIHarness()
        let config = cli.folder.appending("config")
        try cli.folder.write(try Self.block(after: "### The format"), to: config)
        cli.environment = ["HOME": "/home/alice", "TASKDECK_CONFIG": config.path, "TASKDECK_LOCK_TIMEOUT": "2"]
        #expect(cli.run(["config"], withFile: false) == 0)
        #expect(cli.err.isEmpty, "README's example has a warning: \(cli.err)")
        let printed = try Self.block(after: "`taskdeck config` prints the settings in effect")
            .split(separator: "\n").dropFirst(2)
        #expect(cli.out.split(separator: "\n").dropFirst(1).map(String.init) == printed.map(String.init))
        #expect(!printed.isEmpty)
    }
}
