import Foundation
import TaskDomain

/// What a task waits for as `RELATED-TO;RELTYPE=DEPENDS-ON:<uid>` lines, one per blocker
/// (RFC 9253 §9.1: "the current calendar component depends on the referenced calendar
/// component in some manner", its example a task blocked waiting on another).
///
/// Lines of other types (PARENT, which `VTodoParent` owns, CHILD, SIBLING, RFC 9253's
/// FINISHTOSTART and the other temporal types, X-…) are another meaning and stay untouched;
/// a DEPENDS-ON line that still names a blocker stays byte for byte with its parameters
/// (RFC 9253's GAP among them); only a removed blocker's line goes and a new one's comes.
enum VTodoDepends {
    static let property = "RELATED-TO"
    static let relationType = "DEPENDS-ON"

    /// The task IDs of every DEPENDS-ON line, read like any UID.
    static func read(_ todo: ICalendarComponent) -> Set<TaskID> {
        var ids = Set<TaskID>()
        for line in todo.properties(named: property) where isDependency(line) {
            let uid = ICalendarText.unescape(line.value).trimmingCharacters(in: .whitespaces)
            if !uid.isEmpty { ids.insert(TaskUID.taskID(forUID: uid)) }
        }
        return ids
    }

    /// Makes the DEPENDS-ON lines name exactly `blockers`: lines naming one stay as they are
    /// (one per blocker), the others go, the missing ones are added after the last property,
    /// each naming its blocker by `uid` (its real UID, where another client made it: the
    /// UID every client knows; read back, it gives the same task ID).
    static func write(_ blockers: Set<TaskID>, in todo: inout ICalendarComponent,
                      uid: (TaskID) -> String = TaskUID.uid(for:)) {
        var named = Set<TaskID>()
        todo.items = todo.items.compactMap { item in
            guard case .property(let line) = item, line.name == property, isDependency(line) else { return item }
            let id = TaskUID.taskID(forUID: ICalendarText.unescape(line.value).trimmingCharacters(in: .whitespaces))
            guard blockers.contains(id), named.insert(id).inserted else { return nil }
            return item
        }
        let missing = blockers.subtracting(named).sorted()
        guard !missing.isEmpty else { return }
        let last = todo.items.lastIndex { if case .property = $0 { return true } else { return false } }
        let lines = missing.map { id in
            ICalendarComponent.Item.property(ContentLine(name: property, parameters: [.init(name: "RELTYPE", values: [relationType])],
                                                         value: ICalendarText.escape(uid(id))))
        }
        todo.items.insert(contentsOf: lines, at: last.map { $0 + 1 } ?? 0)
    }

    private static func isDependency(_ line: ContentLine) -> Bool {
        line.parameter("RELTYPE")?.uppercased() == relationType
    }
}
