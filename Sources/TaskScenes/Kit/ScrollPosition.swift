import TerminalCore

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
        let old = offset
        // The offsets 0...maxOffset are the positions; `bottom` is the last one.
        offset = movement.target(from: offset, page: pageHeight, count: maxOffset + 1)
        return offset != old
    }

    /// Back to the first line.
    mutating func reset() { offset = 0 }

    /// "1–20/45" (the lines shown, of all) when there is more than fits, else nil: numbers
    /// only, like the list's "3/120", so the view draws no words of its own.
    var positionText: String? {
        guard contentHeight > pageHeight else { return nil }
        return "\(offset + 1)–\(min(contentHeight, offset + pageHeight))/\(contentHeight)"
    }

    private mutating func clamp() {
        offset = min(max(0, offset), maxOffset)
    }
}

/// A view that scrolls its body with a `ScrollPosition` (Help, Statistics, Task Detail):
/// the keys' and the wheel's movements are applied, and the view redrawn, one way.
protocol ScrollingView: TerminalViewController {
    var scroll: ScrollPosition { get set }
}

extension ScrollingView {
    /// Moves the body; the view is redrawn only when the offset changed.
    func scrollBody(_ movement: ScrollMovement) {
        if scroll.move(movement) { needsDisplay = true }
    }

    /// Scrolls by a wheel notch; false when `event` is not one (it is still to be handled).
    func scrollBody(byWheelIn event: InputEvent) -> Bool {
        guard let movement = MouseWheel.movement(of: event) else { return false }
        scrollBody(movement)
        return true
    }
}
