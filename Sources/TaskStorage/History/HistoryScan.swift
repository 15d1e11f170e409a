import Foundation
import SystemCalls
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of a history file read without their changes: each made line's event gives
/// the length of the change after it (`HistoryLine.Event.size`), so the reader steps over
/// it and reads only the events and the 18 bytes that end the line. A history of 200 steps
/// whose import step holds 100,000 tasks is then a few kilobytes to read, not 30 MB.
///
/// What it gives is the same as `HistoryLine.parse` over the whole file: `synthetic` is
/// each line with its change left out (`<event>\t<hash>\n`, the header first when reading
/// from the start), which `parse` reads as usual, and `lines` say where each line and its
/// change really are. A line that does not give the length (written by an older taskdeck)
/// or does not end as the length says makes `scan` return nil: the caller reads the file
/// whole as before.
struct HistoryScan {
    struct Line {
        var line: Range<Int>
        var body: Range<Int>?
        var bodyHash: String?
    }

    var synthetic: [UInt8] = []
    var lines: [Line] = []
    /// Where the header ends (reading from the start), else where reading started.
    var headerEnd: Int

    /// How much is read at once to find an event (events are a few hundred bytes).
    static let window = 1 << 16

    static func scan(fd: Int32, from start: Int, size: Int) -> HistoryScan? {
        var scan = HistoryScan(headerEnd: start)
        var offset = start
        if start == 0 {
            guard let head = read(fd, at: 0, count: min(window, size)), let newline = head.firstIndex(of: 0x0A) else { return nil }
            scan.synthetic += head[...newline]
            offset = newline + 1
            scan.headerEnd = offset
        }
        while offset < size {
            guard let chunk = read(fd, at: offset, count: min(window, size - offset)) else { return nil }
            let atEnd = offset + chunk.count >= size
            guard let tab = chunk.firstIndex(of: 0x09), tab + 17 < chunk.count else {
                if atEnd { break }  // a torn tail: parse never sees it, as it ignores one
                return nil
            }
            if chunk[tab + 17] == 0x0A {  // a mark: no change after it
                scan.synthetic += chunk[...(tab + 17)]
                scan.lines.append(Line(line: offset..<(offset + tab + 18)))
                offset += tab + 18
                continue
            }
            guard chunk[tab + 17] == 0x09, let digits = HistoryLine.sizeDigits(in: chunk[..<tab]),
                  let length = Int(String(decoding: chunk[digits..<(digits + 10)], as: UTF8.self)) else { return nil }
            let bodyStart = offset + tab + 18
            let tailStart = bodyStart + length
            guard tailStart + 18 <= size else { break }  // torn: the change was cut short
            guard let tail = read(fd, at: tailStart, count: 18), tail.count == 18, tail[0] == 0x09, tail[17] == 0x0A else {
                return nil
            }
            scan.synthetic += chunk[..<(tab + 17)]
            scan.synthetic.append(0x0A)
            scan.lines.append(Line(line: offset..<(tailStart + 18), body: bodyStart..<tailStart,
                                   bodyHash: String(decoding: tail[1..<17], as: UTF8.self)))
            offset = tailStart + 18
        }
        return scan
    }

    private static func read(_ fd: Int32, at offset: Int, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                SystemCall.retryingInterruptions { pread(fd, buffer.baseAddress! + done, count - done, off_t(offset + done)) }
            }
            switch result {
            case .success(0): return Array(bytes[..<done])
            case .success(let read): done += read
            case .failure: return nil
            }
        }
        return bytes
    }
}
