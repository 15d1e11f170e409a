#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SystemCalls

/// The file calls storage makes in more than one place, over the shared `SystemCall`
/// wrapper (EINTR retried, `errno` taken right after the failing call).
enum POSIX {
    /// Writes all of `bytes` to `fd` (at `offset`, or the current position), continuing
    /// after partial writes and EINTR. Returns 0, or the errno of the failure.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: off_t? = nil) -> Int32 {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return 0 }
        var done = 0
        while done < bytes.count {
            let outcome = SystemCall.retryingInterruptions {
                if let offset { return pwrite(fd, base + done, bytes.count - done, offset + off_t(done)) }
                return write(fd, base + done, bytes.count - done)
            }
            switch outcome {
            case .failure(let error): return error.code
            case .success(0): return EIO  // no progress and no reason: do not spin
            case .success(let written): done += written
            }
        }
        return 0
    }

    /// Reads `fd` from `offset` (or its current position) to the end: the bytes, or the
    /// errno of the failure.
    static func readAll(_ fd: Int32, from offset: off_t? = nil) -> Result<[UInt8], SystemCallError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var position = offset ?? 0
        while true {
            let outcome = chunk.withUnsafeMutableBytes { buffer in
                SystemCall.retryingInterruptions {
                    offset == nil ? read(fd, buffer.baseAddress, buffer.count)
                        : pread(fd, buffer.baseAddress, buffer.count, position)
                }
            }
            switch outcome {
            case .failure(let error): return .failure(error)
            case .success(0): return .success(bytes)
            case .success(let count):
                bytes.append(contentsOf: chunk[0..<count])
                position += off_t(count)
            }
        }
    }

    /// Opens `path`, retrying EINTR: the descriptor, or the errno. The path is made a C
    /// string before the call, so nothing is freed between the call and reading errno.
    static func open(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Result<Int32, SystemCallError> {
        path.withCString { cPath in
            SystemCall.retryingInterruptions {
                #if canImport(Glibc)
                Glibc.open(cPath, flags, mode)
                #else
                Darwin.open(cPath, flags, mode)
                #endif
            }
        }
    }

    /// `stat` of a path, following symbolic links, or the errno (ENOENT: nothing there).
    static func status(_ path: String) -> Result<stat, SystemCallError> {
        var status = stat()
        return path.withCString { cPath in SystemCall.once { stat(cPath, &status) } }.map { _ in status }
    }

    /// `fstat` of an open file, or the errno.
    static func status(of fd: Int32) -> Result<stat, SystemCallError> {
        var status = stat()
        return SystemCall.once { fstat(fd, &status) }.map { _ in status }
    }
}
