import TerminalCore

/// Where the list's rows and the notes preview go in the area between the header and the
/// footer: the preview beside the rows in a wide window, below them in a tall enough one,
/// and nowhere in a window too small to spare the room (the rows come first).
struct TaskListLayout: Equatable {
    /// The rows of tasks.
    var list: Rect
    /// The preview with its title row, nil when hidden or when it does not fit.
    var preview: Rect?
    /// The line between the two (a column beside, a row below).
    var divider: Rect?

    /// The narrowest window that shows the preview beside the rows.
    static let besideFromWidth = 100
    /// The fewest rows the body needs to give some to a preview below.
    static let belowFromHeight = 12

    init(body: Rect, showsPreview: Bool) {
        list = body
        guard showsPreview else { return }
        if body.width >= TaskListLayout.besideFromWidth {
            // A blank column between the rows and the divider, so a row's last cell (a due
            // date) does not touch the line.
            let width = body.width * 2 / 5
            let (rows, rest) = body.splitLeft(body.width - width - 2)
            let (line, preview) = rest.inset(left: 1).splitLeft(1)
            (list, divider, self.preview) = (rows, line, preview)
        } else if body.height >= TaskListLayout.belowFromHeight {
            let height = body.height / 3
            let (rows, rest) = body.splitTop(body.height - height - 1)
            let (line, preview) = rest.splitTop(1)
            (list, divider, self.preview) = (rows, line, preview)
        }
    }
}
