import TaskDomain
import TaskWording

/// A `columns = [...]` setting, as `[list]` and each `[views.NAME]` give it: column names
/// in quotes, each known, none twice, the title among them.
enum ColumnsSetting {
    /// The columns of `entry`, whose key is called `name` in errors (`list.columns`); a
    /// declared custom field (`fields`) is a column by its name.
    static func read(_ entry: ConfigDocument.Entry, named name: String, file: String,
                     fields: [FieldDeclaration]) throws(ConfigError) -> [ListColumn] {
        let names = ListColumn.names(fields: fields).map(ConfigValue.quoted).joined(separator: ", ")
        guard case .list(let values) = entry.value else {
            let found = if case .string(let text) = entry.value { ConfigValue.quoted(String(text.prefix(80))) } else { entry.value.kind }
            throw ConfigError(file: file, line: entry.line,
                              message: "\(name) must be a list of column names in quotes, some of \(names), not \(found)")
        }
        var columns: [ListColumn] = []
        for value in values {
            guard case .string(let text) = value, let column = ListColumn(name: text, fields: fields) else {
                let found = if case .string(let text) = value { ConfigValue.quoted(text) } else { value.kind }
                throw ConfigError(file: file, line: entry.line,
                                  message: "\(name): \(found) is not a column; expected some of \(names)")
            }
            guard !columns.contains(column) else {
                throw ConfigError(file: file, line: entry.line,
                                  message: "\(name) names \(ConfigValue.quoted(column.name)) twice; give each column once")
            }
            columns.append(column)
        }
        guard columns.contains(.title) else {
            throw ConfigError(file: file, line: entry.line,
                              message: "\(name) must include \"title\": a row without its title says nothing")
        }
        return columns
    }
}
