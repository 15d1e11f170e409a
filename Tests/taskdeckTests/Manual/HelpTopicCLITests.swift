import Foundation
import TaskTestSupport
import TaskWording
import Testing
@testable import taskdeck

/// `taskdeck help TOPIC` as a user runs it: plain in a pipe, through the pager on a terminal.
@Suite struct HelpTopicCLITests {
    @Test(arguments: ManualTopic.allCases)
    func everyTopicPrintsPlainInAPipe(topic: ManualTopic) throws {
        let cli = try CLIHarness()
        #expect(cli.run(["help", topic.name], withFile: false) == 0)
        #expect(cli.out == ManualDriftTests.plain(topic))
        #expect(!cli.out.contains("\u{1B}"))
        #expect(cli.err.isEmpty)
    }

    @Test func helpListsTheCommandsAndTheTopics() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["help"], withFile: false) == 0)
        #expect(cli.out.contains("commands:"))
        for topic in ManualTopic.allCases { #expect(cli.out.contains("  \(topic.name) ")) }
        #expect(cli.run(["help", "topics"], withFile: false) == 0)
        #expect(cli.out == ManualText.index)
    }

    @Test func aCommandsHelpIsStillItsOwn() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["help", "add"], withFile: false) == 0)
        #expect(cli.out == HelpText.text(for: AddCommand.command))
    }

    @Test func anUnknownNameIsAUsageErrorThatPointsToTheLists() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["help", "dats"], withFile: false) == 64)
        #expect(cli.err.contains("no topic or command 'dats'"))
        #expect(cli.err.contains("taskdeck help topics"))
    }

    @Test func theKeysTopicShowsTheConfigFilesKeys() throws {
        let cli = try CLIHarness()
        let config = cli.folder.appending("config")
        try cli.folder.write("[keys.list]\ntoggle = [\"T\"]\n", to: config)
        cli.environment = ["TASKDECK_CONFIG": config.path]
        #expect(cli.run(["help", "keys"], withFile: false) == 0)
        let row = cli.out.split(separator: "\n").first { $0.hasPrefix("  toggle ") }
        #expect(row?.split(separator: " ").dropFirst().first == "T", "\(row ?? "")")
    }

    @Test func aBrokenConfigFileStillShowsTheKeysTopicWithTheDefaults() throws {
        let cli = try CLIHarness()
        let config = cli.folder.appending("config")
        try cli.folder.write("[keys.list]\ntoggle = [\"ctrl-i\"]\n", to: config)
        cli.environment = ["TASKDECK_CONFIG": config.path]
        #expect(cli.run(["help", "keys"], withFile: false) == 0)
        #expect(cli.out == ManualDriftTests.plain(.keys))
        #expect(cli.err.contains("showing the default keys"))
    }

    // MARK: - The pager

    @Test func aTerminalGetsThePagerWithTheStyledText() throws {
        let cli = try CLIHarness()
        let paged = cli.folder.appending("paged")
        cli.isTerminal = true
        cli.terminalWidth = 90
        cli.environment = ["PAGER": "cat > '\(paged.path)'"]
        #expect(cli.run(["help", "dates"], withFile: false) == 0)
        #expect(cli.out.isEmpty)
        let text = try String(contentsOf: paged, encoding: .utf8)
        #expect(text.hasPrefix("\u{1B}[1mDUE DATES\u{1B}[0m\n"))
        #expect(text == ManualLayout(width: 90, styled: true).text(of: ManualText.document(of: .dates, ManualContext())))
    }

    @Test(arguments: [nil, "", "cat", "less -S"] as [String?])
    func thePagerIsPAGERElseLess(pager: String?) {
        let expected: String? = switch pager {
        case nil: "less"
        case "", "cat": nil
        default: pager
        }
        #expect(ManualPager.command(environment: pager.map { ["PAGER": $0] } ?? [:]) == expected)
    }

    @Test func aPagerThatCannotRunLeavesTheTextOnTheTerminal() throws {
        let cli = try CLIHarness()
        cli.isTerminal = true
        cli.environment = ["PAGER": "no-such-pager-\(UUID().uuidString)"]
        #expect(cli.run(["help", "exit-codes"], withFile: false) == 0)
        #expect(cli.out.contains("EXIT CODES"))
    }
}
