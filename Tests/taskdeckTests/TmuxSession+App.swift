import Foundation

extension TmuxSession {
    /// taskdeck started in a fresh tmux session, the one way the end-to-end tests start it:
    /// `environment` set for it alone and every word quoted for the shell. When it ends the
    /// shell prints `EXIT=<status>` and stays a minute, so a test can read the exit status
    /// and the screen the app left. With `stty` (a folder), the terminal's settings are
    /// written to `stty-before` and `stty-after` around the run (`stty -a`) and `DONE` is
    /// printed after them, so a test can check that the app gave the terminal back as it found it.
    static func app(_ arguments: [String], environment: [String: String] = [:], stty folder: String? = nil,
                    width: Int = 100, height: Int = 30) throws -> TmuxSession {
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=" + shellQuoted($0.value) }
        let run = (assignments + [shellQuoted(TaskdeckBinary.path)] + arguments.map(shellQuoted)).joined(separator: " ")
        var script = run + "; echo \"EXIT=$?\"; sleep 60"
        if let folder {
            let before = shellQuoted(folder + "/stty-before"), after = shellQuoted(folder + "/stty-after")
            script = "stty -a > \(before); " + run + "; echo \"EXIT=$?\"; stty -a > \(after); echo DONE; sleep 60"
        }
        return try TmuxSession(command: script, width: width, height: height)
    }

    /// `text` in single quotes for `sh`, its own single quotes closed, escaped and reopened.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// True when a captured line (`captureStyled`) shows the dark theme's selection: its bar
    /// (background 153 with 256 colours) or, without colour, reverse video.
    static func showsSelection(_ line: Substring) -> Bool {
        line.contains("48;5;153m") || line.contains("\u{1B}[7m") || line.contains(";7m")
    }
}
