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
/// folder vdirsyncer fills with one sub-folder per collection (a storage root: it has
/// sub-folders, or vdirsyncer's config says so); then every non-hidden sub-folder is a
/// collection, and the root is read too if it holds `.ics` files itself, but it is no
/// list: vdirsyncer never syncs it, so no new task goes there.
struct VdirCollection: Equatable, Sendable {
    /// The folder (absolute).
    let path: String
    /// The folder's name; empty for the root.
    let name: String
    /// What vdirsyncer wrote in the collection's `displayname` file (the server's name).
    let displayName: String?

    /// The root of the vdir itself, not one of its sub-folders.
    var isRoot: Bool { name.isEmpty }

    /// The project a task in this collection has when its file names none.
    var project: String? { displayName.flatMap(ICalendarNames.project(from:)) }

    /// The collections under `root`, the root first, then sub-folders by name. An empty
    /// root is a collection of its own unless `isStorageRoot` (vdirsyncer's config says
    /// its lists are sub-folders).
    static func discover(root: String, isStorageRoot: Bool = false) throws -> [VdirCollection] {
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
        if rootHasFiles || (subfolders.isEmpty && !isStorageRoot) {
            collections.append(VdirCollection(path: root, name: "", displayName: displayName(in: root)))
        }
        for name in subfolders.sorted() {
            let path = root + "/" + name
            collections.append(VdirCollection(path: path, name: name, displayName: displayName(in: path)))
        }
        return collections
    }

    /// What a folder holds: the names taskdeck can use, and those it cannot (not UTF-8), as
    /// they would be shown (`\xFF` for each byte that is not plain ASCII).
    struct Listing: Equatable, Sendable {
        var names: [String] = []
        var undecodable: [String] = []
    }

    /// The names in `folder`, or the error a person needs (missing, not a folder, unreadable).
    static func listing(of folder: String) throws -> [String] {
        try fullListing(of: folder).names
    }

    /// The names in `folder` and those that are not UTF-8; temporaries a killed writer left
    /// there (`VdirFileBatch`, `FileStore`) are removed on the way.
    static func fullListing(of folder: String) throws -> Listing {
        var status = stat()
        guard stat(folder, &status) == 0 else {
            if errno == ENOENT { throw TaskStorageError.missingFolder(path: folder) }
            throw TaskStorageError.unreadableFile(path: folder, reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw TaskStorageError.notAFolder(path: folder)
        }
        var listing = try names(in: folder)
        listing.names.removeAll { name in
            guard isStaleTemporary(name) else { return false }
            unlink(folder + "/" + name)
            return true
        }
        return listing
    }

    /// `readdir` by hand: FileManager makes an object per name, which shows at 10,000 files.
    /// A name that is not UTF-8 cannot be a `String` that names the same file again (a
    /// lossy decoding names another, which then "does not exist"), so it is set apart.
    private static func names(in folder: String) throws -> Listing {
        guard let directory = opendir(folder) else {
            throw TaskStorageError.unreadableFile(path: folder, reason: String(cString: strerror(errno)))
        }
        defer { closedir(directory) }
        var listing = Listing()
        while let entry = readdir(directory) {
            withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                let bytes = buffer.prefix { $0 != 0 }
                if let name = String(validating: bytes, as: UTF8.self) {
                    if name != "." && name != ".." { listing.names.append(name) }
                } else {
                    listing.undecodable.append(bytes.map { $0 >= 0x20 && $0 < 0x7F ? String(UnicodeScalar($0)) : "\\x" + hex($0) }.joined())
                }
            }
        }
        return listing
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// A temporary (`.<name>.tmp-<pid>-<n>`) or a kept old version (`.<name>.old-<pid>-<n>`)
    /// of a writer that no longer runs.
    static func isStaleTemporary(_ name: String) -> Bool {
        guard name.hasPrefix(".") else { return false }
        for marker in [".tmp-", ".old-"] {
            guard let range = name.range(of: marker, options: .backwards) else { continue }
            let pidText = name[range.upperBound...].prefix { $0 != "-" }
            guard let pid = Int32(pidText), pid != getpid() else { return false }
            return kill(pid, 0) != 0 && errno == ESRCH
        }
        return false
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
