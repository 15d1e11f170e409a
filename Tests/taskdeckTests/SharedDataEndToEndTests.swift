import Foundation
import TaskTestSupport
import Testing

/// The task file shared with the world, as people meet it: the CLI in another terminal
/// while the app is open (and while it is suspended), two apps on one file, a hand edit of
/// the same size in the same second, and many CLI writers at once. Nothing is refused and
/// nothing is lost; changes show up in the app without a key press.
@Suite struct SharedDataEndToEndTests: OneTaskFileSuite {
    /// Removed when the test's suite instance ends.
    let folder: TemporaryFolder
    let file: String

    init() throws {
        folder = try TemporaryFolder("shared")
        file = folder.taskFile.path
    }


    @Test func theCLIWritesWhileTheAppIsOpenAndTheAppShowsItWithoutAKey() throws {
        try cli("add", "Write report")
        let tmux = try startApp()
        try tmux.waitUntil(screenContains: "Write report")
        let added = try cli("add", "Buy milk")
        #expect(added.status == 0 && added.err.isEmpty, "\(added.err)")
        let screen = try tmux.waitUntil(screenContains: "Buy milk", timeout: .seconds(5))
        #expect(screen.contains("Reloaded: 1 task changed outside"))
        // The app's own change after the reload lands beside the CLI's.
        try tmux.sendKeys("g", "x")
        try tmux.waitUntil(screenContains: "u to undo")
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
        let stored = try StoredTasks.read(file: file)
        #expect(stored.count == 2)
        #expect(stored.filter { $0["status"] as? String == "completed" }.count == 1)
    }

    @Test func theCLIWritesWhileTheAppIsSuspended() throws {
        let tmux = try TmuxSession(command: "sh")
        try tmux.sendText("\(binary) --file \(file)\n")
        try tmux.waitUntil(screenContains: "No tasks yet.")
        try tmux.sendKeys("C-z")
        try tmux.waitUntil(screenContains: "Stopped")
        try tmux.sendText("\(binary) --file \(file) add Suspended but saved; echo \"ADD\"\"=$?\"\n")
        #expect(try tmux.waitUntil(screenContains: "ADD=").contains("ADD=0"))
        try tmux.sendText("fg\n")
        try tmux.waitUntil(screenContains: "Suspended but saved", timeout: .seconds(5))
        try tmux.sendKeys("q")
        #expect(try titles() == ["Suspended but saved"])
    }

    @Test func twoAppsOnOneFileBothStayCorrect() throws {
        try cli("add", "Shared task")
        let first = try startApp()
        let second = try startApp()
        try first.waitUntil(screenContains: "Shared task")
        try second.waitUntil(screenContains: "Shared task")
        // Completing in the first shows in the second (the Pending tab hides it there).
        try first.sendKeys("x")
        try first.waitUntil(screenContains: "Completed 'Shared task'")
        try second.waitUntil("the task leaves the second app's Pending tab", timeout: .seconds(5)) {
            !$0.contains("Shared task") || $0.contains("Reloaded")
        }
        // A task added in the second app shows in the first.
        try second.sendKeys("a")
        try second.waitUntil(screenContains: "New task")
        try second.sendText("From the second app")
        try second.sendKeys("Enter")
        try first.waitUntil(screenContains: "From the second app", timeout: .seconds(5))
        // Undo in the first app takes back the newest change, whoever made it (the shared
        // history, issue 23): the second app's add, then its own completion.
        try first.sendKeys("u")
        // Both are "the app": the step says it came from the other window, and its own not.
        try first.waitUntil(screenContains: "Undid: Added 'From the second app' (from another taskdeck window)")
        try first.sendKeys("u")
        let own = try first.waitUntil(screenContains: "Undid: Completed 'Shared task'")
        #expect(!own.contains("another taskdeck window"))
        try first.sendKeys("q")
        try second.sendKeys("q")
        try first.waitUntil(screenContains: "EXIT=0")
        try second.waitUntil(screenContains: "EXIT=0")
        let stored = try StoredTasks.read(file: file)
        #expect(stored.map { $0["title"] as? String }.compactMap { $0 }.sorted() == ["Shared task"])
        #expect(stored.allSatisfy { $0["status"] as? String == "pending" })
    }

    /// An editor that keeps the size and the modification second is still noticed: the
    /// change time and the content tell.
    @Test func aHandEditOfTheSameSizeInTheSameSecondIsPickedUp() throws {
        try cli("add", "Buy milk")
        try cli("compact")
        let tmux = try startApp()
        try tmux.waitUntil(screenContains: "Buy milk")
        let url = URL(fileURLWithPath: file)
        let modified = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "Buy milk", with: "Buy MILK").utf8).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: modified as Any], ofItemAtPath: file)
        let screen = try tmux.waitUntil(screenContains: "Buy MILK", timeout: .seconds(5))
        #expect(!screen.contains("Buy milk"))
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "EXIT=0")
        // Quitting folds nothing back over the hand edit: the file keeps it.
        #expect(try StoredTasks.read(file: file).compactMap { $0["title"] as? String } == ["Buy MILK"])
    }

    @Test func manyParallelCLIWritersAllSucceed() throws {
        let writers = 4, each = 10
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            for index in 0..<each {
                do {
                    let result = try cli("add", "w\(writer)-\(index)")
                    if result.status != 0 { failures.add(result.err) }
                } catch {
                    failures.add("\(error)")
                }
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all)")
        #expect(try StoredTasks.read(file: file).count == writers * each)
    }
}

/// Failures collected from concurrent writers.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ failure: String) { lock.lock(); list.append(failure); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return list }
}
