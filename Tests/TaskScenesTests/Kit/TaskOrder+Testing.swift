@testable import TaskScenes
import TaskDomain

/// An order read back whole, and compared by its IDs: for tests only (read from a list, it
/// would read every shown task).
extension TaskOrder: Equatable {
    var ids: [TaskID] { (0..<count).compactMap { self[$0] } }

    public static func == (lhs: TaskOrder, rhs: TaskOrder) -> Bool { lhs.ids == rhs.ids }
}
