import Foundation
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// The shared temporary folder (named with the run's pid, swept when its run is gone),
/// under the name these tests have always used.
typealias TemporaryFolder = TaskTestSupport.TemporaryFolder

/// The file tests' task: every field set and notes with control characters, so that a
/// round trip through a file proves something. Created at 2026-03-11 12:00 UTC.
///
/// Kept, non-throwing, for the file storage tests, which call it without `try` (so a task
/// the domain refuses traps here); other tests use the shared, throwing `Fixtures.task`.
enum Seeds {
    static let clock = FixedClock(year: 2026, month: 3, day: 11)

    static func task(_ title: String, tags: [String] = ["a"], due: Due? = nil) -> Task {
        // swiftlint:disable:next force_try
        try! Task(title: title, notes: "line 1\nline 2 \u{1B}[1m", created: clock.now, due: due,
                  priority: .medium, project: "home.garden", tags: tags)
    }
}
