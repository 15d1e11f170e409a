import Foundation
import SystemCalls
import TaskDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stored adapter of `ChangeHistory`: one append-only file of `HistoryLine`s beside
/// the store (`HistoryLocation`), shared by every process that writes the store.
///
/// - **Its own file, bounded.** The history never enters the task file (nor a vdir
///   collection): it is its own file, and once it holds `limit` steps and half as many
///   again, it is rewritten (crash-safe, as the task file is: a temporary file renamed over
///   it) with the newest `limit` steps only.
/// - **Short transactions, its own lock.** Appending takes `<history>.lock` (a record
///   lock, as the task file's `WriteLock`) only while it appends one line and flushes it.
///   An undo holds it from reading the step to marking it (`holding`), taking the store's
///   lock inside to write the tasks; a change is recorded after the store's lock is let
///   go, so the two locks are never taken the other way round.
/// - **O(change) reads.** What was read is kept with the file's identity and its first
///   line; a later read parses only the lines appended since. A rewrite is read whole: it
///   is a new inode, or (when the system gave the old inode back) a new generation in the
///   first line (`HistoryLine`), or a read that would not start just after a newline.
///   A change's tasks are decoded only when its step is undone or redone.
/// - **Never written over unread.** A file that cannot be parsed is an error for `read`
///   (undo and the list say so and write nothing). A change recorded over it first moves
///   the bad file aside, `<history>.unreadable-<time>`, under a name no file has, then
///   starts a new history and says so (`ChangeHistoryError.startedAnew`). A newer format
///   is left alone: changes are then not recorded, and the caller says so.
public final class HistoryFile: ChangeHistory {
    /// The history file (links resolved).
    public let url: URL
    public let limit: Int
    public var lockURL: URL { URL(fileURLWithPath: url.path + ".lock") }
    /// How long a writer waits for another's lock.
    public var lockTimeout: Duration = .seconds(5)

    private let calls: any FileCalls
    private var cache: Cache?
    private var lock: WriteLock?

    /// What was read: the events, where each change's JSON is, and where reading stopped.
    private struct Cache {
        var identity: FileIdentity
        var end: Int
        var lines: Int
        var found: [HistoryLine.Found]
        var madeCount: Int
        /// The first line as read (its generation tells this file from a rewrite of it).
        var header: [UInt8]
    }

    public init(url: URL, limit: Int) {
        self.url = URL(fileURLWithPath: RealPath.resolve(url.path))
        self.limit = max(1, limit)
        calls = SystemFileCalls()
    }

    /// For tests: the same history over other system calls.
    init(url: URL, limit: Int, calls: any FileCalls) {
        self.url = URL(fileURLWithPath: RealPath.resolve(url.path))
        self.limit = max(1, limit)
        self.calls = calls
    }

    // MARK: - ChangeHistory

    public func read() throws -> HistoryLog {
        HistoryLog(events: try current()?.found.map(\.event) ?? [], limit: limit)
    }

    public func change(of step: HistoryStep) throws -> TaskChange {
        try change(of: step, sharingTasksOf: { _ in nil })
    }

    public func change(of step: HistoryStep, sharingTasksOf stored: (TaskID) -> Task?) throws -> TaskChange {
        guard let cache = try current(),
              let found = cache.found.last(where: { if case .made(let made) = $0.event { made.number == step.number } else { false } }),
              let body = found.body, let expected = found.bodyHash else {
            throw ChangeHistoryError.stepUnreadable(path: url.path, number: step.number, problem: "it is no longer kept")
        }
        let bytes = try readBytes(body)
        guard String(decoding: HistoryLine.hash(bytes), as: UTF8.self) == expected else {
            throw ChangeHistoryError.stepUnreadable(path: url.path, number: step.number, problem: "its checksum does not match")
        }
        do {
            return try HistoryLine.change(bytes, action: step.action, path: url.path, sharingTasksOf: stored)
        } catch {
            throw ChangeHistoryError.stepUnreadable(path: url.path, number: step.number, problem: ErrorText.of(error))
        }
    }

