import TaskDomain

/// `--set NAME=VALUE` (repeatable) on `add` and `edit`: a custom field the config file
/// declares (`[fields.NAME]`), its value read by its type (`--set estimate=3`,
/// `--set review=fri`, `--set spent=90min`); `--set NAME=` clears it. A name the config does
/// not declare is a usage error naming the declared ones, so a typo never makes a field.
enum CustomFieldOptions {
    static let option = OptionSpec.value("--set", repeatable: true, allowsEmpty: true,
                                         "NAME=VALUE  set a custom field the config file declares ([fields.NAME]); NAME= clears it")

    /// Each field named, with its stored value (nil: cleared).
    static func values(_ arguments: ParsedArguments, declarations: [FieldDeclaration],
                       dates: DateReader) throws -> [String: String?] {
        var result: [String: String?] = [:]
        for text in arguments.values("--set") {
            guard let equals = text.firstIndex(of: "=") else {
                throw CLIError.usage("--set takes NAME=VALUE (such as --set estimate=3), not '\(text)'")
            }
            let name = String(text[..<equals]).trimmingCharacters(in: .whitespaces)
            let value = String(text[text.index(after: equals)...])
            guard let declaration = declarations.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                let known = declarations.map(\.name)
                throw CLIError.usage("--set: no field '\(name)' is declared; "
                                     + (known.isEmpty ? "declare it in the config file: [fields.\(name)] type = \"number\""
                                                      : "declared: " + known.joined(separator: ", ")
                                                          + " (add [fields.\(name)] to the config file for another)"))
            }
            result[declaration.name] = value.trimmingCharacters(in: .whitespaces).isEmpty ? .some(nil)
                : .some(try declaration.storedValue(value, dates: dates))
        }
        return result
    }
}
