import Foundation
import TaskDomain

/// Strict JSON read from the bytes: objects, arrays, values, numbers, strings with their
/// escapes, the file's one date form, and the byte cursor under them.
extension TaskFileReader {
    mutating func object(_ member: (inout TaskFileReader, String) throws -> Void) throws {
        skipWhitespace()
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        try objectMember(member)
        try objectRest(member)
    }

    mutating func objectMember(_ member: (inout TaskFileReader, String) throws -> Void) throws {
        skipWhitespace()
        let key = try string()
        skipWhitespace()
        try expect(UInt8(ascii: ":"))
        try member(&self, key)
    }

    /// An object's members after the first, to its closing brace.
    mutating func objectRest(_ member: (inout TaskFileReader, String) throws -> Void) throws {
        while true {
            skipWhitespace()
            switch next() {
            case UInt8(ascii: ","): try objectMember(member)
            case UInt8(ascii: "}"): return
            default: throw Unreadable()
            }
        }
    }

    mutating func array(_ element: (inout TaskFileReader) throws -> Void) throws {
        skipWhitespace()
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        try arrayRest(element)
    }

    /// An array's elements from the one starting here, to its closing bracket.
    mutating func arrayRest(_ element: (inout TaskFileReader) throws -> Void) throws {
        while true {
            try element(&self)
            skipWhitespace()
            switch next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "]"): return
            default: throw Unreadable()
            }
        }
    }

    /// `null` as nil, else the value `read` reads.
    mutating func optional<T>(_ read: (inout TaskFileReader) throws -> T) throws -> T? {
        skipWhitespace()
        if literal("null") { return nil }
        return try read(&self)
    }

    mutating func value() throws -> JSONValue {
        // Deeper than JSONDecoder goes: its path says so, rather than a stack overflow.
        depth += 1
        defer { depth -= 1 }
        guard depth <= 256 else { throw Unreadable() }
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "{"):
            var members: [String: JSONValue] = [:]
            try object { reader, key in members[key] = try reader.value() }
            return .object(members)
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            try array { reader in elements.append(try reader.value()) }
            return .array(elements)
        default:
            if literal("null") { return .null }
            if literal("true") { return .bool(true) }
            if literal("false") { return .bool(false) }
            return try number()
        }
    }

    /// A number by JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func number() throws -> JSONValue {
        let start = index
        func digits(_ reader: inout TaskFileReader) -> Int {
            var count = 0
            while let byte = reader.peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                reader.index += 1
                count += 1
            }
            return count
        }
        if peek() == UInt8(ascii: "-") { index += 1 }
        if peek() == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits(&self) > 0 else { throw Unreadable() }
        }
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            guard digits(&self) > 0 else { throw Unreadable() }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            isInteger = false
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw Unreadable() }
        }
        return try numberValue(start, isInteger: isInteger)
    }

    func numberValue(_ start: Int, isInteger: Bool) throws -> JSONValue {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if isInteger, let value = Int64(text), String(value) == text { return .integer(value) }
        // Anything a number type would write back differently (2^53 and beyond, -0, 1.0,
        // long decimals) is kept as written.
        guard let value = Double(text), value.isFinite else { throw Unreadable() }
        return .literal(text)
    }

    mutating func string() throws -> String {
        skipWhitespace()
        try expect(UInt8(ascii: "\""))
        let start = index
        var isASCII = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                if isASCII { return String(decoding: raw, as: UTF8.self) }
                guard let text = String(validating: raw, as: UTF8.self) else { throw Unreadable() }
                return text
            }
            isASCII = isASCII && byte < 0x80
            if byte == UInt8(ascii: "\\") {
                index = start
                return try escapedString()
            }
            guard byte >= 0x20 else { throw Unreadable() }
            index += 1
        }
        throw Unreadable()
    }

    /// The slow path of `string()`, from just after the opening quote.
    mutating func escapedString() throws -> String {
        var scalars: [UInt8] = []
        while let byte = next() {
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: scalars, as: UTF8.self) else { throw Unreadable() }
                return text
            case UInt8(ascii: "\\"):
                guard let escape = next() else { throw Unreadable() }
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard literal("\\u") else { throw Unreadable() }
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw Unreadable() }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw Unreadable() }
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw Unreadable()
                }
            default:
                guard byte >= 0x20 else { throw Unreadable() }
                scalars.append(byte)
            }
        }
        throw Unreadable()
    }

    mutating func hex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = next(), let digit = Self.hexValue(byte) else { throw Unreadable() }
            value = value << 4 | digit
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the form taskdeck writes; any other form is the slow path's.
    mutating func date() throws -> Date {
        skipWhitespace()
        guard index + 22 <= bytes.count, bytes[index] == UInt8(ascii: "\""), bytes[index + 21] == UInt8(ascii: "\""),
              bytes[index + 5] == UInt8(ascii: "-"), bytes[index + 8] == UInt8(ascii: "-"),
              bytes[index + 11] == UInt8(ascii: "T"), bytes[index + 14] == UInt8(ascii: ":"),
              bytes[index + 17] == UInt8(ascii: ":"), bytes[index + 20] == UInt8(ascii: "Z") else { throw Unreadable() }
        func digits(_ offset: Int, _ count: Int) throws -> Int {
            var value = 0
            for position in index + offset..<index + offset + count {
                let byte = bytes[position]
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { throw Unreadable() }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        let year = try digits(1, 4), month = try digits(6, 2), day = try digits(9, 2)
        let hour = try digits(12, 2), minute = try digits(15, 2), second = try digits(18, 2)
        guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60 else {
            throw Unreadable()
        }
        index += 22
        guard let calendarDay = CalendarDay(year: year, month: month, day: day) else { throw Unreadable() }
        let seconds = calendarDay.dayNumber * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds))
    }

    // MARK: - Bytes

    func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func expect(_ byte: UInt8) throws {
        guard next() == byte else { throw Unreadable() }
    }

    mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let matches = text.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        if matches { index += count }
        return matches
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }
}
