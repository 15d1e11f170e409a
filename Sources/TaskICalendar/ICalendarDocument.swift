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

    /// Parses a whole file (CRLF or LF line endings, folded lines). Throws naming the line.
    public static func parse(_ bytes: [UInt8]) throws(ICalendarError) -> ICalendarDocument {
        var stack: [ICalendarComponent] = []
        var top: [ICalendarComponent.Item] = []
        let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        let logicalLines = ContentLineFolding.unfold(hasBOM ? Array(bytes.dropFirst(3)) : bytes)
        for (offset, logical) in logicalLines.enumerated() {
            var raw = logical.raw
            if offset == 0, hasBOM { raw = ArraySlice([0xEF, 0xBB, 0xBF] + raw) }
            if logical.text.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                if stack.isEmpty { top.append(.verbatim(Array(raw))) } else { stack[stack.count - 1].items.append(.verbatim(Array(raw))) }
                continue
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
                    throw .unbalanced(line: line.lineNumber, detail: "END:\(line.value) without a BEGIN")
                }
                guard line.value.uppercased() == component.name else {
                    throw .unbalanced(line: line.lineNumber,
                                      detail: "END:\(line.value) where END:\(component.name) was expected")
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
            throw .unbalanced(line: (logicalLines.last?.lineNumber ?? 0), detail: "BEGIN:\(open.name) is never ended")
        }
        let document = ICalendarDocument(items: top)
        guard document.calendar != nil else { throw .notACalendar(detail: "no BEGIN:VCALENDAR") }
        return document
    }
}
