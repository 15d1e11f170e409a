#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SystemCalls
import Testing

/// The shared system-call wrapper, driven by stand-in calls that set `errno` as a failing
/// system call does.
@Suite struct SystemCallTests {
    /// A stand-in system call that fails with each of `failures` in turn, then returns `result`.
    final class ScriptedCall {
        private var failures: [Int32]
        let result: Int
        private(set) var calls = 0

        init(failures: [Int32], result: Int = 7) {
            self.failures = failures
            self.result = result
        }

        func callAsFunction() -> Int {
            calls += 1
            guard !failures.isEmpty else { return result }
            errno = failures.removeFirst()
            return -1
        }
    }

    @Test func interruptionsAreRetriedUntilTheCallSucceeds() {
        let call = ScriptedCall(failures: [EINTR, EINTR])
        #expect(SystemCall.retryingInterruptions { call() } == .success(7))
        #expect(call.calls == 3)
    }

    @Test func aFailureOtherThanAnInterruptionIsReturnedWithItsErrno() {
        let call = ScriptedCall(failures: [EINTR, EACCES, EINTR])
        #expect(SystemCall.retryingInterruptions { call() } == .failure(SystemCallError(code: EACCES)))
        #expect(call.calls == 2)
    }

    @Test func onceDoesNotRetryAnInterruption() {
        let call = ScriptedCall(failures: [EINTR])
        #expect(SystemCall.once { call() } == .failure(SystemCallError(code: EINTR)))
        #expect(call.calls == 1)
    }

    /// The code is taken when the call fails, so what runs afterwards cannot change it.
    @Test func theErrnoIsTakenRightAfterTheFailingCall() {
        let outcome = SystemCall.once { ScriptedCall(failures: [ENOENT])() }
        errno = EPERM
        #expect(outcome == .failure(SystemCallError(code: ENOENT)))
    }

    @Test func zeroAndPositiveResultsAreSuccesses() {
        #expect(SystemCall.once { Int32(0) } == .success(0))
        #expect(SystemCall.once { 4096 } == .success(4096))
    }

    @Test func theMessageIsTheSystemsTextForTheCode() {
        #expect(SystemCallError(code: ENOENT).message == String(cString: strerror(ENOENT)))
        #expect(SystemCallError(code: ENOENT).message != SystemCallError(code: EACCES).message)
    }
}
