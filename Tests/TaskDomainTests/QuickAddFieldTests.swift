import Testing
@testable import TaskDomain
import TaskTestSupport

/// Quick add reads a declared custom field's `name:value` by its type (issue 23); an
/// undeclared one stays in the title, as before.
struct QuickAddFieldTests {
    let fields = [FieldDeclaration(name: "estimate", kind: .number),
                  FieldDeclaration(name: "size", kind: .string, values: ["S", "M", "L"]),
                  FieldDeclaration(name: "spent", kind: .duration),
                  FieldDeclaration(name: "review", kind: .date)]
    var parser: QuickAddParser { QuickAddParser(clock: Fixtures.clock, fields: fields) }

    @Test(arguments: [
        ("Paint fence estimate:4 size:L", "Paint fence", ["estimate": "4", "size": "L"]),
        ("Paint fence Estimate:2.5", "Paint fence", ["estimate": "2.5"]),
        ("Log time spent:90min", "Log time", ["spent": "PT1H30M"]),
        ("Check review:2026-03-20 again", "Check again", ["review": "2026-03-20"]),
        ("Note effort:3", "Note effort:3", [:]),                 // undeclared: the title's, as before
        ("Read re: memo size:M", "Read re: memo", ["size": "M"]),
    ] as [(String, String, [String: String])])
    func declaredFieldsAreReadByTheirType(text: String, title: String, values: [String: String]) {
        let result = parser.parse(text)
        #expect(result.title == title)
        #expect(result.fields == values)
        #expect(result.problems.isEmpty)
    }

    @Test func aValueThatDoesNotReadIsAProblemNotTitleText() {
        let wrongType = parser.parse("Paint door estimate:lots")
        #expect(wrongType.problems == [.invalidFieldValue(field: "estimate", value: "lots", kind: "number", allowed: [])])
        let notAllowed = parser.parse("Paint shed size:XL")
        #expect(notAllowed.problems == [.invalidFieldValue(field: "size", value: "XL", kind: "string", allowed: ["S", "M", "L"])])
    }

    @Test func withoutDeclarationsOrWithFieldsLeftOutTheWordsStay() {
        #expect(QuickAddParser(clock: Fixtures.clock).parse("Paint estimate:4").title == "Paint estimate:4")
        let left = parser.parse("Paint estimate:4", reading: QuickAddParser.Tokens.all.subtracting(.fields))
        #expect(left.title == "Paint estimate:4" && left.fields.isEmpty)
    }

    @Test func theReadPartsNameTheFields() {
        let result = parser.parse("Paint fence size:L estimate:4 +home")
        #expect(result.readParts { $0.words } == ["+home", "estimate 4", "size L"])
        #expect(!result.isPlainTitle)
    }
}
