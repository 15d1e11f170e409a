import TerminalCore

/// What the Task List drew in the last frame, part by part: handed a canvas that still
/// holds that frame (`Canvas.continuesShownFrame`), the view draws again only the parts
/// whose value here changed. A `j` changes two rows and the position counter, so it
/// draws three rows of forty instead of all of them (issue 27).
///
/// Each part's value is everything its drawing reads, so "equal" means "would draw the
/// same cells". A part that cannot say that (the footer while a field is open, with its
/// cursor) is drawn every frame. Anything about the frame as a whole (the area, where the
/// layout puts the list and the preview) differing means the whole scene is drawn.
struct TaskListDrawnFrame: Equatable {
    /// The scene's area and the layout of its body.
    var area: Rect
    var layout: TaskListLayout
    var header: TaskList.Header?
    var list: List
    var preview: Preview?
    /// nil while a field is open at the bottom: then the footer is drawn every frame.
    var footer: Footer?

    /// What the list area shows.
    enum List: Equatable {
        /// No view model yet.
        case nothing
        case emptyState([String])
        /// The rows (those past the area's height are not drawn).
        case rows([TaskList.Row])
    }

    struct Preview: Equatable {
        var preview: TaskList.NotesPreview.ViewModel
        var scrollOffset: Int
    }

    /// The footer's two rows, each with what it depends on: a move changes the position
    /// counter on the status row; the hints under it change only with the keys, or with a
    /// status or a note long enough to go on in the hint row.
    struct Footer: Equatable {
        var statusRow: StatusRow
        var hintRow: HintRow

        struct StatusRow: Equatable {
            var status: TaskList.Status.ViewModel?
            var marks: String?
            var position: String
        }

        struct HintRow: Equatable {
            var hints: [KeyHint]
            var status: TaskList.Status.ViewModel?
            var marks: String?
            /// How wide the counter is, which decides where a note wraps (only with a note).
            var positionWidth: Int?
        }

        init(status: TaskList.Status.ViewModel?, marks: String?, position: String, hints: [KeyHint]) {
            statusRow = StatusRow(status: status, marks: marks, position: position)
            let note = (marks ?? "").isEmpty ? nil : marks
            hintRow = HintRow(hints: hints, status: status, marks: note,
                              positionWidth: note == nil ? nil : TextWidth.width(of: position))
        }
    }

    /// The rows of the list area (offsets from its top) that differ between the frame
    /// drawn as `old` and the one drawn as `new`; nil when the whole area must be drawn
    /// (it showed something else than rows, or nothing was drawn before). `scrolled`: the
    /// area's rows were scrolled since `old` was drawn (`Canvas.scrollRows`), the rows it
    /// brought in blank.
    static func changedRows(from old: List?, to new: List, height: Int, scrolled: Scroll? = nil) -> [Int]? {
        guard case .rows(let newRows) = new, case .rows(let oldRows)? = old else { return old == new ? [] : nil }
        let shown = min(oldRows.count, max(0, height))
        // Compared in place, with no optional copy of each row (issue 27: every frame asks).
        return (0..<max(0, height)).filter { offset in
            let source = scrolled.map { $0.source(of: offset) } ?? offset
            let before = source.flatMap { $0 >= 0 && $0 < shown ? $0 : nil }
            let hasAfter = offset < newRows.count
            guard let before, hasAfter else { return before != nil || hasAfter }
            return oldRows[before] != newRows[offset]
        }
    }

    /// Rows of the list area (offsets from its top) that moved `by` rows up (down when
    /// negative) as a block, as the terminal scrolls a region.
    struct Scroll: Equatable {
        /// The region: the rows the block moved within.
        var rows: ClosedRange<Int>
        var by: Int

        /// The row that shows at `offset` after the scroll; nil for a row it brought in blank.
        func source(of offset: Int) -> Int? {
            guard rows.contains(offset) else { return offset }
            return rows.contains(offset + by) ? offset + by : nil
        }
    }

    /// How the list's rows moved from `old` to `new` within `height` rows: the longest
    /// block of rows drawn the same that moved by the distance the top row moved (`j` on the
    /// window's last row: the rows above the selection, up by one). Nil when the list did not
    /// scroll. The rows the selection leaves and reaches stay out of the block, so the bar
    /// row is not scrolled away and the new one not drawn on a blank row (fewer bytes).
    static func scroll(from old: List?, to new: List, height: Int) -> Scroll? {
        guard case .rows(let newRows) = new, case .rows(let oldRows)? = old,
              let by = WindowShift.distance(from: oldRows.prefix(height).lazy.map(\.id),
                                            to: newRows.prefix(height).lazy.map(\.id)) else { return nil }
        // The rows shown in both, by their offset in `new`; then a block's end is closed.
        let first = max(0, -by), end = max(first, min(newRows.count, height, min(oldRows.count, height) - by))
        var best: ClosedRange<Int>?
        var start: Int?
        for offset in first...end {
            if offset < end, newRows[offset] == oldRows[offset + by] {
                if start == nil { start = offset }
                continue
            }
            if let first = start, offset - first > best.map({ $0.count }) ?? 0 { best = first...(offset - 1) }
            start = nil
        }
        guard let block = best else { return nil }
        let rows = by > 0 ? block.lowerBound...(block.upperBound + by) : (block.lowerBound + by)...block.upperBound
        return Scroll(rows: rows, by: by)
    }
}
