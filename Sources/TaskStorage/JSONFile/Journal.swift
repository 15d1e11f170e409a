import Foundation
import TaskDomain

/// The append-only journal beside a task file (`tasks.json.journal`): one line per commit,
/// so a change is durable after one small append and flush, whatever the file's size.
///
/// Each line is `<JSON>\t<FNV-1a of the JSON, 16 hex digits>\n` (JSON never holds a raw
/// tab or newline). The first line is a header naming the snapshot the journal extends
/// (by content hash); every later line is one commit (`JournalRecord`), numbered from 1.
/// Loading is snapshot + replay. A last line that is incomplete or fails its checksum is a
/// write cut short by a crash: it is ignored (and cut off by the next writer). Any other
/// damage is an error, and nothing is written over it.
enum Journal {
    /// The header line: which snapshot the records extend.
    struct Header: Codable, Equatable {
        var format = "taskdeck-journal"
        var version = 1
        /// `ContentHash.hex` of the snapshot's bytes (`ContentHash.empty` for no snapshot).
        var extends: String
        /// `ContentHash.wide` of the same bytes (nil in journals an older taskdeck started):
        /// lets `taskdeck undo` check the snapshot four times faster. Written only beside an
        /// `extends` computed from the very same bytes.
        var extendsWide: String?
    }

    /// One commit: the state of each touched task before and after it.
    struct Record: Codable, Equatable {
        struct Operation: Codable, Equatable {
            var id: String
            var before: TaskDTO?
            var after: TaskDTO?
        }

        var seq: Int
        var ops: [Operation]
    }

    /// What reading a stretch of the journal found.
    struct Stretch {
        /// The header, when the stretch starts at the beginning.
        var header: Header?
        var records: [Record]
        /// Where the last intact line ends: the next append goes there.
        var end: Int
    }

    // MARK: - Encoding

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// The line of the header.
    static func line(_ header: Header) throws -> [UInt8] {
        line(json: [UInt8](try encoder().encode(header)))
    }

    /// The line of one record.
    static func line(_ record: Record) -> [UInt8] {
        line(json: TaskJSONWriter.record(record))
    }

    /// The line of a record whose `count` operations are made one at a time, written
    /// straight into the line (a change of a million tasks is neither an array of records
    /// nor copied from one buffer into another).
    static func line(seq: Int, count: Int, operation: (Int) -> Record.Operation) -> [UInt8] {
        var bytes: [UInt8] = []
        TaskJSONWriter.appendRecord(seq: seq, count: count, to: &bytes, operation: operation)
        return line(json: bytes)
    }

    private static func line(json: consuming [UInt8]) -> [UInt8] {
        var bytes = json
        let hash = bytes.withUnsafeBytes { ContentHash.of(buffer: $0) }
        bytes.append(0x09)
        bytes += Array(ContentHash.hex(hash).utf8)
        bytes.append(0x0A)
        return bytes
    }

    // MARK: - Decoding

    /// Parses `bytes`, which start at byte `start` of the journal file (0: the header
    /// comes first). `path` names the file in errors.
    static func parse(_ bytes: [UInt8], start: Int, path: String) throws -> Stretch {
        var stretch = Stretch(header: nil, records: [], end: start)
        let decoder = decoder()
        var lineStart = 0
        var lineNumber = 0
        while lineStart < bytes.count {
            lineNumber += 1
            guard let newline = bytes[lineStart...].firstIndex(of: 0x0A) else { break }  // torn tail
            let line = bytes[lineStart..<newline]
            let isLast = newline == bytes.count - 1
            guard let json = intactJSON(line) else {
                if isLast { break }  // cut short by a crash: ignored
                throw TaskStorageError.corruptJournal(path: path, offset: start + lineStart,
                                                      problem: .checksumMismatch)
            }
            do {
                if start == 0 && lineStart == 0 {
                    let header = try decoder.decode(Header.self, from: json)
                    guard header.format == "taskdeck-journal" else {
                        throw TaskStorageError.corruptJournal(path: path, offset: 0, problem: .noHeader)
                    }
                    guard header.version <= 1 else {
                        throw TaskStorageError.unsupportedSchemaVersion(path: path, found: header.version, supported: 1)
                    }
                    stretch.header = header
                } else {
                    stretch.records.append(try decoder.decode(Record.self, from: json))
                }
            } catch let error as TaskStorageError {
                throw error
            } catch {
                throw TaskStorageError.corruptJournal(path: path, offset: start + lineStart,
                                                      problem: .notAnEntry(reason: error.localizedDescription))
            }
            lineStart = newline + 1
            stretch.end = start + lineStart
        }
        return stretch
    }

    /// The JSON of a line whose checksum matches, else nil.
    private static func intactJSON(_ line: ArraySlice<UInt8>) -> Data? {
        guard line.count > 17, let tab = line.lastIndex(of: 0x09), line.endIndex - tab == 17 else { return nil }
        let json = line[line.startIndex..<tab]
        let checksum = String(decoding: line[(tab + 1)...], as: UTF8.self)
        guard checksum == ContentHash.hex(ContentHash.of(json)) else { return nil }
        return Data(json)
    }
}
