import Foundation
import TaskTestSupport

/// A real shell (bash, zsh or fish) with taskdeck's completion script loaded, asked what it
/// completes for a command line, on a task file of the test's own: the script calls the real
/// binary (on the PATH, as a user's shell finds it) for IDs, projects and tags.
final class ShellCompletionHarness {
    let folder: TemporaryFolder
    let shell: String

    init(shell: String) throws {
        self.shell = shell
        folder = try TemporaryFolder("completion-\(shell)")
        let bin = folder.appending("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("taskdeck").path,
                                                   withDestinationPath: TaskdeckBinary.path)
        let script = try TaskdeckBinary.run(["completions", shell])
        guard script.status == 0 else { throw HarnessError.failed("completions \(shell): \(script.err)") }
        try folder.write(script.out, to: folder.appending("script"))
    }

    deinit { folder.cleanUp() }

    enum HarnessError: Error { case failed(String) }

    /// The environment the shell runs in: the test's binary first on the PATH, the test's
    /// task file, no config file.
    var environment: [String: String] {
        let path = folder.appending("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return TestDay.adding(to: ["PATH": path, "HOME": folder.path, "TASKDECK_FILE": folder.taskFile.path,
                                   "TASKDECK_CONFIG": "/dev/null", "LANG": "C.UTF-8"])
    }

    /// Adds tasks with the real binary (quick add).
    func add(_ titles: String...) throws {
        for title in titles {
            let result = try TaskdeckBinary.run(["add", title], environment: environment)
            guard result.status == 0 else { throw HarnessError.failed("add \(title): \(result.err)") }
        }
    }

    /// The candidates the shell offers for `words`, the last being the word under the cursor.
    func complete(_ words: [String]) throws -> [String] {
        let script = folder.appending("script").path
        let program: String
        switch shell {
        case "bash":
            let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            program = "source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _taskdeck; "
                + #"printf '%s\n' "${COMPREPLY[@]}""#
        case "zsh":
            // zsh's completion system needs a terminal; the entry points the script calls are
            // stood in for by functions that print what they were given (`_describe`'s
            // `name:description` items, `compadd`'s words, unfiltered: filtering by the word is
            // zsh's), so the script's own logic runs for real.
            let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            program = """
                compdef() { :; }
                _describe() {
                  [[ $1 == -t ]] && shift 2
                  local array=$2 prefix="" item
                  [[ $3 == -P ]] && prefix=$4
                  for item in "${(@P)array}"; do print -r -- "$prefix$item"; done
                }
                compadd() { [[ $1 == -- ]] && shift; print -l -- "$@"; }
                _files() { print -r -- '<files>'; }
                source '\(script)'
                words=(\(quoted)); CURRENT=\(words.count)
                _taskdeck
                """
        default:
            let line = words.joined(separator: " ")
            program = "source '\(script)'; complete -C '\(line.replacingOccurrences(of: "'", with: "\\'"))'"
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [shell, "-c", program]
        process.environment = environment
        process.currentDirectoryURL = folder.url
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = String(decoding: errData, as: UTF8.self)
        guard process.terminationStatus == 0, errors.isEmpty else {
            throw HarnessError.failed("\(shell) exited \(process.terminationStatus): \(errors)")
        }
        return String(decoding: outData, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
