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
    /// errno of the failure. A regular file is read straight into an array of its size (one
    /// allocation, no copy: a 30 MB snapshot grown 64 KB at a time was copied twice over and
    /// held twice at its peak); what is past that size (a file growing while read, a pipe)
    /// is read on in pieces.
    static func readAll(_ fd: Int32, from offset: off_t? = nil) -> Result<[UInt8], SystemCallError> {
        let expected = expectedSize(fd, from: offset)
        var failure: SystemCallError?
        // One byte more than expected, so a file that did not grow ends within this read.
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            switch read(fd, into: UnsafeMutableRawBufferPointer(buffer), at: offset) {
            case .success(let read): count = read
            case .failure(let error): failure = error; count = 0
            }
        }
        if let failure { return .failure(failure) }
        guard bytes.count > expected else { return .success(bytes) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let position = offset.map { $0 + off_t(bytes.count) }
            switch chunk.withUnsafeMutableBytes({ read(fd, into: $0, at: position, once: true) }) {
            case .failure(let error): return .failure(error)
            case .success(0): return .success(bytes)
            case .success(let count): bytes.append(contentsOf: chunk[0..<count])
            }
        }
    }

    /// The bytes a regular file holds past `offset` (0 for anything else: a pipe says nothing).
    static func expectedSize(_ fd: Int32, from offset: off_t?) -> Int {
        guard case .success(let status) = status(of: fd), status.st_mode & S_IFMT == S_IFREG else { return 0 }
        return max(0, Int(status.st_size) - Int(offset ?? 0))
    }

    /// Reads into `buffer` from `offset` (or the current position) until it is full or the
    /// file ends (`once`: one read that returned something): how many bytes it read.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: off_t?,
                     once: Bool = false) -> Result<Int, SystemCallError> {
        guard let base = buffer.baseAddress else { return .success(0) }
        var done = 0
        while done < buffer.count {
            let outcome = SystemCall.retryingInterruptions {
                if let offset { return pread(fd, base + done, buffer.count - done, offset + off_t(done)) }
                #if canImport(Glibc)
                return Glibc.read(fd, base + done, buffer.count - done)
                #else
                return Darwin.read(fd, base + done, buffer.count - done)
                #endif
            }
            switch outcome {
            case .failure(let error): return .failure(error)
            case .success(0): return .success(done)
            case .success(let count):
                done += count
                if once { return .success(done) }
            }
        }
        return .success(done)
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
