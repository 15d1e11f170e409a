/// Names one frame of one renderer: two renderers never give the same (their numbers are random).
public struct FrameID: Hashable, Sendable {
    let renderer: UInt64
    let serial: UInt64
}

/// A grid of cells that scenes and widgets draw into; the `Renderer` turns it into bytes.
///
/// Drawing uses local coordinates of the current *area*: `withArea(_:_:)` hands a body the
/// same canvas with the origin moved and everything clipped to a sub-rectangle, which is
/// how layouts nest without copying cells. Text is drawn grapheme by grapheme with its
/// display width; a wide character takes two cells; control characters (C0, C1, ESC, DEL,
/// the bidirectional overrides) become visible placeholders (`␛`, `␊`, `␡`, `�`) so user
/// text can never act on the terminal or reorder a line.
public struct Canvas: Sendable {
    /// The size of the whole frame.
    public private(set) var frameSize: Size
    /// Every cell of the frame, row by row.
    public private(set) var cells: [Cell]
    /// The current drawing area in frame coordinates (already clipped to the frame).
    private var area: Rect
    /// Where the renderer shows the text cursor (frame coordinates); nil hides it.
    public private(set) var cursor: Point?
    /// True while the canvas holds the frame the terminal shows (`Renderer.render(size:
    /// keepingShownFrame:_:)`) and only what changed is being drawn over it; `clear()` ends it.
    /// A drawer that cannot vouch for every row it skips clears the canvas and draws it all.
    public private(set) var continuesShownFrame = false
    /// Which renderer's which frame this canvas is (nil for a canvas no renderer handed out):
    /// a drawer that remembers it can tell, when a later canvas continues a frame
    /// (`continuedFrame`), whether that frame is the one it drew.
    public internal(set) var frame: FrameID?
    /// The frame this canvas continues, while `continuesShownFrame`.
    public var continuedFrame: FrameID? { continuesShownFrame ? shownFrame : nil }
    private var shownFrame: FrameID?
    /// The rows written since the canvas was handed out: on a continued frame, only these
    /// can differ from the screen, so the renderer compares no other row.
    private(set) var touchedRows = RowSet()
    /// The frame rows written since the canvas was handed out (or cleared), top first: what
    /// a continued frame costs to compare, and what tests check a drawer redraws.
    public var writtenRows: [Int] { touchedRows.rows }
    /// The rows the drawer moved this frame as the terminal scrolls (`scrollRows`): the
    /// renderer has the terminal scroll them, and `touchedRows` are then the rows that may
    /// differ from the screen after that scroll. Nil: nothing scrolled.
    private(set) var scrolled: FrameDiff.Scroll?

    public init(size: Size, fill: Cell = .blank) {
        let safe = Size(width: max(0, size.width), height: max(0, size.height))
        frameSize = safe
        cells = Array(repeating: fill, count: safe.width * safe.height)
        area = Rect(origin: .zero, size: safe)
    }

    // MARK: - Reuse

    /// Makes the whole frame blank again, with no cursor, keeping the cells' storage: the
    /// renderer draws every frame into one of two reused canvases instead of a new one.
    public mutating func clear() {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
        area = Rect(origin: .zero, size: frameSize)
        cursor = nil
        continuesShownFrame = false
        touchedRows.removeAll()
        scrolled = nil
    }

    /// Makes this canvas a copy of `shown` (the frame on screen, of the same size) to draw
    /// only changes over: its cells, no cursor (a drawer sets the cursor every frame), no
    /// row touched yet. `differingRows`: the only rows where this canvas differs from
    /// `shown`, the others are not copied (nil: all are). The cells' storage is kept.
    mutating func continueFrame(_ shown: Canvas, differingRows: RowSet?) {
        precondition(shown.frameSize == frameSize, "a frame is continued at its own size")
        let width = frameSize.width
        cells.withUnsafeMutableBufferPointer { target in
            shown.cells.withUnsafeBufferPointer { source in
                guard let differingRows else {
                    _ = target.update(fromContentsOf: source)
                    return
                }
                let height = frameSize.height
                differingRows.forEach { row in
                    guard row < height else { return }
                    let range = row * width..<(row + 1) * width
                    _ = UnsafeMutableBufferPointer(rebasing: target[range]).update(fromContentsOf: source[range])
                }
            }
        }
        area = Rect(origin: .zero, size: frameSize)
        cursor = nil
        continuesShownFrame = true
        shownFrame = shown.frame
        touchedRows.removeAll()
        scrolled = nil
    }

