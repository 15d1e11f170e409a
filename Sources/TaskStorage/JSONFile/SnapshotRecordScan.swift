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

    /// The records of `ids` in `bytes`, every one found exactly once; nil on any doubt. Fed
    /// to `Pieces` `pieceSize` bytes at a time, as `taskdeck undo` reads a file.
    static func records(of ids: Set<TaskID>, in bytes: UnsafeBufferPointer<UInt8>, path: String,
                        pieceSize: Int = 1 << 20) -> [TaskID: Found]? {
        let pieces = Pieces(ids: ids, path: path)
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + pieceSize)
            pieces.add(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[offset..<end]))
            offset = end
        }
        return pieces.finish()
    }

    static let head = Array("{\n  \"schemaVersion\" : \(TaskFileDTO.currentSchemaVersion),\n  \"tasks\" : [\n    {".utf8)
    static let tail = Array("\n    }\n  ]\n}\n".utf8)
    static let recordOpen = Array("\n    {".utf8)
    static let recordClose = Array("\n    }".utf8)

    /// The file holds nothing but its schema version and the tasks, laid out as taskdeck
    /// writes them: so a record at four spaces is an element of the tasks array.
    static func hasTaskdeckLayout(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= head.count + tail.count else { return false }
        return bytes.prefix(head.count).elementsEqual(head) && bytes.suffix(tail.count).elementsEqual(tail)
    }

    /// The scan over a file that comes a piece at a time (read into one reused buffer, so
    /// 37 MB are never whole in memory: fresh memory for them was half of `taskdeck undo`'s
    /// time, the kernel clearing its pages). It keeps the last `context` bytes, where a record
    /// around an ID found next starts, and copies out only the records of the IDs.
    ///
    /// The rules are those of a whole-file scan: an ID's key counts only on a line of its own
    /// at a record member's indent (`"id" : "<id>"` after a newline and six spaces); its record
    /// runs from the newline-and-four-spaces `{` before it to the first newline-and-four-spaces
    /// `}` after it, standing after `[` or `,` and before `,` or a newline; it is parsed whole
    /// and must name its ID. Any other case is a doubt (`finish()` is nil): an ID found twice
    /// or not at all, a record that starts further back than `context` (notes of megabytes:
    /// the whole read takes those), a file not in taskdeck's layout.
    final class Pieces {
        /// The most bytes one piece may hold.
        static let largestPiece = 1 << 20
        private let needles: [(id: TaskID, bytes: [UInt8])]
        private let path: String
        private let context: Int
        /// The bytes kept: the end of what came before (at most `context`), then the latest
        /// piece, read straight in here (`space`, `took`).
        private let window: UnsafeMutableRawBufferPointer
        private var count = 0
        /// Where `window` starts in the file.
        private var windowStart = 0
        /// Where the next ID key may start that was not looked for yet.
        private var searchFrom = 0
        /// Records begun but not ended yet: the bytes from the one before the record's `{`.
        private var open: [(id: TaskID, bytes: [UInt8], searchFrom: Int)] = []
        private var found: [TaskID: Found] = [:]
        private var seen: Set<TaskID> = []
        private var first: [UInt8] = []
        private var isDoubtful = false

        init(ids: Set<TaskID>, path: String, context: Int = 256 << 10) {
            needles = ids.map { ($0, Array("\"id\" : \"\($0.description)\"".utf8)) }
            self.path = path
            // More than an ID's key, so a key that a piece cut in two is whole in the window.
            self.context = max(context, 1024)
            window = .allocate(byteCount: self.context + Self.largestPiece, alignment: 64)
        }

        deinit { window.deallocate() }

        /// Where the file's next `size` bytes (at most `largestPiece`) go; `took(size)` once
        /// they are there.
        func space(_ size: Int) -> UnsafeMutableRawBufferPointer {
            precondition(size <= Self.largestPiece)
            return UnsafeMutableRawBufferPointer(rebasing: window[count..<(count + size)])
        }

        /// Scans the `size` bytes just put in `space(size)`.
        func took(_ size: Int) {
            guard !isDoubtful else { return }
            let piece = UnsafeRawBufferPointer(rebasing: window[count..<(count + size)])
            if first.count < SnapshotRecordScan.head.count {
                first += piece.prefix(SnapshotRecordScan.head.count - first.count)
            }
            for index in open.indices { open[index].bytes.append(contentsOf: piece) }
            count += size
            search()
            closeRecords()
            if count > context {
                let dropped = count - context
                guard let base = window.baseAddress else { return }
                memmove(base, base + dropped, context)
                count = context
                windowStart += dropped
            }
        }

        /// Takes the file's next bytes (copied in).
        func add(_ bytes: UnsafeRawBufferPointer) {
            var offset = 0
            while offset < bytes.count {
                let size = min(Self.largestPiece, bytes.count - offset)
                space(size).copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + size)]))
                took(size)
                offset += size
            }
        }

        /// The records, once every byte of the file was added; nil on any doubt.
        func finish() -> [TaskID: Found]? {
            guard !isDoubtful, open.isEmpty, found.count == needles.count else { return nil }
            let kept = UnsafeRawBufferPointer(rebasing: window[..<count])
            guard windowStart + count >= SnapshotRecordScan.head.count + SnapshotRecordScan.tail.count,
                  first.elementsEqual(SnapshotRecordScan.head),
                  kept.suffix(SnapshotRecordScan.tail.count).elementsEqual(SnapshotRecordScan.tail) else { return nil }
            return found
        }

        /// The kept bytes.
        private var bytes: UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: window.baseAddress?.assumingMemoryBound(to: UInt8.self), count: count)
        }

        /// Looks for each ID's key where it may start and was not looked for, and opens the
        /// record around each one on a line of its own.
        private func search() {
            guard let keyLength = needles.first?.bytes.count else { return }
            let bytes = bytes
            let from = searchFrom - windowStart
            for needle in needles {
                var at = from
                while let hit = SnapshotRecordScan.find(needle.bytes, in: bytes, from: at) {
                    at = hit + keyLength
                    // Not the key of a record's own member (a nested object's, a newer key's):
                    // its line must hold only it, at the members' indent.
                    guard hit >= 7 else { return doubt() }  // its line's start not kept
                    guard bytes[hit - 7] == 0x0A, (hit - 6..<hit).allSatisfy({ bytes[$0] == 0x20 }) else { continue }
                    guard seen.insert(needle.id).inserted else { return doubt() }  // twice
                    // The byte before the record is kept too: `[` or `,`.
                    guard let start = SnapshotRecordScan.findBackward(SnapshotRecordScan.recordOpen, in: bytes, before: hit),
                          start >= 1 else { return doubt() }
                    open.append((needle.id, Array(bytes[(start - 1)...]), hit - start + 1))
                }
            }
            searchFrom = max(searchFrom, windowStart + count - keyLength + 1)
        }

        /// Ends each open record whose closing `}` and the byte after it have come, parsing it.
        private func closeRecords() {
            let closing = SnapshotRecordScan.recordClose
            var index = 0
            while index < open.count {
                let record = open[index]
                let close = record.bytes.withUnsafeBufferPointer { SnapshotRecordScan.find(closing, in: $0, from: record.searchFrom) }
                guard let close else {
                    open[index].searchFrom = max(record.searchFrom, record.bytes.count - closing.count + 1)
                    index += 1
                    continue
                }
                let closeEnd = close + closing.count
                guard closeEnd < record.bytes.count else {
                    open[index].searchFrom = close  // the byte after it comes with the next piece
                    index += 1
                    continue
                }
                let before = record.bytes[0], after = record.bytes[closeEnd]
                // From the `{` (after the byte before and the newline and indent) to the `}`.
                let json = SnapshotRecordScan.recordOpen.count..<closeEnd
                guard before == UInt8(ascii: "[") || before == UInt8(ascii: ","),
                      after == UInt8(ascii: ",") || after == 0x0A,
                      let parsed = record.bytes.withUnsafeBufferPointer({
                          SnapshotRecordScan.parse(UnsafeBufferPointer(rebasing: $0[json]), path: path)
                      }),
                      parsed.task.id == record.id else { return doubt() }
                found[record.id] = parsed
                open.remove(at: index)
            }
        }

        private func doubt() {
            isDoubtful = true
            open = []
        }
    }

    /// The record's task, read as a full read reads it (`JSONDecoder`, the mapper); nil when
    /// it does not read.
    fileprivate static func parse(_ record: UnsafeBufferPointer<UInt8>, path: String) -> Found? {
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
    static func findBackward(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, before: Int) -> Int? {
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
