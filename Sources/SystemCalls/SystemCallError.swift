#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `errno` of a failed system call, as an `Error` so `Result` can carry it.
public struct SystemCallError: Error, Equatable, Sendable {
    /// The errno value (`ENOENT`, `EACCES`, ...).
    public let code: Int32

    @inlinable
    public init(code: Int32) {
        self.code = code
    }

    /// The operating system's text for the code ("Permission denied").
    public var message: String {
        String(cString: strerror(code))
    }
}
