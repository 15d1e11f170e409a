import Foundation
import TaskDomain
import TaskInterchange
import TaskScenes

/// The app's `:export`: the list's tasks in one of the interchange formats (the ones
/// `taskdeck export` writes), to a file. It never writes over a file unless told to
/// (`:export!`, which writes through a temporary file renamed into place, so a failed
/// export leaves the old file whole); a new file is created exclusively (O_EXCL), so a
/// file that appears meanwhile is not written over either. It writes through a symbolic
/// link to its target, and never over the task store's own files or anything that is not a
/// regular file (`:export! json /dev/null` as root would replace the device).
final class FileTaskExporter: TaskListExporting {
    private let clock: any Clock
    private let home: String?
    /// The task store's path (`OpenedTaskStore.ownPath`): the file and what begins with it
    /// and a dot, or the vdir's folder and what is in it.
    private let storePath: String

    init(clock: any Clock, environment: [String: String], storePath: String) {
        self.clock = clock
        home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        self.storePath = storePath
    }

    var formats: [String] { InterchangeFormats.names }

    func export(_ tasks: [Task], format name: String, to path: String?, overwrite: Bool) -> TaskExportResult {
        guard let format = InterchangeFormats.named(name) else {
            return .failed(path: path ?? "", reason: "no format is called \(name)")
        }
        let shown = path ?? "~/taskdeck-export.\(format.fileExtensions.first ?? format.name)"
        let file = URL(fileURLWithPath: expanded(shown)).resolvingSymlinksInPath().path
        if file == storePath || file.hasPrefix(storePath + ".") || file.hasPrefix(storePath + "/") {
            return .refused(path: shown, because: .storeFile)
        }
        if let type = try? FileManager.default.attributesOfItem(atPath: file)[.type] as? FileAttributeType {
            guard type == .typeRegular else { return .refused(path: shown, because: .notARegularFile) }
            if !overwrite { return .exists(path: shown) }
        }
        do {
            let document = try format.encode(tasks, context: InterchangeContext(clock: clock, source: "export"))
            try Data(document.text.utf8).write(to: URL(fileURLWithPath: file), options: overwrite ? .atomic : .withoutOverwriting)
            return .written(path: shown, count: tasks.count, leftOut: Dictionary(uniqueKeysWithValues: document.omitted.map { field, count in
                let loss: ExportLoss = switch field {
                case .notes: .notes
                case .dueTime: .dueTime
                case .parent: .parent
                case .repeatRule: .repeatRule
                }
                return (loss, count)
            }))
        } catch let error as CocoaError where error.code == .fileWriteFileExists {
            return .exists(path: shown)
        } catch {
            return .failed(path: shown, reason: Self.reason(error))
        }
    }

    /// The system's short reason ("No such file or directory") where Foundation's error
    /// carries one; its own sentence is long and says "the operation could not be completed".
    private static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        guard error.domain == NSCocoaErrorDomain else { return error.localizedDescription }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
        case .fileWriteNoPermission, .fileReadNoPermission: return String(cString: strerror(EACCES))
        case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
        case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
        default: return error.localizedDescription
        }
    }

    /// `~` and `~/…` are the home folder (the shell did not expand them: the line was typed in the app).
    private func expanded(_ path: String) -> String {
        guard let home, path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }
}
