import Foundation
import TaskDomain

/// A task's custom fields (`CustomFields`) in a VTODO: every `X-` property that is not
/// taskdeck's own (`X-TASKDECK-…`) is a field, named by the rest of its name in lowercase
/// (`X-ESTIMATE:3` is `estimate` = `3`, another client's `X-MOZ-GENERATION:2` is
/// `moz-generation`), its value unescaped. A field whose name cannot be a property name
/// (`my_field`, from a Taskwarrior UDA) is `X-TASKDECK-FIELD;NAME=my_field:…`.
///
/// Lines are rewritten only for the fields that changed: another client's properties (and
/// their parameters) stay byte for byte, and a field set in taskdeck becomes its own line.
enum VTodoFields {
    static let ownPrefix = "X-TASKDECK-"
    static let namedProperty = "X-TASKDECK-FIELD"

    static func read(_ todo: ICalendarComponent) -> CustomFields {
        var values: [String: String] = [:]
        for item in todo.items {
            guard case .property(let line) = item, line.name.hasPrefix("X-"), line.name.count > 2 else { continue }
            if line.name == namedProperty {
                if let name = line.parameter("NAME"), !name.isEmpty { values[name] = ICalendarText.unescape(line.value) }
                continue
            }
            guard !line.name.hasPrefix(ownPrefix) else { continue }
            values[String(line.name.dropFirst(2)).lowercased()] = ICalendarText.unescape(line.value)
        }
        return CustomFields(values)
    }

    /// Changes the lines of the fields that differ between `old` and `new`.
    static func write(from old: CustomFields, to new: CustomFields, in todo: inout ICalendarComponent) {
        let names = Set(old.values.keys).union(new.values.keys).filter { old[$0] != new[$0] }
        for name in names.sorted() {
            let value = new[name]
            if let property = propertyName(of: name) {
                if let value {
                    let parameters = todo.property(named: property)?.parameters ?? []
                    todo.set(ContentLine(name: property, parameters: parameters, value: ICalendarText.escape(value)))
                } else {
                    todo.remove(property)
                }
            } else {
                todo.items.removeAll { item in
                    guard case .property(let line) = item else { return false }
                    return line.name == namedProperty && line.parameter("NAME") == name
                }
                if let value {
                    // Inserted, not `set`: `set` would replace another field's line of the same property name.
                    let line = ContentLine(name: namedProperty, parameters: [.init(name: "NAME", values: [name])],
                                           value: ICalendarText.escape(value))
                    let last = todo.items.lastIndex { if case .property = $0 { return true } else { return false } }
                    todo.items.insert(.property(line), at: last.map { $0 + 1 } ?? 0)
                }
            }
        }
    }

    /// `X-ESTIMATE` for `estimate`; nil when the name cannot be a property's (or would be taskdeck's own).
    static func propertyName(of name: String) -> String? {
        let upper = "X-" + name.uppercased()
        guard !name.isEmpty, !upper.hasPrefix(ownPrefix),
              name.unicodeScalars.allSatisfy({ ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || $0 == "-" }) else { return nil }
        return upper
    }
}
