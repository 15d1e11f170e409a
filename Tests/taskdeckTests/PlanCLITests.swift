import Foundation
import TaskDomain
import TaskTestSupport
import Testing
@testable import taskdeck

/// `taskdeck start`, `stop` and `next`, the plan's columns in `list`, and the `[urgency]`,
/// `[start]` and `[next]` settings they run with.
struct PlanCLITests {
    let cli: CLIHarness
    let config: URL

    /// Wednesday 2026-03-11 at `hour`:`minute` UTC, the harness's day.
    static func at(_ hour: Int, _ minute: Int = 0, day: Int = 11) -> FixedClock {
        FixedClock(year: 2026, month: 3, day: day, hour: hour, minute: minute)
    }

    init() throws {
        cli = try CLIHarness()
        cli.useHomeInFolder()
        config = cli.folder.appending("config")
    }

    /// Adds a task (with `options`) and gives its short ID.
    func add(_ title: String, _ options: [String] = [], clock: FixedClock = Self.at(9)) throws -> String {
        #expect(cli.run(["add", "--literal", title] + options, clock: clock) == 0, "\(cli.err)")
        return try cli.addedID()
    }

    func lines() -> [String] { cli.out.split(separator: "\n").map(String.init) }

    // MARK: - start / stop

    @Test func startingASecondTaskStopsTheFirstAndSaysAfterHowLong() throws {
        let report = try add("Write report"), mail = try add("Answer mail")
        #expect(cli.run(["start", report], clock: Self.at(10)) == 0)
        #expect(cli.out == "Started \(report) 'Write report'\n")
        #expect(cli.run(["start", String(mail.prefix(4))], clock: Self.at(10, 25)) == 0)
        #expect(lines() == ["Started \(mail) 'Answer mail'",
                            "Stopped \(report) 'Write report' after 25m (one task runs at a time)"])
        #expect(cli.run(["list", "is:active", "--json"]) == 0)
        let rows = try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]] ?? []
        #expect(rows.map { $0["title"] as? String } == ["Answer mail"])
    }

    /// Another process may have started it: the wish holds, so it is said, not refused.
    @Test func startingARunningTaskSaysSinceWhenAndExitsZero() throws {
        let report = try add("Write report")
        #expect(cli.run(["start", report], clock: Self.at(10, 42)) == 0)
        #expect(cli.run(["start", report], clock: Self.at(11)) == 0)
        #expect(cli.out == "'Write report' is already running (since 10:42)\n")
        #expect(cli.run(["start", report], clock: Self.at(8, day: 12)) == 0)
        #expect(cli.out == "'Write report' is already running (since 2026-03-11 10:42)\n")
    }

    @Test func stopWithoutAnIDStopsWhatRunsAndSaysHowLongItRan() throws {
        let report = try add("Write report")
        #expect(cli.run(["stop"], clock: Self.at(10)) == 0)
        #expect(cli.out == "Nothing is running\n")
        #expect(cli.run(["start", report], clock: Self.at(10)) == 0)
        #expect(cli.run(["stop"], clock: Self.at(11, 5)) == 0)
        #expect(cli.out == "Stopped \(report) 'Write report' after 1h 05m\n")
        #expect(cli.run(["start", report], clock: Self.at(13)) == 0)
        #expect(cli.run(["stop", report], clock: Self.at(13, 0)) == 0 && cli.out.hasPrefix("Stopped"))
        #expect(cli.out == "Stopped \(report) 'Write report' after 0s, 1h 05m in all\n")
        #expect(cli.run(["stop", report], clock: Self.at(14)) == 0)
        #expect(cli.out == "'Write report' is not running\n")
    }

    @Test func severalAtOnceNeedTheSetting() throws {
        let a = try add("A"), b = try add("B")
        #expect(cli.run(["start", a, b]) == 64)
        #expect(cli.err.hasPrefix("taskdeck: cannot start 2 tasks: one runs at a time (set several-active = true under [start] to allow more)"))
        try cli.folder.write("[start]\nseveral-active = true\n", to: config)
        #expect(cli.run(["--config", config.path, "start", a, b]) == 0)
        #expect(lines() == ["Started \(a) 'A'", "Started \(b) 'B'"])
        let c = try add("C")
        #expect(cli.run(["--config", config.path, "start", c]) == 0)
        #expect(lines() == ["Started \(c) 'C'"], "several may run: none is stopped")
        #expect(cli.run(["stop"], clock: Self.at(12)) == 0)
        #expect(lines().count == 3)
    }

    @Test func badStartsAreSaid() throws {
        let done = try add("Done already")
        #expect(cli.run(["done", done]) == 0)
        #expect(cli.run(["start", done]) != 0)
        #expect(cli.err.contains("'Done already' is done: reopen it to start it again"))
        #expect(cli.run(["start"]) == 64)
        #expect(cli.err.hasPrefix("taskdeck: give at least one task ID"))
        #expect(cli.run(["start", "zzzz"]) != 0)
    }

    // MARK: - next

    @Test func nextRanksReadyTasksFlatWithTheirParentsAsContext() throws {
        let parent = try add("Plan the trip", ["--priority", "low"])
        _ = try add("Book the hotel", ["--priority", "high", "--parent", parent])
        _ = try add("Water plants", ["--due", "2026-03-10"])
        _ = try add("Sort photos")
        _ = try add("Hidden until Friday", ["--wait", "2026-03-13", "--priority", "high"])
        _ = try add("Scheduled next month", ["--scheduled", "2026-04-10", "--priority", "high"])
        _ = try add("Expired", ["--until", "2026-03-10", "--priority", "high"])
        #expect(cli.run(["next"]) == 0)
        let rows = lines().map { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().joined(separator: " ") }
        #expect(rows == [
            "[ ] 9.0 Water plants 1d overdue",
            "[ ] 6.0 !!! Book the hotel (in Plan the trip)",
            "[ ] 1.8 ! Plan the trip",
            "[ ] 0.0 Sort photos",
        ], "\(cli.out)")
        #expect(cli.run(["next", "--limit", "2"]) == 0)
        #expect(lines().count == 2)
        #expect(cli.run(["next", "hotel"]) == 0)
        #expect(lines().count == 1 && cli.out.contains("Book the hotel"))
        #expect(cli.run(["next", "nothing-like-this"]) == 0)
        #expect(cli.out == "Nothing is ready.\n")
    }

    @Test func nextTakesItsLengthAndCoefficientsFromTheConfig() throws {
        _ = try add("Tagged", ["--tag", "focus"])
        _ = try add("High", ["--priority", "high"])
        _ = try add("Low", ["--priority", "low"])
        try cli.folder.write("[urgency]\nage = 0\n[urgency.tag]\nfocus = 20\n[next]\nlimit = 2\n", to: config)
        #expect(cli.run(["--config", config.path, "next", "--json"]) == 0)
        let rows = try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]] ?? []
        #expect(rows.map { $0["title"] as? String } == ["Tagged", "High"])
        #expect(rows.map { $0["urgency"] as? Double } == [20.8, 6])
        #expect(cli.run(["--config", config.path, "next", "--limit", "3"]) == 0)
        #expect(lines().count == 3)
        #expect(cli.run(["--config", config.path, "list", "--sort", "urgency", "--columns", "title,urgency"]) == 0)
        #expect(lines().map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
                == ["[ ] Tagged 20.8", "[ ] High 6.0", "[ ] Low 1.8"], "\(cli.out)")
    }

    @Test(arguments: [["next", "--limit", "0"], ["next", "--limit", "five"], ["next", "due:"],
                      ["list", "--columns", "title,size"], ["list", "--columns", "due,urgency"],
                      ["list", "--sort", "size"]])
    func badArgumentsExit64(arguments: [String]) {
        #expect(cli.run(arguments) == 64)
        #expect(cli.err.hasPrefix("taskdeck: "))
    }

    // MARK: - Columns and waiting tasks in list

    @Test func thePlanColumnsShowInList() throws {
        let report = try add("Write report", ["--scheduled", "2026-03-12", "--priority", "high"])
        _ = try add("Hidden", ["--wait", "2026-03-13"])
        #expect(cli.run(["start", report], clock: Self.at(9, 30)) == 0)
        #expect(cli.run(["list", "--all", "--columns", "title,wait,scheduled,urgency,active"]) == 0)
        let rows = lines().map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
        #expect(rows.contains("[▶] Write report sched tomorrow 10.0 ▶ 30m"), "\(cli.out)")  // as the app marks it
        #expect(rows.contains("[ ] Hidden wait Fri -3.0"), "\(cli.out)")
    }

    @Test func waitingTasksShowWithAllOrIsWaitingOnly() throws {
        _ = try add("Visible")
        _ = try add("Hidden", ["--wait", "2026-03-13"])
        func titles(_ arguments: [String]) throws -> [String] {
            #expect(cli.run(["list", "--json"] + arguments) == 0)
            let rows = try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]] ?? []
            return rows.compactMap { $0["title"] as? String }
        }
        #expect(try titles([]) == ["Visible"])
        #expect(try titles(["--all"]).sorted() == ["Hidden", "Visible"])
        #expect(try titles(["is:waiting"]) == ["Hidden"])
        #expect(cli.out.contains("\"wait\" : \"2026-03-13\""))
    }

    // MARK: - Exports name what a format cannot hold

    @Test func anExportNamesThePlanFieldsItLeavesOut() throws {
        let report = try add("Write report", ["--scheduled", "2026-03-12", "--until", "2026-04-01"])
        #expect(cli.run(["start", report], clock: Self.at(9, 30)) == 0)
        #expect(cli.run(["stop"], clock: Self.at(10)) == 0)
        #expect(cli.run(["export", "--format", "todotxt"]) == 0)
        #expect(cli.err.contains("todotxt cannot hold everything: left out the time spent on 1 task (no field for it; "
                                 + "an import keeps the stored stretches) and the scheduled date of 1 task and the until "
                                 + "date of 1 task"), "\(cli.err)")
        #expect(cli.run(["export", "--format", "taskwarrior"]) == 0)
        #expect(cli.err.contains("taskwarrior cannot hold everything: left out the time spent on 1 task (Taskwarrior keeps "
                                 + "only when a running task started; an import keeps the stored stretches)"), "\(cli.err)")
        #expect(cli.out.contains(#""scheduled":"20260312T000000Z""#) && cli.out.contains(#""until":"20260401T000000Z""#))
    }
}
