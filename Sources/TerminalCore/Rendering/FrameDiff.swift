/// What the terminal must be told to go from the frame it shows to the next one: the
/// stretches of each row to write or to erase, and what becomes of the text cursor.
///
/// It is worked out from two canvases alone, before a byte exists, so "what changed" is
/// tested apart from "the bytes that say it" (`FrameEncoder`). Cells are compared as a
/// person sees them: two blanks on the same background are equal whatever their colour
/// or boldness, and a stretch of such blanks wider than `eraseWorthIt` (`eraseToEndWorthIt`
/// when it reaches the row's end) becomes one `.blank` span, erased in its background
/// instead of written as spaces, so a selection moving costs the text of two rows.
struct FrameDiff: Equatable, Sendable {
    /// A stretch of one row that differs from what the terminal shows.
    struct Span: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            /// The new frame's cells, written as they are (wide characters whole).
            case cells
            /// Cells that all show as the terminal's own blank: erased instead of written.
            case blank
        }

        let row: Int
        let columns: Range<Int>
        let kind: Kind
        /// For a `.blank` span: the background the erase fills with (the terminal's default
        /// unless the terminal does background colour erase).
        var background: Color = .default
    }

    /// What the text cursor needs once the cells are written.
    enum TextCursor: Equatable, Sendable {
        /// Nothing: it is hidden and stays hidden, or shown where the last frame left it.
        case unchanged
        case hide
        /// Put it at `point` (writing cells moves the terminal's cursor away); `show` when
        /// it was hidden or its state is unknown.
        case place(Point, show: Bool)
    }

    /// Rows `top...bottom` moved `by` rows up (negative: down) as a block: the terminal is
    /// told to scroll them (a scroll region, then line feeds at its bottom or reverse
    /// index at its top), and the spans are what differs from the screen after that.
    struct Scroll: Equatable, Sendable {
        let top: Int
        let bottom: Int
        let by: Int
    }

    /// True when the terminal's content is unknown (first frame, resize, `invalidate()`):
    /// the screen is cleared and the spans are everything that differs from blank.
    let isFullRepaint: Bool
    /// Done before the spans (nil: nothing scrolls). A list scrolled by a row (`j` on its
    /// last row) costs a row and the selection then, not every row (issue 27: 3,000
    /// bytes of a `j` at the window's end became about 250).
    let scroll: Scroll?
    /// The changed stretches, top to bottom and left to right, never overlapping.
    let spans: [Span]
    let textCursor: TextCursor

    /// True when the terminal already shows the new frame.
    var isEmpty: Bool { !isFullRepaint && scroll == nil && spans.isEmpty && textCursor == .unchanged }

    /// Below this many cells, writing spaces is as short as erasing them.
    static let eraseWorthIt = 6
    /// The same for blanks that reach the row's end: EL is 3 bytes and needs no move after.
    static let eraseToEndWorthIt = 3

    /// A diff given as it is, for testing the encoder apart from the diffing.
    init(isFullRepaint: Bool, scroll: Scroll? = nil, spans: [Span], textCursor: TextCursor) {
        self.isFullRepaint = isFullRepaint
        self.scroll = scroll
        self.spans = spans
        self.textCursor = textCursor
    }

    /// The difference between `old` (what the terminal shows; nil when unknown) and `new`.
    /// A frame of another size than `old` is a full repaint. `backgroundErase`: the terminal
    /// erases in the current background (bce), so blanks on a colour are erased too.
    /// `onlyRows`: the only rows that can differ from `old` (a continued frame's written
    /// rows); the others are not looked at. Ignored on a full repaint.
    /// `scrolled`: rows the drawer already moved as the terminal scrolls (`Canvas.scrollRows`):
    /// the terminal is told to scroll them, and `onlyRows` are then the rows that may differ
    /// from what it shows after that; no other scroll is looked for.
    init(from old: Canvas?, to new: Canvas, colorMode: ColorMode, backgroundErase: Bool = true,
         onlyRows: RowSet? = nil, scrolled: Scroll? = nil) {
        let known = old.flatMap { $0.frameSize == new.frameSize ? $0 : nil }
        isFullRepaint = known == nil
        let width = new.frameSize.width
        if let known, let scrolled {
            scroll = scrolled
            spans = Self.spans(from: known.cells, after: scrolled, to: new.cells, width: width, colorMode: colorMode,
                               backgroundErase: backgroundErase, onlyRows: onlyRows)
        } else {
            var spans = Self.spans(from: known?.cells, to: new.cells, width: width, colorMode: colorMode,
                                   backgroundErase: backgroundErase, onlyRows: known == nil ? nil : onlyRows)
            var scroll: Scroll?
            if let known, Self.changedRowCount(spans) >= Self.scrollWorthIt,
               let found = Self.scroll(from: known.cells, to: new.cells, width: width) {
                let fewer = Self.spans(from: known.cells, after: found, to: new.cells, width: width, colorMode: colorMode,
                                       backgroundErase: backgroundErase, onlyRows: nil)
                if Self.changedRowCount(fewer) + Self.scrollWorthIt <= Self.changedRowCount(spans) {
                    (scroll, spans) = (found, fewer)
                }
            }
            self.scroll = scroll
            self.spans = spans
        }
        textCursor = Self.textCursor(shown: known.map { ShownCursor(point: $0.cursor) }, wanted: new.cursor,
                                     cellsChanged: !spans.isEmpty || scroll != nil)
    }

    // MARK: - Scrolling

    /// A scroll must spare at least this many rows: setting the region and scrolling costs
    /// about 15 bytes, a row of text several times that.
    static let scrollWorthIt = 4
    /// The farthest a block is looked for: a row or a few (`j`, `k`, the wheel).
    static let scrollReach = 3

    private static func changedRowCount(_ spans: [Span]) -> Int {
        var count = 0
        var last = -1
        for span in spans where span.row != last {
            count += 1
            last = span.row
        }
        return count
    }

    /// The longest block of rows that moved up or down by at most `scrollReach` rows as a
    /// whole, counted in rows that would otherwise be written; nil when none spares
    /// `scrollWorthIt` rows.
    private static func scroll(from old: [Cell], to new: [Cell], width: Int) -> Scroll? {
        guard width > 0 else { return nil }
        let height = new.count / width
        return old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                // Equal bytes are equal cells, but equal cells need not be equal bytes
                // (padding): the cells are compared when the bytes differ.
                func same(_ newRow: Int, _ oldRow: Int) -> Bool {
                    let (a, b) = (new.baseAddress! + newRow * width, old.baseAddress! + oldRow * width)
                    if sameBytes(a, b, count: width) { return true }
                    for x in 0..<width where a[x] != b[x] { return false }
                    return true
                }
                var best: (scroll: Scroll, spared: Int)?
                for distance in 1...scrollReach {
                    for by in [distance, -distance] {
                        var y = max(0, -by)
                        while y < height, y + by < height {
                            guard same(y, y + by) else { y += 1; continue }
                            // A block of rows that are the old rows `by` further down.
                            let start = y
                            var spared = 0
                            while y < height, y + by < height, same(y, y + by) {
                                if !same(y, y) { spared += 1 }
                                y += 1
                            }
                            let end = y - 1
                            if spared >= scrollWorthIt, spared > best?.spared ?? 0 {
                                let scroll = by > 0 ? Scroll(top: start, bottom: end + by, by: by)
                                    : Scroll(top: start + by, bottom: end, by: by)
                                best = (scroll, spared)
                            }
                        }
                    }
                }
                return best?.scroll
            }
        }
    }

    // MARK: - Cells

    /// Walks each row once: changed cells gather into `.cells` spans; a changed blank that
    /// starts a long enough stretch of blanks on one background starts a `.blank` span over
    /// all of them (erasing blanks that did not change costs nothing on screen).
    /// `old` nil: the screen is unknown, and each row is compared with a blank one.
    private static func spans(from old: [Cell]?, to cells: [Cell], width: Int, colorMode: ColorMode,
                              backgroundErase: Bool, onlyRows: RowSet?) -> [Span] {
        spans(from: old ?? [], rows: old == nil ? .blank : .same, to: cells, width: width, colorMode: colorMode,
              backgroundErase: backgroundErase, onlyRows: onlyRows)
    }

    /// The same against what a terminal showing `old` shows after `scroll` (its rows moved,
    /// the rows it brings in blank), read in place rather than copied.
    private static func spans(from old: [Cell], after scroll: Scroll, to cells: [Cell], width: Int,
                              colorMode: ColorMode, backgroundErase: Bool, onlyRows: RowSet?) -> [Span] {
        spans(from: old, rows: .scrolled(scroll), to: cells, width: width, colorMode: colorMode,
              backgroundErase: backgroundErase, onlyRows: onlyRows)
    }

    /// Which row of the old frame each new row is compared with.
    private enum OldRows {
        /// The same row.
        case same
        /// A blank row (the screen is unknown).
        case blank
        /// The row the scroll moved there; a blank one where it brought a row in.
        case scrolled(Scroll)

        /// False when every row is compared with a row of the old frame.
        var needsBlankRow: Bool {
            if case .same = self { return false }
            return true
        }

        /// The old row compared with row `y`; nil for a blank one.
        @inline(__always)
        func row(for y: Int) -> Int? {
            switch self {
            case .same: return y
            case .blank: return nil
            case .scrolled(let scroll):
                guard y >= scroll.top, y <= scroll.bottom else { return y }
                let from = y + scroll.by
                return from >= scroll.top && from <= scroll.bottom ? from : nil
            }
        }
    }

    private static func spans(from old: [Cell], rows oldRows: OldRows, to cells: [Cell], width: Int, colorMode: ColorMode,
                              backgroundErase: Bool, onlyRows: RowSet?) -> [Span] {
        guard width > 0 else { return [] }
        // Without bounds checks or an optional per cell: this loop looks at every cell of
        // every frame (issue 27: it was the second cost of a keystroke). The blank row is
        // made only when a row is compared with one (not for a keystroke's frame).
        let blankRow = oldRows.needsBlankRow ? [Cell](repeating: .blank, count: width) : [Cell]()
        return cells.withUnsafeBufferPointer { cells in
            old.withUnsafeBufferPointer { old in
                blankRow.withUnsafeBufferPointer { blankRow in
                    spans(from: old, rows: oldRows, blankRow: blankRow.baseAddress, to: cells, width: width,
                          colorMode: colorMode, backgroundErase: backgroundErase, onlyRows: onlyRows)
                }
            }
        }
    }

    private static func spans(from old: UnsafeBufferPointer<Cell>, rows oldRows: OldRows, blankRow: UnsafePointer<Cell>?,
                              to cells: UnsafeBufferPointer<Cell>, width: Int, colorMode: ColorMode, backgroundErase: Bool,
                              onlyRows: RowSet?) -> [Span] {
        var spans: [Span] = []
        for y in 0..<(cells.count / width) {
            if let onlyRows, !onlyRows.contains(y) { continue }
            let rowStart = y * width
            let new = cells.baseAddress! + rowStart
            let before = oldRows.row(for: y).map { old.baseAddress! + $0 * width } ?? blankRow!
            // Most rows of a keystroke's frame are the same bytes as before: compared as
            // words first. (Rows that differ only in padding fall through to the cell look.)
            if sameBytes(new, before, count: width) { continue }
            var openStart: Int?
            func closeOpenSpan(at end: Int) {
                if let start = openStart { spans.append(Span(row: y, columns: start..<end, kind: .cells)) }
                openStart = nil
            }
            var x = 0
            while x < width {
                let cell = new[x]
                let before = before[x]
                if cell.width == 0 || cell == before {
                    closeOpenSpan(at: x)
                    x += 1
                    continue
                }
                // What a blank shows is its background, erasable or not.
                if let shown = cell.blankBackground(in: colorMode) {
                    if shown == before.blankBackground(in: colorMode) {
                        closeOpenSpan(at: x)
                        x += 1
                        continue
                    }
                    if backgroundErase || shown == .default {
                        var end = x + 1
                        while end < width, new[end].blankBackground(in: colorMode) == shown {
                            end += 1
                        }
                        if end - x > (end == width ? eraseToEndWorthIt : eraseWorthIt) {
                            closeOpenSpan(at: x)
                            spans.append(Span(row: y, columns: x..<end, kind: .blank, background: shown))
                            x = end
                            continue
                        }
                    }
                }
                if openStart == nil { openStart = x }
                x += Int(cell.width)
            }
            closeOpenSpan(at: x)
        }
        return spans
    }

    /// True when `count` cells at `a` and `b` are the same bytes (a cell holds no
    /// reference: equal bytes are equal cells).
    @inline(__always)
    private static func sameBytes(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>, count: Int) -> Bool {
        let bytes = count * MemoryLayout<Cell>.stride
        guard bytes % 8 == 0 else { return false }
        let (x, y) = (UnsafeRawPointer(a), UnsafeRawPointer(b))
        var offset = 0
        while offset < bytes {
            if x.load(fromByteOffset: offset, as: UInt64.self) != y.load(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        return true
    }

    // MARK: - Text cursor

    /// Where the frame on screen shows the text cursor (`point` nil: hidden).
    private struct ShownCursor {
        let point: Point?
    }

    /// `shown` is nil when the screen is unknown. Writing cells moves the terminal's
    /// cursor, so after any span it is placed again.
    private static func textCursor(shown: ShownCursor?, wanted: Point?, cellsChanged: Bool) -> TextCursor {
        guard let shown else { return wanted.map { .place($0, show: true) } ?? .hide }
        guard let wanted else { return shown.point == nil ? .unchanged : .hide }
        if cellsChanged || wanted != shown.point { return .place(wanted, show: shown.point == nil) }
        return .unchanged
    }
}
