#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SystemCalls

/// The system calls TerminalIO makes, over the shared `SystemCall` wrapper: each retries on
/// EINTR and throws a `TerminalIOError.systemCall` naming the operation instead of
/// returning -1.
enum Syscall {
    static func check(_ operation: String, _ body: () -> Int32) throws {
        _ = try SystemCall.retryingInterruptions(body).orThrow(operation)
    }

    static func getAttributes(_ fd: Int32) throws -> termios {
        var settings = termios()
        try check("tcgetattr (reading the terminal settings)") { tcgetattr(fd, &settings) }
        return settings
    }

    static func setAttributes(_ fd: Int32, _ settings: termios) throws {
        var copy = settings
        try check("tcsetattr (changing the terminal settings)") { tcsetattr(fd, TCSANOW, &copy) }
    }

    static func windowSize(_ fd: Int32) throws -> winsize {
        var size = winsize()
        try check("ioctl TIOCGWINSZ (reading the window size)") { ioctl(fd, UInt(TIOCGWINSZ), &size) }
        return size
    }

    /// Reads what is available: empty at end of file, nil when nothing is there after all
    /// (a non-blocking descriptor).
    /// The buffer is neither zeroed first nor copied out of: a keystroke reads a byte or a
    /// few, and clearing then copying 4 KB for it touched 128 cache lines, which a key after
    /// an idle gap finds cold (issue 27).
    static func read(_ fd: Int32, max: Int = 4096) throws -> [UInt8]? {
        var outcome: Result<Int, SystemCallError> = .success(0)
        let bytes = [UInt8](unsafeUninitializedCapacity: max) { buffer, initialized in
            outcome = SystemCall.retryingInterruptions { systemRead(fd, buffer.baseAddress, buffer.count) }
            if case .success(let count) = outcome { initialized = count }
        }
        if case .failure(let error) = outcome, error.code == EAGAIN || error.code == EWOULDBLOCK { return nil }
        _ = try outcome.orThrow("read (reading the keyboard)")
        return bytes
    }

    /// Writes every byte, retrying on EINTR and waiting for the terminal on EAGAIN; gives
    /// up with `.outputStalled` after `stallLimit` without progress instead of spinning.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8], stallLimit: Duration = .seconds(5)) throws {
        try bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }  // no bytes: nothing to write
            var offset = 0
            var stalledSince: ContinuousClock.Instant?
            while offset < raw.count {
                let outcome = SystemCall.retryingInterruptions { systemWrite(fd, base + offset, raw.count - offset) }
                switch outcome {
                case .success(let count) where count > 0:
                    offset += count
                    stalledSince = nil
                    continue
                case .success:
                    break  // nothing written: wait for the terminal as for EAGAIN
                case .failure(let error) where error.code == EAGAIN || error.code == EWOULDBLOCK:
                    break
                case .failure(let error):
                    throw TerminalIOError.systemCall(operation: "write (drawing the screen)", errno: error.code)
                }
                let now = ContinuousClock.now
                let since = stalledSince ?? now
                stalledSince = since
                if now - since > stallLimit { throw TerminalIOError.outputStalled }
                var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = systemPoll(&descriptor, 1, 100)
            }
        }
    }

    /// `poll` over the descriptors; after EINTR it polls again for the time that is left.
    static func waitForEvents(_ descriptors: inout [pollfd], timeout: Duration?) throws {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        try check("poll (waiting for input)") {
            let milliseconds = deadline.map { Self.milliseconds(until: $0) } ?? -1
            return systemPoll(&descriptors, nfds_t(descriptors.count), milliseconds)
        }
    }

    /// The milliseconds from now to `deadline`, rounded up so poll never wakes early; 0
    /// when it has passed.
    private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let (seconds, attoseconds) = (deadline - ContinuousClock.now).components
        let total = max(0, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
        return Int32(clamping: total)
    }
}

extension Result where Failure == SystemCallError {
    /// The value, or a `TerminalIOError.systemCall` naming `operation` and the errno.
    func orThrow(_ operation: String) throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw TerminalIOError.systemCall(operation: operation, errno: error.code)
        }
    }
}

// MARK: - The C calls, named apart from `Syscall`'s own `read` and `write`

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
    #else
    Darwin.read(fd, buffer, count)
    #endif
}

private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, bytes, count)
    #else
    Darwin.write(fd, bytes, count)
    #endif
}

private func systemPoll(_ descriptors: UnsafeMutablePointer<pollfd>, _ count: nfds_t, _ milliseconds: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.poll(descriptors, count, milliseconds)
    #else
    Darwin.poll(descriptors, count, milliseconds)
    #endif
}
