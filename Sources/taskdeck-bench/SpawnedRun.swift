import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to its end and returns its exit status, its output thrown away: how the
/// benchmarks time the real binary. `Process.waitUntilExit` (swift-corelibs-foundation) polls
/// its run loop every 50 ms, so every run it timed took 50 or 100 ms whatever the program
/// did; `posix_spawn` and `waitpid` return when the program ends.
enum SpawnedRun {
    static func status(of path: String, arguments: [String], environment: [String: String]) throws -> Int32 {
        let argv = ([path] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let code = posix_spawn(&pid, path, &actions, nil, argv + [nil], envp + [nil])
        guard code == 0 else { throw BenchmarkFailure("posix_spawn \(path): \(String(cString: strerror(code)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw BenchmarkFailure("waitpid: \(String(cString: strerror(errno)))") }
        }
        // Exited normally: the exit code; killed: 128 + the signal, as a shell says.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
