import Foundation
import TaskDomain
import TaskWording

/// One task in taskdeck's JSON (`list --json`, `export --format json`): every field, full
/// ID, ISO-8601 times in UTC; absent optionals are left out.
struct JSONTaskRow: Encodable {
    let id: String
    let title: String
    let status: String
    let created: Date
    let modified: Date
    let completed: Date?
    let due: String?
    let priority: String
    let project: String?
    let tags: [String]
    let notes: String
    /// The parent task's full ID, for a subtask.
    let parent: String?
    /// How it repeats: `{"rule": RRULE text, "from": "due" | "completion", "words": "every 2 weeks"}`.
    let recurrence: Repeat?
    /// What other programs' formats said that taskdeck does not read (`KeptFields`); absent when none.
    let kept: [String: String]?
    /// Hidden until this day (and time), as `due` is written.
    let wait: String?
    let scheduled: String?
    /// The last day it is worth doing.
    let until: String?
    /// Every stretch of work, `{"start": …, "end": …}` (no `end` while it runs); absent when none.
    let intervals: [Interval]?
    /// Whether it runs now (the last interval has no end): for scripts, read from `intervals` on import.
    let active: Bool
    /// Its urgency where the output ranks by it (`next --json`); absent elsewhere.
    let urgency: Double?
    /// The full IDs of the tasks it waits for, sorted; absent when none.
    let depends: [String]?
    /// The dated lines added to it, oldest first: `{"entry": …, "text": …}`; absent when none.
    let annotations: [AnnotationRow]?
    /// Its custom fields by name, as text (`{"estimate": "3"}`); absent when none.
    let fields: [String: String]?

    struct AnnotationRow: Encodable {
        let entry: Date
        let text: String
    }

    struct Interval: Encodable {
        let start: Date
        let end: Date?
    }

    /// The repeat rule as the task file stores it, with the words the CLI and the app show.
    struct Repeat: Encodable {
        let rule: String
        let from: String
        let words: String
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, status, created, modified, completed, due, priority, project, tags, notes, parent, kept
        case wait, scheduled, until, intervals, active, urgency
        case depends
        case annotations
        case fields
        case recurrence = "repeat"
    }

    init(_ task: Task, urgency: Double? = nil) {
        id = task.id.description
        title = task.title
        status = task.status.rawValue
        created = task.created
        modified = task.modified
        completed = task.completed
        due = task.due?.storageString
        priority = task.priority.rawValue
        project = task.project
        tags = task.sortedTags
        notes = task.notes
        parent = task.parent?.description
        recurrence = task.recurrence.map {
            Repeat(rule: $0.ruleText, from: $0.mode.storedName,
                   words: RecurrenceWording.text(of: $0))
        }
        kept = task.kept.isEmpty ? nil : task.kept.values
        wait = task.wait?.storageString
        scheduled = task.scheduled?.storageString
        until = task.until?.storageString
        intervals = task.intervals.isEmpty ? nil : task.intervals.map { Interval(start: $0.start, end: $0.end) }
        active = task.isActive
        self.urgency = urgency.map { ($0 * 1000).rounded() / 1000 }
        depends = task.depends.isEmpty ? nil : task.depends.sorted().map(\.description)
        annotations = task.annotations.isEmpty ? nil : task.annotations.map { AnnotationRow(entry: $0.entry, text: $0.text) }
        fields = task.fields.isEmpty ? nil : task.fields.values
    }

    /// The pretty-printed array with sorted keys, and a final newline; `[]` when empty.
    static func encode(_ tasks: [Task], urgency: ((Task) -> Double)? = nil) throws -> String {
        guard !tasks.isEmpty else { return "[]\n" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(tasks.map { JSONTaskRow($0, urgency: urgency?($0)) }), as: UTF8.self) + "\n"
    }

    /// `2026-03-11T10:00:00Z`, with or without fractional seconds or an offset.
    static func parseDate(_ text: String) -> Date? {
        if let date = utcSeconds(text) { return date }
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the form taskdeck writes, read by its bytes; nil for anything
    /// else (the formatter reads it). Making an `ISO8601DateFormatter` for every date was
    /// nine tenths of importing a taskdeck JSON file (75 s for 200,000 tasks).
    static func utcSeconds(_ text: String) -> Date? {
        var digits = [Int](repeating: 0, count: 6)
        var field = 0, position = 0
        let separators: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: "T"), UInt8(ascii: ":"),
                                   UInt8(ascii: ":"), UInt8(ascii: "Z")]
        let widths = [4, 2, 2, 2, 2, 2]
        var width = 0
        for byte in text.utf8 {
            guard field < 6 else { return nil }
            if width == widths[field] {
                guard byte == separators[field] else { return nil }
                field += 1
                width = 0
            } else {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                digits[field] = digits[field] * 10 + Int(byte - UInt8(ascii: "0"))
                width += 1
            }
            position += 1
        }
        // Years from 1900 only: before the Gregorian reform the formatter's calendar is Julian.
        guard field == 6, position == 20, digits[0] >= 1900, digits[3] < 24, digits[4] < 60, digits[5] < 60,
              let day = CalendarDay(year: digits[0], month: digits[1], day: digits[2]) else { return nil }
        let seconds = day.dayNumber * 86_400 + digits[3] * 3600 + digits[4] * 60 + digits[5]
        return Date(timeIntervalSince1970: Double(seconds))
    }
}
