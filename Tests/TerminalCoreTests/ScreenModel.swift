import TaskTestSupport
@testable import TerminalCore

/// A test-only terminal: interprets the bytes the renderer writes (cursor moves, SGR,
/// clears, text with auto-wrap and wide characters) into a grid, so tests can check that
/// applying a frame's bytes really produces that frame.
struct ScreenModel {
    struct ModelCell: Equatable {
        var character: Character = " "
        var style: Style = .plain
        var width: UInt8 = 1

        /// For a space, the background a person sees (its colour and boldness do not show);
        /// nil for anything else, reverse video and underlined spaces included.
        var blankBackground: Color? {
            guard character == " ", width == 1, !style.attributes.contains(.reverse),
                  !style.attributes.contains(.underline) else { return nil }
            return style.background
        }
    }

    let width: Int
    let height: Int
    private(set) var cells: [ModelCell]
    private(set) var x = 0
    private(set) var y = 0
    private var pendingWrap = false
    private(set) var style = Style.plain
    private(set) var cursorVisible = true
    private(set) var synchronized = false
    private(set) var problems: [String] = []
    /// The scroll region's first and last rows (DECSTBM); nil: the whole screen, where a
    /// line feed on the last row would scroll everything (a problem).
    private var margins: (top: Int, bottom: Int)?

    init(width: Int, height: Int, fill: ModelCell = ModelCell()) {
        self.width = width
        self.height = height
        cells = Array(repeating: fill, count: width * height)
    }

    mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            for character in String(decoding: text, as: UTF8.self) { put(character) }
            text.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                flushText()
                index = escape(bytes, at: index)
            } else if byte == 0x0D {
                flushText(); x = 0; pendingWrap = false; index += 1
            } else if byte == 0x0A {
                flushText()
                if let margins, y == margins.bottom {
                    scrollRegion(up: true)
                } else if y + 1 >= height { problems.append("line feed on the last row scrolls") } else { y += 1 }
                pendingWrap = false
                index += 1
            } else if byte < 0x20 || byte == 0x7F {
                problems.append("control byte \(byte) written")
                index += 1
            } else {
                text.append(byte); index += 1
            }
        }
        flushText()
    }

    private mutating func put(_ character: Character) {
        let w = TextWidth.width(of: character)
        if TextWidth.containsControlCharacters(String(character)) { problems.append("control character written") }
        guard w > 0 else { problems.append("zero-width character written on its own"); return }
        if pendingWrap {
            problems.append("wrote past the right edge")
            x = 0; y = min(height - 1, y + 1); pendingWrap = false
        }
        if x + w > width { problems.append("wide character at the edge"); return }
        let index = y * width + x
        if cells[index].width == 0, x > 0 { cells[index - 1] = ModelCell(style: cells[index - 1].style) }
        let last = index + w - 1
        if cells[last].width == 2, x + w < width { cells[last + 1] = ModelCell(style: cells[last + 1].style) }
        if w == 1, cells[index].width == 2, x + 1 < width { cells[index + 1] = ModelCell(style: cells[index + 1].style) }
        cells[index] = ModelCell(character: character, style: style, width: UInt8(w))
        if w == 2 { cells[index + 1] = ModelCell(character: " ", style: style, width: 0) }
        x += w
        if x >= width { x = width - 1; pendingWrap = true }
    }

    /// Moves the scroll region's rows a row up (a line feed on its last row) or down (a
    /// reverse index on its first), bringing in a blank row in the current background.
    private mutating func scrollRegion(up: Bool) {
        let (top, bottom) = margins ?? (0, height - 1)
        let blank = Array(repeating: ModelCell(style: Style(background: style.background)), count: width)
        var rows = (top...bottom).map { Array(cells[($0 * width)..<($0 * width + width)]) }
        if up { rows.removeFirst(); rows.append(blank) } else { rows.removeLast(); rows.insert(blank, at: 0) }
        for (offset, row) in rows.enumerated() { cells.replaceSubrange(((top + offset) * width)..<((top + offset + 1) * width), with: row) }
    }

    private mutating func escape(_ bytes: [UInt8], at start: Int) -> Int {
        if start + 1 < bytes.count, bytes[start + 1] == 0x4D {  // RI: reverse index
            pendingWrap = false
            if let margins, y == margins.top { scrollRegion(up: false) } else if y > 0 { y -= 1 } else {
                problems.append("reverse index on the first row scrolls")
            }
            return start + 2
        }
        guard start + 1 < bytes.count, bytes[start + 1] == 0x5B else {
            problems.append("unexpected escape"); return start + 1
        }
        var index = start + 2
        var privateMode = false
        if index < bytes.count, bytes[index] == 0x3F { privateMode = true; index += 1 }
        var params: [Int] = []
        var current: Int?
        while index < bytes.count, (0x30...0x3B).contains(bytes[index]) {
            if bytes[index] == 0x3B { params.append(current ?? 0); current = nil } else {
                current = min((current ?? 0) * 10 + Int(bytes[index] - 0x30), 1_000_000)  // no overflow on junk
            }
            index += 1
        }
        params.append(current ?? 0)
        guard index < bytes.count else { problems.append("cut escape"); return index }
        let final = bytes[index]
        let n = max(1, params[0])
        pendingWrap = false
        if privateMode {
            let on = final == 0x68
            switch params[0] {
            case 25: cursorVisible = on
            case 2026: synchronized = on
            default: break
            }
            return index + 1
        }
        switch final {
        case 0x48: y = min(height, max(1, params[0])) - 1; x = min(width, max(1, params.count > 1 ? params[1] : 1)) - 1
        case 0x43: x = min(width - 1, x + n)
        case 0x44: x = max(0, x - n)
        case 0x47: x = min(width, n) - 1
        case 0x4B:  // EL 0: from the cursor to the end of the line, in the current background
            guard params[0] == 0 else { problems.append("EL \(params[0]) is not used"); break }
            if x > 0, cells[y * width + x].width == 0 { cells[y * width + x - 1] = ModelCell(style: cells[y * width + x - 1].style) }
            for column in x..<width { cells[y * width + column] = ModelCell(style: Style(background: style.background)) }
            pendingWrap = false
        case 0x58:  // ECH: n blanks from the cursor, in the current background; the cursor stays
            for column in x..<min(width, x + max(1, params[0])) {
                cells[y * width + column] = ModelCell(style: Style(background: style.background))
            }
            pendingWrap = false
        case 0x4A: if params[0] == 2 { cells = Array(repeating: ModelCell(style: Style(background: style.background)), count: width * height) }
        case 0x6D: sgr(params)
        case 0x72:  // DECSTBM: the scroll region (none given: the whole screen); the cursor goes home
            let top = max(1, params[0]), bottom = params.count > 1 && params[1] > 0 ? params[1] : height
            if top == 1, bottom == height { margins = nil } else if top < bottom, bottom <= height {
                margins = (top - 1, bottom - 1)
            } else { problems.append("bad scroll region \(params)") }
            x = 0; y = 0
        default: problems.append("unknown CSI final \(final)")
        }
        return index + 1
    }

    private mutating func sgr(_ params: [Int]) {
        problems += SGRDecoding.apply(params, to: &style)
    }

    /// The differences from what `canvas` should look like in `mode` (empty when equal).
    func differences(from canvas: Canvas, mode: ColorMode) -> [String] {
        var result = problems
        guard canvas.frameSize == Size(width: width, height: height) else { return result + ["size differs"] }
        for index in cells.indices {
            let expected = canvas.cells[index]
            let actual = cells[index]
            let wanted = ModelCell(character: expected.isContinuation ? " " : expected.character,
                                   style: expected.style.degraded(to: mode), width: expected.width)
            let got = expected.isContinuation ? ModelCell(character: " ", style: wanted.style, width: actual.width) : actual
            if got != wanted && (got.blankBackground == nil || got.blankBackground != wanted.blankBackground) {
                result.append("cell \(index % width),\(index / width): \(actual) != \(wanted)")
                if result.count > 5 { break }
            }
        }
        if synchronized { result.append("synchronized output left on") }
        return result
    }
}
