#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the system calls TerminalIO makes: each retries on EINTR and throws
/// a `TerminalIOError.systemCall` naming the operation instead of returning -1.
enum Syscall {
    static func check(_ operation: String, _ body: () -> Int32) throws {
        while true {
            if body() != -1 { return }
            if errno == EINTR { continue }
            throw TerminalIOError.systemCall(operation: operation, errno: errno)
        }
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
    static func read(_ fd: Int32, max: Int = 4096) throws -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: max)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                #if canImport(Glibc)
                Glibc.read(fd, raw.baseAddress, raw.count)
                #else
                Darwin.read(fd, raw.baseAddress, raw.count)
                #endif
            }
            if count >= 0 { return Array(buffer.prefix(count)) }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { return nil }
            throw TerminalIOError.systemCall(operation: "read (reading the keyboard)", errno: errno)
        }
    }

    /// Writes every byte, retrying on EINTR and waiting for the terminal on EAGAIN; gives
    /// up with `.outputStalled` after `stallLimit` without progress instead of spinning.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8], stallLimit: Duration = .seconds(5)) throws {
        var offset = 0
        var stalledSince: ContinuousClock.Instant?
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                #if canImport(Glibc)
                Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                #else
                Darwin.write(fd, raw.baseAddress! + offset, raw.count - offset)
                #endif
            }
            if count > 0 {
                offset += count
                stalledSince = nil
                continue
            }
            let code = errno
            if count < 0, code == EINTR { continue }
            if count == 0 || code == EAGAIN || code == EWOULDBLOCK {
                let now = ContinuousClock.now
                let since = stalledSince ?? now
                stalledSince = since
                if now - since > stallLimit { throw TerminalIOError.outputStalled }
                var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = waitOnce(&descriptor)
                continue
            }
            throw TerminalIOError.systemCall(operation: "write (drawing the screen)", errno: code)
        }
    }

    /// `poll` over the descriptors; on EINTR it polls again for the time that is left.
    static func waitForEvents(_ descriptors: inout [pollfd], timeout: Duration?) throws {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while true {
            var milliseconds: Int32 = -1
            if let deadline {
                let left = deadline - ContinuousClock.now
                let (seconds, attoseconds) = left.components
                let total = max(0, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
                milliseconds = Int32(clamping: total)
            }
            #if canImport(Glibc)
            let result = Glibc.poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            #else
            let result = Darwin.poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            #endif
            if result >= 0 { return }
            if errno == EINTR { continue }
            throw TerminalIOError.systemCall(operation: "poll (waiting for input)", errno: errno)
        }
    }
}

private func waitOnce(_ descriptor: inout pollfd) -> Int32 {
    #if canImport(Glibc)
    Glibc.poll(&descriptor, 1, 100)
    #else
    Darwin.poll(&descriptor, 1, 100)
    #endif
}
