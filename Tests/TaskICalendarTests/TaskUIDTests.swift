import Foundation
import Testing
import TaskDomain
@testable import TaskICalendar

struct TaskUIDTests {
    @Test(arguments: [
        ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
        (String(repeating: "a", count: 1000), "291e9a6c66994949b57ba5e650361e98fc36b1ba"),
    ])
    func sha1MatchesTheStandardVectors(message: String, hex: String) {
        #expect(SHA1.digest(Array(message.utf8)).map { String(format: "%02x", $0) }.joined() == hex)
    }

    /// Python's `uuid.uuid5(uuid.NAMESPACE_DNS, "python.org")`.
    @Test func nameBasedUUIDsAreVersion5() throws {
        let dns = try #require(UUID(uuidString: "6ba7b810-9dad-11d1-80b4-00c04fd430c8"))
        #expect(TaskUID.nameBased("python.org", in: dns).uuidString.lowercased() == "886313e1-3b8a-5372-9b90-0c9aee199e5d")
    }

    @Test(arguments: ["0f8fad5b-d9cb-469f-a165-70867728950e", "0F8FAD5B-D9CB-469F-A165-70867728950E"])
    func aUUIDUIDIsItsOwnID(uid: String) {
        #expect(TaskUID.taskID(forUID: uid).description == "0f8fad5b-d9cb-469f-a165-70867728950e")
    }

    @Test func aForeignUIDMapsToTheSameIDEveryTimeAndDifferentUIDsDiffer() {
        let first = TaskUID.taskID(forUID: TodomanSample.uid)
        #expect(first == TaskUID.taskID(forUID: TodomanSample.uid))
        #expect(first != TaskUID.taskID(forUID: TodomanSample.uid + "x"))
        #expect(first.description.dropFirst(14).first == "5", "a version-5 UUID")
    }

    @Test func aNewTaskUsesItsIDAsUID() {
        let id = TaskID()
        #expect(TaskUID.taskID(forUID: TaskUID.uid(for: id)) == id)
    }
}
