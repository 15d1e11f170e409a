/// Where a scroll key moves a view that is taller than the window.
enum ScrollMovement: Hashable, Sendable {
    case lineDown, lineUp, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom
}

/// The first visible line of content taller than its window, always kept in range: view
/// state for scenes that scroll text (Help, the notes in Task Detail).
struct ScrollPosition: Equatable {
    /// Lines of content.
    var contentHeight = 0 { didSet { clamp() } }
    /// Lines that fit in the window.
    var pageHeight = 1 { didSet { clamp() } }
    /// The first visible line.
    private(set) var offset = 0

    /// The largest offset that still fills the window.
    var maxOffset: Int { max(0, contentHeight - max(1, pageHeight)) }

    /// Moves the offset; returns false when it stayed (already at the edge).
    @discardableResult
    mutating func move(_ movement: ScrollMovement) -> Bool {
        let page = max(1, pageHeight)
        let target: Int
        switch movement {
        case .lineDown: target = offset + 1
        case .lineUp: target = offset - 1
        case .pageDown: target = offset + page
        case .pageUp: target = offset - page
        case .halfPageDown: target = offset + max(1, page / 2)
        case .halfPageUp: target = offset - max(1, page / 2)
        case .top: target = 0
        case .bottom: target = maxOffset
        }
        let old = offset
        offset = min(max(0, target), maxOffset)
        return offset != old
    }

    /// Back to the first line.
    mutating func reset() { offset = 0 }

    /// "1–20 of 45" when there is more than fits, else nil.
    var positionText: String? {
        guard contentHeight > pageHeight else { return nil }
        return "\(offset + 1)–\(min(contentHeight, offset + pageHeight)) of \(contentHeight)"
    }

    private mutating func clamp() {
        offset = min(max(0, offset), maxOffset)
    }
}
