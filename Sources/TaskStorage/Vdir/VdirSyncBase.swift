#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The version of each task file as the last sync left it on both sides: taskdeck's own
/// hidden state beside the vdir (`<vdir>/.taskdeck-sync/base/<list>/<file>.ics`), never in
/// a list vdirsyncer syncs (it passes over folders whose name starts with a dot, and syncs
/// only files ending in its `fileext` in a list).
///
/// Two uses:
/// - **the common ancestor of a conflict.** vdirsyncer hands its conflict resolver the two
///   versions only; `taskdeck resolve-conflict` finds the one both came from here and merges
///   field by field (`VTodoConflict`), as the JSON store merges two writers;
/// - **what goes out.** Before a sync, the files that differ from their base (added, changed,
///   removed here since the last sync) are what the sync will send: `Synced: 3 in, 1 out`.
///
/// It is recorded after each sync taskdeck runs that ends well (`taskdeck sync`, the app's
/// `$`), and for one task by the resolver. A sync run by a timer outside taskdeck leaves it
/// behind: a stale base only makes more fields look changed on both sides (then the later
/// side wins them, and the other value is noted), never loses an edit.
public struct VdirSyncBase: Sendable {
    /// The vdir's root, links resolved.
    public let root: URL
    /// The base's own folder.
    public var folder: URL { root.appendingPathComponent(".taskdeck-sync/base", isDirectory: true) }

    public init(vdir: URL) {
        root = URL(fileURLWithPath: RealPath.resolve(vdir.path), isDirectory: true)
    }

    /// Whether a sync was ever recorded (else what goes out is not known).
    public var exists: Bool { FileManager.default.fileExists(atPath: folder.path) }

    /// The task files of the vdir, by path relative to its root (`tasks/3f2a….ics`): the
    /// `.ics` files of its lists (the sub-folders not starting with a dot), or of the root
    /// itself when it has no list.
    func files(under top: URL) -> [String: URL] {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: top.path)) ?? []
        var lists: [String] = []
        var result: [String: URL] = [:]
        for name in names where !name.hasPrefix(".") {
            var isFolder: ObjCBool = false
            let url = top.appendingPathComponent(name)
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue { lists.append(name) } else if name.hasSuffix(".ics") { result[name] = url }
        }
        guard !lists.isEmpty else { return result }
        result = [:]
        for list in lists {
            let folder = top.appendingPathComponent(list, isDirectory: true)
            for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasSuffix(".ics") && !name.hasPrefix(".") {
                result[list + "/" + name] = folder.appendingPathComponent(name)
            }
        }
        return result
    }

    /// How many task files differ from the last sync's: added, changed or removed here since
    /// (each counts once). Nil when no sync was recorded.
    public func changedSinceLastSync() -> Int? {
        guard exists else { return nil }
        let here = files(under: root), base = files(under: folder)
        var count = base.keys.filter { here[$0] == nil }.count
        for (path, url) in here {
            guard let old = base[path] else {
                count += 1
                continue
            }
            if FileManager.default.contents(atPath: url.path) != FileManager.default.contents(atPath: old.path) { count += 1 }
        }
        return count
    }

    /// Records every task file as the sync left it: copies the changed and new ones, removes
    /// the base of those gone. Each copy is written whole (a new file renamed over the old).
    public func record() throws {
        let manager = FileManager.default
        let here = files(under: root), base = files(under: folder)
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, url) in base where here[path] == nil { try? manager.removeItem(at: url) }
        var made = Set<String>()
        for (path, url) in here {
            guard let bytes = manager.contents(atPath: url.path) else { continue }
            if let old = base[path], manager.contents(atPath: old.path) == bytes { continue }
            let list = (path as NSString).deletingLastPathComponent
            if made.insert(list).inserted {
                try manager.createDirectory(at: folder.appendingPathComponent(list), withIntermediateDirectories: true)
            }
            try replace(folder.appendingPathComponent(path), with: bytes)
        }
    }

    /// Writes a new file beside `target` and renames it over: never half a base, and no
    /// flush per file (a base lost to a crash only makes the next conflict merge less).
    private func replace(_ target: URL, with bytes: Data) throws {
        let temporary = target.deletingLastPathComponent().appendingPathComponent("." + target.lastPathComponent + ".tmp")
        try bytes.write(to: temporary)
        guard rename(temporary.path, target.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target.path])
        }
    }

    /// The last synced version of the file at `path` in the vdir (absolute, or relative to
    /// its root); nil when none is recorded.
    public func version(ofFile path: String) -> [UInt8]? {
        guard let relative = relativePath(path) else { return nil }
        return FileManager.default.contents(atPath: folder.appendingPathComponent(relative).path).map { Array($0) }
    }

    /// Records `bytes` as the last synced version of the file at `path` (the resolver's
    /// merge, which the sync then writes on both sides).
    public func setVersion(_ bytes: [UInt8], ofFile path: String) throws {
        guard let relative = relativePath(path) else { return }
        try write(Data(bytes), to: relative)
    }

    private func relativePath(_ path: String) -> String? {
        let real = RealPath.resolve(path)
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        if real.hasPrefix(prefix) { return String(real.dropFirst(prefix.count)) }
        return path.hasPrefix("/") ? nil : path
    }

    private func write(_ bytes: Data, to relative: String) throws {
        let target = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try replace(target, with: bytes)
    }
}
