/// Where a movement key goes: in a list with a selection (the Task List, Projects & Tags)
/// and in text taller than its window (Help, the notes). One rule for all of them, so `j`,
/// Ctrl-D or `G` stop at the same edges everywhere.
public enum ScrollMovement: Hashable, Sendable {
    case up, down, pageUp, pageDown, halfPageUp, halfPageDown, top, bottom

    /// The position this movement takes `current` to among `count` positions, moving
    /// `page` rows for a page (half of it for a half page): always in `0 ..< count`, and 0
    /// when there is nothing.
    public func target(from current: Int, page: Int, count: Int) -> Int {
        let page = max(1, page)
        let target = switch self {
        case .up: current - 1
        case .down: current + 1
        case .pageUp: current - page
        case .pageDown: current + page
        case .halfPageUp: current - max(1, page / 2)
        case .halfPageDown: current + max(1, page / 2)
        case .top: 0
        case .bottom: count - 1
        }
        return min(max(0, target), max(0, count - 1))
    }
}
