import Foundation
import TaskDomain

/// A fast reader of well-formed task files: bytes straight to `TaskFileDTO`, about ten
/// times faster than `JSONDecoder` with `Codable` (launching on 100,000 tasks reads ~30 MB).
///
/// It reads strict JSON and the usual shape of a task file (dates as
/// `YYYY-MM-DDTHH:MM:SSZ`). Anything else (a syntax error, a value of the wrong type, a
/// date in another ISO 8601 form, invalid UTF-8) makes it return nil, and the caller
/// decodes with `JSONDecoder`, which accepts the other forms and words every error.
struct TaskFileReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// How deeply nested the value being read is.
    private var depth = 0

    /// Not this reader's to read; the `Codable` path takes over.
    private struct Unreadable: Error {}

    /// One task record as read: its DTO, its place, and its bytes as written (valid only
    /// while the callback runs); `isComplete` when every key taskdeck writes was there and
    /// none was `null`, so only normalization could make a rewrite differ from the bytes.
    struct Record {
        let dto: TaskDTO
        let index: Int
        let bytes: UnsafeBufferPointer<UInt8>
        let isComplete: Bool
    }

    /// The file, or nil when the `Codable` path must decide.
    static func read(_ data: Data) -> TaskFileDTO? {
        var tasks: [TaskDTO] = []
        guard var file = try? read(data, eachTask: { tasks.append($0.dto) }) else { return nil }
        file.tasks = tasks
        return file
    }

    /// Reads the file, handing each task to `eachTask` (with its index) as soon as it is
    /// read, so 100,000 records never sit in memory as DTOs; returns the file without its
    /// tasks, or nil when the `Codable` path must decide (after some tasks may have been
    /// handed over: the caller starts again). An error `eachTask` throws ends the read.
    static func read(_ data: Data, eachTask: (Record) throws -> Void) throws -> TaskFileDTO? {
        try data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var reader = TaskFileReader(bytes: UnsafeBufferPointer(start: base, count: raw.count))
            do {
                return try reader.file(eachTask)
            } catch is Unreadable {
                return nil
            }
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: - The task file's shape

    /// What a file's top level holds besides its tasks, as far as one reader got.
    private struct TopLevel {
        var schemaVersion: Int?
        var sawTasks = false
        var extra: [String: JSONValue] = [:]
    }

    /// The head of a split read met the record where the tail's reader started.
    private struct ReachedSplit: Error {
        let top: TopLevel
    }

    private mutating func file(stoppingAt stop: Int? = nil, _ eachTask: (Record) throws -> Void) throws -> TaskFileDTO {
        var top = TopLevel()
        try object { reader, key in try reader.topLevelMember(key, &top, stoppingAt: stop, eachTask) }
        return try finished(top)
    }

    /// The end of the file: nothing but whitespace after the top level, which had tasks under
    /// the schema this reader knows.
    private mutating func finished(_ top: TopLevel) throws -> TaskFileDTO {
        skipWhitespace()
        guard index == bytes.count, top.sawTasks, let schemaVersion = top.schemaVersion,
              schemaVersion == TaskFileDTO.currentSchemaVersion else {
            throw Unreadable()
        }
        return TaskFileDTO(schemaVersion: schemaVersion, tasks: [], extra: top.extra)
    }

    /// One member of the top-level object; reading the tasks stops (throwing `ReachedSplit`)
    /// before the record that starts at byte `stop`.
    private mutating func topLevelMember(_ key: String, _ top: inout TopLevel, stoppingAt stop: Int?,
                                         _ eachTask: (Record) throws -> Void) throws {
        switch key {
        case "schemaVersion":
            guard case .integer(let value) = try value(), let version = Int(exactly: value),
                  version == TaskFileDTO.currentSchemaVersion else {
                throw Unreadable()
            }
            top.schemaVersion = version
        case "tasks":
            // Tasks are only read under a known schema, and only once.
            guard top.schemaVersion != nil, !top.sawTasks else { throw Unreadable() }
            top.sawTasks = true
            var count = 0
            let before = top
            try array { reader in
                reader.skipWhitespace()
                if reader.index == stop { throw ReachedSplit(top: before) }
                try reader.taskRecord(count, eachTask)
                count += 1
            }
        default:
            top.extra[key] = try value()
        }
    }

    private mutating func taskRecord(_ index: Int, _ eachTask: (Record) throws -> Void) throws {
        skipWhitespace()
        let start = self.index
        let (dto, isComplete) = try task()
        let bytes = UnsafeBufferPointer(rebasing: bytes[start..<self.index])
        try eachTask(Record(dto: dto, index: index, bytes: bytes, isComplete: isComplete))
    }

    // MARK: - Reading a big file in two halves

    /// How a split read's head ended.
    enum Head {
        /// It met the tail's first record: the split is sound, and this is the top level's
        /// members before the tasks.
        case reachedSplit(extra: [String: JSONValue])
        /// It read the whole file without meeting it (the split was not between two task
        /// records): what it read is the file, and the tail's work is to be thrown away.
        case whole(TaskFileDTO)
    }

    /// Where a second reader can start: the first byte of the first task record past the
    /// middle, found by the bytes between two records as the file lays them out (`},`, a
    /// newline and the first record's indent before `{`; taskdeck writes four spaces). In
    /// JSON those bytes are structure (a string holds no raw newline), but they could sit
    /// in some other array of objects: `readHead` tells, by meeting the offset between two
    /// task records or not.
    static func splitPoint(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let indent = recordIndent(in: buffer) else { return nil }
        let pattern = [0x0A] + indent + Array("},\n".utf8) + indent + [UInt8(ascii: "{")]
        var position = buffer.count / 2
        let last = buffer.count - pattern.count
        while position <= last {
            if buffer[position] == 0x0A && buffer[position + indent.count + 1] == UInt8(ascii: "}")
                && (0..<pattern.count).allSatisfy({ buffer[position + $0] == pattern[$0] }) {
                return position + pattern.count - 1
            }
            position += 1
        }
        return nil
    }

    /// The whitespace between `"tasks": [` and its first record's `{`, when a newline starts it.
    private static func recordIndent(in buffer: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let key = Array("\"tasks\"".utf8)
        var reader = TaskFileReader(bytes: buffer)
        while reader.index + key.count <= buffer.count {
            guard (0..<key.count).allSatisfy({ buffer[reader.index + $0] == key[$0] }) else {
                reader.index += 1
                continue
            }
            reader.index += key.count
            reader.skipWhitespace()
            guard reader.next() == UInt8(ascii: ":") else { return nil }
            reader.skipWhitespace()
            guard reader.next() == UInt8(ascii: "["), reader.next() == 0x0A else { return nil }
            let start = reader.index
            while let byte = reader.peek(), byte == 0x20 || byte == 0x09 { reader.index += 1 }
            guard reader.peek() == UInt8(ascii: "{") else { return nil }
            return Array(buffer[start..<reader.index])
        }
        return nil
    }

    /// Reads from the start until the task record at byte `split` (or, when it never meets
    /// it, the whole file); nil when the `Codable` path must decide.
    static func readHead(_ buffer: UnsafeBufferPointer<UInt8>, stoppingAt split: Int,
                         eachTask: (Record) throws -> Void) throws -> Head? {
        var reader = TaskFileReader(bytes: buffer)
        do {
            return .whole(try reader.file(stoppingAt: split, eachTask))
        } catch let reached as ReachedSplit {
            return .reachedSplit(extra: reached.top.extra)
        } catch is Unreadable {
            return nil
        }
    }

    /// Reads from the task record at byte `split` to the end of the file: the rest of the
    /// tasks (indexed from 0), then the top level's members after them. Nil when these bytes
    /// do not read as that (the caller reads the file in one piece instead).
    static func readTail(_ buffer: UnsafeBufferPointer<UInt8>, from split: Int,
                         eachTask: (Record) throws -> Void) throws -> [String: JSONValue]? {
        var reader = TaskFileReader(bytes: buffer)
        reader.index = split
        var top = TopLevel(schemaVersion: TaskFileDTO.currentSchemaVersion, sawTasks: true)
        var count = 0
        do {
            try reader.arrayRest { reader in
                try reader.taskRecord(count, eachTask)
                count += 1
            }
            try reader.objectRest { reader, key in try reader.topLevelMember(key, &top, stoppingAt: nil, eachTask) }
            return try reader.finished(top).extra
        } catch is Unreadable {
            return nil
        }
    }

    /// A task record, and whether it had every key taskdeck writes and no `null`.
    private mutating func task() throws -> (TaskDTO, Bool) {
        var id: String?, title: String?, created: Date?
        var notes = "", status = "pending", priority = "none"
        var modified: Date?, completed: Date?, due: String?, project: String?, parent: String?
        var wait: String?, scheduled: String?, until: String?
        var intervals: [WorkIntervalDTO] = []
        var depends: [String] = []
        var annotations: [AnnotationDTO] = []
        var fields: [String: String] = [:]
        var tags: [String] = []
        var recurrence: RecurrenceDTO?
        var kept: [String: String] = [:]
        var extra: [String: JSONValue] = [:]
        var written = 0  // notes, status, modified, priority, tags: the keys always written
        var sawNull = false
        func orNull<T>(_ reader: inout TaskFileReader, _ read: (inout TaskFileReader) throws -> T) throws -> T? {
            let value = try reader.optional(read)
            if value == nil { sawNull = true }
            return value
        }
        try object { reader, key in
            switch key {
            case "id": id = try reader.string()
            case "title": title = try reader.string()
            case "notes": notes = try reader.string(); written += 1
            case "status": status = try reader.string(); written += 1
            case "created": created = try reader.date()
            case "modified": modified = try orNull(&reader) { try $0.date() }; written += 1
            case "completed": completed = try orNull(&reader) { try $0.date() }
            case "due": due = try orNull(&reader) { try $0.string() }
            case "priority": priority = try reader.string(); written += 1
            case "project": project = try orNull(&reader) { try $0.string() }
            case "parent": parent = try orNull(&reader) { try $0.string() }
            case "wait": wait = try orNull(&reader) { try $0.string() }
            case "scheduled": scheduled = try orNull(&reader) { try $0.string() }
            case "until": until = try orNull(&reader) { try $0.string() }
            case "intervals":
                intervals = []
                try reader.array { reader in intervals.append(try reader.interval()) }
            case "depends":
                depends = []
                try reader.array { reader in depends.append(try reader.string()) }
            case "fields":
                fields = [:]
                try reader.object { reader, name in fields[name] = try reader.string() }
            case "annotations":
                annotations = []
                try reader.array { reader in annotations.append(try reader.annotation()) }
            case "tags":
                tags = []
                try reader.array { reader in tags.append(try reader.string()) }
                written += 1
            case "kept":
                try reader.object { reader, name in kept[name] = try reader.string() }
            case "repeat":
                let value = try reader.value()
                if value == .null {
                    sawNull = true
                } else {
                    recurrence = RecurrenceDTO(stored: value)
                    if recurrence == nil { extra[key] = value }  // kept verbatim, as an older taskdeck does
                }
            default: extra[key] = try reader.value()
            }
        }
        guard let id, let title, let created else { throw Unreadable() }
        var dto = TaskDTO(id: id, title: title, notes: notes, status: status, created: created,
                          modified: modified ?? created, completed: completed, due: due, priority: priority,
                          project: project, tags: tags, parent: parent, recurrence: recurrence, kept: kept,
                          wait: wait, scheduled: scheduled, until: until, intervals: intervals, extra: extra,
                          annotations: annotations)
        dto.depends = depends
        dto.fields = fields
        return (dto, written == 5 && !sawNull)
    }

    /// One work interval: `start` and an optional `end`, nothing else (else the Codable path decides).
    private mutating func interval() throws -> WorkIntervalDTO {
        var start: Date?, end: Date?
        try object { reader, key in
            switch key {
            case "start": start = try reader.date()
            case "end": end = try reader.date()
            default: throw Unreadable()
            }
        }
        guard let start else { throw Unreadable() }
        return WorkIntervalDTO(start: start, end: end)
    }

    /// One annotation: `entry` and `text`, nothing else (else the Codable path decides).
    private mutating func annotation() throws -> AnnotationDTO {
        var entry: Date?, text: String?
        try object { reader, key in
            switch key {
            case "entry": entry = try reader.date()
            case "text": text = try reader.string()
            default: throw Unreadable()
            }
        }
        guard let entry, let text else { throw Unreadable() }
        return AnnotationDTO(entry: entry, text: text)
    }

    // MARK: - JSON

    private mutating func object(_ member: (inout TaskFileReader, String) throws -> Void) throws {
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

    private mutating func objectMember(_ member: (inout TaskFileReader, String) throws -> Void) throws {
        skipWhitespace()
        let key = try string()
        skipWhitespace()
        try expect(UInt8(ascii: ":"))
        try member(&self, key)
    }

    /// An object's members after the first, to its closing brace.
    private mutating func objectRest(_ member: (inout TaskFileReader, String) throws -> Void) throws {
        while true {
            skipWhitespace()
            switch next() {
            case UInt8(ascii: ","): try objectMember(member)
            case UInt8(ascii: "}"): return
            default: throw Unreadable()
            }
        }
    }

    private mutating func array(_ element: (inout TaskFileReader) throws -> Void) throws {
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
    private mutating func arrayRest(_ element: (inout TaskFileReader) throws -> Void) throws {
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
    private mutating func optional<T>(_ read: (inout TaskFileReader) throws -> T) throws -> T? {
        skipWhitespace()
        if literal("null") { return nil }
        return try read(&self)
    }

    private mutating func value() throws -> JSONValue {
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
    private mutating func number() throws -> JSONValue {
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

    private func numberValue(_ start: Int, isInteger: Bool) throws -> JSONValue {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if isInteger, let value = Int64(text), String(value) == text { return .integer(value) }
        // Anything a number type would write back differently (2^53 and beyond, -0, 1.0,
        // long decimals) is kept as written.
        guard let value = Double(text), value.isFinite else { throw Unreadable() }
        return .literal(text)
    }

    private mutating func string() throws -> String {
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
    private mutating func escapedString() throws -> String {
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

    private mutating func hex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = next(), let digit = Self.hexValue(byte) else { throw Unreadable() }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the form taskdeck writes; any other form is the slow path's.
    private mutating func date() throws -> Date {
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

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard next() == byte else { throw Unreadable() }
    }

    private mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let matches = text.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        if matches { index += count }
        return matches
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }
}
