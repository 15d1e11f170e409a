import TaskDomain
import TaskWording
import Testing
@testable import TaskConfig

/// What the reader finds is a fact (`ConfigProblem`), compared as a case: the sentences are
/// ConfigProblemTextTests' and the other suites'.
struct ConfigProblemFactsTests {
    static let file = "/home/a/.config/taskdeck/config"

    static func problem(_ text: String) -> ConfigError? {
        do {
            let document = try ConfigParser.parse(text, file: file)
            _ = try ConfigSchema.settings(of: document, file: file, home: "/home/a")
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("[list]\nsort = \"due\"\nsort = \"title\"", 3, nil, ConfigProblem.syntax(.setTwice(name: "list.sort", firstLine: 2))),
        ("[list]\nsort = due", 2, 8, .syntax(.bareWord("due"))),
        ("[list\n", 1, 6, .syntax(.sectionCloseExpected(found: .endOfLine))),
        ("[mouse]\nenabled = \"yes\"", 2, nil,
         .mustBe(key: "mouse.enabled", expected: .trueOrFalse, found: .written("\"yes\""))),
        ("[mouse]\nenabled = [true]", 2, nil, .mustBe(key: "mouse.enabled", expected: .trueOrFalse, found: .kind(.list))),
        ("[sync]\ntimeout = 0", 2, nil, .mustBe(key: "sync.timeout", expected: .wholeSeconds(ConfigDefaults.syncTimeoutRange),
                                                   found: .written("0"))),
        ("[store]\nfile = \"a\"\nvdir = \"b\"", 3, nil, .setting(.twoStores(otherLine: 2))),
        ("[list]\ncolumns = [\"due\"]", 2, nil, .setting(.titleMissing(key: "list.columns"))),
        ("[views.work]\nsort = \"due\"", 2, nil, .setting(.needsFilter(section: "[views.work]", example: "+work !>=medium"))),
    ] as [(String, Int, Int?, ConfigProblem)])
    func eachMistakeIsACaseAtItsPlace(text: String, line: Int, column: Int?, problem: ConfigProblem) {
        #expect(Self.problem(text) == ConfigError(file: Self.file, line: line, column: column, problem))
    }

    @Test func anUnknownKeyIsAWarningWithTheNearestKnownOne() throws {
        let document = try ConfigParser.parse("[list]\nsrot = \"due\"", file: Self.file)
        let (_, warnings) = try ConfigSchema.settings(of: document, file: Self.file, home: "/home/a")
        let known = ConfigSchema.keys.filter { $0.section == "list" }.map(\.name)
        #expect(warnings == [ConfigWarning(file: Self.file, line: 2,
                                           .ignored(.unknownKeyIn(key: "srot", section: "[list]", suggestion: "sort", known: known)))])
    }
}
