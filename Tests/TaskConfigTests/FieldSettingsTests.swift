import Testing
import TaskDomain
@testable import TaskConfig

/// `[fields.NAME]`: a custom field's type, label and values, each mistake an error on its line.
struct FieldSettingsTests {
    func read(_ text: String) throws -> ConfigSettings {
        try ConfigSchema.settings(of: try ConfigParser.parse(text, file: "c"), file: "c", home: "/h").0
    }

    @Test func declarationsAreRead() throws {
        let settings = try read("""
            [fields.estimate]
            type = "number"
            label = "Estimate (h)"

            [fields.size]
            type = "string"
            values = ["S", "M", "L"]
            """)
        #expect(settings.fields == [FieldDeclaration(name: "estimate", kind: .number, label: "Estimate (h)"),
                                    FieldDeclaration(name: "size", kind: .string, values: ["S", "M", "L"])])
    }

    @Test(arguments: [
        ("[fields.estimate]\ntype = \"integer\"", 2, "fields.estimate.type must be one of \"string\", \"number\", \"date\", \"duration\", not \"integer\""),
        ("[fields.estimate]\nlabel = \"E\"", 2, "[fields.estimate] needs a type: type = \"number\" (or \"string\", \"date\", \"duration\")"),
        ("[fields.\"2x\"]\ntype = \"number\"", 2, "[fields.2x]: a field's name is a letter, then letters, digits, _ or -"),
    ])
    func mistakesNameTheirLine(text: String, line: Int, message: String) {
        #expect(throws: ConfigError(file: "c", line: line, message: message)) { try read(text) }
    }
}
