import TaskDomain
import TerminalCore

/// Where the Task List's last frame put its rows and its filter tabs, so a click is read
/// against what the user saw (view state: the view controller keeps it, nothing else).
struct TaskListDrawnPlaces {
    /// What a click landed on.
    enum Target: Equatable {
        case tab(Int)
        /// The `<` (-1) or `>` (1) of the narrow tab row.
        case tabStep(Int)
        case checkbox(TaskID)
        case row(TaskID)
    }

    /// The scene's top-left on the screen; the rects below are relative to it.
    var origin = Point.zero
    var tabs: (tabs: Tabs, rect: Rect)?
    var list: Rect?
    /// The task of each row drawn, top to bottom.
    var rowIDs: [TaskID] = []

    /// The columns of a row's `[ ]` (`Theme.checkbox`): a click there toggles the task.
    static let checkboxWidth = 3

    func target(at screen: Point) -> Target? {
        let point = Point(x: screen.x - origin.x, y: screen.y - origin.y)
        if let tabs, point.y == tabs.rect.y,
           let index = tabs.tabs.index(atColumn: point.x, left: tabs.rect.x, width: tabs.rect.width) {
            return .tab(index)
        }
        if let tabs, point.y == tabs.rect.y,
           let step = tabs.tabs.arrow(atColumn: point.x, left: tabs.rect.x, width: tabs.rect.width) {
            return .tabStep(step)
        }
        guard let list, list.contains(point) else { return nil }
        let offset = point.y - list.y
        guard rowIDs.indices.contains(offset) else { return nil }
        let id = rowIDs[offset]
        return point.x - list.x < Self.checkboxWidth ? .checkbox(id) : .row(id)
    }
}
