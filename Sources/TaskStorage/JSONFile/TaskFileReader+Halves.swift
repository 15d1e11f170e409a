import Foundation
import TaskDomain

/// A big file read by two readers at once: where the second can start, and each half read
/// so that the head proves the split sound or reads the whole file itself.
extension TaskFileReader {
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
    static func recordIndent(in buffer: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
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
}
