import Foundation
import TaskTestSupport
import Testing

/// `start`, `stop` and `next` through the real binary, as a shell runs them, with a config
/// file that allows several running tasks and shortens the Next view.
struct PlanEndToEndTests {
    @Test func startNextAndStopThroughTheBinary() throws {
        let folder = try TemporaryFolder("plan-e2e")
        defer { folder.cleanUp() }
        let file = folder.appending("tasks.json").path
        let config = folder.appending("config")
        try folder.write("[start]\nseveral-active = true\n[next]\nlimit = 2\n[urgency]\nage = 0\n", to: config)
        func run(_ arguments: [String]) throws -> TaskdeckBinary.Result {
            try TaskdeckBinary.run(["--file", file, "--config", config.path] + arguments,
                                   environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path, "LANG": "C.UTF-8"])
        }
        var ids: [String] = []
        for words in [["Low one", "--priority", "low"], ["High one", "--priority", "high"],
                      ["Later", "--wait", "in 3 days", "--priority", "high"], ["Medium one", "--priority", "medium"]] {
            let added = try run(["add", "--literal"] + words)
            #expect(added.status == 0, "\(added.err)")
            ids.append(String(added.out.split(separator: " ")[1]))
        }
        let next = try run(["next"])
        #expect(next.status == 0)
        #expect(next.out.split(separator: "\n").map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
                == ["[ ] 6.0 !!! High one", "[ ] 3.9 !! Medium one"], "\(next.out)")

        let started = try run(["start", ids[0], ids[3]])
        #expect(started.status == 0 && started.out == "Started \(ids[0]) 'Low one'\nStarted \(ids[3]) 'Medium one'\n",
                "\(started.out)\(started.err)")
        let ranked = try run(["next", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(ranked.out.utf8)) as? [[String: Any]])
        // Running tasks sort first where urgency ranks (the rule), then by urgency.
        #expect(rows.map { $0["title"] as? String } == ["Medium one", "Low one"])
        #expect(rows.map { $0["urgency"] as? Double } == [7.9, 5.8])
        #expect(rows.first?["active"] as? Bool == true)

        let stopped = try run(["stop"])
        #expect(stopped.status == 0 && stopped.out.split(separator: "\n").count == 2)
        #expect(stopped.out.split(separator: "\n").allSatisfy { $0.hasPrefix("Stopped ") && $0.contains(" after ") })
        let bad = try run(["next", "--limit", "none"])
        #expect(bad.status == 64 && bad.err.hasPrefix("taskdeck: --limit takes a number of tasks (1 or more), not 'none'"))
    }
}
