import TaskDomain

/// How far a window of the list moved, told by its rows' tasks: the presenter asks it to
/// keep the rows a scrolled window still shows, the view to scroll the drawn rows.
enum WindowShift {
    /// The rows the window moved up (down when negative) from `old` to `new`: where the new
    /// top task is among the old rows, or where the old top is among the new ones. Nil when
    /// the top is the same, or neither top is in the other window.
    static func distance<Old: Collection<TaskID>, New: Collection<TaskID>>(from old: Old, to new: New) -> Int? {
        guard let oldTop = old.first, let newTop = new.first, oldTop != newTop else { return nil }
        if let up = old.firstIndex(of: newTop) { return old.distance(from: old.startIndex, to: up) }
        if let down = new.firstIndex(of: oldTop) { return -new.distance(from: new.startIndex, to: down) }
        return nil
    }
}
