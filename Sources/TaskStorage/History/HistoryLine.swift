import Foundation
import TaskDomain

/// The lines of a history file (`tasks.json.history`, a vdir's `.taskdeck-history`).
///
/// The first line names the format and the file's generation:
/// `{"format":"taskdeck-history","version":1,"generation":"<16 hex digits>"}\t<hash>`. The
/// generation is new each time the file is started or rewritten, so a reader that goes on
/// from where it stopped knows it is still reading the same file, even when a rewrite got
/// the old file's inode back (older files have none and still read).
/// Every later line is one event: `<event JSON>\t<hash>` for a mark, and for a change made
/// `<event JSON>\t<hash>\t<change JSON>\t<hash>`, each hash the FNV-1a of the JSON before
/// it (16 hex digits; JSON never holds a raw tab or newline). The event is small (number,
/// time, who, action, count, title) and read for every line; the change (every task's
/// before and after, in the task file's own record shape, so every field a task holds is
/// kept) is checked and decoded only when its step is undone or redone. A last line
/// without its newline, or failing its hash, is a write cut short: ignored, and cut off
/// by the next writer. Any other damage makes the file unreadable, and it is never
/// written over.
enum HistoryLine {
    static let format = "taskdeck-history"
    static let version = 1

    /// The first line.
    struct Header: Codable {
        var format: String
        var version: Int
        var generation: String?
    }

    /// One event, as stored.
    struct Event: Codable {
        var seq: Int
        var at: Date
        var by: String
        /// "undone" or "redone" for a mark; nil for a change made.
        var mark: String?
        var action: String?
        var count: Int?
        var title: String?
        /// The process that made a change (`HistoryStep.process`); older lines have none.
        var pid: Int32?
        /// The byte length of the change's JSON after the event, as ten digits: a reader
        /// steps over the change without reading it (`HistoryScan`). Older lines have none.
        var size: String?
    }

