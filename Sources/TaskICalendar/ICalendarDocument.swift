import Foundation

/// A parsed iCalendar file: its top-level components (normally one `VCALENDAR`) and any
/// blank lines around them, written back exactly as read where nothing was changed.
public struct ICalendarDocument: Equatable, Sendable {
    public var items: [ICalendarComponent.Item]

    public init(items: [ICalendarComponent.Item]) {
        self.items = items
    }

    /// The first `VCALENDAR`.
    public var calendar: ICalendarComponent? {
        for item in items { if case .component(let component) = item, component.name == "VCALENDAR" { return component } }
        return nil
    }

    /// Replaces the first `VCALENDAR`.
    public mutating func setCalendar(_ calendar: ICalendarComponent) {
        for index in items.indices {
            if case .component(let component) = items[index], component.name == "VCALENDAR" {
                items[index] = .component(calendar)
                return
            }
        }
        items.append(.component(calendar))
    }

    /// The file's bytes.
    public var bytes: [UInt8] {
        var output: [UInt8] = []
        for item in items {
            switch item {
            case .component(let component): output += component.bytes
            case .property(let line): output += line.bytes
            case .verbatim(let bytes): output += bytes
            }
        }
        return output
    }

    // MARK: - Parsing

    /// How deep components may nest. Real calendars use three levels (VCALENDAR > VTODO >
    /// VALARM); a file nesting thousands deep (hostile, or broken) would exhaust the stack
    /// of the code that walks the tree, so it is refused as malformed.
    public static let maximumDepth = 32

    /// The first line of every iCalendar file.
    static let calendarStart = Array("BEGIN:VCALENDAR".utf8)

    /// Parses a whole file (CRLF or LF line endings, folded lines). Throws naming the line.
    ///
    /// A file whose first line is not `BEGIN:VCALENDAR` is refused as not iCalendar before
    /// any of it is read as content lines, so an error never quotes what such a file holds
    /// (a `.ics` link to `/etc/hostname` would otherwise show the host name in a warning).
    public static func parse(_ bytes: [UInt8]) throws(ICalendarError) -> ICalendarDocument {
        var stack: [ICalendarComponent] = []
        var top: [ICalendarComponent.Item] = []
        let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        if !bytes.contains(0x0A), bytes.contains(0x0D) {
            throw .notACalendar(detail: "its lines end in a bare carriage return (CR); iCalendar lines end in CRLF")
        }
        let logicalLines = ContentLineFolding.unfold(hasBOM ? Array(bytes.dropFirst(3)) : bytes)
        var sawContent = false
        for (offset, logical) in logicalLines.enumerated() {
            var raw = logical.raw
            if offset == 0, hasBOM { raw = ArraySlice([0xEF, 0xBB, 0xBF] + raw) }
            if logical.text.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                if stack.isEmpty { top.append(.verbatim(Array(raw))) } else { stack[stack.count - 1].items.append(.verbatim(Array(raw))) }
                continue
            }
            if !sawContent {
                sawContent = true
                guard logical.text.count == calendarStart.count,
                      zip(logical.text, calendarStart).allSatisfy({ $0 & 0xDF == $1 & 0xDF }) else {
                    throw .notACalendar(detail: "it does not begin with BEGIN:VCALENDAR")
                }
            }
            guard UTF8Validation.isValid(logical.text) else {
                throw .malformedLine(line: logical.lineNumber, detail: "not valid UTF-8")
            }
            let line = try ContentLine.parse(logical.text, raw: raw, lineNumber: logical.lineNumber)
            switch line.name {
            case "BEGIN":
                var component = ICalendarComponent(name: line.value)
                guard !line.value.isEmpty else { throw .malformedLine(line: line.lineNumber, detail: "BEGIN without a name") }
                guard stack.count < maximumDepth else {
                    throw .malformedLine(line: line.lineNumber, detail: "components nested more than \(maximumDepth) deep")
                }
                component.begin = line
                stack.append(component)
            case "END":
                guard var component = stack.popLast() else {
                    throw .unbalanced(line: line.lineNumber, detail: "END:\(Self.shown(line.value)) without a BEGIN")
                }
                guard line.value.uppercased() == component.name else {
                    throw .unbalanced(line: line.lineNumber,
                                      detail: "END:\(Self.shown(line.value)) where END:\(Self.shown(component.name)) was expected")
                }
                component.end = line
                if stack.isEmpty {
                    top.append(.component(component))
                } else {
                    stack[stack.count - 1].items.append(.component(component))
                }
            default:
                guard !stack.isEmpty else {
                    throw .unbalanced(line: line.lineNumber, detail: "\(line.name) outside BEGIN:VCALENDAR … END:VCALENDAR")
                }
                stack[stack.count - 1].items.append(.property(line))
            }
        }
        if let open = stack.last {
            throw .unbalanced(line: (logicalLines.last?.lineNumber ?? 0), detail: "BEGIN:\(Self.shown(open.name)) is never ended")
        }
        let document = ICalendarDocument(items: top)
        guard document.calendar != nil else { throw .notACalendar(detail: "no BEGIN:VCALENDAR") }
        return document
    }

    /// A name from the file as a message shows it: at most 40 characters.
    static func shown(_ name: String) -> String {
        name.count <= 40 ? name : String(name.prefix(39)) + "…"
    }
}
