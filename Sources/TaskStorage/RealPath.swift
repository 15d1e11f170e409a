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
            // Missing: resolve the folder, then follow a dangling last link by hand.
            let url = URL(fileURLWithPath: current)
            let folder = url.deletingLastPathComponent().path
            let name = url.lastPathComponent
            let realFolder = realpath(folder, nil).map { pointer -> String in
                defer { free(pointer) }
                return String(cString: pointer)
            } ?? folder
            let joined = (realFolder as NSString).appendingPathComponent(name)
            guard let target = linkTarget(joined) else { return joined }
            current = target.hasPrefix("/") ? target : (realFolder as NSString).appendingPathComponent(target)
        }
        return absolute(path)
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
