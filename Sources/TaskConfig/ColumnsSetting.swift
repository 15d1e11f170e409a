import TaskDomain
import TaskWording

/// A `columns = [...]` setting, as `[list]` and each `[views.NAME]` give it: column names
/// in quotes, each known, none twice, the title among them.
enum ColumnsSetting {
    /// The columns of `entry`, whose key is called `name` in errors (`list.columns`); a
    /// declared custom field (`fields`) is a column by its name.
    static func read(_ entry: ConfigDocument.Entry, named name: String, file: String,
                     fields: [FieldDeclaration]) throws(ConfigError) -> [ListColumn] {
        let names = ListColumn.names(fields: fields)
        guard case .list(let values) = entry.value else {
            let found: ConfigProblem.Found = if case .string(let text) = entry.value { .written(ConfigValue.quoted(String(text.prefix(80)))) }
                else { entry.value.foundKind }
            throw ConfigError(file: file, line: entry.line, .mustBe(key: name, expected: .columns(names: names), found: found))
        }
        var columns: [ListColumn] = []
        for value in values {
            guard case .string(let text) = value, let column = ListColumn(name: text, fields: fields) else {
                let found: ConfigProblem.Found = if case .string(let text) = value { .written(ConfigValue.quoted(text)) } else { value.foundKind }
                throw ConfigError(file: file, line: entry.line, .setting(.notAColumn(key: name, found: found, names: names)))
            }
            guard !columns.contains(column) else {
                throw ConfigError(file: file, line: entry.line, .setting(.columnTwice(key: name, column: column.name)))
            }
            columns.append(column)
        }
        guard columns.contains(.title) else {
            throw ConfigError(file: file, line: entry.line, .setting(.titleMissing(key: name)))
        }
        return columns
    }
}
