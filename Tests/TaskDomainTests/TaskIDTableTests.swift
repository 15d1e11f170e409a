import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// The links' ID table: every ID found where it was added (random and sequential IDs, across
/// growth), absent ones not found, and the links kept by random changes equal to links built
/// afresh.
struct TaskIDTableTests {
    /// IDs differing only in their last byte, only in their first, and random ones.
    static func ids() -> [TaskID] {
        var generator = SplitMix64(seed: 23)
        var ids: [TaskID] = []
        for byte in 0...255 {
            ids.append(TaskID(UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, UInt8(byte)))))
            ids.append(TaskID(UUID(uuid: (UInt8(byte), 0, 0, 0, 0, 0, 0x41, 0, 0x80, 0, 0, 0, 0, 0, 0, 0xFF))))
        }
        for _ in 0..<3000 {
            var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &bytes) { buffer in
                for index in buffer.indices { buffer[index] = UInt8.random(in: 0...255, using: &generator) }
            }
            ids.append(TaskID(UUID(uuid: bytes)))
        }
        return ids
    }

    @Test func everyIDIsFoundWhereItWasAddedAcrossGrowth() {
        let ids = Self.ids()
        var table = TaskIDTable<Int>()
        for (number, id) in ids.enumerated() { #expect(table.insert(id, number * 10) == number) }
        #expect(table.count == ids.count)
        for (number, id) in ids.enumerated() {
            #expect(table.index(of: id) == number)
            #expect(table.id(at: number) == id)
            #expect(table.values[number] == number * 10)
        }
        // Added again: found, its value kept.
        #expect(table.insert(ids[7], -1) == 7)
        #expect(table.values[7] == 70)
        #expect(table.count == ids.count)
    }

    @Test func anIDNeverAddedIsNotFound() {
        let ids = Self.ids()
        var table = TaskIDTable<Int>(capacity: 10)
        for id in ids.prefix(ids.count / 2) { _ = table.insert(id, 0) }
        for id in ids.suffix(ids.count - ids.count / 2) { #expect(table.index(of: id) == nil) }
        #expect(TaskIDTable<Int>().index(of: ids[0]) == nil)
    }

    /// 60 tasks, random links among them and to IDs never stored; after each of 400 random
    /// changes (done, reopened, links changed, deleted, added back) the links kept change by
    /// change answer as links built over the tasks then stored, and equal them.
    @Test func linksKeptByRandomChangesEqualLinksBuiltAfresh() throws {
        var generator = SplitMix64(seed: 2026)
        let ids = (0..<60).map { _ in TaskID() }
        let strangers = (0..<5).map { _ in TaskID() }
        func randomDepends() -> Set<TaskID> {
            let count = Int.random(in: 0...3, using: &generator)
            return Set((0..<count).map { _ in
                Int.random(in: 0..<10, using: &generator) == 0 ? strangers.randomElement(using: &generator)!
                    : ids.randomElement(using: &generator)!
            })
        }
        var stored: [TaskID: Task] = [:]
        for id in ids {
            stored[id] = try Task(id: id, title: "t", created: Fixtures.clock.now, depends: randomDepends())
        }
        var links = TaskLinks(Array(stored.values))
        for _ in 0..<400 {
            let id = ids.randomElement(using: &generator)!
            let old = stored[id]
            var new: Task?
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: new = nil
            case 1: new = try Task(id: id, title: "t", created: Fixtures.clock.now, depends: randomDepends())
            default:
                var task = try old ?? Task(id: id, title: "t", created: Fixtures.clock.now)
                if Bool.random(using: &generator) { task.status = task.isCompleted ? .pending : .completed }
                else { task.depends = randomDepends() }
                new = task
            }
            links.update(id, from: old, to: new) { stored[$0] }
            stored[id] = new
            let afresh = TaskLinks(Array(stored.values))
            #expect(links == afresh)
            func answers(_ links: TaskLinks) -> [String] {
                (ids + strangers).map { other in
                    "\(links.isBlocked(other)) \(links.isBlocking(other)) \(Set(links.blockers(of: other)).sorted())"
                        + " \(Set(links.waiters(of: other)).sorted())"
                }
            }
            #expect(answers(links) == answers(afresh))
        }
    }
}
