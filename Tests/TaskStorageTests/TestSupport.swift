import Foundation
import TaskDomain
@testable import TaskStorage

/// A fresh temporary folder per test (tests run in parallel), removed by `cleanUp()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("taskdeck-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var taskFile: URL { url.appendingPathComponent("tasks.json") }

    func cleanUp() {
        try? FileManager.default.removeItem(at: url)
    }

    func write(_ text: String, to file: URL? = nil) throws {
        try Data(text.utf8).write(to: file ?? taskFile)
    }

    func read(_ file: URL? = nil) throws -> String {
        String(decoding: try Data(contentsOf: file ?? taskFile), as: UTF8.self)
    }
}

enum Seeds {
    static let clock = FixedClock(year: 2026, month: 3, day: 11)

    static func task(_ title: String, tags: [String] = ["a"], due: Due? = nil) -> Task {
        // swiftlint:disable:next force_try
        try! Task(title: title, notes: "line 1\nline 2 \u{1B}[1m", created: clock.now, due: due,
                  priority: .medium, project: "home.garden", tags: tags)
    }
}
