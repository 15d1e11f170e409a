import Foundation
import TaskScenes
import TerminalIO

/// The app's `NotesEditing` port: writes the notes to a private temporary file, runs the
/// editor command on it in the foreground (`/bin/sh -c 'COMMAND' 'PATH'`, the terminal
/// handed over as with Ctrl-Z) and reads the file back; the file and its folder are
/// removed afterwards, whatever happened.
///
/// The file ends with a line break that is not part of the notes (editors add one on
/// save, so notes would otherwise change with every visit); everything else, control
/// characters included, goes out and comes back byte for byte.
final class ShellNotesEditor: NotesEditing {
    let command: String
    /// Runs a program on the terminal and waits for it (`TerminalSession.runInForeground`).
    private let runInForeground: ([String]) throws -> ForegroundExit
    private let temporaryFolder: URL

    init(command: String, temporaryFolder: URL = FileManager.default.temporaryDirectory,
         runInForeground: @escaping ([String]) throws -> ForegroundExit) {
        self.command = command
        self.temporaryFolder = temporaryFolder
        self.runInForeground = runInForeground
    }

    func edit(_ notes: String) -> NotesEditResult {
        let folder: URL
        do {
            folder = try Self.makePrivateFolder(in: temporaryFolder)
        } catch {
            return .couldNotPrepare(reason: "\(error)")
        }
        let file = folder.appendingPathComponent("notes.txt")
        do {
            // Only this user can enter the folder, so the moment before the mode is set is safe.
            try Data(Self.fileText(of: notes).utf8).write(to: file, options: .withoutOverwriting)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            return .couldNotPrepare(reason: error.localizedDescription)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let exit: ForegroundExit
        do {
            exit = try runInForeground(Self.arguments(command: command, path: file.path))
        } catch {
            return .couldNotStart(command: command, reason: "\(error)")
        }
        switch exit {
        case .exited(0): break
        case .exited(let status): return .exited(command: command, status: status)
        case .signaled(let signal): return .killed(command: command, signal: signal)
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return .fileGone(path: file.path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .notText
        }
        return .saved(Self.notes(ofFileText: text))
    }

    /// `/bin/sh -c 'COMMAND 'PATH''`: the command as the person wrote it (quotes, options,
    /// `code --wait`), the path quoted so no character in it means anything to the shell.
    static func arguments(command: String, path: String) -> [String] {
        ["/bin/sh", "-c", command + " " + shellQuoted(path)]
    }

    /// `'it'\''s'`: single quotes, each quote in the text closed, escaped and reopened.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// What goes in the file: the notes and, when there are any, a final line break.
    static func fileText(of notes: String) -> String {
        notes.isEmpty ? "" : notes + "\n"
    }

    /// The notes in what came back: the file without its one final line feed (by scalar:
    /// a note ending in a carriage return keeps it).
    static func notes(ofFileText text: String) -> String {
        var scalars = text.unicodeScalars
        if scalars.last == "\n" { scalars.removeLast() }
        return String(scalars)
    }

    /// A new folder only this user can enter (`mkdtemp`: 0700, a name nobody could guess).
    static func makePrivateFolder(in parent: URL) throws -> URL {
        var template = Array(parent.appendingPathComponent("taskdeck-notes-XXXXXX").path.utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard made != nil else { throw FolderError(path: parent.path, reason: String(cString: strerror(errno))) }
        return URL(fileURLWithPath: String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// `mkdtemp` failed: where, and the system's words for why.
    struct FolderError: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "\(path): \(reason)" }
    }
}
