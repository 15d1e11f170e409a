import Foundation
import TaskDomain

/// Writes task files and journal records byte for byte as `JSONEncoder` does with
/// `.sortedKeys` and `.withoutEscapingSlashes` (and `.prettyPrinted` for the snapshot),
/// about ten times faster: a fold of 100,000 tasks and every journal append go through it.
/// Tests compare its output with `JSONEncoder`'s.
struct TaskJSONWriter {
    private(set) var bytes: [UInt8] = []
    private let pretty: Bool
    private var depth = 0
    /// Task records to write as they were read, by index in the file's tasks.
    private var originals: [Int: [UInt8]] = [:]

    init(pretty: Bool, capacity: Int = 256) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    /// A whole task file (with its final newline, as text files have). `originals`: tasks
    /// (by index) written as these bytes instead, as they were read.
    static func snapshot(_ file: TaskFileDTO, originals: [Int: [UInt8]] = [:]) -> Data {
        var writer = TaskJSONWriter(pretty: true, capacity: 64 + file.tasks.count * 400)
        writer.originals = originals
        writer.file(file)
        writer.bytes.append(0x0A)
        return Data(writer.bytes)
    }

    /// One journal record's JSON (no newline).
    static func record(_ record: Journal.Record) -> [UInt8] {
        var writer = TaskJSONWriter(pretty: false)
        writer.object([
            ("ops", { writer in
                writer.array(record.ops) { writer, operation in writer.operation(operation) }
            }),
            ("seq", { writer in writer.integer(record.seq) }),
        ])
        return writer.bytes
    }

    // MARK: - Shapes

    private mutating func file(_ file: TaskFileDTO) {
        var members: [(String, (inout TaskJSONWriter) -> Void)] = [
            ("schemaVersion", { writer in writer.integer(file.schemaVersion) }),
            ("tasks", { writer in
                writer.array(Array(file.tasks.indices)) { writer, index in
                    if let original = writer.originals[index] {
                        writer.bytes += original
                    } else {
                        writer.task(file.tasks[index])
                    }
                }
            }),
        ]
        for (key, value) in file.extra { members.append((key, { writer in writer.value(value) })) }
        object(members)
    }

    private mutating func operation(_ operation: Journal.Record.Operation) {
        var members: [(String, (inout TaskJSONWriter) -> Void)] = [("id", { writer in writer.string(operation.id) })]
        if let after = operation.after { members.append(("after", { writer in writer.task(after) })) }
        if let before = operation.before { members.append(("before", { writer in writer.task(before) })) }
        object(members)
    }

    private mutating func task(_ task: TaskDTO) {
        var members: [(String, (inout TaskJSONWriter) -> Void)] = [
            ("id", { writer in writer.string(task.id) }),
            ("title", { writer in writer.string(task.title) }),
            ("notes", { writer in writer.string(task.notes) }),
            ("status", { writer in writer.string(task.status) }),
            ("created", { writer in writer.date(task.created) }),
            ("modified", { writer in writer.date(task.modified) }),
            ("priority", { writer in writer.string(task.priority) }),
            ("tags", { writer in writer.array(task.tags) { writer, tag in writer.string(tag) } }),
        ]
        if let completed = task.completed { members.append(("completed", { writer in writer.date(completed) })) }
        if let due = task.due { members.append(("due", { writer in writer.string(due) })) }
        if let project = task.project { members.append(("project", { writer in writer.string(project) })) }
        if let parent = task.parent { members.append(("parent", { writer in writer.string(parent) })) }
        if let wait = task.wait { members.append(("wait", { writer in writer.string(wait) })) }
        if let scheduled = task.scheduled { members.append(("scheduled", { writer in writer.string(scheduled) })) }
        if let until = task.until { members.append(("until", { writer in writer.string(until) })) }
        if !task.intervals.isEmpty {
            members.append(("intervals", { writer in
                writer.array(task.intervals) { writer, interval in
                    var parts: [(String, (inout TaskJSONWriter) -> Void)] = [("start", { writer in writer.date(interval.start) })]
                    if let end = interval.end { parts.append(("end", { writer in writer.date(end) })) }
                    writer.object(parts)
                }
            }))
        }
        if !task.depends.isEmpty {
            members.append(("depends", { writer in writer.array(task.depends) { writer, id in writer.string(id) } }))
        }
        if !task.annotations.isEmpty {
            members.append(("annotations", { writer in
                writer.array(task.annotations) { writer, annotation in
                    writer.object([("entry", { writer in writer.date(annotation.entry) }),
                                   ("text", { writer in writer.string(annotation.text) })])
                }
            }))
        }
        if !task.fields.isEmpty {
            members.append(("fields", { writer in
                writer.object(task.fields.map { name, value in (name, { writer in writer.string(value) }) })
            }))
        }
        if let recurrence = task.recurrence {
            members.append(("repeat", { writer in
                writer.object([("from", { writer in writer.string(recurrence.recurrence.mode.storedName) }),
                               ("rule", { writer in writer.string(recurrence.recurrence.ruleText) })])
            }))
        }
        if !task.kept.isEmpty {
            members.append(("kept", { writer in
                writer.object(task.kept.map { name, value in (name, { writer in writer.string(value) }) })
            }))
        }
        // A kept `repeat` this version cannot follow is among the extras (unless a rule replaced it).
        for (key, value) in task.extra where task.recurrence == nil || key != RecurrenceDTO.key {
            members.append((key, { writer in writer.value(value) }))
        }
        object(members)
    }

