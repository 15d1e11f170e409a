import Foundation
import TaskDomain

/// Taskwarrior's user-defined attributes (`estimate`, `client`: every key of a record that
/// is not one of Taskwarrior's own) and a task's custom fields (`CustomFields`).
///
/// A UDA whose value is text or a number is read as a field of that name, its value as text
/// (a number as `task export` wrote it: `3`, `2.5`); a date UDA (`20261202T093000Z`) and a
/// duration (`PT2H`) stay as Taskwarrior wrote them. Export writes a field that changed (or a
/// new one) back as a number when its text is one, else as text, which `task import` reads
/// for a UDA of any type; a field that did not change is left as the record had it, byte for
/// byte. A UDA of another shape (a list, an object) is not a field: it stays in the kept record.
enum TaskwarriorUDA {
    /// Taskwarrior's own attributes, never a UDA (the series' and the computed ones too).
    static let core: Set<String> = TaskwarriorFields.mapped.union(TaskwarriorFields.computed).union(TaskwarriorFields.series)
        .union(["depends", "template", "last", "parent", "mask", "imask", "rtype", "recur", "annotations"])

    /// The custom fields of a record.
    static func fields(of record: JSONRecord) -> [String: String] {
        var fields: [String: String] = [:]
        for (key, value) in record.object where !core.contains(key) {
            if let text = text(value) { fields[key] = text }
        }
        return fields
    }

    /// A JSON value as a field's text: a string as it is, a number as JSON writes it; nil for
    /// anything else (true / false, a list, an object, null).
    static func text(_ value: Any?) -> String? {
        if let text = value as? String { return text }
        guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
        let double = number.doubleValue
        guard double.isFinite else { return nil }
        if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
        return String(double)
    }

    /// The JSON value written for a field's text: a number when it is one (`3`, `-2.5`), else the text.
    static func json(_ text: String) -> Any {
        let isNumber = text.range(of: #"^-?(0|[1-9][0-9]{0,14})(\.[0-9]{1,12})?$"#, options: .regularExpression) != nil
        guard isNumber, let value = Double(text) else { return text }
        if !text.contains("."), let integer = Int64(text) { return NSNumber(value: integer) }
        return NSNumber(value: value)
    }

    /// Sets in `object` the fields of `task` that differ from `base` (all when there is none),
    /// and removes those it no longer has.
    static func write(_ task: Task, base: [String: String]?, into object: inout [String: Any]) {
        for (name, value) in task.fields.values where base?[name] != value { object[name] = json(value) }
        for name in (base ?? [:]).keys where task.fields[name] == nil { object[name] = nil }
    }

    private static func isBoolean(_ number: NSNumber) -> Bool {
        let type = String(cString: number.objCType)
        return type == "c" || type == "B"
    }
}
