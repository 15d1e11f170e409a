import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real terminal for end-to-end tests: a detached tmux session on its own server socket
/// (so parallel tests and a person's own tmux never meet), driven with `send-keys` and
/// read with `capture-pane`, exactly what a person would see.
final class TmuxSession {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let socket = "taskdeck-test-\(UUID().uuidString.prefix(8))"
    let target = "main"

    /// Starts `command` in a `width` x `height` terminal with a UTF-8 locale.
    init(command: String, width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
        var exports = ["LANG": "C.UTF-8", "TERM": "xterm-256color"].merging(environment) { $1 }
        exports["TMUX"] = nil
        let prefix = exports.sorted { $0.key < $1.key }.map { "\($0.key)=\(TmuxSession.quoted($0.value))" }
        // The pane stays after the command exits, so the test can read what it left behind
        // and its exit status; set in the config so even a command that exits at once is kept.
        try tmux(["-f", TmuxSession.config, "new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)",
                  "env " + prefix.joined(separator: " ") + " " + command])
    }

    /// A tmux config with nothing but `remain-on-exit`, written once per test process.
    private static let config: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("taskdeck-tmux-\(getpid()).conf").path
        FileManager.default.createFile(atPath: path, contents: Data("set -g remain-on-exit on\n".utf8))
        return path
    }()

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Types keys by tmux name (`Enter`, `Escape`, `C-c`, `Down`) or as literal text.
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Types text literally, character by character.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", target, "-l", text])
    }

    /// The screen as text, one line per row, trailing spaces trimmed by tmux.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", target])
    }

    /// The screen with SGR escape codes, to check styles such as reverse video.
    func styledScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", target])
    }

    /// Polls the screen until `condition` holds; fails with the last screen after `timeout`.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 10, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            usleep(20_000)
        }
        throw Failure(description: "timed out waiting for \(what); the screen was:\n\(last)")
    }

    /// Waits until the screen shows `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> String {
        try waitFor("\"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Runs one tmux command with `posix_spawn` and `waitpid`. Foundation's `Process` is
    /// not used: the tmux server that `new-session` forks inherits what the client had,
    /// and `Process` then never sees its client exit. Output goes through a file.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path
        defer { unlink(output) }
        let status = try TmuxSession.spawn(["/usr/bin/env", "tmux", "-L", socket] + arguments, output: output)
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed (\(status)): \(text)")
        }
        return text
    }

    /// Runs `argv` with stdin from /dev/null and stdout and stderr to `output`; returns its exit status.
    private static func spawn(_ argv: [String], output: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, environ)
        guard spawned == 0 else { throw Failure(description: "cannot start \(argv[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw Failure(description: "waitpid failed: \(String(cString: strerror(errno)))") }
        }
        // WIFEXITED / WEXITSTATUS, written out: the C macros are not imported into Swift.
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
    }

    /// A word for `sh`, single-quoted.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
