import Foundation
import Testing
import TaskTestSupport

/// The sync harness proven with the real tools: two vdirs standing for two machines (A and
/// B), kept in step with one Radicale account by vdirsyncer, with hand-written VTODO files
/// (taskdeck's vdir store takes their place at merge). The suite's tests share one server;
/// each uses its own account, so its collections are its own.
@Suite struct SyncHarnessTests {
    let lease: RadicaleLease
    let folder: TemporaryFolder
    let a: SyncMachine
    let b: SyncMachine

    init() throws {
        lease = try RadicaleLease()
        folder = try TemporaryFolder("sync")
        let account = lease.server.newAccount()
        a = try SyncMachine("a", server: lease.server, account: account, in: folder)
        b = try SyncMachine("b", server: lease.server, account: account, in: folder)
    }

    /// A makes the collection on the server (discover), B finds it there and makes it locally.
    private func connectBoth(after write: () throws -> Void) throws {
        try write()
        try a.discover()
        try a.sync()
        try b.discover()
        try b.sync()
    }

    @Test func aTaskAddedOnAReachesBThroughTheServer() throws {
        try connectBoth {
            try a.write(VTodoSamples.plain(uid: "buy-milk", summary: "Buy milk"), to: "buy-milk.ics", in: "tasks")
        }

        let onB = try #require(try b.file(withUID: "buy-milk", in: "tasks"))
        #expect(onB.name == "buy-milk.ics")
        #expect(ICalendarLines.value(of: "SUMMARY", in: onB.text) == "Buy milk")
    }

    @Test func anEditOnBComesBackToA() throws {
        try connectBoth {
            try a.write(VTodoSamples.plain(uid: "report", summary: "Write report"), to: "report.ics", in: "tasks")
        }
        let onB = try #require(try b.file(withUID: "report", in: "tasks"))

        try b.write(VTodoSamples.plain(uid: "report", summary: "Write the Q4 report", status: "COMPLETED"),
                    to: onB.name, in: "tasks")
        try b.sync()
        try a.sync()

        let onA = try #require(try a.file(withUID: "report", in: "tasks"))
        #expect(ICalendarLines.value(of: "SUMMARY", in: onA.text) == "Write the Q4 report")
        #expect(ICalendarLines.value(of: "STATUS", in: onA.text) == "COMPLETED")
    }

    @Test func aDeleteOnBPropagatesToA() throws {
        try connectBoth {
            try a.write(VTodoSamples.plain(uid: "keep", summary: "Keep me"), to: "keep.ics", in: "tasks")
            try a.write(VTodoSamples.plain(uid: "drop", summary: "Drop me"), to: "drop.ics", in: "tasks")
        }
        let onB = try #require(try b.file(withUID: "drop", in: "tasks"))

        try FileManager.default.removeItem(at: b.collection("tasks").appendingPathComponent(onB.name))
        try b.sync()
        try a.sync()

        #expect(try a.file(withUID: "drop", in: "tasks") == nil)
        #expect(try a.file(withUID: "keep", in: "tasks") != nil)
    }

    /// The sync topic's known limit: vdirsyncer refuses to empty a whole collection (it could be a
    /// mistake) until it is run with `--force-delete`, and then every other machine, which
    /// finds the server's collection emptied, needs `--force-delete` once too.
    @Test func emptyingACollectionNeedsForceDelete() throws {
        try connectBoth {
            try a.write(VTodoSamples.plain(uid: "last", summary: "The last one"), to: "last.ics", in: "tasks")
        }
        let onB = try #require(try b.file(withUID: "last", in: "tasks"))
        try FileManager.default.removeItem(at: b.collection("tasks").appendingPathComponent(onB.name))

        #expect(throws: SyncHarnessError.self) { try b.sync() }
        try a.sync()
        #expect(try a.file(withUID: "last", in: "tasks") != nil)

        try b.sync(forceDelete: true)
        #expect(throws: SyncHarnessError.self) { try a.sync() }
        #expect(try a.file(withUID: "last", in: "tasks") != nil)
        try a.sync(forceDelete: true)
        #expect(try a.file(withUID: "last", in: "tasks") == nil)
    }

    /// A task from another client (todoman) keeps every byte on the machine that wrote it
    /// through syncs both ways, and reaches B with the same content lines: Radicale sorts
    /// and refolds what it stores, so B's bytes differ, but no property, parameter or
    /// escape is lost.
    @Test func aTodomanTaskSurvivesUntouchedBothWays() throws {
        let name = VTodoSamples.todomanUID + ".ics"
        try connectBoth {
            try a.write(VTodoSamples.todoman, to: name, in: "tasks")
            try a.write(VTodoSamples.plain(uid: "other", summary: "Other"), to: "other.ics", in: "tasks")
        }
        let onB = try #require(try b.file(withUID: VTodoSamples.todomanUID, in: "tasks"))
        #expect(ICalendarLines.unfolded(onB.text).sorted() == ICalendarLines.unfolded(VTodoSamples.todoman).sorted())

        // B changes another task; the next syncs both ways leave the todoman file alone.
        let other = try #require(try b.file(withUID: "other", in: "tasks"))
        try b.write(VTodoSamples.plain(uid: "other", summary: "Other (edited on B)"), to: other.name, in: "tasks")
        try b.sync()
        try a.sync()

        #expect(try a.files(in: "tasks")[name] == VTodoSamples.todoman)
        let otherOnA = try #require(try a.file(withUID: "other", in: "tasks"))
        #expect(ICalendarLines.value(of: "SUMMARY", in: otherOnA.text) == "Other (edited on B)")
    }
}
