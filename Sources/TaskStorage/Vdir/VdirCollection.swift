import Foundation
import TaskICalendar
import TaskDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One collection of a vdir: a folder of `.ics` files, a list in CalDAV clients.
///
/// The vdir path is either one collection (it holds `.ics` files, or nothing yet) or the
/// folder vdirsyncer fills with one sub-folder per collection; then every non-hidden
/// sub-folder is a collection, and the root is one too if it holds `.ics` files itself.
struct VdirCollection: Equatable, Sendable {
    /// The folder (absolute).
    let path: String
    /// The folder's name; empty for the root.
    let name: String
    /// What vdirsyncer wrote in the collection's `displayname` file (the server's name).
    let displayName: String?

    /// The project a task in this collection has when its file names none.
    var project: String? { displayName.flatMap(ICalendarNames.project(from:)) }

    /// The collections under `root`, the root first, then sub-folders by name.
    static func discover(root: String) throws -> [VdirCollection] {
        let names = try listing(of: root)
        var subfolders: [String] = []
        var rootHasFiles = false
        for name in names where !name.hasPrefix(".") {
            if name.hasSuffix(".ics") { rootHasFiles = true; continue }
            var status = stat()
            let full = root + "/" + name
            if stat(full, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { subfolders.append(name) }
        }
        var collections: [VdirCollection] = []
        if rootHasFiles || subfolders.isEmpty {
            collections.append(VdirCollection(path: root, name: "", displayName: displayName(in: root)))
        }
        for name in subfolders.sorted() {
            let path = root + "/" + name
            collections.append(VdirCollection(path: path, name: name, displayName: displayName(in: path)))
        }
        return collections
    }

    /// The names in `folder`, or the error a person needs (missing, not a folder, unreadable).
    static func listing(of folder: String) throws -> [String] {
        var status = stat()
        guard stat(folder, &status) == 0 else {
            if errno == ENOENT { throw TaskStorageError.missingFolder(path: folder) }
            throw TaskStorageError.unreadableFile(path: folder, reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw TaskStorageError.notAFolder(path: folder)
        }
        return try names(in: folder)
    }

    /// `readdir` by hand: FileManager makes an object per name, which shows at 10,000 files.
    private static func names(in folder: String) throws -> [String] {
        guard let directory = opendir(folder) else {
            throw TaskStorageError.unreadableFile(path: folder, reason: String(cString: strerror(errno)))
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The `displayname` file's first line, trimmed; nil when missing or empty.
    private static func displayName(in folder: String) -> String? {
        guard let data = FileManager.default.contents(atPath: folder + "/displayname") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}
