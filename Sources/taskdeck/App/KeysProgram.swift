import TerminalCore
import TerminalIO

/// The `taskdeck keys` screen: every decoded event on its own line with its raw bytes in
/// hex, newest at the bottom; Ctrl-C twice in a row quits.
final class KeysProgram: TerminalProgram {
    /// One line of the log.
    struct Entry: Equatable {
        var name: String
        var hex: String
    }

    private(set) var entries: [Entry] = []
    private(set) var size = Size(width: 80, height: 24)
    private var quitArmed = false
    private(set) var needsDisplay = true
    static let maxEntries = 1000

    func handle(_ event: LoopEvent) -> LoopAction {
        needsDisplay = true
        switch event {
        case .resized(let newSize):
            size = newSize
            log(Entry(name: "Resize \(newSize.width)x\(newSize.height)", hex: ""))
            return .continue
        case .resumed:
            log(Entry(name: "Resumed", hex: ""))
            return .continue
        case .tick:
            return .continue
        case .input(let decoded):
            log(Entry(name: decoded.event.description, hex: KeysProgram.hex(decoded)))
            let key = decoded.event.keyEvent
            if key == .ctrl("c") {
                if quitArmed { return .quit }
                quitArmed = true
                return .continue
            }
            quitArmed = false
            if key == .ctrl("z") { return .suspend }
            if key == .ctrl("l") { return .repaint }
            return .continue
        }
    }

    func draw(into canvas: inout Canvas) {
        needsDisplay = false
        let bounds = canvas.bounds
        let (header, rest) = bounds.splitTop(1)
        let (body, footer) = rest.splitBottom(1)
        let title = Style(foreground: .brightWhite, background: .blue).bold
        canvas.fill(header, style: title)
        canvas.draw("taskdeck keys — what your terminal sends", in: header.inset(left: 1, right: 1), style: title)
        canvas.draw("\(size.width)x\(size.height)", in: header.inset(left: 1, right: 1), style: title, alignment: .right)

        let nameWidth = min(28, max(10, body.width / 3))
        let visible = entries.suffix(max(0, body.height))
        for (row, entry) in visible.enumerated() {
            let y = body.y + row
            canvas.draw(entry.name, in: Rect(x: 1, y: y, width: nameWidth, height: 1), style: .fg(.brightCyan))
            canvas.draw(entry.hex, in: Rect(x: nameWidth + 2, y: y, width: max(0, body.width - nameWidth - 3), height: 1),
                        style: .fg(.brightBlack))
        }
        let hint = quitArmed ? "Press Ctrl-C again to quit" : "Ctrl-C twice: quit · Ctrl-Z: suspend · Ctrl-L: repaint"
        canvas.fill(footer, style: Style.plain.reverse)
        canvas.draw(hint, in: footer.inset(left: 1, right: 1), style: Style.plain.reverse)
    }

    private func log(_ entry: Entry) {
        entries.append(entry)
        if entries.count > Self.maxEntries { entries.removeFirst(entries.count - Self.maxEntries) }
    }

    /// `1b 5b 41`, with `… (N bytes)` when only the first bytes were kept.
    static func hex(_ decoded: DecodedEvent) -> String {
        let digits = decoded.bytes.map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined(separator: " ")
        return decoded.byteCount > decoded.bytes.count ? digits + " … (\(decoded.byteCount) bytes)" : digits
    }
}
