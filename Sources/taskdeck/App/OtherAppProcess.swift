#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a history step's process is another taskdeck app still running: two apps are
/// both "the app" in the history, and `u` in one says "(from another taskdeck window)" for
/// the other's steps. An earlier run of this app (its process gone) is no other window.
/// Asked here, in the composition root: the scenes never reach the system.
enum OtherAppProcess {
    static func isRunning(_ pid: Int32) -> Bool {
        pid != getpid() && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