    // MARK: - JSON

    private mutating func object(_ members: [(String, (inout TaskJSONWriter) -> Void)]) {
        let sorted = members.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        container(open: "{", close: "}", sorted) { writer, member in
            writer.string(member.0)
            if writer.pretty { writer.bytes += [0x20, UInt8(ascii: ":"), 0x20] } else { writer.bytes.append(UInt8(ascii: ":")) }
            member.1(&writer)
        }
    }

    private mutating func array<Element>(_ elements: [Element], _ write: (inout TaskJSONWriter, Element) -> Void) {
        container(open: "[", close: "]", elements, write)
    }

    /// An object's or an array's brackets, commas and (pretty) indentation, as JSONEncoder
    /// lays them out: an empty one pretty is the brackets around an empty line.
    private mutating func container<Item>(open: Unicode.Scalar, close: Unicode.Scalar, _ items: [Item],
                                          _ write: (inout TaskJSONWriter, Item) -> Void) {
        bytes.append(UInt8(ascii: open))
        if pretty && items.isEmpty {
            bytes.append(0x0A)
            newline()
            bytes.append(UInt8(ascii: close))
            return
        }
        depth += 1
        if pretty { newline() }
        for (offset, item) in items.enumerated() {
            if offset > 0 {
                bytes.append(UInt8(ascii: ","))
                if pretty { newline() }
            }
            write(&self, item)
        }
        depth -= 1
        if pretty { newline() }
        bytes.append(UInt8(ascii: close))
    }

    private mutating func value(_ value: JSONValue) {
        switch value {
        case .null: bytes += Array("null".utf8)
        case .bool(let flag): bytes += Array((flag ? "true" : "false").utf8)
        case .integer(let number): bytes += Array(String(number).utf8)
        case .number(let number):
            // Rare (keys a newer taskdeck wrote): JSONEncoder's own number format.
            bytes += Array((try? JSONEncoder().encode(number)) ?? Data("null".utf8))
        case .string(let text): string(text)
        case .literal(let text): bytes += Array(text.utf8)
        case .array(let elements): array(elements) { writer, element in writer.value(element) }
        case .object(let members):
            object(members.map { member in (member.key, { writer in writer.value(member.value) }) })
        }
    }

    private mutating func integer(_ number: Int) {
        bytes += Array(String(number).utf8)
    }

    private mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                          hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` in UTC, whole seconds. Digits by hand: `String(format:)` was
    /// a tenth of a 1,000,000-task import.
    private mutating func date(_ date: Date) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let calendarDay = CalendarDay(dayNumber: days)
        let (year, month, day) = (calendarDay.year, calendarDay.month, calendarDay.day)
        bytes.append(UInt8(ascii: "\""))
        if (0...9999).contains(year) {
            twoDigits(year / 100); twoDigits(year % 100)
        } else {
            bytes += Array(String(format: "%04d", year).utf8)
        }
        bytes.append(UInt8(ascii: "-")); twoDigits(month)
        bytes.append(UInt8(ascii: "-")); twoDigits(day)
        bytes.append(UInt8(ascii: "T")); twoDigits(secondOfDay / 3600)
        bytes.append(UInt8(ascii: ":")); twoDigits(secondOfDay / 60 % 60)
        bytes.append(UInt8(ascii: ":")); twoDigits(secondOfDay % 60)
        bytes.append(UInt8(ascii: "Z")); bytes.append(UInt8(ascii: "\""))
    }

    /// `value` (0-99) as two digits.
    private mutating func twoDigits(_ value: Int) {
        bytes.append(UInt8(48 + value / 10))
        bytes.append(UInt8(48 + value % 10))
    }

    private mutating func newline() {
        bytes.append(0x0A)
        for _ in 0..<depth { bytes.append(0x20); bytes.append(0x20) }
    }
}
