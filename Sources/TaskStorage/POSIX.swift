#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin, EINTR-safe wrappers over the C calls storage uses, returning `errno` on failure.
enum POSIX {
    /// The operating system's text for an errno value ("Permission denied").
    static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Runs `call` until it does not fail with EINTR; returns its result.
    static func retrying<T: BinaryInteger>(_ call: () -> T) -> T {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }

    /// Writes all of `bytes` to `fd` (at `offset`, or the current position), continuing
    /// after partial writes and EINTR. Returns 0, or the errno of the failure.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: off_t? = nil) -> Int32 {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return 0 }
        var done = 0
        while done < bytes.count {
            let written = retrying {
                if let offset { return pwrite(fd, base + done, bytes.count - done, offset + off_t(done)) }
                return write(fd, base + done, bytes.count - done)
            }
            if written < 0 { return errno }
            if written == 0 { return EIO }
            done += written
        }
        return 0
    }

    /// Reads `fd` from `offset` (or its current position) to the end. Returns the bytes,
    /// or the errno of the failure.
    static func readAll(_ fd: Int32, from offset: off_t? = nil) -> Result<[UInt8], POSIXFailure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var position = offset ?? 0
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                retrying {
                    offset == nil ? read(fd, buffer.baseAddress, buffer.count)
                        : pread(fd, buffer.baseAddress, buffer.count, position)
                }
            }
            if count < 0 { return .failure(POSIXFailure(code: errno)) }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[0..<count])
            position += off_t(count)
        }
    }

    /// `stat` of a path without following a final symbolic link; nil with errno set when absent.
    static func linkStatus(_ path: String) -> stat? {
        var status = stat()
        return lstat(path, &status) == 0 ? status : nil
    }

    /// `stat` of a path, following symbolic links; nil with errno set when absent.
    static func status(_ path: String) -> stat? {
        var status = stat()
        return stat(path, &status) == 0 ? status : nil
    }
}

/// An errno value as an Error, so `Result` can carry it.
struct POSIXFailure: Error, Equatable {
    let code: Int32
    var message: String { POSIX.message(code) }
}
