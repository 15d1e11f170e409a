/// The bytes that say a `FrameDiff`: the diff's scroll first (a scroll region), the shortest
/// cursor moves we know, SGR only when the style changes, EL or ECH for blank spans (in the
/// span's background) or a row erased first when that is shorter (`encodeRow`), and a frame
/// larger than `unsynchronizedLimit` wrapped in synchronized output so the terminal never
/// shows half of it.
///
/// A small frame (a highlight move: two rows, about 250 bytes) goes out without the 16
/// bytes of brackets. It is one write(), and a local pty hands a write of that size to the
/// terminal's read in one piece nearly always (Linux moves a tty write in chunks of 2,048
/// bytes); that is likely, not promised: over ssh or a busy tmux a read can still end
/// inside it. What such a split shows for one refresh is rows already drawn beside rows
/// not yet drawn (the old highlight gone, the new one not there yet), never a wrong cell,
/// and a terminal without mode 2026 gets exactly this for every frame anyway.
///
/// It tracks what the terminal's cursor and SGR state are while it writes; every frame
/// starts and ends with plain attributes, so frames never depend on each other's styles.
struct FrameEncoder {
    let colorMode: ColorMode
    let backgroundErase: Bool
    private let cells: [Cell]
    private let width: Int
    private var out: [UInt8] = []
    /// Where the terminal's cursor is; nil when unknown (or pending wrap after the last column).
    private var cursor: Point?
    /// The terminal's SGR state.
    private var current = Style.plain
    /// The last style looked at and what it degrades to, so a run in one style degrades once.
    private var lastRawStyle = Style.plain
    private var lastEffective = Style.plain

    /// Frames of at most this many bytes are written without synchronized-output brackets.
    static let unsynchronizedLimit = 512

    /// The bytes that bring a terminal showing the diff's old frame to `canvas`; empty when
    /// the diff is empty.
    /// `backgroundErase`: the terminal erases in the current background (bce), so a row
    /// may be erased in its bar's colour first (`encodeRow`).
    static func bytes(for diff: FrameDiff, of canvas: Canvas, colorMode: ColorMode,
                      backgroundErase: Bool = true) -> [UInt8] {
        guard !diff.isEmpty else { return [] }
        var encoder = FrameEncoder(colorMode: colorMode, cells: canvas.cells, width: canvas.frameSize.width,
                                   backgroundErase: backgroundErase)
        return encoder.encode(diff)
    }

    private init(colorMode: ColorMode, cells: [Cell], width: Int, backgroundErase: Bool) {
        self.colorMode = colorMode
        self.backgroundErase = backgroundErase
        self.cells = cells
        self.width = width
        out.reserveCapacity(256)
    }

    private mutating func encode(_ diff: FrameDiff) -> [UInt8] {
        if diff.isFullRepaint {
            // Clear to the default style; the spans then draw what differs from blank.
            out.append(contentsOf: ANSI.resetAttributes)
            out.append(contentsOf: ANSI.cursorHome)
            out.append(contentsOf: ANSI.clearScreen)
            cursor = .zero
        }
        if let scroll = diff.scroll { self.scroll(scroll) }
        var first = 0
        let spans = diff.spans
        while first < spans.count {
            var end = first + 1
            while end < spans.count, spans[end].row == spans[first].row { end += 1 }
            encodeRow(spans[first..<end], afterClear: diff.isFullRepaint)
            first = end
        }
        if current != .plain { out.append(contentsOf: ANSI.resetAttributes) }
        switch diff.textCursor {
        case .unchanged:
            break
        case .hide:
            out.append(contentsOf: ANSI.hideCursor)
        case .place(let point, let show):
            if cursor != point { ANSI.appendMove(to: point, into: &out) }
            if show { out.append(contentsOf: ANSI.showCursor) }
        }
        guard diff.isFullRepaint || out.count > Self.unsynchronizedLimit else { return out }
        return ANSI.beginSynchronizedUpdate + out + ANSI.endSynchronizedUpdate
    }

    // MARK: - Scrolling

    /// Scrolls rows `top...bottom` (DECSTBM sets them as the region; a line feed on its
    /// last row moves them up, a reverse index on its first row down), with plain
    /// attributes so the rows it brings in are blank in the default background, then
    /// gives the whole screen back as the region (which puts the cursor home).
    private mutating func scroll(_ scroll: FrameDiff.Scroll) {
        if current != .plain {
            out.append(contentsOf: ANSI.resetAttributes)
            current = .plain
        }
        out.append(ANSI.escape); out.append(0x5B)
        ANSI.appendDecimal(scroll.top + 1, into: &out)
        out.append(0x3B)
        ANSI.appendDecimal(scroll.bottom + 1, into: &out)
        out.append(0x72)  // r
        if scroll.by > 0 {
            ANSI.appendMove(to: Point(x: 0, y: scroll.bottom), into: &out)
            out.append(contentsOf: repeatElement(0x0A, count: scroll.by))
        } else {
            ANSI.appendMove(to: Point(x: 0, y: scroll.top), into: &out)
            for _ in 0..<(-scroll.by) { out.append(ANSI.escape); out.append(0x4D) }  // RI
        }
        out.append(contentsOf: [ANSI.escape, 0x5B, 0x72])
        cursor = .zero
    }

