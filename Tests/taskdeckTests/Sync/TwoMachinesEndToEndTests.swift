import Foundation
import Testing
import TaskICalendar
import TaskTestSupport

/// Issue 13's scenario end to end: the real taskdeck binary on two vdirs (machines A and B)
/// kept in step with one Radicale account by the real vdirsyncer, configured as `taskdeck help sync` says
/// "Sync across machines" says (conflicts resolved by `taskdeck resolve-conflict`). Each
/// test uses its own account; the suite's tests share one server, stopped when they end.
@Suite struct TwoMachinesEndToEndTests {
    let lease: RadicaleLease
    let folder: TemporaryFolder
    let a: SyncMachine
    let b: SyncMachine

    /// Properties taskdeck rewrites when a task's title changes.
    static let titleEdit: Set<String> = ["SUMMARY", "LAST-MODIFIED", "DTSTAMP"]

    init() throws {
        lease = try RadicaleLease()
        folder = try TemporaryFolder("two-machines")
        let account = lease.server.newAccount()
        let resolver = SyncMachine.ConflictResolution.taskdeck(program: TaskdeckBinary.path)
        a = try SyncMachine("a", server: lease.server, account: account, in: folder, conflictResolution: resolver)
        b = try SyncMachine("b", server: lease.server, account: account, in: folder, conflictResolution: resolver)
    }

    /// A's list `tasks` (made before A's first discover, which only finds lists that exist)
    /// reaches the server, then B.
    private func connect(afterAddingOnA add: () throws -> Void) throws {
        try FileManager.default.createDirectory(at: a.collection("tasks"), withIntermediateDirectories: true)
        try a.discover()
        try add()
        try a.sync()
        try b.discover()
        try b.sync()
    }

