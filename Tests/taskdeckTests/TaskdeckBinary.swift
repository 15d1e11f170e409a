import Foundation
import TaskTestSupport

/// The real `taskdeck` binary beside the test bundle, run as a shell would run it.
enum TaskdeckBinary {
    static let path = Bundle.main.bundleURL.appendingPathComponent("taskdeck").path

    /// What a run printed and how it ended.
    struct Result {
        let status: Int32
        let out: String
        let err: String
    }

    /// Runs the binary to its end; `environment` nil keeps the test process's, without the
    /// user's config file (`TASKDECK_CONFIG=/dev/null`) and context (`TASKDECK_CONTEXT=none`), so they cannot change what tests see.
    /// Either way the binary runs on the tests' day (`TestDay`), unless `TASKDECK_NOW` is given.
    @discardableResult
    static func run(_ arguments: [String], environment: [String: String]? = nil,
                    stdin: FileHandle? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = TestDay.adding(to: environment
            ?? ProcessInfo.processInfo.environment.merging(["TASKDECK_CONFIG": "/dev/null", "TASKDECK_CONTEXT": "none"]) { _, ours in ours })
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin ?? FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
                      err: String(decoding: errData, as: UTF8.self))
    }
}
