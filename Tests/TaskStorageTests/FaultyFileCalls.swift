import Foundation
import SystemCalls
@testable import TaskStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real system calls, except that the `occurrence`-th call of one kind fails with
/// `code` (ENOSPC, EIO...) as a full disk or a dying device would make it.
final class FaultyFileCalls: FileCalls, @unchecked Sendable {
    enum Call: String, CaseIterable, Sendable {
        case open, write, sync, close, truncate, setMode, setOwner, rename, link
    }

    private let real = SystemFileCalls()
    private let lock = NSLock()
    private var counts: [Call: Int] = [:]
    var failing: Call?
    var occurrence = 1
    var code: Int32 = EIO

    init(failing: Call? = nil, occurrence: Int = 1, code: Int32 = EIO) {
        self.failing = failing
        self.occurrence = occurrence
        self.code = code
    }

    /// True when this call is the one that fails.
    private func fails(_ call: Call) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        counts[call, default: 0] += 1
        return call == failing && counts[call] == occurrence
    }

    func open(_ path: String, flags: Int32, mode: mode_t) -> Result<Int32, SystemCallError> {
        fails(.open) ? .failure(SystemCallError(code: code)) : real.open(path, flags: flags, mode: mode)
    }

    func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: off_t?) -> Int32 {
        guard fails(.write) else { return real.write(fd, bytes, at: offset) }
        // A full disk: part of the bytes may land before the error.
        _ = real.write(fd, UnsafeRawBufferPointer(rebasing: bytes.prefix(bytes.count / 2)), at: offset)
        return code
    }

    func sync(_ fd: Int32) -> Int32 { fails(.sync) ? code : real.sync(fd) }
    func close(_ fd: Int32) -> Int32 {
        guard fails(.close) else { return real.close(fd) }
        _ = real.close(fd)  // a failing close still closes
        return code
    }
    func truncate(_ fd: Int32, to length: off_t) -> Int32 { fails(.truncate) ? code : real.truncate(fd, to: length) }
    func setMode(_ fd: Int32, _ mode: mode_t) -> Int32 { fails(.setMode) ? code : real.setMode(fd, mode) }
    func setOwner(_ fd: Int32, user: uid_t, group: gid_t) -> Int32 {
        fails(.setOwner) ? code : real.setOwner(fd, user: user, group: group)
    }
    func rename(_ from: String, _ to: String) -> Int32 { fails(.rename) ? code : real.rename(from, to) }
    func link(_ from: String, _ to: String) -> Int32 { fails(.link) ? code : real.link(from, to) }
}
