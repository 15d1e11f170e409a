import Foundation
import TaskDomain
import TaskTestSupport
import Testing
@testable import TaskWording

/// The filter words Help and the manual show are words the filter parser reads, each as
/// the kind of test it says: a field word is not read as text to look for.
@Suite struct FilterWordsTests {
    static let parser = FilterParser(clock: FixedClock(year: 2026, month: 3, day: 11, hour: 10))

    @Test(arguments: FilterWords.entries.flatMap(\.examples))
    func everyExampleReads(example: String) {
        #expect(throws: Never.self) { try Self.parser.parse(example) }
    }

    /// A `key:` example names a field the parser knows: a word before a colon that is no
    /// field (`dew:today`) is refused, so an example that reads is a field; this holds the
    /// refusal to account, for a misspelling of each example's field.
    @Test(arguments: FilterWords.entries.flatMap(\.examples).filter { $0.contains(":") })
    func everyFieldWordIsAField(example: String) throws {
        let field = String(example.prefix { $0 != ":" }).trimmingCharacters(in: ["-", "("])
        #expect(throws: FilterError.self) { try Self.parser.parse("x\(field):today") }
    }

    /// Every field the parser reads has an entry: a word of each is refused when its value is
    /// wrong, which only a field does (text would take anything).
    @Test(arguments: ["due", "status", "is"])
    func everyFieldTheParserReadsIsShown(field: String) {
        #expect(throws: FilterError.self) { try Self.parser.parse("\(field):nonsense-value") }
        #expect(FilterWords.entries.contains { $0.examples.contains { $0.hasPrefix(field + ":") } })
    }
}
