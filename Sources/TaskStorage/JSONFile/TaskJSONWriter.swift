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
        Data(snapshot(count: file.tasks.count, extra: file.extra, originals: originals,
                      schemaVersion: file.schemaVersion) { file.tasks[$0] })
    }

    /// A whole task file whose `count` records are made one at a time by `task(index)`, so
    /// a fold holds one record beside the tasks, not a second array of them; the bytes are
    /// returned as they were written (a 1,000,000-task file is not copied into a `Data`).
    static func snapshot(count: Int, extra: [String: JSONValue], originals: [Int: [UInt8]],
                         schemaVersion: Int = TaskFileDTO.currentSchemaVersion, task: (Int) -> TaskDTO) -> [UInt8] {
        snapshot(count: count, extra: extra, originals: originals, schemaVersion: schemaVersion, task: task,
                 capacity: 64 + count * 400, drainingPast: .max) { _ in }
    }

    /// The same file handed out in pieces of about `piece` bytes (each `drain` takes the
    /// bytes written so far; what is left at the end is returned), so a fold of a million
    /// tasks holds one piece, not the whole 400 MB file (issue 28).
    static func snapshot(count: Int, extra: [String: JSONValue], originals: [Int: [UInt8]],
                         schemaVersion: Int = TaskFileDTO.currentSchemaVersion, task: (Int) -> TaskDTO,
                         capacity: Int, drainingPast piece: Int, drain: (inout [UInt8]) -> Void) -> [UInt8] {
        var writer = TaskJSONWriter(pretty: true, capacity: piece == .max ? capacity : min(capacity, piece + 64 * 1024))
        writer.originals = originals
        // The file's members sorted by name: its own two and any a newer taskdeck wrote.
        let names = (["schemaVersion", "tasks"] + extra.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        writer.container(open: "{", close: "}", count: names.count) { writer, index in
            let name = names[index]
            writer.string(name)
            if writer.pretty { writer.bytes += [0x20, UInt8(ascii: ":"), 0x20] } else { writer.bytes.append(UInt8(ascii: ":")) }
            switch name {
            case "schemaVersion": writer.integer(schemaVersion)
            case "tasks":
                writer.container(open: "[", close: "]", count: count) { writer, index in
                    if let original = writer.originals[index] {
                        writer.bytes += original
                    } else {
                        writer.task(task(index))
                    }
                    if writer.bytes.count >= piece { drain(&writer.bytes) }
                }
            default: writer.value(extra[name] ?? .null)
            }
        }
        writer.bytes.append(0x0A)
        return writer.bytes
    }

    /// One journal record's JSON (no newline).
    static func record(_ record: Journal.Record) -> [UInt8] {
        var bytes: [UInt8] = []
        appendRecord(seq: record.seq, count: record.ops.count, to: &bytes) { record.ops[$0] }
        return bytes
    }

    /// Appends a journal record's JSON (no newline) whose `count` operations are made one
    /// at a time by `operation(index)`: a change of a million tasks is written into the
    /// line that holds it, without an array of its records or a copy of its bytes.
    /// With `drainingPast`, `drain` takes the bytes whenever they pass that many (a history
    /// step of a million tasks is written to its file a piece at a time).
    static func appendRecord(seq: Int, count: Int, to bytes: inout [UInt8], drainingPast piece: Int = .max,
                             drain: (inout [UInt8]) -> Void = { _ in },
                             operation: (Int) -> Journal.Record.Operation) {
        var writer = TaskJSONWriter(pretty: false)
        swap(&writer.bytes, &bytes)
        defer { swap(&writer.bytes, &bytes) }
        writer.bytes.append(contentsOf: #"{"ops":"#.utf8)
        writer.container(open: "[", close: "]", count: count) { writer, index in
            writer.operation(operation(index))
            if writer.bytes.count >= piece { drain(&writer.bytes) }
        }
        writer.bytes.append(contentsOf: #","seq":"#.utf8)
        writer.integer(seq)
        writer.bytes.append(UInt8(ascii: "}"))
    }

    // MARK: - Shapes

    /// `{"after":…,"before":…,"id":…}` (keys sorted, as JSONEncoder's `.sortedKeys`).
    private mutating func operation(_ operation: Journal.Record.Operation) {
        var first = true
        openObject()
        if let after = operation.after { key("after", first: &first); task(after) }
        if let before = operation.before { key("before", first: &first); task(before) }
        key("id", first: &first); string(operation.id)
        closeObject()
    }

    /// A task record. Its keys are known, so they are written in their sorted order
    /// directly; only a record with keys a newer taskdeck wrote (`extra`), which sort among
    /// them, takes the general path. (Building a closure per member and sorting the names
    /// was a third of a 1,000,000-task import.)
    private mutating func task(_ task: TaskDTO) {
        let extraCount = task.extra.count - (task.recurrence != nil && task.extra[RecurrenceDTO.key] != nil ? 1 : 0)
        guard extraCount == 0 else { return taskWithExtraKeys(task) }
        var first = true
        openObject()
        if !task.annotations.isEmpty {
            key("annotations", first: &first)
            array(task.annotations) { writer, annotation in
                var first = true
                writer.openObject()
                writer.key("entry", first: &first); writer.date(annotation.entry)
                writer.key("text", first: &first); writer.string(annotation.text)
                writer.closeObject()
            }
        }
        if let completed = task.completed { key("completed", first: &first); date(completed) }
        key("created", first: &first); date(task.created)
        if !task.depends.isEmpty {
            key("depends", first: &first)
            array(task.depends) { writer, id in writer.string(id) }
        }
        if let due = task.due { key("due", first: &first); string(due) }
        if !task.fields.isEmpty { key("fields", first: &first); strings(task.fields) }
        key("id", first: &first); string(task.id)
        if !task.intervals.isEmpty {
            key("intervals", first: &first)
            array(task.intervals) { writer, interval in
                var first = true
                writer.openObject()
                if let end = interval.end { writer.key("end", first: &first); writer.date(end) }
                writer.key("start", first: &first); writer.date(interval.start)
                writer.closeObject()
            }
        }
        if !task.kept.isEmpty { key("kept", first: &first); strings(task.kept) }
        key("modified", first: &first); date(task.modified)
        key("notes", first: &first); string(task.notes)
        if let parent = task.parent { key("parent", first: &first); string(parent) }
        key("priority", first: &first); string(task.priority)
        if let project = task.project { key("project", first: &first); string(project) }
        if let recurrence = task.recurrence {
            key("repeat", first: &first)
            var inner = true
            openObject()
            key("from", first: &inner); string(recurrence.recurrence.mode.storedName)
            key("rule", first: &inner); string(recurrence.recurrence.ruleText)
            closeObject()
        }
        if let scheduled = task.scheduled { key("scheduled", first: &first); string(scheduled) }
        key("status", first: &first); string(task.status)
        key("tags", first: &first); array(task.tags) { writer, tag in writer.string(tag) }
        key("title", first: &first); string(task.title)
        if let until = task.until { key("until", first: &first); string(until) }
        if let wait = task.wait { key("wait", first: &first); string(wait) }
        closeObject()
    }

    /// A task record with keys a newer taskdeck wrote: every member sorted by name.
    private mutating func taskWithExtraKeys(_ task: TaskDTO) {
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

    /// The separator before a member (none before the first), its indentation and its
    /// name: `name` is one of the known keys (plain ASCII, nothing to escape).
    private mutating func key(_ name: StaticString, first: inout Bool) {
        if first { first = false } else { bytes.append(UInt8(ascii: ",")) }
        if pretty { newline() }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        if pretty { bytes += [0x20, UInt8(ascii: ":"), 0x20] } else { bytes.append(UInt8(ascii: ":")) }
    }

    /// Ends an object opened with `{` and `depth += 1` that has at least one member.
    private mutating func openObject() {
        bytes.append(UInt8(ascii: "{"))
        depth += 1
    }

    private mutating func closeObject() {
        depth -= 1
        if pretty { newline() }
        bytes.append(UInt8(ascii: "}"))
    }

    /// An object of strings, sorted by name, without a closure per member.
    private mutating func strings(_ values: [String: String]) {
        let names = values.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        container(open: "{", close: "}", count: names.count) { writer, index in
            let name = names[index]
            writer.string(name)
            if writer.pretty { writer.bytes += [0x20, UInt8(ascii: ":"), 0x20] } else { writer.bytes.append(UInt8(ascii: ":")) }
            writer.string(values[name] ?? "")
        }
    }

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
        container(open: open, close: close, count: items.count) { writer, index in write(&writer, items[index]) }
    }

    /// The same for `count` items written by index.
    private mutating func container(open: Unicode.Scalar, close: Unicode.Scalar, count: Int,
                                    _ write: (inout TaskJSONWriter, Int) -> Void) {
        bytes.append(UInt8(ascii: open))
        if pretty && count == 0 {
            bytes.append(0x0A)
            newline()
            bytes.append(UInt8(ascii: close))
            return
        }
        depth += 1
        if pretty { newline() }
        for index in 0..<count {
            if index > 0 {
                bytes.append(UInt8(ascii: ","))
                if pretty { newline() }
            }
            write(&self, index)
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

    /// A JSON string: the runs without anything to escape are copied whole.
    private mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var run = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                escape(byte)
                run = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A byte JSON escapes, as JSONEncoder writes it.
    private mutating func escape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hex = "0123456789abcdef".utf8
            bytes += [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                      hex[hex.index(hex.startIndex, offsetBy: Int(byte >> 4))],
                      hex[hex.index(hex.startIndex, offsetBy: Int(byte & 0x0F))]]
        }
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
