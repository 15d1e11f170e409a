import Foundation
import TaskDomain

/// The parent of a task as `RELATED-TO;RELTYPE=PARENT:<parent UID>` (RFC 5545 §3.8.4.5;
/// RELTYPE defaults to PARENT, so a bare `RELATED-TO:<uid>` is a parent too). RELATED-TO
/// lines of other types (CHILD, SIBLING, X-…) are another client's and stay untouched.
enum VTodoParent {
    static let property = "RELATED-TO"

    /// The parent's task ID: the first RELATED-TO of type PARENT, its UID read like any UID.
    static func read(_ todo: ICalendarComponent) -> TaskID? {
        guard let line = todo.properties(named: property).first(where: isParent) else { return nil }
        let uid = ICalendarText.unescape(line.value).trimmingCharacters(in: .whitespaces)
        return uid.isEmpty ? nil : TaskUID.taskID(forUID: uid)
    }

    /// Replaces the PARENT lines by one naming `parent` (none for nil). A line that already
    /// names that parent (by a UID taskdeck did not make) is kept as it is; a new one names
    /// it by `uid` (its real UID, where another client made it).
    static func write(_ parent: TaskID?, in todo: inout ICalendarComponent,
                      uid: (TaskID) -> String = TaskUID.uid(for:)) {
        var kept = false
        todo.items = todo.items.compactMap { item in
            guard case .property(let line) = item, line.name == property, isParent(line) else { return item }
            let same = parent.map { TaskUID.taskID(forUID: ICalendarText.unescape(line.value)) == $0 } ?? false
            guard same, !kept else { return nil }
            kept = true
            return item
        }
        guard let parent, !kept else { return }
        let last = todo.items.lastIndex { if case .property = $0 { return true } else { return false } }
        let line = ContentLine(name: property, parameters: [.init(name: "RELTYPE", values: ["PARENT"])],
                               value: ICalendarText.escape(uid(parent)))
        todo.items.insert(.property(line), at: last.map { $0 + 1 } ?? 0)
    }

    private static func isParent(_ line: ContentLine) -> Bool {
        (line.parameter("RELTYPE") ?? "PARENT").uppercased() == "PARENT"
    }
}
