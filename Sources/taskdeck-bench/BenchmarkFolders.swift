#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The benchmarks' scratch folders in the temporary directory, named
/// `taskdeck-bench-<what>-<pid>` (or `taskdeck-bench-<pid>`), removed when a run ends.
///
/// A run stopped with Ctrl-C or killed cannot remove its own (tens of megabytes at 100k
/// tasks), so a run also removes those of earlier runs whose process is gone.
enum BenchmarkFolders {
    static let prefix = "taskdeck-bench-"

    /// Removes this run's folders, and those of runs that ended, keeping runs still going.
    static func removeFinished() {
        let directory = FileManager.default.temporaryDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pidText = name.split(separator: "-").last, let pid = pid_t(pidText), pid > 0 else { continue }
            let ended = kill(pid, 0) != 0 && errno == ESRCH
            if pid == getpid() || ended {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
    }
}
