import Foundation
import TaskWording
import Testing
@testable import taskdeck

/// README is the five-minute page: short, and true where it shows the program. The reference
/// lives in the topics (their drift tests hold them to the code); these hold README to the
/// topics and the command table.
@Suite struct ReadmeTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    }

    @Test func itReadsInFiveMinutes() throws {
        let lines = try Self.readme().split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 250, "README has \(lines) lines; the reference belongs in the topics")
    }

    /// Every `taskdeck …` line in README's code blocks is a command line taskdeck reads.
    @Test func everyCommandLineParses() throws {
        let parser = CommandLineParser(commands: CommandTable.commands)
        let lines = ManualExamples.commandLines(in: ManualDocument(markdown: try Self.readme()))
        #expect(lines.count >= 8, "the examples were not found")
        for line in lines {
            do {
                _ = try parser.parse(line.arguments)
            } catch {
                Issue.record("'\(line.text)' does not parse: \(error.message)")
            }
        }
    }

    /// The topics table names every topic of the manual, and nothing else.
    @Test func theTopicsTableIsTheManual() throws {
        let document = ManualDocument(markdown: try Self.readme())
        let table = try #require(document.blocks.compactMap { block -> [[String]]? in
            guard case .table(let header, let rows) = block, header.first == "topic" else { return nil }
            return rows
        }.first)
        let named = table.flatMap { row in
            row[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["`"]) }
        }
        #expect(named.sorted() == ManualTopic.allCases.map(\.name).sorted())
    }

    /// The test command README gives is the one CI runs.
    @Test func theTestCommandIsTheOneCIRuns() throws {
        let readme = try Self.readme()
        let ci = try String(contentsOf: Self.folder.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(readme.contains("\n.ci/test "))
        #expect(ci.split(separator: "\n").contains(".ci/test"))
        #expect(FileManager.default.isExecutableFile(atPath: Self.folder.appendingPathComponent(".ci/test").path))
    }
}
