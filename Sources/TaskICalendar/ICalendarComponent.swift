/// A component (`BEGIN:NAME` … `END:NAME`) with its properties and sub-components in the
/// order they were written, so an untouched file is written back byte for byte.
public struct ICalendarComponent: Equatable, Sendable {
    /// A property, a nested component, or a line kept as it was (a blank line).
    public enum Item: Equatable, Sendable {
        case property(ContentLine)
        case component(ICalendarComponent)
        case verbatim([UInt8])
    }

    /// Upper-cased: `VCALENDAR`, `VTODO`, `VALARM`, `VTIMEZONE`, …
    public var name: String
    public var items: [Item]
    var begin: ContentLine
    var end: ContentLine

    public init(name: String, items: [Item] = []) {
        self.name = name.uppercased()
        self.items = items
        begin = ContentLine(name: "BEGIN", value: self.name)
        end = ContentLine(name: "END", value: self.name)
    }

    // MARK: - Reading

    /// The properties named `name`, in order.
    public func properties(named name: String) -> [ContentLine] {
        let wanted = ICalendarComponent.upper(name)
        return items.compactMap { item in
            if case .property(let line) = item, line.name == wanted { return line }
            return nil
        }
    }

    /// The first property named `name`.
    public func property(named name: String) -> ContentLine? {
        let wanted = ICalendarComponent.upper(name)
        for item in items {
            if case .property(let line) = item, line.name == wanted { return line }
        }
        return nil
    }

    /// The direct sub-components named `name`.
    public func components(named name: String) -> [ICalendarComponent] {
        let wanted = name.uppercased()
        return items.compactMap { item in
            if case .component(let component) = item, component.name == wanted { return component }
            return nil
        }
    }

    /// `name` upper-cased, without a copy when it already is (lookups run a dozen times
    /// per task while 10,000 files load).
    static func upper(_ name: String) -> String {
        name.utf8.contains(where: { (0x61...0x7A).contains($0) }) ? name.uppercased() : name
    }

    // MARK: - Changing

    /// Makes `line` the only property of its name: the first existing one is replaced in
    /// place (kept byte for byte when it means the same), others of that name removed;
    /// without one, it is added after the last property (before sub-components such as VALARM).
    public mutating func set(_ line: ContentLine) {
        var replaced = false
        items = items.compactMap { item in
            guard case .property(let existing) = item, existing.name == line.name else { return item }
            if replaced { return nil }
            replaced = true
            return .property(existing.means(line) ? existing : line)
        }
        guard !replaced else { return }
        let position = items.lastIndex { if case .property = $0 { return true } else { return false } }
        items.insert(.property(line), at: position.map { $0 + 1 } ?? 0)
    }

    /// Removes every property named `name`.
    public mutating func remove(_ name: String) {
        let wanted = name.uppercased()
        items.removeAll { item in
            if case .property(let line) = item { return line.name == wanted }
            return false
        }
    }

    /// Replaces the `index`-th direct sub-component named `name`.
    mutating func replaceComponent(named name: String, at index: Int, with component: ICalendarComponent) {
        var seen = 0
        for position in items.indices {
            guard case .component(let existing) = items[position], existing.name == name else { continue }
            if seen == index {
                items[position] = .component(component)
                return
            }
            seen += 1
        }
    }

    // MARK: - Writing

    /// The component as written: original bytes where unchanged, CRLF lines where new.
    public var bytes: [UInt8] {
        var output = begin.bytes
        for item in items {
            switch item {
            case .property(let line): output += line.bytes
            case .component(let component): output += component.bytes
            case .verbatim(let bytes): output += bytes
            }
        }
        return output + end.bytes
    }
}
