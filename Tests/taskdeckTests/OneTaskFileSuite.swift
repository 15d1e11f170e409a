import Foundation
import TaskTestSupport

/// A suite of end-to-end tests around one task file that the app (in tmux) and the CLI
/// (in "another terminal") share: how to run each on it and what it holds.
protocol OneTaskFileSuite {
    var file: String { get }
}

extension OneTaskFileSuite {
    var binary: String { Bundle.main.bundleURL.appendingPathComponent("taskdeck").path }

    /// Runs the CLI on the file; returns its exit status and output.
    @discardableResult
    func cli(_ arguments: String...) throws -> TaskdeckBinary.Result {
        try TaskdeckBinary.run(["--file", file] + arguments)
    }

    /// The app on the file; the pane stays open after it quits, showing its exit status.
    func startApp() throws -> TmuxSession {
        try TmuxSession.app(["--file", file])
    }

    /// The stored titles, sorted.
    func titles() throws -> [String] {
        try StoredTasks.read(file: file).compactMap { $0["title"] as? String }.sorted()
    }
}
