import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file behind a name: symbolic links resolved, also where the last link points
/// to a file that does not exist yet (a dotfiles link to a file never saved).
///
/// Two names of one file resolve to one path, so they share one lock and one journal.
enum RealPath {
    /// Resolves `path`; relative links are relative to their own folder. Gives up on
    /// loops (more than 40 links) by returning the path as given.
    static func resolve(_ path: String) -> String {
        var current = absolute(path)
        for _ in 0..<40 {
            if let real = realpath(current, nil) {
                defer { free(real) }
                return String(cString: real)
            }
            // Missing: resolve the folder (its deepest existing ancestor), then follow a
            // dangling last link by hand.
            let url = URL(fileURLWithPath: current)
            let realFolder = resolvedFolder(url.deletingLastPathComponent().path)
            let joined = (realFolder as NSString).appendingPathComponent(url.lastPathComponent)
            guard let target = linkTarget(joined) else { return joined }
            current = target.hasPrefix("/") ? target : (realFolder as NSString).appendingPathComponent(target)
        }
        return absolute(path)
    }

    /// A folder's real path, also when it (or its parents) do not exist yet: the deepest
    /// existing ancestor resolved, the rest appended, so a repository opened before its
    /// folder exists uses the same path (and lock) as one opened after.
    private static func resolvedFolder(_ folder: String) -> String {
        var missing: [String] = []
        var candidate = folder
        while true {
            if let real = realpath(candidate, nil) {
                defer { free(real) }
                return missing.reversed().reduce(String(cString: real)) { ($0 as NSString).appendingPathComponent($1) }
            }
            let parent = (candidate as NSString).deletingLastPathComponent
            guard parent != candidate, !parent.isEmpty else { return folder }
            missing.append((candidate as NSString).lastPathComponent)
            candidate = parent
        }
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    }

    /// Where a symbolic link points, or nil when `path` is not one.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