    // MARK: - Rows

    /// One row's spans, said the shorter of two ways: span by span (`write`, `erase`), or
    /// erasing the row from its first change to its end in the background its end shows
    /// (EL) and then writing only what is not blank in it, jumping over the blanks with
    /// CUF (`writeErasingFirst`). A selection bar moving is the second case: each of its
    /// two rows changes from one background to another over most of its width, so one EL
    /// replaces the ECH-and-CUF pairs inside the row and the EL at its end (issue 27:
    /// about 15 bytes of a `j`'s 280). Both are worked out and the shorter is kept; a
    /// row drawn by both shows the same cells. The span by span way is given up as soon as
    /// it is longer than the other (which is kept then anyway; a tie keeps the spans).
    private mutating func encodeRow(_ spans: ArraySlice<FrameDiff.Span>, afterClear: Bool) {
        guard let firstSpan = spans.first else { return }
        let row = firstSpan.row
        let tail = cells[row * width + width - 1].blankBackground(in: colorMode)
        // A cleared screen is blank in the default background already: erasing adds nothing.
        guard let background = tail, backgroundErase || background == .default,
              !(afterClear && background == .default) else {
            return writeSpans(spans)
        }
        // Each way written into a buffer of its own, sized for a row once (growing it a few
        // bytes at a time was a tenth of a keystroke's work, issue 27).
        var erasing = self
        erasing.out = []
        erasing.out.reserveCapacity(width * 3)
        erasing.writeErasingFirst(row: row, from: firstSpan.columns.lowerBound, background: background)
        var bySpans = self
        bySpans.out = []
        bySpans.out.reserveCapacity(width * 3)
        let bySpansIsNoLonger = bySpans.writeSpans(spans, whileNoLongerThan: erasing.out.count)
        let chosen = bySpansIsNoLonger ? bySpans : erasing
        out.append(contentsOf: chosen.out)
        (cursor, current, lastRawStyle, lastEffective) = (chosen.cursor, chosen.current, chosen.lastRawStyle, chosen.lastEffective)
    }

    private mutating func writeSpans(_ spans: ArraySlice<FrameDiff.Span>) {
        _ = writeSpans(spans, whileNoLongerThan: .max)
    }

    /// Writes the spans while `out` is at most `limit` bytes; false as soon as it is longer
    /// (the rest then unwritten).
    private mutating func writeSpans(_ spans: ArraySlice<FrameDiff.Span>, whileNoLongerThan limit: Int) -> Bool {
        for span in spans {
            switch span.kind {
            case .cells: write(span)
            case .blank: erase(span)
            }
            if out.count > limit { return false }
        }
        return true
    }

