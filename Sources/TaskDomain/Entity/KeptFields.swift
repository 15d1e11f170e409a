/// What another program's format said about a task that taskdeck does not read, kept with
/// the task so the task goes back to that program as it came: a todo.txt line as it was
/// written (its order, its `(D)`, its `h:1`), a Taskwarrior record with the fields taskdeck
/// has no place for (`wait`, a user-defined attribute, the template of a recurring series).
///
/// Keys are `<format>.<name>` (`todotxt.line`, `taskwarrior.record`), values the text the
/// format held. The domain never reads them and no edit changes them: an export to that
/// format uses a kept value only while it still describes the task (a kept todo.txt line
/// is written as it came only when it says what the task says), so a stale value can never
/// undo an edit. Every store keeps them (the task file's `kept`, a vdir's `X-TASKDECK-KEPT`).
public struct KeptFields: Hashable, Sendable {
    /// Every kept value, by `<format>.<name>`.
    public private(set) var values: [String: String]

    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    public static let none = KeptFields()

    public var isEmpty: Bool { values.isEmpty }

    /// The value `format` kept under `name`.
    public subscript(format: String, name: String) -> String? {
        values[Self.key(format, name)]
    }

    /// The names and values `format` kept.
    public func values(of format: String) -> [String: String] {
        let prefix = format + "."
        var result: [String: String] = [:]
        for (key, value) in values where key.hasPrefix(prefix) { result[String(key.dropFirst(prefix.count))] = value }
        return result
    }

    /// These fields with what `format` kept replaced by `values` (names without the prefix):
    /// a new import from one format replaces only what that format said before.
    public func replacing(format: String, with values: [String: String]) -> KeptFields {
        let prefix = format + "."
        var result = self.values.filter { !$0.key.hasPrefix(prefix) }
        for (name, value) in values { result[Self.key(format, name)] = value }
        return KeptFields(result)
    }

    /// The formats that kept something, sorted.
    public var formats: [String] {
        Array(Set(values.keys.compactMap { $0.split(separator: ".", maxSplits: 1).first.map(String.init) })).sorted()
    }

    static func key(_ format: String, _ name: String) -> String { format + "." + name }
}
