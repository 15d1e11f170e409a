import Foundation
import SystemCalls
import TaskDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock a writer holds only while it commits one change to a task file.
///
/// It is a POSIX record lock (`fcntl F_SETLK`) on `<real file>.lock`. Such a lock belongs
/// to the process, not to an open file description, so a child the process spawns (an
/// editor, a sync tool, a test's tmux) never holds a copy of it, not even in the moment
/// between `fork` and `exec`; closing the descriptor releases it at once. Record locks do
/// not exclude threads of one process, so a process-wide table of held paths does that.
///
/// The lock file is opened without following a symbolic link and without truncating; it is
/// created only by a writer about to write, and never deleted (deleting it would let two
/// writers lock two different files). A writer that finds the lock taken waits, with short
/// growing pauses, up to `timeout`, then gives up naming the holder's pid.
final class WriteLock {
    let path: String
    private let fd: Int32

    /// Takes the lock on `path` (the lock file itself), waiting up to `timeout`.
    init(path: String, timeout: Duration) throws {
        self.path = path
        let deadline = ContinuousClock.now + timeout
        guard HeldLocks.shared.acquire(path, until: deadline) else {
            throw TaskStorageError.locked(path: path, pid: getpid(), waited: timeout)
        }
        let fd: Int32
        switch POSIX.open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, mode: 0o600) {
        case .success(let opened):
            fd = opened
        case .failure(let error):
            HeldLocks.shared.release(path)
            throw error.code == ELOOP ? TaskStorageError.lockIsLink(path: path)
                : TaskStorageError.lockFailed(path: path, reason: error.message)
        }
        var pause: Duration = .microseconds(200)
        while true {
            var request = WriteLock.request(type: F_WRLCK)
            guard case .failure(let error) = SystemCall.retryingInterruptions({ fcntl(fd, F_SETLK, &request) }) else {
                break  // locked
            }
            let code = error.code
            guard code == EACCES || code == EAGAIN else {
                close(fd)
                HeldLocks.shared.release(path)
                throw TaskStorageError.lockFailed(path: path, reason: SystemCallError(code: code).message)
            }
            if ContinuousClock.now >= deadline {
                let holder = WriteLock.holder(fd)
                close(fd)
                HeldLocks.shared.release(path)
                throw TaskStorageError.locked(path: path, pid: holder, waited: timeout)
            }
            Thread.sleep(forTimeInterval: Double(pause.components.attoseconds) / 1e18)
            pause = min(pause * 2, .milliseconds(20))
        }
        self.fd = fd
    }

    deinit {
        close(fd)  // releases the record lock
        HeldLocks.shared.release(path)
    }

    private static func request(type: Int32) -> flock {
        var request = flock()
        request.l_type = Int16(type)
        request.l_whence = Int16(SEEK_SET)
        request.l_start = 0
        request.l_len = 0
        return request
    }

    /// The pid of the process holding the lock, when the system says.
    private static func holder(_ fd: Int32) -> Int32? {
        var request = request(type: F_WRLCK)
        guard fcntl(fd, F_GETLK, &request) == 0, request.l_type != Int16(F_UNLCK) else { return nil }
        return request.l_pid
    }
}

/// The lock paths this process holds, so its threads exclude each other.
private final class HeldLocks: @unchecked Sendable {
    static let shared = HeldLocks()
    private let condition = NSCondition()
    private var held = Set<String>()

    /// Waits until no thread of this process holds `path`, then holds it; false at the deadline.
    func acquire(_ path: String, until deadline: ContinuousClock.Instant) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while held.contains(path) {
            let left = deadline - .now
            guard left > .zero else { return false }
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
            _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
        }
        held.insert(path)
        return true
    }

    func release(_ path: String) {
        condition.lock()
        held.remove(path)
        condition.broadcast()
        condition.unlock()
    }
}