    /// The sync topic's first list, from an empty server (issue 24, 1): taskdeck will not write into
    /// the storage root, which vdirsyncer never syncs, and says how to make the first list;
    /// its three lines make it, and a task added then reaches the other machine.
    @Test func theFirstListFromAnEmptyServer() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["TASKDECK_CONFIG"] = "/dev/null"
        environment["VDIRSYNCER_CONFIG"] = a.configFile.path
        _ = try? a.discover()  // finds no list: there is none on either side
        let refused = try TaskdeckBinary.run(["--vdir", a.vdir.path, "add", "First task"], environment: environment)
        #expect(refused.status == 1)
        #expect(refused.err.contains("holds no task list yet") && refused.err.contains(
            "make the first list: mkdir \(a.vdir.path)/tasks, then vdirsyncer discover and vdirsyncer sync"), "\(refused.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: a.vdir.path).filter { !$0.hasPrefix(".") }.isEmpty)

        try FileManager.default.createDirectory(at: a.collection("tasks"), withIntermediateDirectories: false)
        try a.discover()
        try a.sync()
        let added = try TaskdeckBinary.run(["--vdir", a.vdir.path, "add", "First task"], environment: environment)
        #expect(added.status == 0 && added.err.isEmpty, "\(added.err)")
        try a.sync()
        try b.discover()
        try b.sync()
        #expect(try b.listed().values.map(\.title) == ["First task"])
        #expect(try b.files(in: "tasks").count == 1)
    }

    @Test func tasksTravelBothWaysWithEveryField() throws {
        var rent = "", plumber = ""
        try connect {
            rent = try a.addedID(a.taskdeck(["add", "Pay rent", "--literal", "--due", "2026-12-05 09:30", "--priority", "high",
                                             "--project", "home", "--tag", "bills", "--tag", "monthly",
                                             "--notes", "Transfer, not cash; ask \"Bob\"\nthen file it \\ twice"]))
            plumber = try a.addedID(a.taskdeck(["add", "Call the plumber", "--literal"]))
        }

        // Added on A: B shows it with every field as A does.
        let addedOnB = try #require(try b.listed()[rent])
        #expect(try a.listed()[rent] == addedOnB)
        #expect(addedOnB.title == "Pay rent" && addedOnB.due == "2026-12-05T09:30" && addedOnB.priority == "high")
        #expect(addedOnB.project == "home" && addedOnB.tags == ["bills", "monthly"] && addedOnB.status == "pending")
        #expect(addedOnB.notes == "Transfer, not cash; ask \"Bob\"\nthen file it \\ twice")

        // Edited and completed on B: back on A.
        try b.taskdeck(["edit", rent, "--title", "Pay the rent", "--due", "2026-12-04", "--untag", "monthly"])
        try b.taskdeck(["done", rent])
        try b.sync()
        try a.sync()
        let doneOnA = try #require(try a.listed()[rent])
        #expect(doneOnA == (try b.listed()[rent]))
        #expect(doneOnA.title == "Pay the rent" && doneOnA.due == "2026-12-04" && doneOnA.tags == ["bills"])
        #expect(doneOnA.status == "completed" && doneOnA.completed != nil)

        // Removed on A: gone on B, the other task stays.
        try a.taskdeck(["rm", plumber])
        try a.sync()
        try b.sync()
        #expect(try b.listed()[plumber] == nil)
        #expect(try b.listed()[rent] != nil)
    }

    @Test func anotherClientsTaskIsShownAndKeepsWhatTaskdeckDoesNotKnow() throws {
        try connect { try a.taskdeck(["add", "Keep the list non-empty", "--literal"]) }
        let uid = VTodoSamples.todomanUID, id = TaskUID.taskID(forUID: uid).description
        try b.write(VTodoSamples.todomanWithAlarm, to: uid + ".ics", in: "tasks")
        try b.sync()
        try a.sync()

        let shown = try #require(try a.listed()[id])
        #expect(shown.title == "Water the plants" && shown.priority == "high" && shown.tags == ["garden", "home"])
        #expect(shown.notes == "Balcony first, then the kitchen\nUse the blue can; not the red one \\ it leaks")
        #expect(shown.due == "2026-12-05" && shown.status == "pending")

        // A taskdeck edit on A rewrites only the title's lines, byte for byte elsewhere.
        let before = try #require(try a.file(withUID: uid, in: "tasks"))
        try a.taskdeck(["edit", id, "--title", "Water the plants and the herbs"])
        let edited = try #require(try a.file(withUID: uid, in: "tasks"))
        #expect(edited.name == before.name)
        #expect(RawContentLines.except(Self.titleEdit, in: edited.text) == RawContentLines.except(Self.titleEdit, in: before.text))

        // The next syncs: the server (seen through B) has the edit and every other content line
        // todoman wrote; A's file is left as taskdeck wrote it.
        try a.sync()
        try b.sync()
        try a.sync()
        let onB = try #require(try b.file(withUID: uid, in: "tasks"))
        #expect(ICalendarLines.value(of: "SUMMARY", in: onB.text) == "Water the plants and the herbs")
        let kept = { (text: String) in ICalendarLines.unfolded(text).filter { line in
            !Self.titleEdit.contains(line.prefix { $0 != ":" && $0 != ";" }.uppercased())
        }.sorted() }
        #expect(kept(onB.text) == kept(VTodoSamples.todomanWithAlarm))
        #expect(try a.file(withUID: uid, in: "tasks")?.text == edited.text)
        #expect(try b.listed()[id] == (try a.listed()[id]))
    }

    /// A's list `tasks` and a task added on A reach B, every sync run by `taskdeck sync`
    /// (which records each machine's base, the version both sides then hold).
    private func connectThroughTaskdeck(adding add: () throws -> String) throws -> String {
        try FileManager.default.createDirectory(at: a.collection("tasks"), withIntermediateDirectories: true)
        try a.discover()
        let id = try add()
        try a.taskdeckSync()
        try b.discover()
        try b.taskdeckSync()
        return id
    }

    /// Issue 24, 6: different fields of one task edited on A and B between syncs: after
    /// both sync, both machines have both edits (A's title edit was lost on both, before),
    /// nothing is noted, and each sync says what came in and went out (issue 24, 7).
    @Test func editsOfDifferentFieldsOnTwoMachinesBothSurvive() throws {
        let passport = try connectThroughTaskdeck {
            try a.addedID(a.taskdeck(["add", "Renew passport", "--literal", "--tag", "travel"]))
        }
        try a.taskdeck(["edit", passport, "--title", "Renew the passport", "--priority", "low"])
        try b.taskdeck(["edit", passport, "--notes", "Photos first", "--tag", "urgent", "--due", "2026-12-20"], later: 60)

        #expect(try a.taskdeckSync().hasPrefix("Synced: nothing in, 1 out ("))
        #expect(try b.taskdeckSync().hasPrefix("Synced: 1 in, 1 out ("), "B's file took A's edit; B's edit went out")
        #expect(try a.taskdeckSync().hasPrefix("Synced: 1 in, nothing out ("))

        let onA = try #require(try a.listed()[passport])
        #expect(onA == (try b.listed()[passport]))
        #expect(onA.title == "Renew the passport" && onA.priority == "low", "A's edit")
        #expect(onA.notes == "Photos first" && onA.tags == ["travel", "urgent"] && onA.due == "2026-12-20", "B's edit")
        #expect(try a.taskdeck(["conflicts"]) == "No sync conflicts\n")
        #expect(try b.taskdeck(["conflicts"]) == "No sync conflicts\n")
    }

    /// Issue 24, 6: one field edited on both: the later edit wins it, and the value that lost
    /// is listed by `taskdeck conflicts` on both machines, the one that lost it too (A, whose
    /// edit lost, showed nothing before); clearing it on A clears it on B after the syncs.
    @Test func oneFieldEditedOnBothKeepsTheLaterAndBothMachinesListTheLoss() throws {
        let passport = try connectThroughTaskdeck {
            try a.addedID(a.taskdeck(["add", "Renew passport", "--literal"]))
        }
        try a.taskdeck(["edit", passport, "--title", "Renew my passport", "--priority", "high"])
        try b.taskdeck(["edit", passport, "--title", "Renew the passport"], later: 60)

        try a.taskdeckSync()
        let onB = try b.taskdeckSync()
        try a.taskdeckSync()

        let onA = try #require(try a.listed()[passport])
        #expect(onA == (try b.listed()[passport]))
        #expect(onA.title == "Renew the passport" && onA.priority == "high")
        for machine in [a, b] {
            let listed = try machine.taskdeck(["conflicts"])
            #expect(listed.hasPrefix("\(passport.prefix(8)) 'Renew the passport'  title: kept 'Renew the passport', "
                                     + "lost 'Renew my passport'  "), "\(machine.name): \(listed)")
            #expect(listed.split(separator: "\n").count == 1)
        }
        #expect(onB.hasSuffix("\n1 sync conflict kept a value and noted the other: taskdeck conflicts lists them\n"), "\(onB)")

        #expect(try a.taskdeck(["conflicts", "clear", "--all"]) == "Cleared 1 sync conflict of 1 task\n")
        try a.taskdeckSync()
        try b.taskdeckSync()
        #expect(try b.taskdeck(["conflicts"]) == "No sync conflicts\n")
        #expect(try b.listed()[passport]?.title == "Renew the passport")
    }

    /// Issue 24, 6: a repeating task completed on A and renamed on B: it ends renamed and
    /// moved to its next occurrence, with one done record; never done and pending at once
    /// (B's whole version used to win, putting the occurrence back beside its done record).
    @Test func aCompletionOnOneMachineAndARenameOnTheOtherEndDoneAndRenamed() throws {
        let rent = try connectThroughTaskdeck {
            try a.addedID(a.taskdeck(["add", "Pay rent", "--literal", "--due", "2026-12-05", "--repeat", "every month"]))
        }
        try a.taskdeck(["done", rent])
        try b.taskdeck(["edit", rent, "--title", "Pay the rent"], later: 60)

        try a.taskdeckSync()
        try b.taskdeckSync()
        try a.taskdeckSync()

        let onA = try a.listed(), onB = try b.listed()
        #expect(onA == onB)
        #expect(onA.count == 2)
        let series = try #require(onA[rent])
        #expect(series.title == "Pay the rent" && series.status == "pending" && series.due == "2027-01-05")
        let done = onA.values.filter { $0.status == "completed" }
        #expect(done.count == 1 && done.first?.due == "2026-12-05")
    }

    /// Issue 24, 6: both machines complete the same occurrence between syncs: one done
    /// record (it was two), and the series moved once.
    @Test func bothMachinesCompletingOneOccurrenceMakeOneDoneRecord() throws {
        let rent = try connectThroughTaskdeck {
            try a.addedID(a.taskdeck(["add", "Pay rent", "--literal", "--due", "2026-12-05", "--repeat", "every month"]))
        }
        try a.taskdeck(["done", rent])
        try b.taskdeck(["done", rent], later: 60)

        try a.taskdeckSync()
        try b.taskdeckSync()
        try a.taskdeckSync()

        // The series differs only by LAST-MODIFIED, which vdirsyncer does not sync alone.
        let onA = try a.listed(), onB = try b.listed()
        let fields = { (task: ListedTask) in [task.title, task.status, task.due ?? "", task.completed ?? ""] }
        #expect(onA.mapValues(fields) == onB.mapValues(fields))
        #expect(onA.values.filter { $0.status == "completed" }.count == 1, "\(onA.values.map { ($0.title, $0.status, $0.due) })")
        #expect(onA[rent]?.due == "2027-01-05" && onA[rent]?.status == "pending")
        #expect(try a.taskdeck(["conflicts"]) == "No sync conflicts\n")
    }

    /// vdirsyncer run by something else than taskdeck (a timer) records no base: a conflict
    /// then keeps the later version whole, notes the loss, and sets the other version aside
    /// in the task's `.ics.conflicts` file on the machine whose sync met it.
    @Test func withoutABaseTheLaterVersionWinsWholeAndTheLossIsNoted() throws {
        var passport = ""
        try connect {
            passport = try a.addedID(a.taskdeck(["add", "Renew passport", "--literal", "--tag", "travel"]))
        }
        try a.taskdeck(["edit", passport, "--title", "Renew the passport", "--priority", "low"])
        try b.taskdeck(["edit", passport, "--notes", "Photos first", "--tag", "urgent"], later: 60)

        try a.sync()
        let resolved = try b.sync()
        try a.sync()

        let onA = try #require(try a.listed()[passport])
        #expect(onA == (try b.listed()[passport]))
        #expect(onA.title == "Renew passport" && onA.notes == "Photos first" && onA.tags == ["travel", "urgent"])
        #expect(onA.priority == "none")
        let file = try #require(try b.file(withUID: passport, in: "tasks"))
        let conflicts = b.collection("tasks").appendingPathComponent(file.name + ".conflicts")
        let setAside = String(decoding: try Data(contentsOf: conflicts), as: UTF8.self)
        #expect(ICalendarLines.value(of: "SUMMARY", in: setAside) == "Renew the passport")
        #expect(ICalendarLines.value(of: "PRIORITY", in: setAside) == "9")
        #expect(resolved.out.contains("Kept taskdeck_local's version of 'Renew passport'"))
        #expect(resolved.out.contains("taskdeck_remote's is kept in \(conflicts.resolvingSymlinksInPath().path)"))
        #expect(try a.taskdeck(["conflicts"]).contains("version: kept 'changed "), "A, whose edit lost, is told")
    }
}