    /// Makes the canvas a blank frame of `size`; the storage is replaced only when the
    /// size changes (and then kept if it is large enough).
    public mutating func resize(to size: Size) {
        let safe = Size(width: max(0, size.width), height: max(0, size.height))
        guard safe != frameSize else { clear(); return }
        frameSize = safe
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: repeatElement(.blank, count: safe.width * safe.height))
        area = Rect(origin: .zero, size: safe)
        cursor = nil
        continuesShownFrame = false
        touchedRows.removeAll()
        scrolled = nil
    }

    // MARK: - Scrolling

    /// Moves the rows of the local rectangle `rect` up by `distance` rows (down when
    /// negative), as a terminal scrolls a region: rows moved past its edge are gone and the
    /// rows it brings in are blank. The renderer then has the terminal scroll the same rows
    /// (a scroll region) and compares only the rows drawn after it, instead of drawing and
    /// comparing every row and searching the moved block (issue 27: a `j` that scrolls).
    ///
    /// Done only where the terminal does exactly the same: the canvas continues the frame on
    /// screen, `rect` is whole rows of the frame not written yet this frame, nothing else
    /// scrolled this frame, and the move spares at least `FrameDiff.scrollWorthIt` rows. And
    /// only by a row or a few (`FrameDiff.scrollReach`), as far as the renderer looks for a
    /// scroll in whole frames: a frame says the same bytes drawn in part or whole.
    /// Otherwise nothing moves and it returns false: the drawer draws the rows as they are.
    @discardableResult
    public mutating func scrollRows(_ rect: Rect, by distance: Int) -> Bool {
        let width = frameSize.width
        let top = area.y + rect.y, bottom = area.y + rect.maxY - 1
        guard continuesShownFrame, scrolled == nil, distance != 0, abs(distance) <= FrameDiff.scrollReach,
              rect.intersection(bounds) == rect,
              area.x + rect.x == 0, rect.width == width, rect.height - abs(distance) >= FrameDiff.scrollWorthIt,
              !(top...bottom).contains(where: touchedRows.contains) else { return false }
        cells.withUnsafeMutableBufferPointer { cells in
            // Row by row, in the order that reads each row before it is written over.
            let rows = distance > 0 ? stride(from: top, through: bottom, by: 1) : stride(from: bottom, through: top, by: -1)
            for row in rows {
                let target = UnsafeMutableBufferPointer(rebasing: cells[row * width..<(row + 1) * width])
                let source = row + distance
                if source >= top, source <= bottom {
                    _ = target.update(fromContentsOf: UnsafeMutableBufferPointer(rebasing: cells[source * width..<(source + 1) * width]))
                } else {
                    target.update(repeating: .blank)
                }
            }
        }
        scrolled = FrameDiff.Scroll(top: top, bottom: bottom, by: distance)
        return true
    }

    /// The rows where this continued frame may differ from the frame it continues: those
    /// written and those scrolled.
    var rowsChangedFromShown: RowSet {
        guard let scrolled else { return touchedRows }
        var rows = touchedRows
        for row in scrolled.top...scrolled.bottom { rows.insert(row) }
        return rows
    }

    // MARK: - Areas

    /// The size of the current area.
    public var size: Size { area.size }
    /// The current area in its own coordinates: origin zero.
    public var bounds: Rect { Rect(origin: .zero, size: area.size) }

    /// Runs `body` with drawing confined to `rect` (local coordinates), whose top-left
    /// becomes the origin.
    @discardableResult
    public mutating func withArea<R>(_ rect: Rect, _ body: (inout Canvas) throws -> R) rethrows -> R {
        let saved = area
        let absolute = Rect(origin: Point(x: area.x + rect.x, y: area.y + rect.y), size: rect.size)
        area = absolute.intersection(saved)
        // Keep the origin where the caller asked, even when clipping moved the top-left.
        let originShift = Point(x: area.x - absolute.x, y: area.y - absolute.y)
        defer { area = saved }
        if originShift == .zero { return try body(&self) }
        // A partly visible area: draw into a full-size scratch area and copy the visible part.
        var scratch = Canvas(size: rect.size)
        let result = try body(&scratch)
        for y in 0..<area.height {
            touchedRows.insert(area.y + y)
            for x in 0..<area.width {
                let cell = scratch.cells[(y + originShift.y) * rect.width + x + originShift.x]
                cells[(area.y + y) * frameSize.width + area.x + x] = cell
            }
        }
        return result
    }

    // MARK: - Reading

    /// The cell at a local point, or nil outside the area.
    public func cell(at point: Point) -> Cell? {
        guard bounds.contains(point) else { return nil }
        return cells[(area.y + point.y) * frameSize.width + area.x + point.x]
    }

    /// The characters of a local row as text (wide characters once), for tests and debugging.
    public func text(ofRow y: Int) -> String {
        guard y >= 0, y < size.height else { return "" }
        var text = ""
        for x in 0..<size.width {
            if let cell = cell(at: Point(x: x, y: y)), !cell.isContinuation { text.append(cell.character) }
        }
        return text
    }

    // MARK: - Drawing

    /// Draws one line of text from `point`, clipped at the area's right edge.
    /// Returns the columns used.
    @discardableResult
    public mutating func draw(_ text: String, at point: Point, style: Style = .plain) -> Int {
        drawClipped(text, at: point, maxWidth: size.width - point.x, style: style)
    }

    /// Draws text from `point`, cut (without `…`) after `maxWidth` columns: for runs of a
    /// line already fitted to its width, where measuring again would only cost time.
    @discardableResult
    public mutating func draw(_ text: String, at point: Point, clippedTo maxWidth: Int, style: Style = .plain) -> Int {
        drawClipped(text, at: point, maxWidth: maxWidth, style: style)
    }

    /// Draws one line of text in the first row of `rect`, cut with `…` when it is wider and
    /// aligned within the rect. Returns the columns used.
    @discardableResult
    public mutating func draw(_ text: String, in rect: Rect, style: Style = .plain,
                              alignment: TextWidth.Alignment = .left) -> Int {
        guard rect.width > 0, rect.height > 0 else { return 0 }
        let cut = TextWidth.truncate(text, toWidth: rect.width)
        let width = TextWidth.width(of: cut)
        let offset: Int
        switch alignment {
        case .left: offset = 0
        case .right: offset = rect.width - width
        case .center: offset = (rect.width - width) / 2
        }
        return drawClipped(cut, at: Point(x: rect.x + offset, y: rect.y), maxWidth: rect.width - offset, style: style)
    }

    private mutating func drawClipped(_ text: String, at point: Point, maxWidth: Int, style: Style) -> Int {
        guard point.y >= 0, point.y < size.height else { return 0 }
        let limit = min(point.x + max(0, maxWidth), size.width)
        var x = point.x
        // Printable ASCII, most of what is drawn, one byte a cell: no grapheme breaking. Read
        // from the string's own UTF-8 bytes (a native or small string has them in a row):
        // walking `utf8` twice, to check and to copy, was a tenth of a keystroke (issue 27).
        let drawn: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            Self.isPrintableASCII(bytes) ? putASCII(bytes, at: point, limit: limit, style: style) : nil
        }
        switch drawn {
        case .some(.some(let columns)):
            return columns
        case .some(.none):
            break  // not all ASCII: drawn grapheme by grapheme below
        case .none:
            // No bytes in a row (a bridged string): copied first.
            let bytes = Array(text.utf8)
            if let columns = bytes.withUnsafeBufferPointer({ bytes in
                Self.isPrintableASCII(bytes) ? putASCII(bytes, at: point, limit: limit, style: style) : nil
            }) { return columns }
        }
        for character in text {
            guard x < limit else { break }
            let (shown, width) = Canvas.displayable(character)
            if width == 0 { continue }
            if x < 0 { x += width; continue }
            if x + width > limit {
                put(" ", width: 1, style: style, x: x, y: point.y)
                x += 1
                break
            }
            put(shown, width: width, style: style, x: x, y: point.y)
            x += width
        }
        return max(0, x - max(point.x, 0))
    }

    /// Writes printable ASCII one byte a cell from `point` up to the local column `limit`.
    /// Only the run's two ends can cut a wide character already there (its other half is
    /// blanked as `put` does); the cells between are stored straight. Most of a frame is
    /// drawn here (issue 27: per-cell `put` was a tenth of a keystroke).
    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    private mutating func putASCII(_ text: UnsafeBufferPointer<UInt8>, at point: Point, limit: Int, style: Style) -> Int {
        let start = max(point.x, 0)
        var end = point.x + text.count
        end = min(end, limit)
        guard end > start else { return 0 }
        let rowStart = (area.y + point.y) * frameSize.width + area.x
        let first = rowStart + start, last = rowStart + end - 1
        touchedRows.insert(area.y + point.y)
        cells.withUnsafeMutableBufferPointer { cells in
            if cells[first].width == 0, area.x + start > 0 { cells[first - 1] = Cell(ascii: 0x20, style: cells[first - 1].style) }
            if area.x + end < frameSize.width, cells[last].width == 2, cells[last + 1].width == 0 {
                cells[last + 1] = Cell(ascii: 0x20, style: cells[last + 1].style)
            }
            let skipped = start - point.x  // bytes left of the area
            for offset in 0..<(end - start) {
                cells[first + offset] = Cell(ascii: text[skipped + offset], style: style)
            }
        }
        return end - start
    }

    /// Fills a local rectangle (the whole area when nil) with a character and style.
    public mutating func fill(_ rect: Rect? = nil, with character: Character = " ", style: Style = .plain) {
        let target = (rect ?? bounds).intersection(bounds)
        let (shown, width) = Canvas.displayable(character)
        guard width > 0, !target.isEmpty else { return }
        for y in target.y..<target.maxY {
            var x = target.x
            while x + width <= target.maxX {
                put(shown, width: width, style: style, x: x, y: y)
                x += width
            }
        }
    }

    /// Makes a local rectangle (the whole area when nil) blank again: what a drawer that
    /// draws only changes does before drawing a part anew. A wide character cut by the
    /// rectangle's edge loses its other half too, as when it is overwritten.
    public mutating func erase(_ rect: Rect? = nil) {
        let target = (rect ?? bounds).intersection(bounds)
        guard !target.isEmpty else { return }
        let width = frameSize.width
        for y in target.y..<target.maxY {
            let row = area.y + y
            touchedRows.insert(row)
            let first = row * width + area.x + target.x, end = row * width + area.x + target.maxX
            if cells[first].width == 0, area.x + target.x > 0 { cells[first - 1] = Cell(ascii: 0x20, style: cells[first - 1].style) }
            if area.x + target.maxX < width, cells[end].width == 0 { cells[end] = Cell(ascii: 0x20, style: cells[end].style) }
            cells.withUnsafeMutableBufferPointer { cells in
                UnsafeMutableBufferPointer(rebasing: cells[first..<end]).update(repeating: .blank)
            }
        }
    }

    /// Changes the style of the cells in a local rectangle, keeping their characters
    /// (e.g. reverse video for a selected row). `transform` must depend on the style alone:
    /// it is asked once for each run of cells in one style (a selected row is a few runs of
    /// 120 cells, issue 27).
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let target = rect.intersection(bounds)
        guard !target.isEmpty else { return }
        var last: (from: Style, to: Style)?
        for y in target.y..<target.maxY {
            touchedRows.insert(area.y + y)
            let rowStart = (area.y + y) * frameSize.width + area.x
            cells.withUnsafeMutableBufferPointer { cells in
                for index in (rowStart + target.x)..<(rowStart + target.maxX) {
                    let style = cells[index].style
                    if let last, last.from == style {
                        cells[index].style = last.to
                        continue
                    }
                    let restyled = transform(style)
                    last = (style, restyled)
                    cells[index].style = restyled
                }
            }
        }
    }

    /// Draws a box along the edges of a local rectangle, with an optional title in the top
    /// border. The inside is left as it is; use `rect.inset(by: 1)` for the content.
    public mutating func box(_ rect: Rect, border: BorderStyle = .rounded, style: Style = .plain,
                             title: String? = nil, titleStyle: Style? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let h = String(border.horizontal), v = border.vertical
        put(border.topLeft, rect.x, rect.y, style)
        put(border.topRight, rect.maxX - 1, rect.y, style)
        put(border.bottomLeft, rect.x, rect.maxY - 1, style)
        put(border.bottomRight, rect.maxX - 1, rect.maxY - 1, style)
        if rect.width > 2 {
            let line = String(repeating: h, count: rect.width - 2)
            draw(line, at: Point(x: rect.x + 1, y: rect.y), style: style)
            draw(line, at: Point(x: rect.x + 1, y: rect.maxY - 1), style: style)
        }
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            put(v, rect.x, y, style)
            put(v, rect.maxX - 1, y, style)
        }
        if let title, rect.width > 4 {
            draw(" \(title) ", in: Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1),
                 style: titleStyle ?? style)
        }
    }

    /// Shows the text cursor at a local point (clipped points hide it); nil hides it.
    public mutating func setCursor(_ point: Point?) {
        guard let point, bounds.contains(point) else { cursor = nil; return }
        cursor = Point(x: area.x + point.x, y: area.y + point.y)
    }

    // MARK: - Cells

    private mutating func put(_ character: Character, _ x: Int, _ y: Int, _ style: Style) {
        guard bounds.contains(Point(x: x, y: y)) else { return }
        let (shown, width) = Canvas.displayable(character)
        guard width > 0, x + width <= size.width else { return }
        put(shown, width: width, style: style, x: x, y: y)
    }

    /// Writes a character at a local position known to be inside the area, keeping wide
    /// characters whole: overwriting either half of a wide character blanks the other half.
    private mutating func put(_ character: Character, width: Int, style: Style, x: Int, y: Int) {
        put(Cell(character, style: style, width: UInt8(width)), x: x, y: y)
    }

    /// Writes a cell (one or two columns wide) at a local position known to be inside the area.
    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        let width = Int(cell.width)
        let ax = area.x + x
        let rowStart = (area.y + y) * frameSize.width
        let index = rowStart + ax
        touchedRows.insert(area.y + y)
        if cells[index].width == 0, ax > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        let last = index + width - 1
        if ax + width < frameSize.width, cells[last].width == 2 || (width == 1 && cells[index].width == 2) {
            let next = last + 1
            if cells[next].width == 0 { cells[next] = Cell(" ", style: cells[next].style) }
        }
        cells[index] = cell
        if width == 2 { cells[index + 1] = Cell(" ", style: cell.style, width: 0) }
    }

    /// What is drawn for a grapheme cluster, and its width: control characters become a
    /// one-column placeholder.
    static func displayable(_ character: Character) -> (Character, Int) {
        let scalars = character.unicodeScalars
        if let first = scalars.first, first.isASCII, first.value >= 0x20, first.value < 0x7F, scalars.count == 1 {
            return (character, 1)
        }
        for scalar in scalars where TextWidth.isControl(scalar) {
            return (placeholder(for: scalar), 1)
        }
        return (character, TextWidth.width(of: character))
    }

    /// The visible stand-in for a control code point: the Control Pictures block for C0
    /// and DEL, U+FFFD for C1 and the bidirectional overrides. The CLI shows the same.
    public static func placeholder(for scalar: Unicode.Scalar) -> Character {
        switch scalar.value {
        case 0..<0x20:
            // U+2400...U+241F are all assigned scalars; the fallback only satisfies the type.
            return Unicode.Scalar(0x2400 + scalar.value).map(Character.init) ?? "\u{FFFD}"
        case 0x7F: return "\u{2421}"
        default: return "\u{FFFD}"
        }
    }
}
