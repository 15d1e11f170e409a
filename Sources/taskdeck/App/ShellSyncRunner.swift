#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TaskDomain
import TaskStorage
import TerminalIO

/// Runs the sync command through `/bin/sh -c` (so a user's command line with quotes,
/// variables and `&&` works as in their shell), as a child the app does not wait for.
///
/// - **Never on the app's terminal.** The command runs in a session of its own
///   (`ChildProcess`, `setsid`), without the terminal: a password prompt that opens
///   `/dev/tty` (ssh, a pinentry) fails at once instead of drawing over the app or stopping
///   the command for good; standard input is /dev/null.
/// - **Its output goes to a file with no name**: created private (0600) in the temporary
///   folder and unlinked at once, so no other user can read it and nothing is left behind
///   however the app ends. Never a pipe, which a chatty command could fill and stall on.
/// - **Bounded to read.** When the run ends only the last `tailBytes` of the output are
///   read, for its last line: 400 MB of output cost what 64 KiB do (the whole file was read
///   on the main loop, 32 s for 150 MB).
/// - **Ended with the app.** A run still going when the app quits (or is told to end) gets
///   SIGTERM, its whole session with it: `kill(-pid)`.
/// - **Ended on time or on request.** A run longer than `timeout`, or one the person cancels
///   (`$` again), gets SIGTERM to its session, SIGKILL `grace` later if it is still there;
///   its outcome says which (`.timedOut`, `.cancelled`).
/// - **What goes out is counted**, and the sync's base kept: before the run, the vdir's
///   files changed since the last sync (`VdirSyncBase`); after a run that ended well, the
///   files as they are now become the base.
final class ShellSyncRunner: SyncRunning {
    let command: String
    private let environment: [String: String]
    private var run: (pid: pid_t, output: Int32)?
    private var failedStart: SyncOutcome?
    /// How long a run may take.
    private let timeout: Duration
    /// How long an ended run has to go after SIGTERM before SIGKILL.
    private let grace: Duration
    /// The vdir's last synced versions (nil: not a vdir).
    private let base: VdirSyncBase?
    private let clock = ContinuousClock()
    /// When the running command started, what it will send out, and why and when it was told to end.
    private var started: ContinuousClock.Instant?
    private var outgoing: Int?
    private var ending: (reason: SyncOutcome.Ending, killAt: ContinuousClock.Instant)?

    /// How much of the end of the output is read for its last line.
    static let tailBytes = 64 * 1024

    init(command: String, environment: [String: String], timeout: Duration = .seconds(120), grace: Duration = .seconds(5),
         base: VdirSyncBase? = nil) {
        self.command = command
        self.environment = environment
        self.timeout = timeout
        self.grace = grace
        self.base = base
    }

    deinit { stop() }

    var isRunning: Bool { run != nil || failedStart != nil }

    func start() -> Bool {
        guard !isRunning else { return false }
        outgoing = base?.changedSinceLastSync()
        started = clock.now
        ending = nil
        let output: Int32
        do {
            output = try Self.privateUnnamedFile()
        } catch {
            failedStart = SyncOutcome(command: command, ending: .notStarted, lastLine: "\(error)")
            return true
        }
        let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { if input >= 0 { close(input) } }
        do {
            let streams = ChildProcess.Streams(input: input >= 0 ? input : nil, output: output, error: output)
            let arguments = ["/bin/sh", "-c", command]
            let pid: pid_t
            do {
                pid = try ChildProcess.spawn(arguments, environment: environment, streams: streams, newSession: true)
            } catch TerminalIOError.systemCall(_, EINVAL) {
                // A C library without posix_spawn's session flag (glibc before 2.26).
                pid = try ChildProcess.spawn(arguments, environment: environment, streams: streams, newSession: false)
            }
            run = (pid, output)
        } catch {
            close(output)
            failedStart = SyncOutcome(command: command, ending: .notStarted, lastLine: "\(error)")
        }
        return true
    }

