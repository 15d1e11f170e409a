import Foundation

/// What a task file holds as every reader sees it (the snapshot plus its journal), read
/// through the real binary's `list --all --json`: the end-to-end tests check what was
/// stored the way a script would, not by parsing one of the files.
enum StoredTasks {
    struct ReadFailed: Error, CustomStringConvertible {
        let status: Int32
        let err: String
        var description: String { "taskdeck list exited \(status): \(err)" }
    }

    static func read(file: String) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("taskdeck")
        process.arguments = ["--file", file, "list", "--all", "--json"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ReadFailed(status: process.terminationStatus, err: String(decoding: errData, as: UTF8.self))
        }
        return try JSONSerialization.jsonObject(with: outData) as? [[String: Any]] ?? []
    }
}
