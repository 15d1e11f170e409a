/// A task's own fields beyond taskdeck's (Taskwarrior's user-defined attributes): `estimate`
/// = `3`, `client` = `ACME`, by name, each value as text, exactly as it came or was set.
///
/// A first-class part of the task, unlike `KeptFields` (another format's leftovers, which the
/// domain never reads): a field can be set, filtered, shown and written by every store and by
/// the formats that hold such fields (Taskwarrior's UDAs, a vdir's `X-` properties, taskdeck's
/// JSON). The config file may declare a field's type (`FieldDeclaration`), which the filter
/// and the CLI read its text by; an undeclared field is text. A value is never rewritten on
/// its own: what came from another program goes back to it as it came.
public struct CustomFields: Hashable, Sendable {
    /// Every field, by name.
    public private(set) var values: [String: String]

    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    public static let none = CustomFields()

    public var isEmpty: Bool { values.isEmpty }

    public subscript(name: String) -> String? { values[name] }

    /// The fields by name, for display and stable output.
    public var sorted: [(name: String, value: String)] {
        values.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    }

    /// These fields with `name` set to `value` (nil: removed).
    public func setting(_ name: String, to value: String?) -> CustomFields {
        var copy = self
        copy.values[name] = value
        return copy
    }
}
