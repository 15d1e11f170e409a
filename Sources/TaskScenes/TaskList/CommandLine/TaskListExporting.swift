import TaskDomain

/// The port `:export` writes a file through; the composition root provides it (the
/// executable's `FileTaskExporter`, over the CLI's interchange formats).
public protocol TaskListExporting: AnyObject {
    /// The format names `:export` takes (`json`, `todotxt`, …), in the order help lists them.
    var formats: [String] { get }
    /// Writes `tasks` in `format` to `path` (nil: the default file for the format), never
    /// over an existing file unless `overwrite`.
    func export(_ tasks: [Task], format: String, to path: String?, overwrite: Bool) -> TaskExportResult
}

/// Why an export path is never written.
public enum ExportRefusal: Equatable, Sendable {
    case storeFile
    case notARegularFile
}

/// What became of an export, as facts for the presenter.
public enum TaskExportResult: Equatable, Sendable {
    /// Written; `leftOut`: how many of the tasks lost each field the format cannot hold.
    case written(path: String, count: Int, leftOut: [OmittedField: Int] = [:])
    /// The file is there already and `!` was not given: nothing was written.
    case exists(path: String)
    /// Not written, whatever `!` says: the path is the task store's own (the task file, its
    /// journal, backup or lock, or a file in the vdir), or not a regular file (a device, a
    /// folder, a FIFO), which an export must never replace.
    case refused(path: String, because: ExportRefusal)
    case failed(path: String, reason: String)
}
