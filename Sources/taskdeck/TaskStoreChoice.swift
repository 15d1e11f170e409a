import Foundation
import TaskDomain
import TaskStorage

/// Which store a command uses: the JSON task file or a vdir (`SettingsResolver.store()`
/// says which, from the options, the variables and the config file).
enum TaskStoreChoice: Equatable, Sendable {
    case file(URL)
    case vdir(URL)

    /// The setting's name and its path, as `taskdeck config` prints them.
    var setting: (key: String, path: String) {
        switch self {
        case .file(let url): ("store.file", url.path)
        case .vdir(let url): ("store.vdir", url.path)
        }
    }
}

/// An opened store: the repository, and what the app and the CLI need to know about it.
enum OpenedTaskStore {
    case file(FileTaskRepository)
    case vdir(VdirTaskRepository)

    var repository: any TaskRepository {
        switch self {
        case .file(let file): return file
        case .vdir(let vdir): return vdir
        }
    }

    /// The vdir's folder, for a vdir store.
    var vdirURL: URL? {
        if case .vdir(let vdir) = self { return vdir.url }
        return nil
    }

    /// Where the store keeps its data: the task file (its journal, backup and lock are the
    /// same path and a suffix) or the vdir's folder. No export may write there: it would be
    /// read as tasks, or break the store.
    var protectedArea: ExportFileWriter.Protected {
        switch self {
        case .file(let file): return .taskFile(file.url)
        case .vdir(let vdir): return .folder(vdir.url)
        }
    }

    /// The name the app's header shows: the file's or the folder's.
    var name: String {
        switch self {
        case .file(let file): return file.url.lastPathComponent
        case .vdir(let vdir): return vdir.url.lastPathComponent
        }
    }

    var refusesChanges: Bool {
        switch self {
        case .file(let file): return file.refusesChanges
        case .vdir(let vdir): return vdir.refusesChanges
        }
    }

    /// Files the store shows no task for (a vdir's unparsable files, repeated UIDs), by path.
    var unshownFiles: [String] {
        if case .vdir(let vdir) = self { return vdir.problems.map(\.path) }
        return []
    }

    /// The JSON file, whose journal the app folds when idle (a vdir has none).
    var journaled: FileTaskRepository? {
        if case .file(let file) = self { return file }
        return nil
    }
}