    /// Erases `row` from column `start` to its end in `background`, then writes the cells
    /// from `start` on that do not show as blanks in it.
    private mutating func writeErasingFirst(row: Int, from start: Int, background: Color) {
        let rowStart = row * width
        let mode = colorMode
        let shownBlank = { (cell: Cell) -> Bool in cell.blankBackground(in: mode) == background }
        let at = Point(x: start, y: row)
        if cursor != at { appendMove(to: at) }
        // The erase is done in the first written cell's style when that erases in the
        // right background (one SGR instead of two), else in the background alone.
        var firstWritten = start
        while firstWritten < width, cells[rowStart + firstWritten].width == 0 || shownBlank(cells[rowStart + firstWritten]) {
            firstWritten += 1
        }
        let firstStyle = firstWritten < width ? effective(cells[rowStart + firstWritten].style) : nil
        var target: Style
        if let firstStyle, firstStyle.background == background, !Self.erasesDifferently(firstStyle) {
            target = firstStyle
        } else if Self.erasesDifferently(current) {
            target = Style(background: background)
        } else {
            target = current
            target.background = background
        }
        if target != current {
            ANSI.appendSGR(from: current, to: target, into: &out)
            current = target
        }
        out.append(contentsOf: ANSI.eraseToEndOfLine)
        cursor = at
        var x = firstWritten
        while x < width {
            let cell = cells[rowStart + x]
            if cell.width == 0 || shownBlank(cell) {
                x += 1
                continue
            }
            let here = Point(x: x, y: row)
            if let from = cursor, from.y == row, from.x < x, x - from.x <= 3, current.background == background,
               !Self.erasesDifferently(current) {
                // A few blanks written as spaces are shorter than a jump.
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: x - from.x))
            } else if cursor != here {
                appendMove(to: here)
            }
            let style = effective(cell.style)
            if style != current {
                ANSI.appendSGR(from: current, to: style, into: &out)
                current = style
            }
            if cell.width == 2, cell.glyph.hasSeveralScalars {
                writeAnchored(cell, at: here)
            } else {
                cell.glyph.append(to: &out)
            }
            x += max(1, Int(cell.width))
            cursor = x < width ? Point(x: x, y: row) : nil
        }
    }

    /// What `style` is in this terminal's colours (the last one looked at is kept).
    private mutating func effective(_ style: Style) -> Style {
        if style != lastRawStyle {
            lastRawStyle = style
            lastEffective = style.degraded(to: colorMode)
        }
        return lastEffective
    }

    /// With reverse video or an underline on, terminals erase and show spaces differently.
    private static func erasesDifferently(_ style: Style) -> Bool {
        style.attributes.contains(.reverse) || style.attributes.contains(.underline)
    }

    // MARK: - Spans

    private mutating func write(_ span: FrameDiff.Span) {
        let start = Point(x: span.columns.lowerBound, y: span.row)
        let rowStart = span.row * width
        if let at = cursor, at.y == start.y, at.x < start.x, start.x - at.x <= 3,
           canRewrite(cells[(rowStart + at.x)..<(rowStart + start.x)]) {
            // Rewriting a few unchanged cells is shorter than a cursor move.
            for skipped in cells[(rowStart + at.x)..<(rowStart + start.x)] { skipped.glyph.append(to: &out) }
        } else if cursor != start {
            appendMove(to: start)
        }
        var x = start.x
        while x < span.columns.upperBound {
            let cell = cells[rowStart + x]
            let style = effective(cell.style)
            if style != current {
                ANSI.appendSGR(from: current, to: style, into: &out)
                current = style
            }
            if cell.width == 2, cell.glyph.hasSeveralScalars {
                writeAnchored(cell, at: Point(x: x, y: span.row))
            } else {
                cell.glyph.append(to: &out)
            }
            x += max(1, Int(cell.width))
        }
        // After the last column the terminal's cursor is in a pending-wrap state.
        cursor = x < width ? Point(x: x, y: span.row) : nil
    }

    /// A cluster of several code points two columns wide (a ZWJ sequence 👩‍💻, a flag 🇵🇹, an
    /// emoji with VS16 ❤️ or a skin tone 👍🏽): terminals disagree on how wide it is (tmux 3.3a
    /// draws ❤️ in one column and 👍🏽 in four), so it is written between two absolute moves:
    /// its second column blanked first (a terminal that draws it narrower shows a blank there,
    /// not the last frame), then the cluster, then the cursor put where the next cell goes.
    /// What follows lands where taskdeck laid it out, whatever the terminal's idea of the
    /// width: the columns after an emoji line up in every terminal.
    private mutating func writeAnchored(_ cell: Cell, at point: Point) {
        let second = Point(x: point.x + 1, y: point.y)
        ANSI.appendMove(to: second, into: &out)
        out.append(UInt8(ascii: " "))
        ANSI.appendMove(to: point, into: &out)
        cell.glyph.append(to: &out)
        if point.x + 2 < width { ANSI.appendMove(to: Point(x: point.x + 2, y: point.y), into: &out) }
    }

    /// Erases in the span's background: the terminal fills erased cells with the current
    /// background (with reverse video or an underline on, terminals differ: turned off first).
    private mutating func erase(_ span: FrameDiff.Span) {
        let start = Point(x: span.columns.lowerBound, y: span.row)
        if cursor != start { appendMove(to: start) }
        if current.attributes.contains(.reverse) || current.attributes.contains(.underline) {
            let target = Style(background: span.background)
            ANSI.appendSGR(from: current, to: target, into: &out)
            current = target
        } else if current.background != span.background {
            var target = current
            target.background = span.background
            ANSI.appendSGR(from: current, to: target, into: &out)
            current = target
        }
        if span.columns.upperBound == width {
            out.append(contentsOf: ANSI.eraseToEndOfLine)
        } else {
            ANSI.appendCSI(span.columns.count, 0x58, into: &out)  // ECH: erase characters
        }
        cursor = start  // erasing does not move the cursor
    }

    // MARK: - Cursor

    /// True when the cells are plain one-column ASCII in the terminal's current style, so
    /// writing them again changes nothing on screen.
    private func canRewrite(_ cells: ArraySlice<Cell>) -> Bool {
        cells.allSatisfy { cell in
            cell.width == 1 && cell.glyph.isASCII && cell.style.degraded(to: colorMode) == current
        }
    }

    /// The shortest of the moves we know from the cursor (nil: unknown) to `to`.
    private mutating func appendMove(to: Point) {
        guard let from = cursor else { ANSI.appendMove(to: to, into: &out); return }
        if from.y == to.y {
            if to.x > from.x {
                ANSI.appendCSI(to.x - from.x, 0x43, into: &out)  // CUF
            } else {
                ANSI.appendCSI(to.x + 1, 0x47, into: &out)  // CHA
            }
        } else if to.y == from.y + 1, to.x == 0 {
            out.append(0x0D); out.append(0x0A)
        } else {
            ANSI.appendMove(to: to, into: &out)
        }
    }
}
