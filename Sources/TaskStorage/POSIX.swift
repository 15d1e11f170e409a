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

    /// Writes all of `bytes` to `fd`, continuing after partial writes and EINTR.
    /// Returns 0, or the errno of the failure.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = retrying { write(fd, bytes.baseAddress! + offset, bytes.count - offset) }
            if written < 0 { return errno }
            if written == 0 { return EIO }
            offset += written
        }
        return 0
    }

    /// Reads the whole file at `fd`. Returns the bytes, or the errno of the failure.
    static func readAll(_ fd: Int32) -> Result<[UInt8], POSIXFailure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                retrying { read(fd, buffer.baseAddress, buffer.count) }
            }
            if count < 0 { return .failure(POSIXFailure(code: errno)) }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}

/// An errno value as an Error, so `Result` can carry it.
struct POSIXFailure: Error {
    let code: Int32
    var message: String { POSIX.message(code) }
}
