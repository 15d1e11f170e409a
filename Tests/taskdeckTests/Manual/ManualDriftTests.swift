import Foundation
import TaskConfig
import TaskDomain
import TaskScenes
import TaskTestSupport
import TaskWording
import TerminalCore
import Testing
@testable import taskdeck

/// The manual's text and the code agree: what the text names exists, and what the code
/// has is named. Each test fails when one of them changes without the other.
@Suite struct ManualDriftTests {
    /// Every topic, laid out plain, as `taskdeck help TOPIC | cat` prints it.
    static func plain(_ topic: ManualTopic, _ context: ManualContext = ManualContext()) -> String {
        ManualLayout(width: 80, styled: false).text(of: ManualText.document(of: topic, context))
    }

    @Test(arguments: ManualTopic.allCases)
    func everyTopicHasATitleAndText(topic: ManualTopic) {
        let document = ManualText.document(of: topic, ManualContext())
        guard case .heading(level: 1, let title)? = document.blocks.first else {
            Issue.record("\(topic.name) does not start with a title")
            return
        }
        #expect(!title.isEmpty)
        #expect(document.blocks.count > 2, "\(topic.name) is nearly empty")
        // Only the title is a level-1 heading: the man page makes each a section.
        #expect(document.blocks.dropFirst().allSatisfy { if case .heading(level: 1, _) = $0 { false } else { true } })
    }

    // MARK: - Keys: from the key maps in effect

    @Test func theKeysTopicNamesEveryActionOfEverySceneWithItsKeys() {
        let text = Self.plain(.keys)
        let maps = SceneKeyMaps.defaults
        for scene in SceneKeyMaps.sceneNames {
            #expect(text.contains("[keys.\(scene)]"))
            for (named, summary) in zip(maps.namedStrokes(of: scene), maps.summaries(of: scene)) {
                let keys = named.strokes.map { KeySpec.name(of: $0) }.joined(separator: " ")
                let row = text.split(separator: "\n").first { $0.split(separator: " ").first.map(String.init) == named.name
                    && $0.contains(keys) && $0.contains(String(summary.prefix(20))) }
                #expect(row != nil, "no row '\(named.name)  \(keys)  \(summary)' under [keys.\(scene)]")
            }
        }
    }

    @Test func theKeysTopicShowsTheUsersRemaps() throws {
        let (maps, _) = try KeyConfiguration.resolve(preset: nil, remaps: [
            KeyRemap(scene: "list", action: "toggle", keys: ["T", "ctrl-t"], line: 3),
        ])
        let text = Self.plain(.keys, ManualContext(keyMaps: maps))
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("  toggle ") })
        #expect(row.contains("T ctrl-t"), "\(row)")
        #expect(!Self.plain(.keys).contains("T ctrl-t"))
    }

    @Test func theKeysEveryScreenHasAreTheGlobalMap() {
        let text = Self.plain(.keys)
        for entry in GlobalKeys.map.helpSections.flatMap(\.entries) {
            #expect(text.contains(entry.keys) && text.contains(entry.summary), "\(entry)")
        }
    }

    // MARK: - Settings: from the config schema

    @Test func theConfigTopicNamesEverySettingWithItsDefault() {
        let text = Self.plain(.config)
        for key in ConfigSchema.keys {
            let row = text.split(separator: "\n").first { $0.hasPrefix("  [\(key.section)] \(key.name) ") }
            #expect(row != nil, "no row for [\(key.section)] \(key.name)")
            if !key.commentedOut { #expect(row?.contains(key.shown.written) == true, "\(key.fullName): \(row ?? "")") }
        }
    }

    /// Every `[section] key` and `section.key` the topics name in code is a setting the
    /// schema knows (or one of the sections it reads apart: keys, theme colours, views).
    @Test(arguments: ManualTopic.allCases)
    func everySettingATopicNamesExists(topic: ManualTopic) throws {
        let source = ManualText.source(of: topic, ManualContext())
        let known = Set(ConfigSchema.keys.map(\.fullName))
        let pattern = try Regex(#"`\[(store|sync|editor|list|theme|mouse|urgency|start|next)\] ([a-z-]+)"#)
        for match in source.matches(of: pattern) {
            let name = "\(match.output[1].substring ?? "").\(match.output[2].substring ?? "")"
            #expect(known.contains(name), "\(topic.name) names [\(name)], which the schema does not have")
        }
    }

    // MARK: - Commands and options: from the command table

    @Test func theCommandsTopicHasEveryCommandAndOption() {
        let text = Self.plain(.commands)
        for option in CommandLineParser.globalOptions { #expect(text.contains(option.name)) }
        for command in CommandTable.commands {
            #expect(text.contains("taskdeck \(command.usage)"), "\(command.name)")
            for option in command.options { #expect(text.contains(option.name), "\(command.name) \(option.name)") }
        }
    }

    /// Every `taskdeck …` line in a topic's code blocks is a command line taskdeck reads:
    /// its command and options exist and take what they are given.
    @Test(arguments: ManualTopic.allCases)
    func everyCommandLineInATopicParses(topic: ManualTopic) {
        let parser = CommandLineParser(commands: CommandTable.commands)
        for line in ManualExamples.commandLines(in: ManualText.document(of: topic, ManualContext())) {
            do {
                _ = try parser.parse(line.arguments)
            } catch {
                Issue.record("\(topic.name): '\(line.text)' does not parse: \(error.message)")
            }
        }
    }

    @Test func theExamplesAreFound() {
        // The reader of examples finds them (a test of the test: none found would pass anything).
        let lines = ManualExamples.commandLines(in: ManualText.document(of: .commands, ManualContext()))
        #expect(lines.count > 10)
        #expect(lines.contains { $0.arguments == ["add", "Buy milk", "--due", "tomorrow", "--tag", "shop"] })
    }

    // MARK: - Filter words: from FilterWords, read by the parser

    @Test func theFiltersTopicShowsEveryFilterWord() {
        let text = Self.plain(.filters)
        for entry in FilterWords.entries {
            #expect(text.contains(entry.examples.joined(separator: ", ")), "\(entry.examples)")
        }
    }

    /// The examples block of the filters topic: each filter (before the gap) reads.
    @Test func theFiltersTopicsExamplesRead() throws {
        let parser = FilterParser(clock: FixedClock(year: 2026, month: 3, day: 11, hour: 10))
        let document = ManualText.document(of: .filters, ManualContext())
        var read = 0
        for case .code(let lines, _) in document.blocks {
            for line in lines {
                let filter = String(line.split(separator: "   ", maxSplits: 1).first ?? "")
                #expect(throws: Never.self, "'\(filter)'") { try parser.parse(filter) }
                read += 1
            }
        }
        #expect(read >= 5)
    }

    // MARK: - The config topic's example

    /// The example file reads without a warning, and what the topic says `taskdeck config`
    /// prints for it is what it prints.
    @Test func theConfigExampleGivesThePrintedSettings() throws {
        try ConfigExample.expectExampleGivesPrintedSettings(in: ConfigTopic.text, section: "# The config file\n")
    }

    /// The vdirsyncer configuration is the one the sync tests run with.
    @Test func theSyncTopicShowsTheTestedConfiguration() {
        let configuration = SyncTopicConfiguration.tested
        #expect(SyncTopic.text.contains("```ini\n" + configuration + "```\n"), "the sync topic differs from:\n\(configuration)")
    }
}
