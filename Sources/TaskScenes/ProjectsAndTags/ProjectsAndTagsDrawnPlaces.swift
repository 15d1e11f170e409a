import TerminalCore

/// Where Projects & Tags' last frame put its tabs (narrow window), its lists' headings (wide
/// window) and their rows, so a click is read against what the user saw.
struct ProjectsAndTagsDrawnPlaces {
    /// What a click landed on.
    enum Target: Equatable {
        /// A tab or a heading: that list.
        case list(ProjectsAndTags.Kind)
        case row(ProjectsAndTags.Kind, Int)
    }

    /// The scene's top-left on the screen; the rects below are relative to it.
    var origin = Point.zero
    var tabs: (tabs: Tabs, rect: Rect)?
    var headings: [(kind: ProjectsAndTags.Kind, rect: Rect)] = []
    /// Each list's rows area and the indices of the rows drawn in it, top to bottom.
    var rows: [(kind: ProjectsAndTags.Kind, rect: Rect, shown: Range<Int>)] = []

    func target(at screen: Point) -> Target? {
        let point = Point(x: screen.x - origin.x, y: screen.y - origin.y)
        if let tabs, point.y == tabs.rect.y,
           let index = tabs.tabs.index(atColumn: point.x, left: tabs.rect.x, width: tabs.rect.width) {
            return .list(index == 0 ? .projects : .tags)
        }
        if let heading = headings.first(where: { $0.rect.contains(point) }) { return .list(heading.kind) }
        guard let list = rows.first(where: { $0.rect.contains(point) }) else { return nil }
        let index = list.shown.lowerBound + point.y - list.rect.y
        return list.shown.contains(index) ? .row(list.kind, index) : nil
    }
}