    func cancel() -> Bool {
        guard let run, ending == nil else { return false }
        end(run.pid, because: .cancelled)
        return true
    }

    func finishedRun() -> SyncOutcome? {
        if let failedStart {
            self.failedStart = nil
            return failedStart
        }
        guard let run else { return nil }
        guard let exit = ChildProcess.end(of: run.pid) else {
            checkTime(of: run.pid)
            return nil
        }
        self.run = nil
        defer { close(run.output) }
        let lastLine = Self.lastLine(of: Self.tail(of: run.output))
        var outcome: SyncOutcome
        switch (ending?.reason, exit) {
        case (let reason?, _): outcome = SyncOutcome(command: command, ending: reason, lastLine: lastLine)
        case (nil, .exited(let status)): outcome = SyncOutcome(command: command, ending: .exited(status), lastLine: lastLine)
        case (nil, .signaled(let signal)): outcome = SyncOutcome(command: command, ending: .killed(signal: signal), lastLine: lastLine)
        }
        outcome.outgoing = outgoing
        ending = nil
        // Only a sync that ended well left both sides equal: the next conflict's base.
        if outcome.succeeded { try? base?.record() }
        return outcome
    }

    /// Ends a run past its time; a run told to end and still there after the grace, for good.
    private func checkTime(of pid: pid_t) {
        let now = clock.now
        if let ending {
            if now >= ending.killAt { kill(-pid, SIGKILL) }
        } else if let started, now - started >= timeout {
            end(pid, because: .timedOut(seconds: Int(timeout.components.seconds)))
        }
    }

    /// SIGTERM to the run's session (the shell and what it started), remembering why.
    private func end(_ pid: pid_t, because reason: SyncOutcome.Ending) {
        ending = (reason, clock.now + grace)
        kill(-pid, SIGTERM)
    }

    /// Ends a run still going: SIGTERM to its session, which it leads (the app is quitting;
    /// a sync tool stopped this way resumes from its own state next time).
    func stop() {
        guard let run else { return }
        self.run = nil
        kill(-run.pid, SIGTERM)
        close(run.output)
    }

    /// A new file only this user can read, already unlinked: the descriptor.
    static func privateUnnamedFile() throws -> Int32 {
        let folder = FileManager.default.temporaryDirectory.path
        for _ in 0..<8 {
            let path = (folder as NSString).appendingPathComponent("taskdeck-sync-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log")
            let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0o600)
            let code = errno
            if fd >= 0 {
                unlink(path)
                return fd
            }
            guard code == EEXIST else { throw TerminalIOError.systemCall(operation: "creating the sync log in \(folder)", errno: code) }
        }
        throw TerminalIOError.systemCall(operation: "creating the sync log in \(folder)", errno: EEXIST)
    }

    /// The last `tailBytes` of the file (from the start of a line where one begins in them).
    static func tail(of fd: Int32) -> String {
        var status = stat()
        guard fstat(fd, &status) == 0 else { return "" }
        let size = Int(status.st_size)
        let start = max(0, size - tailBytes)
        var bytes = [UInt8](repeating: 0, count: size - start)
        let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(start)) }
        guard count > 0 else { return "" }
        return String(decoding: bytes.prefix(count), as: UTF8.self)
    }

    /// The last line with something on it, trimmed, that says why: vdirsyncer ends a
    /// failure with ``error: Use `-vdebug` to see the full traceback.``, a hint that names
    /// no reason, after the line that does (`error: Unknown error occurred: Cannot connect
    /// to host …`), so such a hint is passed over.
    static func lastLine(of text: String) -> String? {
        let lines = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        return lines.last { !isTracebackHint($0) } ?? lines.last
    }

    /// vdirsyncer's "run again with -vdebug" line.
    private static func isTracebackHint(_ line: String) -> Bool {
        line.contains("`-vdebug`") && line.contains("traceback")
    }
}
