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
        let result = try TaskdeckBinary.run(["--file", file, "list", "--all", "--json"])
        guard result.status == 0 else { throw ReadFailed(status: result.status, err: result.err) }
        return try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]] ?? []
    }
}
