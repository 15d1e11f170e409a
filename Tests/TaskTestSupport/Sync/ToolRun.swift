import Foundation

/// How a program run by the harness ended and what it printed.
public struct ToolResult: Sendable, Equatable {
    public let status: Int32
    public let out: String
    public let err: String
}

/// Runs a program to its end, with standard input from /dev/null (so a program that would
/// ask a question gets end of input instead of hanging) and its output in files in
/// `folder` rather than pipes, so a chatty program cannot fill a pipe and stall.
public enum ToolRun {
    public static func run(_ executable: URL, _ arguments: [String], environment: [String: String],
                           outputIn folder: URL) throws -> ToolResult {
        let stem = UUID().uuidString.prefix(8)
        let outURL = folder.appendingPathComponent("run-\(stem).out")
        let errURL = folder.appendingPathComponent("run-\(stem).err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return ToolResult(status: process.terminationStatus,
                          out: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                          err: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// The harness's environment for Python tools: the test's own, with a UTF-8 locale
    /// (click refuses to run under the C locale) and nothing that points vdirsyncer at a
    /// user's own configuration.
    public static var pythonEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        environment["LANG"] = "C.UTF-8"
        environment["VDIRSYNCER_CONFIG"] = nil
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        return environment
    }
}
