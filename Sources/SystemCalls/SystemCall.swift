#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place that runs a C system call and reads its `errno`, for storage and the
/// terminal alike.
///
/// `errno` is read as the very next thing after the call that failed: anything run in
/// between (an allocation, a Foundation call, building a path or a message) may set it
/// again and blame the wrong cause. So the closure should hold the system call alone, and
/// a failure comes back as a value (`SystemCallError`) rather than as a global to read later.
public enum SystemCall {
    /// Runs `call`, a system call that returns a negative value (-1) and sets `errno` when
    /// it fails, once: its result, or the `errno` of the failure.
    ///
    /// For calls that must not be repeated after EINTR: `close` (the descriptor is gone
    /// even so, and may already be someone else's), or where EINTR itself is the answer.
    @inlinable
    public static func once<Value: BinaryInteger>(_ call: () -> Value) -> Result<Value, SystemCallError> {
        let result = call()
        if result >= 0 { return .success(result) }
        return .failure(SystemCallError(code: errno))
    }

    /// Runs `call` again for as long as a signal interrupts it (EINTR), so a resize or a
    /// Ctrl-Z never surfaces as a failed read, write or wait: its result, or the `errno` of
    /// the failure. `call` runs again from the start, so a call that waits should work out
    /// the time that is left inside it.
    @inlinable
    public static func retryingInterruptions<Value: BinaryInteger>(
        _ call: () -> Value
    ) -> Result<Value, SystemCallError> {
        while true {
            let outcome = once(call)
            if case .failure(let error) = outcome, error.code == EINTR { continue }
            return outcome
        }
    }
}
