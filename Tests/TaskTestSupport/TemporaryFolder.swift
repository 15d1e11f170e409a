#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A fresh folder in the temporary directory for one test (tests run in parallel), removed
/// by `cleanUp()` or, at the latest, when the last reference to it goes away.
///
/// Every folder the tests make is one of these, named `taskdeck-test-<pid>-<label>-<random>`,
/// so a run's litter is recognisable: the first folder made in a run removes the folders of
/// earlier runs whose process is gone (a crashed or killed run cannot clean up after itself).
/// A class, so a suite that makes one in `init` has it removed when the suite instance ends.
public final class TemporaryFolder: Sendable {
    /// The start of every test folder's name.
    public static let namePrefix = "taskdeck-test-"
    /// The name of a tmux server's socket in a test folder (`tmux -S`). A run that crashed
    /// leaves its servers running; the sweep ends them before removing their sockets.
    public static let tmuxSocketName = "tmux.socket"
    /// The file in a test folder holding the pid of a server a test started there
    /// (`RadicaleServer`). A run that crashed leaves the server running; the sweep ends it.
    public static let serverPIDFileName = "server.pid"

    public let url: URL

    /// - Parameter label: a short word in the name saying what made the folder, for whoever finds one.
    public init(_ label: String = "tmp") throws {
        _ = Self.staleFoldersRemoved
        let name = "\(Self.namePrefix)\(getpid())-\(label)-\(UUID().uuidString.prefix(8))"
        url = FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    }

    deinit { cleanUp() }

    public var path: String { url.path }

    /// `tasks.json` in this folder (not created).
    public var taskFile: URL { url.appendingPathComponent("tasks.json") }

    /// A file or folder named `name` in this folder (not created).
    public func appending(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Removes the folder and everything in it. Idempotent.
    public func cleanUp() {
        try? FileManager.default.removeItem(at: url)
    }

    public func write(_ text: String, to file: URL? = nil) throws {
        try Data(text.utf8).write(to: file ?? taskFile)
    }

    public func read(_ file: URL? = nil) throws -> String {
        String(decoding: try Data(contentsOf: file ?? taskFile), as: UTF8.self)
    }

    // MARK: - Folders of earlier runs

    /// Sweeps the temporary directory once per process, before its first test folder.
    private static let staleFoldersRemoved: Void = {
        removeStaleFolders(in: FileManager.default.temporaryDirectory)
    }()

    /// Removes the test folders in `directory` whose run (the pid in the name) has ended.
    /// Folders of this process and of runs still going are kept.
    /// - Returns: the names removed.
    @discardableResult
    public static func removeStaleFolders(in directory: URL, isAlive: (pid_t) -> Bool = processIsAlive) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var removed: [String] = []
        for name in names {
            guard let pid = owner(ofFolderNamed: name), pid != getpid(), !isAlive(pid) else { continue }
            let folder = directory.appendingPathComponent(name)
            let socket = folder.appendingPathComponent(tmuxSocketName).path
            if FileManager.default.fileExists(atPath: socket) { killTmuxServer(socket: socket) }
            endServer(recordedIn: folder)
            if (try? FileManager.default.removeItem(at: folder)) != nil {
                removed.append(name)
            }
        }
        return removed
    }

    /// The pid in a test folder's name, or nil when `name` is not one of ours.
    static func owner(ofFolderNamed name: String) -> pid_t? {
        guard name.hasPrefix(namePrefix) else { return nil }
        let digits = name.dropFirst(namePrefix.count).prefix { $0 != "-" }
        guard let pid = pid_t(digits), pid > 0 else { return nil }
        return pid
    }

    /// Ends the tmux server listening on `socket`, if there is one (best effort).
    private static func killTmuxServer(socket: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-S", socket, "kill-server"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return }
        process.waitUntilExit()
    }

    /// Ends the server whose pid a crashed run left in `folder`, but only when that pid is
    /// still the server: its command line names a file in this folder (its configuration),
    /// so a recycled pid of an unrelated process is never signalled. Where `/proc` does not
    /// exist (macOS) nothing can be verified, and nothing is killed.
    private static func endServer(recordedIn folder: URL) {
        let pidFile = folder.appendingPathComponent(serverPIDFileName)
        guard let text = try? String(contentsOf: pidFile, encoding: .utf8),
              let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0,
              let commandLine = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")),
              String(decoding: commandLine, as: UTF8.self).contains(folder.path) else { return }
        kill(pid, SIGKILL)
    }

    /// True when a process with this pid exists (even one we may not signal).
    public static func processIsAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
