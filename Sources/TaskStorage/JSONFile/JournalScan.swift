import Foundation
import TaskDomain

/// The journal read for a few tasks (`taskdeck undo`'s step): every line checked (its
/// checksum, its record number), but only the lines that name one of the tasks decoded.
///
/// Stricter than a full read (`Journal.parse`): a torn last line, a header it does not
/// know or a line that does not decode is a doubt (nil), and the caller reads everything,
/// which words any error and cuts a torn tail.
struct JournalScan {
    /// The snapshot hash the header names.
    let extends: String
    /// The same snapshot's `ContentHash.wide`, when the header names it too.
    let extendsWide: String?
    /// The last record's number (0: only the header).
    let sequence: Int
    /// The journal's length: every line is intact, so the next record goes here.
    let end: Int
    /// Each task's last version in the journal (`nil`: deleted), with the keys a newer
    /// taskdeck wrote in it; tasks the journal does not name are not here.
    let latest: [TaskID: (task: Task?, extra: [String: JSONValue])]

    /// Reads `bytes`, the whole journal at `path`, for the tasks `ids`; nil on any doubt.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, ids: Set<TaskID>, path: String) {
        let decoder = Journal.decoder()
        var lineStart = 0
        var extends: String?
        var extendsWide: String?
        var sequence = 0
        var latest: [TaskID: (task: Task?, extra: [String: JSONValue])] = [:]
        while lineStart < bytes.count {
            guard let newline = SnapshotRecordScan.find([0x0A], in: bytes, from: lineStart),
                  let json = Self.intactJSON(UnsafeBufferPointer(rebasing: bytes[lineStart..<newline])) else { return nil }
            if extends == nil {
                guard let header = try? decoder.decode(Journal.Header.self, from: Data(buffer: json)),
                      header.format == "taskdeck-journal", header.version <= 1 else { return nil }
                extends = header.extends
                extendsWide = header.extendsWide
            } else if Self.names(ids, json) {
                guard let record = try? decoder.decode(Journal.Record.self, from: Data(buffer: json)),
                      record.seq == sequence + 1 else { return nil }
                sequence = record.seq
                let mapper = TaskMapper(path: path)
                for operation in record.ops {
                    guard let id = TaskID(operation.id) else { return nil }
                    guard ids.contains(id) else { continue }
                    guard let after = operation.after else {
                        latest[id] = (nil, [:])
                        continue
                    }
                    guard let task = try? mapper.task(from: after, index: 0) else { return nil }
                    latest[id] = (task, after.extra)
                }
            } else {
                guard let seq = Self.sequenceNumber(json), seq == sequence + 1 else { return nil }
                sequence = seq
            }
            lineStart = newline + 1
        }
        guard let extends else { return nil }
        (self.extends, self.extendsWide, self.sequence, self.end, self.latest) = (extends, extendsWide, sequence, bytes.count, latest)
    }

    /// The JSON of a line whose checksum matches (`<JSON>\t<16 hex digits>`), else nil.
    private static func intactJSON(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard line.count > 17, line[line.count - 17] == 0x09 else { return nil }
        let json = UnsafeBufferPointer(rebasing: line[0..<(line.count - 17)])
        let checksum = String(decoding: line[(line.count - 16)...], as: UTF8.self)
        guard checksum == ContentHash.hex(ContentHash.of(buffer: UnsafeRawBufferPointer(json))) else { return nil }
        return json
    }

    /// Whether a record's line names one of `ids` as an operation's or a task's `"id"`
    /// (any case: the ID is parsed, not compared as text).
    private static func names(_ ids: Set<TaskID>, _ json: UnsafeBufferPointer<UInt8>) -> Bool {
        let key = Array(#""id":""#.utf8)
        var from = 0
        while let at = SnapshotRecordScan.find(key, in: json, from: from) {
            let start = at + key.count
            from = start
            guard start + 37 <= json.count, json[start + 36] == UInt8(ascii: "\"") else { continue }
            if let id = TaskID(String(decoding: json[start..<(start + 36)], as: UTF8.self)), ids.contains(id) { return true }
        }
        return false
    }

    /// The record number at the end of a record's JSON (`…,"seq":12}`, as `TaskJSONWriter`
    /// writes it), else nil.
    private static func sequenceNumber(_ json: UnsafeBufferPointer<UInt8>) -> Int? {
        guard json.last == UInt8(ascii: "}") else { return nil }
        var position = json.count - 2
        var value = 0, scale = 1
        while position >= 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(json[position]) {
            guard scale <= 1_000_000_000_000 else { return nil }
            value += Int(json[position] - UInt8(ascii: "0")) * scale
            scale *= 10
            position -= 1
        }
        let key = Array(#","seq":"#.utf8)
        guard scale > 1, position + 1 >= key.count,
              json[(position + 1 - key.count)...position].elementsEqual(key) else { return nil }
        return value
    }
}
