#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A real Radicale CalDAV server on 127.0.0.1 for the sync tests: a free port, storage and
/// configuration in its own `TemporaryFolder`, no authentication (Radicale still wants
/// Basic credentials: the user name picks the account, see `newAccount()`), stopped by its
/// process id.
///
/// Tests share one server through `RadicaleServer.shared()`: each test holds a lease and uses
/// its own account, so its collections are its own; the last lease to go stops the server.
public final class RadicaleServer: @unchecked Sendable {
    /// Starting and answering takes well under a second here; this bounds a broken start.
    static let startDeadline: Duration = .seconds(20)
    /// Radicale ends within milliseconds of SIGTERM; after this it gets SIGKILL.
    static let stopDeadline: Duration = .seconds(5)

    public let port: UInt16
    /// `http://127.0.0.1:PORT/`: the URL a vdirsyncer `caldav` storage is given.
    public let url: String
    private let temporary: TemporaryFolder
    private let process: Process
    private let lock = NSLock()
    private var stopped = false

    /// Starts a server and returns once it accepts connections.
    /// - Throws: `SyncHarnessError.toolsMissing` without the venv, `.serverDidNotStart` when
    ///   it ends or does not answer in time (three ports are tried: a port found free can be
    ///   taken by another program before Radicale binds it).
    public init(tools: SyncTools) throws {
        let folder = try TemporaryFolder("radicale")
        var lastError: SyncHarnessError?
        for _ in 0..<3 {
            guard let port = LocalPort.free() else { continue }
            let process = Process()
            do {
                try Self.launch(process, tools: tools, port: port, folder: folder)
                try Self.waitUntilAnswering(process, port: port, folder: folder)
            } catch let error as SyncHarnessError {
                Self.end(process)
                lastError = error
                continue
            }
            self.port = port
            self.url = "http://127.0.0.1:\(port)/"
            self.temporary = folder
            self.process = process
            return
        }
        throw lastError ?? .serverDidNotStart(reason: "no free port on 127.0.0.1", log: "")
    }

    deinit { stop() }

    /// The process id, for tests that check the server is gone after `stop()`.
    public var processIdentifier: pid_t { process.processIdentifier }

    /// The folder holding the configuration, the storage and the log (gone after `stop()`).
    public var folder: URL { temporary.url }

    /// A fresh account (a user name no one has used on this server), so a test's
    /// collections are not another test's.
    public func newAccount() -> String {
        "user-\(UUID().uuidString.prefix(8).lowercased())"
    }

    /// Stops the server by its process id (SIGTERM, then SIGKILL after `stopDeadline`),
    /// waits for it to end, and removes its storage. Idempotent.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        Self.end(process)
        temporary.cleanUp()
    }

    // MARK: - Starting and stopping

    private static func launch(_ process: Process, tools: SyncTools, port: UInt16, folder: TemporaryFolder) throws {
        let config = folder.appending("radicale.conf")
        try Data("""
            [server]
            hosts = 127.0.0.1:\(port)
            [auth]
            type = none
            [storage]
            filesystem_folder = \(folder.appending("storage").path)
            [web]
            type = none
            [logging]
            level = warning

            """.utf8).write(to: config)
        let logURL = folder.appending("radicale.log")
        FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let log = try FileHandle(forWritingTo: logURL)
        defer { try? log.close() }
        process.executableURL = tools.python
        process.arguments = ["-m", "radicale", "--config", config.path]
        process.environment = ToolRun.pythonEnvironment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = log
        process.standardError = log
        do {
            try process.run()
        } catch {
            throw SyncHarnessError.serverDidNotStart(reason: "\(error)", log: "")
        }
        // A run that crashes before stop() leaves the server running; the next run's
        // TemporaryFolder sweep ends it by this pid (see TemporaryFolder.serverPIDFileName).
        try Data("\(process.processIdentifier)\n".utf8).write(to: folder.appending(TemporaryFolder.serverPIDFileName))
    }

    /// Waits until the port accepts a connection, watching that the server still runs.
    private static func waitUntilAnswering(_ process: Process, port: UInt16, folder: TemporaryFolder) throws {
        let deadline = ContinuousClock.now + startDeadline
        while !LocalPort.accepts(port) {
            let log = (try? folder.read(folder.appending("radicale.log"))) ?? ""
            guard process.isRunning else {
                throw SyncHarnessError.serverDidNotStart(reason: "it exited with \(process.terminationStatus)", log: log)
            }
            guard ContinuousClock.now < deadline else {
                throw SyncHarnessError.serverDidNotStart(reason: "port \(port) did not answer in time", log: log)
            }
            usleep(20_000)
        }
    }

    /// Ends `process` by its pid and waits for it: SIGTERM, then SIGKILL at the deadline.
    private static func end(_ process: Process) {
        guard process.processIdentifier > 0 else { return }
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        let deadline = ContinuousClock.now + stopDeadline
        while process.isRunning && ContinuousClock.now < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