    public func append(_ event: HistoryEvent, change: TaskChange?) throws {
        try holding {
            var startedAnew: ChangeHistoryError?
            do {
                _ = try current()
            } catch let error as ChangeHistoryError {
                guard case .corrupt(_, _, let problem) = error else { throw error }
                startedAnew = .startedAnew(path: url.path, keptAs: try setAside(), problem: problem)
                cache = nil
            }
            if case .made(let step) = event, let change, change.entries.count >= Self.streamedStepMinimum {
                try writeStreamed(step, change: change)
            } else {
                try write(try HistoryLine.line(event, change: change))
            }
            if let cache, cache.madeCount > limit + max(8, limit / 2) { try tidy() }
            if let startedAnew { throw startedAnew }
        }
    }

    public func holding<Result>(_ body: () throws -> Result) throws -> Result {
        if lock != nil { return try body() }
        lock = try WriteLock(path: lockURL.path, timeout: lockTimeout)
        defer { lock = nil }
        return try body()
    }

    // MARK: - Reading

    /// The file as read now, catching up from where the last read stopped; nil when there
    /// is no file.
    private func current() throws -> Cache? {
        guard let identity = FileIdentity.of(url.path) else {
            cache = nil
            return nil
        }
        if let known = cache, known.identity == identity { return known }
        if let known = cache, known.identity.isSameFile(as: identity), Int(identity.size) >= known.end,
           try continues(known) {
            var updated = known
            let parsed = try read(from: known.end, size: Int(identity.size), firstLine: known.lines + 1)
            updated.found += parsed.found
            updated.end = parsed.end
            updated.lines = parsed.lines
            updated.madeCount += parsed.found.filter(\.isMade).count
            updated.identity = identity
            cache = updated
            return updated
        }
        let parsed = try read(from: 0, size: Int(identity.size), firstLine: 1)
        let header = parsed.header
        let fresh = Cache(identity: identity, end: parsed.end, lines: parsed.lines, found: parsed.found,
                          madeCount: parsed.found.filter(\.isMade).count, header: header)
        cache = fresh
        return fresh
    }

    /// Whether the file still is the one `known` was read from, so reading on from its end
    /// starts a line: the same first line (generation) and a newline just before the end.
    private func continues(_ known: Cache) throws -> Bool {
        guard !known.header.isEmpty, known.end >= known.header.count else { return false }
        guard try readBytes(0..<known.header.count) == known.header else { return false }
        if known.end == known.header.count { return true }
        return try readBytes((known.end - 1)..<known.end) == [0x0A]
    }

    /// The lines from byte `start` to `size`, their changes stepped over where the lines
    /// say how long they are (`HistoryScan`), else read whole; `header`: the first line
    /// (reading from the start).
    private func read(from start: Int, size: Int, firstLine: Int)
        throws -> (found: [HistoryLine.Found], end: Int, lines: Int, header: [UInt8]) {
        if let scan = try scanned(from: start, size: size) {
            let parsed = try parse(scan.synthetic, start: start, firstLine: firstLine)
            var found = parsed.found
            for index in found.indices {
                let line = scan.lines[index]
                found[index].line = line.line
                found[index].body = line.body
                found[index].bodyHash = line.bodyHash
            }
            let end = found.isEmpty ? scan.headerEnd : scan.lines[found.count - 1].line.upperBound
            let header = start == 0 ? Array(scan.synthetic[..<scan.headerEnd]) : []
            return (found, end, parsed.lines, header)
        }
        let bytes = try readBytes(start..<size)
        let parsed = try parse(bytes, start: start, firstLine: firstLine)
        let header = start == 0 ? bytes.firstIndex(of: 0x0A).map { Array(bytes[...$0]) } ?? [] : []
        return (parsed.found, parsed.end, parsed.lines, header)
    }

    private func scanned(from start: Int, size: Int) throws -> HistoryScan? {
        let fd = try openForReading()
        defer { close(fd) }
        return HistoryScan.scan(fd: fd, from: start, size: size)
    }

