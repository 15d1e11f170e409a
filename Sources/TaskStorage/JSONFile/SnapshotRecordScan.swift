import Foundation
import TaskDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the records of a few tasks in a snapshot's bytes without reading the others: what
/// lets `taskdeck undo` at 100,000 tasks read two records instead of 30 MB of JSON.
///
/// It trusts only the layout taskdeck writes (`TaskJSONWriter`: the file's head
/// `{ "schemaVersion" : 1, "tasks" : [` and tail `] }` with nothing else at the top level,
/// records at four spaces, `"id" : "<lowercase UUID>"` inside them) and only in a file that
/// a full read accepted before (the caller checks the bytes' hash against the journal's
/// header). A record is the bytes between the newline-and-indent `{` and `}` around the ID,
/// standing between `[`/`,` and `,`/`]`; it is parsed whole and must name the ID it was
/// found by. Anything else (another layout, an ID written in another case, twice, a record
/// that does not parse or map) is a doubt: nil, and the caller reads the whole file.
enum SnapshotRecordScan {
    /// A task record found: its task and the keys a newer taskdeck wrote in it (`extra`).
    struct Found {
        let task: Task
        let extra: [String: JSONValue]
    }

    /// The records of `ids` in `bytes`, every one found exactly once; nil on any doubt.
    static func records(of ids: Set<TaskID>, in bytes: UnsafeBufferPointer<UInt8>, path: String) -> [TaskID: Found]? {
        guard hasTaskdeckLayout(bytes) else { return nil }
        var found: [TaskID: Found] = [:]
        for id in ids {
            guard let record = record(of: id, in: bytes, path: path) else { return nil }
            found[id] = record
        }
        return found
    }

    /// The file holds nothing but its schema version and the tasks, laid out as taskdeck
    /// writes them: so a record at four spaces is an element of the tasks array.
    static func hasTaskdeckLayout(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let head = Array("{\n  \"schemaVersion\" : \(TaskFileDTO.currentSchemaVersion),\n  \"tasks\" : [\n    {".utf8)
        let tail = Array("\n    }\n  ]\n}\n".utf8)
        guard bytes.count >= head.count + tail.count else { return false }
        return bytes.prefix(head.count).elementsEqual(head) && bytes.suffix(tail.count).elementsEqual(tail)
    }

    /// The one record whose `"id"` is `id`, or nil.
    private static func record(of id: TaskID, in bytes: UnsafeBufferPointer<UInt8>, path: String) -> Found? {
        let needle = Array("\"id\" : \"\(id.description)\"".utf8)
        var result: Found?
        var from = 0
        while let at = find(needle, in: bytes, from: from) {
            from = at + needle.count
            // Not the key of a record's own member (a nested object's, a newer key's): its line
            // must hold only it, at the members' indent.
            guard at >= 7, bytes[at - 7] == 0x0A, (at - 6..<at).allSatisfy({ bytes[$0] == 0x20 }) else { continue }
            guard result == nil, let range = recordRange(around: at, in: bytes),
                  let record = parse(UnsafeBufferPointer(rebasing: bytes[range]), path: path),
                  record.task.id == id else { return nil }
            result = record
        }
        return result
    }

    /// The bytes of the record that holds byte `at`: from the `{` after the newline and four
    /// spaces before it to the `}` after the next newline and four spaces, checked to be an
    /// element of an array (after `[` or `},`, before `,` or the array's end).
    private static func recordRange(around at: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let open = Array("\n    {".utf8), close = Array("\n    }".utf8)
        guard let start = findBackward(open, in: bytes, before: at),
              let end = find(close, in: bytes, from: at) else { return nil }
        let first = start + open.count - 1, last = end + close.count - 1
        // Before: `[` or `},` (the file's head ends `[`); after: `,` or a newline and `]`.
        guard start > 0, bytes[start - 1] == UInt8(ascii: "[") || bytes[start - 1] == UInt8(ascii: ","),
              last + 1 < bytes.count, bytes[last + 1] == UInt8(ascii: ",") || bytes[last + 1] == 0x0A else { return nil }
        return first..<(last + 1)
    }

    /// The record's task, read as a full read reads it (`JSONDecoder`, the mapper); nil when
    /// it does not read.
    private static func parse(_ record: UnsafeBufferPointer<UInt8>, path: String) -> Found? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let dto = try? decoder.decode(TaskDTO.self, from: Data(buffer: record)),
              let task = try? TaskMapper(path: path).task(from: dto, index: 0) else { return nil }
        return Found(task: task, extra: dto.extra)
    }

    /// The first place at or after `from` where `needle` is (Horspool: a 44-byte ID key
    /// skips up to 44 bytes a step, so 30 MB take about a million steps; one byte: `memchr`).
    static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = bytes.baseAddress, let lastByte = needle.last, from >= 0 else { return nil }
        let count = needle.count
        guard count > 1 else {
            guard from < bytes.count, let hit = memchr(base + from, Int32(lastByte), bytes.count - from) else { return nil }
            return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
        }
        var skip = [Int](repeating: count, count: 256)
        for index in 0..<(count - 1) { skip[Int(needle[index])] = count - 1 - index }
        return needle.withUnsafeBufferPointer { needleBytes -> Int? in
            guard let pattern = needleBytes.baseAddress else { return nil }
            var position = from
            while position + count <= bytes.count {
                let end = bytes[position + count - 1]
                if end == lastByte, memcmp(base + position, pattern, count - 1) == 0 { return position }
                position += skip[Int(end)]
            }
            return nil
        }
    }

    /// The last place where `needle` starts and ends before `before`.
    private static func findBackward(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, before: Int) -> Int? {
        var position = before - needle.count
        while position >= 0 {
            if bytes[position] == needle[0], (1..<needle.count).allSatisfy({ bytes[position + $0] == needle[$0] }) {
                return position
            }
            position -= 1
        }
        return nil
    }
}
