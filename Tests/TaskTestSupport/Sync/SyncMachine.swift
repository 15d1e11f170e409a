#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One machine of a sync test: a vdir (a folder of collections, each a folder of `.ics`
/// files, one task per file) kept in step with a CalDAV account by the real vdirsyncer,
/// through a configuration and a status folder of its own.
///
/// Two machines on one account stand for two computers of one user. Point taskdeck at
/// `vdir` (`--vdir`) to play the app's part; `sync()` is what the user's timer would run.
public final class SyncMachine: Sendable {
    /// The pair's name in the configuration (`vdirsyncer sync taskdeck`).
    public static let pairName = "taskdeck"

    public let name: String
    /// The vdir's root: vdirsyncer's `filesystem` storage `path`.
    public let vdir: URL
    /// The vdirsyncer configuration this machine runs with (`vdirsyncer -c`).
    public let configFile: URL
    private let folder: URL
    private let tools: SyncTools

    /// Makes `<folder>/<name>/` with an empty vdir, a status folder and a configuration
    /// pairing the vdir with `account` on `server`. Nothing is run yet: call `discover()`.
    public init(_ name: String, server: RadicaleServer, account: String, in temporary: TemporaryFolder,
                conflictResolution: ConflictResolution = .bWins) throws {
        self.name = name
        tools = try SyncTools.locate()
        folder = temporary.appending(name)
        vdir = folder.appendingPathComponent("vdir", isDirectory: true)
        configFile = folder.appendingPathComponent("vdirsyncer.conf")
        try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
        let text = Self.configuration(vdir: vdir.path + "/", statusPath: folder.appendingPathComponent("status").path + "/",
                                      url: server.url, username: account, password: "password = \"unused\"",
                                      conflictResolution: conflictResolution)
        try Data(text.utf8).write(to: configFile)
    }

    /// The vdirsyncer configuration `taskdeck help sync` shows, with these values
    /// (a test holds the topic to it). `password` is the whole line (`password = "…"` or
    /// `password.fetch = [...]`). `conflictResolution` nil leaves it out (a conflict is then
    /// an error for that item).
    public static func configuration(vdir: String, statusPath: String, url: String, username: String,
                                     password: String, conflictResolution: ConflictResolution?) -> String {
        let resolution = conflictResolution.map { "conflict_resolution = \($0.value(vdir: vdir))\n" } ?? ""
        return """
            [general]
            status_path = \(quoted(statusPath))

            [pair \(pairName)]
            a = "taskdeck_local"
            b = "taskdeck_remote"
            collections = ["from a", "from b"]
            \(resolution)implicit = "create"

            [storage taskdeck_local]
            type = "filesystem"
            path = \(quoted(vdir))
            fileext = ".ics"

            [storage taskdeck_remote]
            type = "caldav"
            url = \(quoted(url))
            username = \(quoted(username))
            \(password)
            item_types = ["VTODO"]

            """
    }

    /// What vdirsyncer does with a task changed on both sides between two syncs.
    public enum ConflictResolution: Sendable {
        /// `"a wins"`: the vdir's version replaces the server's.
        case aWins
        /// `"b wins"`: the server's version replaces the vdir's.
        case bWins
        /// `["command", program, "--vdir", <the vdir>, "resolve-conflict"]`: taskdeck keeps
        /// the later version and sets the other aside in the vdir; `program` is taskdeck's path.
        case taskdeck(program: String)

        /// The setting's value in the configuration.
        func value(vdir: String) -> String {
            switch self {
            case .aWins: return quoted("a wins")
            case .bWins: return quoted("b wins")
            case .taskdeck(let program):
                return "[" + ["command", program, "--vdir", vdir, "resolve-conflict"].map(quoted).joined(separator: ", ") + "]"
            }
        }
    }

    /// A value as vdirsyncer reads it: a JSON string.
    static func quoted(_ value: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [value], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    // MARK: - Running vdirsyncer

    /// `vdirsyncer discover`: creates the collections missing on either side (no prompt:
    /// the pair says `implicit = "create"`, and stdin is /dev/null anyway).
    @discardableResult
    public func discover() throws -> ToolResult {
        try vdirsyncer(["discover"])
    }

    /// `vdirsyncer sync` (`--force-delete` lets it empty a whole collection).
    @discardableResult
    public func sync(forceDelete: Bool = false) throws -> ToolResult {
        try vdirsyncer(["sync"] + (forceDelete ? ["--force-delete"] : []))
    }

    /// Runs vdirsyncer with this machine's configuration; throws when it exits non-zero.
    @discardableResult
    public func vdirsyncer(_ arguments: [String]) throws -> ToolResult {
        let result = try ToolRun.run(tools.vdirsyncer, ["-c", configFile.path] + arguments,
                                     environment: ToolRun.pythonEnvironment, outputIn: folder)
        guard result.status == 0 else {
            throw SyncHarnessError.commandFailed(command: "vdirsyncer " + arguments.joined(separator: " "), result: result)
        }
        return result
    }

    /// The shell command a user would configure as taskdeck's sync command for this
    /// machine (`TASKDECK_SYNC_COMMAND`), with every path quoted.
    public var syncCommand: String {
        "'\(tools.vdirsyncer.path)' -c '\(configFile.path)' sync"
    }

    // MARK: - The vdir's files

    /// A collection's folder (a sub-folder of the vdir).
    public func collection(_ name: String) -> URL {
        vdir.appendingPathComponent(name, isDirectory: true)
    }

    /// Writes `text` as `<collection>/<file>`, making the collection when needed.
    ///
    /// Atomically (a new file renamed over the old one), as every vdir client should:
    /// vdirsyncer tells a changed file by its modification time and inode, so a file
    /// rewritten in place within the file system's timestamp granularity of the last sync
    /// would look unchanged and its edit would never be uploaded.
    public func write(_ text: String, to file: String, in collection: String) throws {
        let folder = self.collection(collection)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(file).\(UUID().uuidString.prefix(8)).tmp")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, folder.appendingPathComponent(file).path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "rename: \(reason)"])
        }
    }

    /// The `.ics` files of a collection, by file name, with their bytes as text.
    public func files(in collection: String) throws -> [String: String] {
        let folder = self.collection(collection)
        guard FileManager.default.fileExists(atPath: folder.path) else { return [:] }
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".ics") {
            files[name] = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
        }
        return files
    }

    /// The file of a collection whose `UID` is `uid` (vdirsyncer names a file after the
    /// UID only when the UID is safe as a file name, so tests look by UID), as (name, text).
    public func file(withUID uid: String, in collection: String) throws -> (name: String, text: String)? {
        try files(in: collection).first { ICalendarLines.value(of: "UID", in: $0.value) == uid }.map { ($0.key, $0.value) }
    }
}
