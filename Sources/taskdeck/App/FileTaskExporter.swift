import Foundation
import TaskDomain
import TaskInterchange
import TaskScenes
import TaskStorage

/// The app's `:export`: the list's tasks in one of the interchange formats (the ones
/// `taskdeck export` writes), to a file. It never writes over a file unless told to
/// (`:export!`, which writes through a temporary file renamed into place, so a failed
/// export leaves the old file whole); a new file is created exclusively (O_EXCL), so a
/// file that appears meanwhile is not written over either, and it is the owner's only
/// (0600), as the store is. It writes through a symbolic link to its target, and never
/// into the task store's own files, whatever links the path goes through, nor over
/// anything that is not a regular file (`:export! json /dev/null` as root would replace
/// the device): `ExportFileWriter` decides on the opened folder, not on the path.
final class FileTaskExporter: TaskListExporting {
    private let clock: any Clock
    private let home: String?
    private let writer: ExportFileWriter

    /// `store`: the task store's own files (`OpenedTaskStore.protectedArea`).
    init(clock: any Clock, environment: [String: String], store: ExportFileWriter.Protected) {
        self.clock = clock
        home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        writer = ExportFileWriter(protecting: [store])
    }

    var formats: [String] { InterchangeFormats.names }

    func export(_ tasks: [Task], format name: String, to path: String?, overwrite: Bool) -> TaskExportResult {
        guard let format = InterchangeFormats.named(name) else {
            return .failed(path: path ?? "", reason: "no format is called \(name)")
        }
        let shown = path ?? "~/taskdeck-export.\(format.fileExtensions.first ?? format.name)"
        let document: ExportDocument
        do {
            document = try format.encode(tasks, context: InterchangeContext(clock: clock, source: "export"))
        } catch {
            return .failed(path: shown, reason: "\(error)")
        }
        do throws(ExportFileWriter.Failure) {
            try writer.write(Array(document.text.utf8), to: expanded(shown), overwrite: overwrite)
        } catch {
            switch error {
            case .storeFile: return .refused(path: shown, because: .storeFile)
            case .notARegularFile: return .refused(path: shown, because: .notARegularFile)
            case .exists: return .exists(path: shown)
            case .failed(let reason): return .failed(path: shown, reason: reason)
            }
        }
        return .written(path: shown, count: tasks.count, leftOut: document.omitted)
    }

    /// `~` and `~/…` are the home folder (the shell did not expand them: the line was typed in the app).
    private func expanded(_ path: String) -> String {
        guard let home, path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }
}
