import Foundation
import TaskDomain
import TaskStorage

/// Which store a command uses: the JSON task file or a vdir, and the repository over it.
///
/// `--vdir` and `--file` choose; without either, `$TASKDECK_VDIR` and `$TASKDECK_FILE` do
/// (an option beats a variable). Both options, or both variables without an option, are
/// refused rather than guessed between.
enum TaskStoreChoice {
    case file(URL)
    case vdir(URL)

    static func resolve(arguments: ParsedArguments, environment: [String: String]) throws -> TaskStoreChoice {
        func variable(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let file = arguments.value("--file"), vdir = arguments.value("--vdir")
        if file != nil, vdir != nil { throw CLIError.usage("give --file or --vdir, not both") }
        if let vdir {
            guard !vdir.isEmpty else { throw CLIError.usage("--vdir needs the path of a folder of .ics files") }
            return .vdir(URL(fileURLWithPath: vdir))
        }
        if file == nil, let path = variable("TASKDECK_VDIR") {
            if variable("TASKDECK_FILE") != nil {
                throw CLIError.usage("both TASKDECK_FILE and TASKDECK_VDIR are set; unset one, or say --file or --vdir")
            }
            return .vdir(URL(fileURLWithPath: path))
        }
        return .file(TaskFileLocation.resolve(explicitPath: file, environment: environment))
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
