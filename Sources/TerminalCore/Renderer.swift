/// Turns canvases into the bytes that change the terminal from the previous frame to the
/// new one.
///
/// Only changed cells are written; the cursor is moved only when the next changed cell is
/// not where the last write left it; SGR is sent only when the style changes. Blanks are
/// compared by what a person sees (a space's colour and boldness do not show; its
/// background, reverse and underline do), and runs of clear blanks are erased (ECH, or EL
/// at the end of a row) instead of written as spaces, so a selection moving off a row
/// costs a few bytes. A resize,
/// the first frame or `invalidate()` (Ctrl-L, after Ctrl-Z) repaints everything. Each
/// frame is wrapped in synchronized output so the terminal never shows half a frame.
public struct Renderer: Sendable {
    public let colorMode: ColorMode
    private var previous: [Cell]?
    private var previousSize: Size = .zero
    /// The cursor the last frame left visible; nil when hidden or unknown.
    private var shownCursor: Point?
    private var cursorStateKnown = false

    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Forgets the previous frame so the next `render` repaints the whole screen.
    public mutating func invalidate() {
        previous = nil
        cursorStateKnown = false
    }

    /// The bytes that bring the terminal from the previous frame to `canvas`; empty when
    /// nothing changed.
    public mutating func render(_ canvas: Canvas) -> [UInt8] {
        let size = canvas.frameSize
        let width = size.width
        let cells = canvas.cells
        var out: [UInt8] = []
        out.reserveCapacity(256)
        out.append(contentsOf: ANSI.beginSynchronizedUpdate)
        let headerCount = out.count

        let old: [Cell]
        var cursor: Point?
        if let previous, previousSize == size {
            old = previous
        } else {
            // Full repaint: clear to the default style, then draw what differs from blank.
            out.append(contentsOf: ANSI.resetAttributes)
            out.append(contentsOf: ANSI.cursorHome)
            out.append(contentsOf: ANSI.clearScreen)
            old = Array(repeating: .blank, count: cells.count)
            cursor = .zero
            cursorStateKnown = false
        }

        var current = Style.plain  // the terminal's SGR state: every frame starts and ends plain
        var lastRawStyle = Style.plain
        var lastEffective = Style.plain
        var wroteCells = false
        for y in 0..<size.height {
            let rowStart = y * width
            var x = 0
            while x < width {
                let cell = cells[rowStart + x]
                if cell.width == 0 || cell == old[rowStart + x] || (isClear(cell) && isClear(old[rowStart + x])) {
                    x += 1
                    continue
                }
                if isClear(cell) {
                    var end = x + 1
                    while end < width, isClear(cells[rowStart + end]) { end += 1 }
                    if end - x > Self.eraseWorthIt {
                        if cursor != Point(x: x, y: y) { appendMove(from: cursor, to: Point(x: x, y: y), into: &out) }
                        if current != .plain {
                            out.append(contentsOf: ANSI.resetAttributes)
                            current = .plain
                        }
                        if end == width {
                            out.append(contentsOf: ANSI.eraseToEndOfLine)
                        } else {
                            ANSI.appendCSI(end - x, 0x58, into: &out)  // ECH: erase characters
                        }
                        wroteCells = true
                        cursor = Point(x: x, y: y)  // erasing does not move the cursor
                        x = end
                        continue
                    }
                }
                if let at = cursor, at.y == y, at.x < x, x - at.x <= 3,
                   Self.canRewrite(cells[(rowStart + at.x)..<(rowStart + x)], in: current, mode: colorMode) {
                    // Rewriting a few unchanged cells is shorter than a cursor move.
                    for skipped in cells[(rowStart + at.x)..<(rowStart + x)] { out.append(contentsOf: skipped.character.utf8) }
                } else if cursor != Point(x: x, y: y) {
                    appendMove(from: cursor, to: Point(x: x, y: y), into: &out)
                }
                if cell.style != lastRawStyle {
                    lastRawStyle = cell.style
                    lastEffective = cell.style.degraded(to: colorMode)
                }
                if lastEffective != current {
                    ANSI.appendSGR(from: current, to: lastEffective, into: &out)
                    current = lastEffective
                }
                out.append(contentsOf: cell.character.utf8)
                wroteCells = true
                let advance = Int(cell.width)
                x += advance
                // After the last column the terminal's cursor is in a pending-wrap state.
                cursor = x < width ? Point(x: x, y: y) : nil
            }
        }
        if current != .plain { out.append(contentsOf: ANSI.resetAttributes) }

        let wanted = canvas.cursor
        if let wanted {
            if wroteCells || wanted != shownCursor || !cursorStateKnown {
                if cursor != wanted { ANSI.appendMove(to: wanted, into: &out) }
                if shownCursor == nil || !cursorStateKnown { out.append(contentsOf: ANSI.showCursor) }
            }
        } else if shownCursor != nil || !cursorStateKnown {
            out.append(contentsOf: ANSI.hideCursor)
        }
        shownCursor = wanted
        cursorStateKnown = true
        previous = cells
        previousSize = size

        if out.count == headerCount { return [] }
        out.append(contentsOf: ANSI.endSynchronizedUpdate)
        return out
    }

    /// Below this many cells, writing spaces is as short as erasing.
    static let eraseWorthIt = 6

    /// A space that shows as the terminal's own blank: erasing it is exact.
    @inline(__always)
    private func isClear(_ cell: Cell) -> Bool {
        guard cell.width == 1, cell.character == " " else { return false }
        if cell.style == .plain { return true }
        let style = cell.style.degraded(to: colorMode)
        return style.background == .default && !style.attributes.contains(.reverse)
            && !style.attributes.contains(.underline)
    }

    /// True when the cells are plain one-column ASCII in the terminal's current style, so
    /// writing them again changes nothing on screen.
    private static func canRewrite(_ cells: ArraySlice<Cell>, in style: Style, mode: ColorMode) -> Bool {
        cells.allSatisfy { cell in
            cell.width == 1 && cell.character.isASCII && cell.style.degraded(to: mode) == style
        }
    }

    /// The shortest of the moves we know for getting from `from` (nil: unknown) to `to`.
    private func appendMove(from: Point?, to: Point, into out: inout [UInt8]) {
        guard let from else { ANSI.appendMove(to: to, into: &out); return }
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
