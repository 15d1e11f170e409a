#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TaskTestSupport

/// One run of the real `taskdeck` binary that the reliability battery can kill on purpose
/// (`SIGKILL` after a delay) or bound in time (a run that overstays its deadline is killed
/// and reported as hung), with what it printed before it ended.
final class BatteryProcess: @unchecked Sendable {
    /// How a run ended.
    struct Outcome {
        var status: Int32
        /// True when it ended by a signal (its `status` is then the signal number).
        var signaled: Bool
        /// True when the battery killed it (on purpose or because it overstayed).
        var killedByUs: Bool
        var out: String
        var err: String

        /// Ended on its own with exit code 0.
        var succeeded: Bool { !signaled && status == 0 }
    }

    private let process = Process()
    private let outPipe = Pipe(), errPipe = Pipe()
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var outData = Data(), errData = Data()
    private var killed = false

    /// Starts `taskdeck <arguments>` with stdin from /dev/null; `environment` nil keeps
    /// the test process's (either way with the tests' day as `TASKDECK_NOW`).
    init(_ arguments: [String], environment: [String: String]? = nil) throws {
        process.executableURL = URL(fileURLWithPath: TaskdeckBinary.path)
        process.arguments = arguments
        process.environment = TestDay.adding(to: environment ?? ProcessInfo.processInfo.environment)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outPipe
        process.standardError = errPipe
        try process.run()
        group.enter()
        DispatchQueue.global().async { [outPipe, self] in
            let data = outPipe.fileHandleForReading.readDataToEndOfFile()
            lock.lock(); outData = data; lock.unlock()
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async { [errPipe, self] in
            let data = errPipe.fileHandleForReading.readDataToEndOfFile()
            lock.lock(); errData = data; lock.unlock()
            group.leave()
        }
    }

    var pid: pid_t { process.processIdentifier }

    /// Sends SIGKILL now (if it still runs).
    func killNow() {
        guard process.isRunning else { return }
        killed = true
        kill(pid, SIGKILL)
    }

    /// Waits for the end; a run still going after `timeout` is killed (`killedByUs`).
    func wait(timeout: Duration = .seconds(10)) -> Outcome {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            if ContinuousClock.now >= deadline { killNow(); break }
            Thread.sleep(forTimeInterval: 0.002)  // polling interval, not a synchronisation
        }
        process.waitUntilExit()
        group.wait()
        lock.lock(); defer { lock.unlock() }
        return Outcome(status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
                       killedByUs: killed, out: String(decoding: outData, as: UTF8.self),
                       err: String(decoding: errData, as: UTF8.self))
    }

    /// Runs to the end within `timeout` (a hang is killed and shows as `killedByUs`).
    static func run(_ arguments: [String], environment: [String: String]? = nil,
                    timeout: Duration = .seconds(10)) throws -> Outcome {
        try BatteryProcess(arguments, environment: environment).wait(timeout: timeout)
    }

    /// Starts the run, kills it with SIGKILL after `delay` (if it is still going) and
    /// returns how it ended.
    static func runKilled(_ arguments: [String], after delay: Duration) throws -> Outcome {
        let run = try BatteryProcess(arguments)
        let deadline = ContinuousClock.now + delay
        while run.process.isRunning, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.0005)  // the moment of the kill is the random input
        }
        run.killNow()
        return run.wait()
    }
}

/// Helpers the battery shares for looking at a task file's folder.
enum BatteryFiles {
    /// The names in `folder` that look like temporaries a writer leaves while it saves.
    static func temporaries(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.contains(".tmp-") }.sorted()
    }

    /// Every task as a canonical JSON string (sorted keys), sorted: two reads of the same
    /// tasks compare equal whatever their order.
    static func canonical(_ tasks: [[String: Any]]) throws -> [String] {
        try tasks.map {
            String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self)
        }.sorted()
    }

    /// A task in the documented file format.
    static func taskJSON(id: UUID, title: String, index: Int, completed: Bool = false) -> String {
        let status = completed ? "\"status\" : \"completed\", \"completed\" : \"2026-03-12T08:15:00Z\"," : "\"status\" : \"pending\","
        return """
        {"created" : "2026-03-11T10:00:00Z", "id" : "\(id.uuidString.lowercased())", "modified" : "2026-03-11T10:00:00Z", \
        "notes" : "note \(index)", "priority" : "low", "project" : "home", \(status) "tags" : ["t\(index % 7)"], "title" : "\(title)"}
        """
    }

    /// A whole file of `count` tasks, seeded ids.
    static func taskFile(count: Int, seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        let tasks = (0..<count).map { index in
            let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
            var uuidBytes = bytes
            uuidBytes[6] = (uuidBytes[6] & 0x0F) | 0x40
            uuidBytes[8] = (uuidBytes[8] & 0x3F) | 0x80
            let id = UUID(uuid: (uuidBytes[0], uuidBytes[1], uuidBytes[2], uuidBytes[3], uuidBytes[4], uuidBytes[5],
                                 uuidBytes[6], uuidBytes[7], uuidBytes[8], uuidBytes[9], uuidBytes[10], uuidBytes[11],
                                 uuidBytes[12], uuidBytes[13], uuidBytes[14], uuidBytes[15]))
            return taskJSON(id: id, title: "Bulk task \(index)", index: index, completed: index % 5 == 0)
        }
        return "{\n  \"schemaVersion\" : 1,\n  \"tasks\" : [\n" + tasks.joined(separator: ",\n") + "\n  ]\n}\n"
    }
}

extension BatteryProcess {
    /// Runs a system tool (`mount`, `umount`) and returns its status and output.
    static func runTool(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
