import Foundation
import TaskDomain

/// A task's kept fields (`KeptFields`: what another program's format said that taskdeck
/// does not read) as `X-TASKDECK-KEPT;NAME=<format>.<name>:<text>`, one line per field, so
/// a todo.txt line or a Taskwarrior record imported into a vdir travels to the server and
/// the other machines with the task.
enum VTodoKept {
    static let property = "X-TASKDECK-KEPT"

    static func read(_ todo: ICalendarComponent) -> KeptFields {
        var values: [String: String] = [:]
        for line in todo.properties(named: property) {
            guard let name = line.parameter("NAME"), !name.isEmpty else { continue }
            values[name] = ICalendarText.unescape(line.value)
        }
        return KeptFields(values)
    }

    /// Replaces the lines by those of `kept`; a line that still says the same stays as it is.
    static func write(_ kept: KeptFields, in todo: inout ICalendarComponent) {
        var wanted = kept.values
        todo.items = todo.items.compactMap { item in
            guard case .property(let line) = item, line.name == property else { return item }
            guard let name = line.parameter("NAME"), wanted[name] == ICalendarText.unescape(line.value) else { return nil }
            wanted[name] = nil
            return item
        }
        let last = todo.items.lastIndex { if case .property = $0 { return true } else { return false } }
        var position = last.map { $0 + 1 } ?? 0
        for (name, value) in wanted.sorted(by: { $0.key < $1.key }) {
            let line = ContentLine(name: property, parameters: [.init(name: "NAME", values: [name])],
                                   value: ICalendarText.escape(value))
            todo.items.insert(.property(line), at: position)
            position += 1
        }
    }
}
