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
        let error = #expect(throws: ConfigError.self) { try read(text) }
        #expect(error?.file == "c" && error?.line == line && error?.message == message)
    }

    /// A declared field is a sort and a column of the list and of a view, wherever in the file
    /// it is declared (here after them).
    @Test func aDeclaredFieldIsASortAndAColumn() throws {
        let settings = try read("""
            [list]
            sort = "Estimate"
            columns = ["title", "estimate", "due"]

            [views.sized]
            filter = "size:any"
            sort = "size"
            columns = ["size", "title"]

            [fields.estimate]
            type = "number"

            [fields.size]
            type = "string"
            values = ["S", "M", "L"]
            """)
        let estimate = FieldDeclaration(name: "estimate", kind: .number)
        let size = FieldDeclaration(name: "size", kind: .string, values: ["S", "M", "L"])
        #expect(settings.listSort?.value == .field(estimate))
        #expect(settings.listColumns?.value == [.title, .field(estimate), .due])
        #expect(settings.views.first?.sort?.value == .field(size))
        #expect(settings.views.first?.columns?.value == [.field(size), .title])
    }

    @Test(arguments: [
        ("[list]\nsort = \"effort\"\n[fields.estimate]\ntype = \"number\"", 2,
         "list.sort must be one of \"due\", \"priority\", \"created\", \"title\", \"urgency\", \"estimate\", not \"effort\""),
        ("[list]\ncolumns = [\"title\", \"effort\"]\n[fields.estimate]\ntype = \"number\"", 2,
         "list.columns: \"effort\" is not a column; expected some of \"priority\", \"title\", \"project\", \"tags\", \"due\", "
            + "\"wait\", \"scheduled\", \"urgency\", \"active\", \"estimate\""),
        ("[views.v]\nfilter = \"x\"\nsort = \"effort\"", 3,
         "views.v.sort must be one of \"due\", \"priority\", \"created\", \"title\", \"urgency\", not \"effort\""),
    ])
    func anUnknownSortOrColumnNamesTheFieldsThatExist(text: String, line: Int, message: String) {
        let error = #expect(throws: ConfigError.self) { try read(text) }
        #expect(error?.file == "c" && error?.line == line && error?.message == message)
    }
}
