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
    /// (it showed something else than rows, or nothing was drawn before). `scrolledBy`: the
    /// area's rows were moved that many rows up (down when negative) since `old` was drawn
    /// (`Canvas.scrollRows`), the rows brought in blank.
    static func changedRows(from old: List?, to new: List, height: Int, scrolledBy shift: Int = 0) -> [Int]? {
        guard case .rows(let newRows) = new, case .rows(let oldRows)? = old else { return old == new ? [] : nil }
        let shown = min(oldRows.count, max(0, height))
        return (0..<max(0, height)).filter { offset in
            let source = offset + shift
            let before = source >= 0 && source < shown ? oldRows[source] : nil
            let after = offset < newRows.count ? newRows[offset] : nil
            return before != after
        }
    }

    /// How many rows the list moved up (down when negative) from `old` to `new`, when the
    /// task at the top of either shows lower in the other within `height` rows (`j` on the
    /// window's last row: 1); nil when it did not scroll. The rows that then differ are
    /// drawn again over the scrolled ones (`changedRows(from:to:height:scrolledBy:)`).
    static func scroll(from old: List?, to new: List, height: Int) -> Int? {
        guard case .rows(let newRows) = new, case .rows(let oldRows)? = old,
              let newTop = newRows.first?.id, let oldTop = oldRows.first?.id, newTop != oldTop else { return nil }
        if let up = oldRows.prefix(height).firstIndex(where: { $0.id == newTop }) { return up }
        if let down = newRows.prefix(height).firstIndex(where: { $0.id == oldTop }) { return -down }
        return nil
    }
}