    private func parse(_ bytes: [UInt8], start: Int, firstLine: Int) throws -> (found: [HistoryLine.Found], end: Int, lines: Int) {
        do {
            return try HistoryLine.parse(bytes, start: start, firstLine: firstLine)
        } catch let damage as HistoryLine.Damage {
            throw ChangeHistoryError.corrupt(path: url.path, line: damage.line, problem: damage.problem)
        } catch ChangeHistoryError.newerFormat(_, let version) {
            throw ChangeHistoryError.newerFormat(path: url.path, version: version)
        }
    }

    /// The history opened to read (never blocking on a FIFO); a folder, a device or a FIFO
    /// in its place is refused by name.
    private func openForReading() throws -> Int32 {
        let fd: Int32
        switch POSIX.open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) {
        case .success(let opened): fd = opened
        case .failure(let error): throw ChangeHistoryError.unreadable(path: url.path, reason: error.message)
        }
        if case .success(let status) = POSIX.status(of: fd), let kind = FileStore.kind(of: status.st_mode) {
            close(fd)
            throw ChangeHistoryError.unreadable(path: url.path, reason: "it is a \(kind), not a file")
        }
        return fd
    }

    /// The bytes of `range` of the file (to its end when it is shorter).
    private func readBytes(_ range: Range<Int>) throws -> [UInt8] {
        let fd = try openForReading()
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                SystemCall.retryingInterruptions {
                    pread(fd, buffer.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
                }
            }
            switch count {
            case .success(0): return Array(bytes[..<done])
            case .success(let read): done += read
            case .failure(let error): throw ChangeHistoryError.unreadable(path: url.path, reason: error.message)
            }
        }
        return bytes
    }

    // MARK: - Writing (the lock held)

    /// Appends one line (after the header, for a new file), cutting off a torn tail first, and flushes it.
    private func write(_ line: [UInt8]) throws {
        let (fd, end) = try openForAppending()
        defer { _ = calls.close(fd) }
        var code = line.withUnsafeBytes { calls.write(fd, $0, at: off_t(end)) }
        if code == 0 { code = calls.sync(fd) }
        guard code == 0 else {
            _ = calls.truncate(fd, to: off_t(end))
            throw TaskStorageError.writeFailed(path: url.path, step: .appendToJournal, reason: SystemCallError(code: code).message)
        }
        _ = try current()
    }

    /// Steps of at least this many tasks are written a piece at a time (`writeStreamed`).
    static let streamedStepMinimum = 1_000

    /// Appends a step with its change written a megabyte at a time, so an import of a
    /// million tasks is never one 300 MB line in memory, nor read back whole to be parsed:
    /// its body's checksum is computed reading the file back a piece at a time, and the
    /// cache takes the line from its head alone. A torn line (a crash, a full disk) is cut
    /// off as any other.
    private func writeStreamed(_ step: HistoryStep, change: TaskChange) throws {
        let (fd, end) = try openForAppending()
        defer { _ = calls.close(fd) }
        var offset = end
        var code: Int32 = 0
        func emit(_ bytes: inout [UInt8]) {
            if code == 0 { code = bytes.withUnsafeBytes { calls.write(fd, $0, at: off_t(offset)) } }
            offset += bytes.count
            bytes.removeAll(keepingCapacity: true)
        }
        var head = try HistoryLine.head(of: step)
        var bytes = head + [0x09]
        let bodyStart = end + bytes.count
        HistoryLine.body(of: change, seq: step.number, to: &bytes, drainingPast: 1 << 20, drain: emit)
        emit(&bytes)
        let body = bodyStart..<offset
        var bodyHash = ""
        if code == 0 {
            if let hash = ContentHash.of(descriptor: fd, range: body) { bodyHash = ContentHash.hex(hash) } else { code = errno }
        }
        var tail = [UInt8]([0x09] + Array(bodyHash.utf8) + [0x0A])
        emit(&tail)
        // The change's length goes into the event's size digits (the same number of bytes),
        // so a scan steps over the change; a crash before the sync leaves a last line whose
        // checksum fails, cut off as a torn write.
        if code == 0, let sized = HistoryLine.head(head, sized: body.count) {
            head = sized
            code = sized.withUnsafeBytes { calls.write(fd, $0, at: off_t(end)) }
        }
        if code == 0 { code = calls.sync(fd) }
        guard code == 0 else {
            _ = calls.truncate(fd, to: off_t(end))
            throw TaskStorageError.writeFailed(path: url.path, step: .appendToJournal, reason: SystemCallError(code: code).message)
        }
        guard var known = cache, known.end == end, let identity = FileIdentity.of(descriptor: fd) else {
            _ = try current()
            return
        }
        // The line as a reader finds it: its event parsed from the head, its body where it was written.
        let parsed = try parse(head + [0x0A], start: end, firstLine: known.lines + 1)
        guard var found = parsed.found.first, parsed.found.count == 1 else {
            _ = try current()
            return
        }
        found.body = body
        found.bodyHash = bodyHash
        found.line = end..<offset
        known.found.append(found)
        known.end = offset
        known.lines += 1
        if found.isMade { known.madeCount += 1 }
        known.identity = identity
        cache = known
    }

    /// The file open for an append at its known end (after a header for a new file), a
    /// torn tail cut off.
    private func openForAppending() throws -> (fd: Int32, end: Int) {
        let path = url.path
        let end: Int
        if let cache, cache.end > 0 {
            end = cache.end
        } else {
            // No file, or an empty one: it starts with the header.
            let header = HistoryLine.headerLine()
            try FileStore(url: url, calls: calls).write(Data(header), keepsBackup: false)
            end = header.count
            _ = try current()
        }
        let fd: Int32
        switch calls.open(path, flags: O_RDWR | O_CLOEXEC | O_NOFOLLOW, mode: 0) {
        case .failure(let failure): throw TaskStorageError.writeFailed(path: path, step: .openJournal, reason: failure.message)
        case .success(let opened): fd = opened
        }
        if let size = FileIdentity.of(descriptor: fd)?.size, Int(size) > end {
            let code = calls.truncate(fd, to: off_t(end))
            guard code == 0 else {
                _ = calls.close(fd)
                throw TaskStorageError.writeFailed(path: path, step: .cutTornRecord, reason: SystemCallError(code: code).message)
            }
        }
        return (fd, end)
    }

    /// Rewrites the file with the newest `limit` steps and their marks, each line as it was.
    private func tidy() throws {
        guard let cache else { return }
        let kept = Set(HistoryLog(events: cache.found.map(\.event), limit: limit).steps.map(\.number))
        var bytes = HistoryLine.headerLine()
        let old = try readBytes(0..<cache.end)
        for found in cache.found where kept.contains(found.event.number) && found.line.upperBound <= old.count {
            bytes += old[found.line]
        }
        try FileStore(url: url, calls: calls).write(Data(bytes), keepsBackup: false, expecting: .some(cache.identity))
        self.cache = nil
        _ = try current()
    }

    /// Moves an unreadable history aside under a new name; returns the name.
    private func setAside() throws -> String {
        let stamp = ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC") ?? .current,
                                                formatOptions: [.withYear, .withMonth, .withDay, .withTime])
        var target = url.path + ".unreadable-" + stamp
        var suffix = 1
        while FileIdentity.of(target) != nil {
            suffix += 1
            target = url.path + ".unreadable-\(stamp)-\(suffix)"
        }
        // link + unlink: never replaces a file that appeared under the new name meanwhile.
        var code = calls.link(url.path, target)
        if code == 0 { code = unlink(url.path) == 0 ? 0 : errno }
        guard code == 0 else {
            throw TaskStorageError.writeFailed(path: target, step: .keepOldVersion, reason: SystemCallError(code: code).message)
        }
        return target
    }
}

extension HistoryLine.Found {
    var isMade: Bool { if case .made = event { true } else { false } }
}

extension HistoryEvent {
    /// The step the event is about.
    var number: Int {
        switch self {
        case .made(let step): step.number
        case .marked(let number, _): number
        }
    }
}

/// An error's words without TaskWording (storage never words errors for people; this is
/// only the detail inside a `ChangeHistoryError`).
enum ErrorText {
    static func of(_ error: any Error) -> String {
        if let error = error as? LocalizedError, let text = error.errorDescription { return text }
        return String(describing: error)
    }
}
