import Foundation
import TaskConfig
import TaskDomain
import TaskStorage
import TaskWording

extension OpenedTaskStore {
    /// Where the store keeps its shared undo history (`HistoryLocation`).
    var historyURL: URL {
        switch self {
        case .file(let file): return file.historyURL
        case .vdir(let vdir): return vdir.historyURL
        }
    }
}

extension Invocation {
    /// The store's shared undo history, keeping `[undo] limit` steps and waiting for its
    /// lock as long as for the store's.
    func history(of store: OpenedTaskStore) throws -> HistoryFile {
        let history = HistoryFile(url: store.historyURL, limit: configured.undoLimit?.value ?? UndoConfig.defaultLimit)
        history.lockTimeout = .milliseconds(Int(try settings.lockTimeout().value * 1000))
        return history
    }

    /// `store`'s repository recording every change in the shared history as made by this
    /// subcommand (`taskdeck rm` …). A history that fails is a warning on standard error:
    /// the change to the tasks stands.
    func recording(_ store: OpenedTaskStore) throws -> RecordingTaskRepository {
        let err = context.err
        return RecordingTaskRepository(base: store.repository, history: try history(of: store),
                                       origin: .command(arguments.command?.name ?? "taskdeck"), clock: context.clock) { error in
            err("taskdeck: warning: \(TerminalText.sanitized(ErrorMessage.text(error)))\n")
        }
    }
}
