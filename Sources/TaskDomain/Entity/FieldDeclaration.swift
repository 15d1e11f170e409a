import Foundation

/// A custom field the config file declares (`[fields.estimate] type = "number"`): its type,
/// the label the detail shows, and the values it may take. The CLI reads a value set with
/// `--set` by it (and refuses one that does not fit); the filter compares by it
/// (`estimate:>2` is a number comparison, `review:<fri` a date's); the urgency may weigh its
/// values.
public struct FieldDeclaration: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case string, number, date, duration
    }

    public let name: String
    public let kind: Kind
    /// What the detail calls it (the name when none).
    public let label: String?
    /// The values it may take (any when empty): `values = ["S", "M", "L"]`.
    public let values: [String]

    public init(name: String, kind: Kind, label: String? = nil, values: [String] = []) {
        self.name = name
        self.kind = kind
        self.label = label
        self.values = values
    }

    /// Whether `name` can be a field's name: a letter, then letters, digits, `_` or `-`
    /// (a filter word `name:value`, a config section `[fields.name]`, a Taskwarrior UDA).
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "-" }
    }

    /// The text stored for what a person typed: a number as written (`3`, `2.5`), a date as
    /// `YYYY-MM-DD[THH:MM]` (read as the due date's phrases are), a duration as ISO 8601
    /// (`PT1H30M`, read from `90min`, `1h30m`, `2d`, `PT2H`); throws naming the field when it
    /// does not read or is not among its values.
    public func storedValue(_ typed: String, dates: DateReader) throws(TaskDomainError) -> String {
        let text = typed.trimmingCharacters(in: .whitespaces)
        func refuse() -> TaskDomainError { .invalidFieldValue(field: name, value: typed, kind: kind.rawValue, allowed: values) }
        let stored: String
        switch kind {
        case .string:
            stored = text
        case .number:
            guard let number = Double(text), number.isFinite else { throw refuse() }
            _ = number
            stored = text
        case .date:
            guard let due = try? dates.parse(text) else { throw refuse() }
            stored = due.storageString
        case .duration:
            guard let seconds = FieldValue.seconds(of: text) else { throw refuse() }
            stored = FieldValue.isoDuration(seconds)
        }
        if !values.isEmpty, !values.contains(stored) { throw refuse() }
        return stored
    }
}
