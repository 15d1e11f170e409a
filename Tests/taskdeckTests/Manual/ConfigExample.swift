import Foundation
import Testing
@testable import taskdeck

/// Reading a topic's example config file and what it says `taskdeck config` prints for it,
/// for the drift tests of the config and keys topics.
enum ConfigExample {
    /// The first fenced block after `marker` in `text` from `section` on, without its fences.
    static func block(after marker: String, in text: String, section heading: String) throws -> String {
        let section = try #require(text.range(of: heading))
        let start = try #require(text.range(of: marker, range: section.upperBound..<text.endIndex))
        let open = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let firstLine = try #require(text.range(of: "\n", range: open.upperBound..<text.endIndex))
        let close = try #require(text.range(of: "```\n", range: firstLine.upperBound..<text.endIndex))
        // The topics' blocks are indented as the Swift string around them is not: lines as written.
        return String(text[firstLine.upperBound..<close.lowerBound])
    }

    /// The example after "The format" gives, through `taskdeck config`, the block after
    /// "`taskdeck config` prints the settings in effect".
    static func expectExampleGivesPrintedSettings(in text: String, section: String) throws {
        let cli = try CLIHarness()
        let config = cli.folder.appending("config")
        try cli.folder.write(try block(after: "The format", in: text, section: section), to: config)
        cli.environment = ["HOME": "/home/alice", "TASKDECK_CONFIG": config.path, "TASKDECK_LOCK_TIMEOUT": "2"]
        #expect(cli.run(["config"], withFile: false) == 0)
        #expect(cli.err.isEmpty, "the example has a warning: \(cli.err)")
        let printed = try block(after: "`taskdeck config` prints the settings in effect", in: text, section: section)
            .split(separator: "\n").dropFirst(2)
        #expect(cli.out.split(separator: "\n").dropFirst(1).map(String.init) == printed.map(String.init))
        #expect(!printed.isEmpty)
    }
}
