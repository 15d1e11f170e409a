import Foundation
import TaskScenes
import TaskTestSupport
import TerminalIO
import Testing
@testable import taskdeck

/// The notes editor port without a terminal: the "editor" is a closure that does to the
/// file what an editor would, so every way it can end is tested; the real hand-over is in
/// TerminalIOTests and the tmux test.
struct ShellNotesEditorTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("notes")
    }

    /// The file path the command line ends with (quoted by `shellQuoted`).
    private static func path(in arguments: [String]) -> String {
        let line = arguments[2]
        let quoted = line[line.index(after: line.firstIndex(of: "'") ?? line.startIndex)...].dropLast()
        return String(quoted).replacingOccurrences(of: "'\\''", with: "'")
    }

    private func editor(_ edit: @escaping (String) throws -> ForegroundExit) -> ShellNotesEditor {
        ShellNotesEditor(command: "ed -s", temporaryFolder: folder.url) { arguments in
            #expect(Array(arguments.prefix(2)) == ["/bin/sh", "-c"])
            return try edit(Self.path(in: arguments))
        }
    }

    @Test func theCommandRunsThroughTheShellWithThePathQuoted() {
        #expect(ShellNotesEditor.arguments(command: "code --wait", path: "/tmp/a b/it's.txt")
                == ["/bin/sh", "-c", "code --wait '/tmp/a b/it'\\''s.txt'"])
    }

    @Test func whatTheEditorSavedComesBackAndControlCharactersSurvive() throws {
        let notes = "line 1\n\u{1B}[31mred\u{07}\ttab\r\n\u{0}nul\u{7F}\r"
        var seen: (content: String, permissions: Int, folderPermissions: Int)?
        let result = editor { path in
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let folderAttributes = try FileManager.default.attributesOfItem(atPath: (path as NSString).deletingLastPathComponent)
            seen = (try String(contentsOfFile: path, encoding: .utf8),
                    (attributes[.posixPermissions] as? Int) ?? 0, (folderAttributes[.posixPermissions] as? Int) ?? 0)
            try Data((notes + "\nmore\n").utf8).write(to: URL(fileURLWithPath: path))
            return .exited(status: 0)
        }.edit(notes)
        #expect(result == .saved(notes + "\nmore"))
        #expect(seen?.content == notes + "\n")
        #expect(seen?.permissions == 0o600)
        #expect(seen?.folderPermissions == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func untouchedNotesComeBackTheSame() {
        for notes in ["", "one line", "ends with a line break\n", "\n\n"] {
            #expect(editor { _ in .exited(status: 0) }.edit(notes) == .saved(notes))
        }
    }

    @Test(arguments: [
        (ForegroundExit.exited(status: 1), NotesEditResult.exited(command: "ed -s", status: 1)),
        (.exited(status: 127), .exited(command: "ed -s", status: 127)),
        (.signaled(signal: 2), .killed(command: "ed -s", signal: 2)),
    ])
    func anEditorThatFailsSavesNothing(exit: ForegroundExit, result: NotesEditResult) throws {
        let editor = editor { path in
            try Data("changed".utf8).write(to: URL(fileURLWithPath: path))
            return exit
        }
        #expect(editor.edit("notes") == result)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func aFileThatCannotBeReadBackSavesNothing() throws {
        let removed = editor { path in
            try FileManager.default.removeItem(atPath: path)
            return .exited(status: 0)
        }.edit("notes")
        guard case .fileGone(let path) = removed else { Issue.record("\(removed)"); return }
        #expect(path.hasSuffix("/notes.txt") && path.hasPrefix(folder.url.path))
        let binary = editor { path in
            try Data([0x66, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: path))
            return .exited(status: 0)
        }.edit("notes")
        #expect(binary == .notText)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func anEditorThatCannotStartSaysWhy() {
        let result = editor { _ in throw TerminalIOError.systemCall(operation: "starting /bin/sh", errno: 2) }.edit("x")
        guard case .couldNotStart(let command, let reason) = result else { Issue.record("\(result)"); return }
        #expect(command == "ed -s")
        #expect(reason.hasPrefix("starting /bin/sh failed"))
    }

    @Test func aFolderThatCannotHoldTheFileSaysSo() {
        let editor = ShellNotesEditor(command: "vi", temporaryFolder: folder.appending("missing")) { _ in .exited(status: 0) }
        #expect(editor.edit("x") == .couldNotPrepare(reason: "\(folder.appending("missing").path): No such file or directory"))
    }
}
