import TaskDomain
import TaskWording

/// Reads the `[fields.NAME]` sections into `FieldDeclaration`s, in the file's order:
///
/// ```toml
/// [fields.estimate]
/// type = "number"            # "string", "number", "date" or "duration"
/// label = "Estimate (h)"     # what the detail calls it (optional)
/// values = ["1", "2", "3"]   # the values it may take (optional)
/// ```
///
/// A mistake is an error naming its line, as every other setting's is.
struct FieldSettingsReader {
    static let section = "fields"
    static let keys = ["type", "label", "values"]

    let file: String
    private var declarations: [(name: String, line: Int, kind: FieldDeclaration.Kind?, label: String?, values: [String])] = []
    private(set) var warnings: [ConfigWarning] = []

    init(file: String) {
        self.file = file
    }

    mutating func read(_ entry: ConfigDocument.Entry) throws(ConfigError) {
        guard entry.path.count == 3 else {
            throw ConfigError(file: file, line: entry.line, .setting(.notInSection(key: entry.name, kind: .field)))
        }
        let (name, key) = (entry.path[1], entry.path[2])
        guard FieldDeclaration.isValidName(name) else {
            throw ConfigError(file: file, line: entry.line, .setting(.badFieldName(name)))
        }
        let index: Int
        if let existing = declarations.firstIndex(where: { $0.name == name }) {
            index = existing
        } else {
            declarations.append((name, entry.line, nil, nil, []))
            index = declarations.count - 1
        }
        switch key {
        case "type":
            guard case .string(let text) = entry.value, let kind = FieldDeclaration.Kind(rawValue: text.lowercased()) else {
                throw ConfigError(file: file, line: entry.line,
                                  .mustBe(key: entry.name, expected: .oneOf(FieldDeclaration.Kind.allCases.map(\.rawValue)),
                                          found: entry.value.foundWritten))
            }
            declarations[index].kind = kind
        case "label":
            guard case .string(let text) = entry.value, !text.isEmpty else {
                throw ConfigError(file: file, line: entry.line, .mustBe(key: entry.name, expected: .text, found: entry.value.foundWritten))
            }
            declarations[index].label = text
        case "values":
            guard case .list(let items) = entry.value, !items.isEmpty else {
                throw ConfigError(file: file, line: entry.line, .setting(.fieldValuesNotList(key: entry.name)))
            }
            declarations[index].values = items.map { item in
                switch item {
                case .string(let text): text
                case .integer(let number): String(number)
                case .decimal(let number): String(number)
                default: item.written
                }
            }
        default:
            warnings.append(ConfigWarning(file: file, line: entry.line,
                                          .ignored(.unknownKeyIn(key: key, section: "[fields.\(name)]", suggestion: nil, known: Self.keys))))
        }
    }

    /// The declarations, once every entry is read: each needs a type.
    func finished() throws(ConfigError) -> [FieldDeclaration] {
        try declarations.map { declaration throws(ConfigError) in
            guard let kind = declaration.kind else {
                throw ConfigError(file: file, line: declaration.line, .setting(.fieldNeedsType(declaration.name)))
            }
            return FieldDeclaration(name: declaration.name, kind: kind, label: declaration.label, values: declaration.values)
        }
    }
}