    /// The digits of `Event.size` as first written, set once the change's length is known.
    static let sizePlaceholder = "0000000000"
    static let sizeKey: [UInt8] = Array(#""size":""#.utf8)

    /// An event line as found in the file: the event and, for a change made, where its
    /// change's JSON is (byte offsets in the file) and the hash it must have.
    struct Found {
        var event: HistoryEvent
        var body: Range<Int>?
        var bodyHash: String?
        /// The whole line, newline included, for a rewrite that keeps it.
        var line: Range<Int>
    }

    // MARK: - Writing

    /// A first line with a new generation.
    static func headerLine() -> [UInt8] {
        headerLine(generation: ContentHash.hex(UInt64.random(in: .min ... .max)))
    }

    static func headerLine(generation: String?) -> [UInt8] {
        let json = [UInt8]((generation.map { #"{"format":"taskdeck-history","version":1,"generation":"\#($0)"}"# }
            ?? #"{"format":"taskdeck-history","version":1}"#).utf8)
        return json + [0x09] + hash(json) + [0x0A]
    }

    /// A step's event JSON and its checksum, the start of its line; the change follows,
    /// written by `body(of:seq:to:)`, then its own checksum. The event's size is a
    /// placeholder until `head(_:sized:)` writes the change's length into it.
    static func head(of step: HistoryStep, withChange: Bool = true) throws -> [UInt8] {
        let stored = Event(seq: step.number, at: step.date, by: origin(step.origin), mark: nil,
                           action: step.action.rawValue, count: step.count, title: step.title, pid: step.process,
                           size: withChange ? sizePlaceholder : nil)
        let json = [UInt8](try Journal.encoder().encode(stored))
        return json + [0x09] + hash(json)
    }

    /// `head` with the change's length in its size digits and its checksum made again: the
    /// same number of bytes, so it goes in place of the placeholder's (nil: no digits).
    static func head(_ head: [UInt8], sized size: Int) -> [UInt8]? {
        guard size < 10_000_000_000, head.count > 17, let at = sizeDigits(in: head[..<(head.count - 17)]) else { return nil }
        var json = Array(head[..<(head.count - 17)])
        let digits = Array(String(size).utf8)
        json.replaceSubrange((at + 10 - digits.count)..<(at + 10), with: digits)
        return json + [0x09] + hash(json)
    }

    /// Appends the change's record to `bytes`, handing them to `drain` whenever they pass
    /// `piece` bytes: one task at a time, no array of records nor a copy of their bytes.
    static func body(of change: TaskChange, seq: Int, to bytes: inout [UInt8], drainingPast piece: Int = .max,
                     drain: (inout [UInt8]) -> Void = { _ in }) {
        let mapper = TaskMapper(path: "")
        TaskJSONWriter.appendRecord(seq: seq, count: change.entries.count, to: &bytes, drainingPast: piece, drain: drain) { index in
            let entry = change.entries[index]
            return .init(id: entry.id.description, before: entry.before.map { mapper.dto(from: $0, extra: [:]) },
                         after: entry.after.map { mapper.dto(from: $0, extra: [:]) })
        }
    }

    static func line(_ event: HistoryEvent, change: TaskChange?) throws -> [UInt8] {
        let encoder = Journal.encoder()
        var line: [UInt8]
        switch event {
        case .made(let step):
            line = try head(of: step, withChange: change != nil)
            let headCount = line.count
            if let change {
                line.append(0x09)
                let bodyStart = line.count
                body(of: change, seq: step.number, to: &line)
                let bodyHash = line.withUnsafeBytes { ContentHash.of(buffer: UnsafeRawBufferPointer(rebasing: $0[bodyStart...])) }
                // The change's length goes into the event (its digits in place): the line stays one buffer.
                if let sized = head(Array(line[..<headCount]), sized: line.count - bodyStart) {
                    line.replaceSubrange(0..<headCount, with: sized)
                }
                line.append(0x09)
                line += Array(ContentHash.hex(bodyHash).utf8)
            }
        case .marked(let number, let mark):
            let stored = Event(seq: number, at: mark.date, by: origin(mark.origin), mark: mark.undone ? "undone" : "redone")
            let json = [UInt8](try encoder.encode(stored))
            line = json + [0x09] + hash(json)
        }
        line.append(0x0A)
        return line
    }

    /// Where the ten digits of `"size":"…"` start in an event's JSON (nil: none).
    static func sizeDigits(in json: some Collection<UInt8>) -> Int? {
        let bytes = Array(json)
        guard bytes.count >= sizeKey.count + 10 else { return nil }
        for start in 0...(bytes.count - sizeKey.count - 10) where bytes[start] == 0x22 {
            if bytes[start..<(start + sizeKey.count)].elementsEqual(sizeKey) { return start + sizeKey.count }
        }
        return nil
    }

    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        Array(ContentHash.hex(ContentHash.of(bytes)).utf8)
    }

    /// `app`, `command:rm`, `sync`.
    static func origin(_ origin: ChangeOrigin) -> String {
        switch origin {
        case .app: "app"
        case .command(let name): "command:" + name
        case .sync: "sync"
        }
    }

    static func origin(_ text: String) -> ChangeOrigin? {
        if text == "app" { return .app }
        if text == "sync" { return .sync }
        if text.hasPrefix("command:") { return .command(String(text.dropFirst("command:".count))) }
        return nil
    }

    // MARK: - Reading

    /// A damaged line, by its number in the file (1: the header).
    struct Damage: Error {
        var line: Int
        var problem: String
    }

    /// The events of `bytes`, which start at byte `start` of the file (0: with the header).
    /// Returns them and where the last whole line ends. `firstLine` numbers lines in errors.
    /// The highest step number a history may hold: far beyond any real one, and room to count on.
    static let maximumStepNumber = Int(Int32.max)

    static func parse(_ bytes: [UInt8], start: Int, firstLine: Int) throws -> (found: [Found], end: Int, lines: Int) {
        var found: [Found] = []
        var lineStart = 0
        var number = firstLine - 1
        var end = start
        var eventJSON: [UInt8] = [UInt8(ascii: "[")]
        var kinds: [(body: Range<Int>?, bodyHash: String?, line: Range<Int>)] = []
        // The header is never a torn tail: a file that does not start with a whole one is
        // not a history (it is set aside, never cut and written over).
        if start == 0, !bytes.isEmpty, bytes.firstIndex(of: 0x0A) == nil {
            throw Damage(line: 1, problem: "it is not a taskdeck history")
        }
        while lineStart < bytes.count {
            guard let newline = bytes[lineStart...].firstIndex(of: 0x0A) else { break }  // a torn tail
            number += 1
            let isLast = newline == bytes.count - 1
            let fields = split(bytes, lineStart..<newline)
            guard let fields, hash(bytes[fields.json]) == Array(bytes[fields.hash]) else {
                if isLast && !(start == 0 && lineStart == 0) { break }
                throw Damage(line: number, problem: "its checksum does not match")
            }
            if start == 0 && lineStart == 0 {
                guard let header = try? JSONDecoder().decode(Header.self, from: Data(bytes[fields.json])),
                      header.format == format else {
                    throw Damage(line: 1, problem: "it is not a taskdeck history")
                }
                guard header.version <= version else { throw ChangeHistoryError.newerFormat(path: "", version: header.version) }
            } else {
                if eventJSON.count > 1 { eventJSON.append(UInt8(ascii: ",")) }
                eventJSON += bytes[fields.json]
                kinds.append((fields.body.map { (start + $0.lowerBound)..<(start + $0.upperBound) },
                              fields.bodyHash.map { String(decoding: bytes[$0], as: UTF8.self) },
                              (start + lineStart)..<(start + newline + 1)))
            }
            lineStart = newline + 1
            end = start + lineStart
        }
        eventJSON.append(UInt8(ascii: "]"))
        guard !kinds.isEmpty else { return ([], end, number) }
        let events: [Event]
        do {
            events = try Journal.decoder().decode([Event].self, from: Data(eventJSON))
        } catch {
            throw Damage(line: firstLine, problem: "an event cannot be read (\(error.localizedDescription))")
        }
        // One line, one event: a line whose JSON holds several (`{…},{…}` with a checksum
        // made to match) is damage, not more events.
        guard events.count == kinds.count else {
            throw Damage(line: firstLine, problem: "a line holds more than one event")
        }
        for (index, stored) in events.enumerated() {
            guard (1...maximumStepNumber).contains(stored.seq) else {
                throw Damage(line: firstLine + index, problem: "step number \(stored.seq) is out of range")
            }
            guard let origin = origin(stored.by) else {
                throw Damage(line: firstLine + index, problem: "'\(stored.by)' is not who made a change")
            }
            let event: HistoryEvent
            if let mark = stored.mark {
                guard mark == "undone" || mark == "redone" else { throw Damage(line: firstLine + index, problem: "unknown mark '\(mark)'") }
                event = .marked(number: stored.seq, HistoryMark(undone: mark == "undone", date: stored.at, origin: origin))
            } else {
                guard let name = stored.action, let action = TaskChange.Action(rawValue: name) else {
                    throw Damage(line: firstLine + index, problem: "unknown action '\(stored.action ?? "")'")
                }
                var step = HistoryStep(number: stored.seq, date: stored.at, origin: origin, action: action,
                                       count: stored.count ?? 0, title: stored.title)
                step.process = stored.pid
                event = .made(step)
            }
            found.append(Found(event: event, body: kinds[index].body, bodyHash: kinds[index].bodyHash, line: kinds[index].line))
        }
        return (found, end, number)
    }

    /// The fields of one line: the event JSON and its hash, and a change's JSON and hash.
    private static func split(_ bytes: [UInt8], _ line: Range<Int>)
        -> (json: Range<Int>, hash: Range<Int>, body: Range<Int>?, bodyHash: Range<Int>?)? {
        guard let tab = bytes[line].firstIndex(of: 0x09), line.upperBound - tab > 16 else { return nil }
        let hash = (tab + 1)..<(tab + 17)
        if hash.upperBound == line.upperBound { return (line.lowerBound..<tab, hash, nil, nil) }
        guard bytes[hash.upperBound] == 0x09, line.upperBound - hash.upperBound > 18 else { return nil }
        let bodyHash = (line.upperBound - 16)..<line.upperBound
        guard bytes[bodyHash.lowerBound - 1] == 0x09 else { return nil }
        return (line.lowerBound..<tab, hash, (hash.upperBound + 1)..<(bodyHash.lowerBound - 1), bodyHash)
    }

    /// The change stored as `bytes` (a change's JSON). Read by the task file's byte reader
    /// (`TaskFileReader.readRecord`), one operation at a time straight into the change;
    /// `JSONDecoder` only for what that reader leaves to it (another JSON layout, a date in
    /// another ISO 8601 form), as the task file does. Undoing a 1,000,000-task import took
    /// over 8 minutes in `JSONDecoder`. A task equal to the one `stored` gives for its ID is
    /// that one, so the change and the store share it.
    static func change(_ bytes: [UInt8], action: TaskChange.Action, path: String,
                       sharingTasksOf stored: (TaskID) -> Task? = { _ in nil }) throws -> TaskChange {
        let mapper = TaskMapper(path: path)
        var entries: [TaskChange.Entry] = []
        func entry(_ operation: Journal.Record.Operation) throws -> TaskChange.Entry {
            guard let id = TaskID(operation.id) else { throw Damage(line: 0, problem: "'\(operation.id)' is no task ID") }
            let known = stored(id)
            func task(_ dto: TaskDTO?) throws -> Task? {
                guard let dto else { return nil }
                let task = try mapper.task(from: dto, index: 0)
                return known == task ? known : task
            }
            return TaskChange.Entry(id: id, before: try task(operation.before), after: try task(operation.after))
        }
        let read = try bytes.withUnsafeBufferPointer { buffer in
            try TaskFileReader.readRecord(buffer) { entries.append(try entry($0)) }
        }
        if read == nil {
            let record = try Journal.decoder().decode(Journal.Record.self, from: Data(bytes))
            entries = try record.ops.map(entry)
        }
        return TaskChange(action: action, entries: entries)
    }
}
