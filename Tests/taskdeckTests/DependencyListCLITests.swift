import Foundation
import TaskTestSupport
import Testing
@testable import taskdeck

/// `list` marks a task that waits for another still to do with `⧗`, as the app's list does.
struct DependencyListCLITests {
    @Test func aBlockedTaskIsMarkedUntilWhatItWaitsForIsDone() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Buy paint"]) == 0)
        let paint = try cli.addedID()
        #expect(cli.run(["add", "Paint the walls", "--depends", paint]) == 0)
        #expect(cli.run(["list"]) == 0)
        let rows = cli.out.split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.contains("⧗ Paint the walls") }, "\(cli.out)")
        #expect(rows.contains { $0.contains("Buy paint") && !$0.contains("⧗") }, "\(cli.out)")
        #expect(cli.run(["done", paint]) == 0)
        #expect(cli.run(["list"]) == 0)
        #expect(cli.out.contains("Paint the walls") && !cli.out.contains("⧗"), "\(cli.out)")
    }
}
