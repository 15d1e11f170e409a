#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The processes a child started, to end a command that runs in taskdeck's own process
/// group (`taskdeck sync` runs it in the foreground, so Ctrl-C and prompts reach it) when its
/// time is up: a SIGTERM to `/bin/sh` alone would leave what the shell started running on.
///
/// Read from `/proc/<pid>/stat` (its fourth field is the parent's pid). Where there is no
/// `/proc` (macOS) it finds none, and only the child itself is ended.
enum ProcessTree {
    /// Every living descendant of `pid`, parents before their children.
    static func descendants(of pid: pid_t) -> [pid_t] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var children: [pid_t: [pid_t]] = [:]
        for name in names {
            guard let child = pid_t(name), let parent = parent(of: child) else { continue }
            children[parent, default: []].append(child)
        }
        var result: [pid_t] = []
        var queue = children[pid] ?? []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            result.append(next)
            queue += children[next] ?? []
        }
        return result
    }

    /// The parent of `pid` from `/proc/<pid>/stat`: `pid (comm) state ppid …`, where `comm`
    /// may hold spaces and parentheses, so the fields are read after the last `)`.
    private static func parent(of pid: pid_t) -> pid_t? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }

    /// Sends `signal` to `pid` and every descendant (found first, so none escapes by the
    /// shell's exit re-parenting it).
    static func signal(_ signal: Int32, toTreeOf pid: pid_t) {
        let tree = descendants(of: pid)
        kill(pid, signal)
        for child in tree { kill(child, signal) }
    }
}
