import Foundation
import Testing
@testable import TaskDomain

/// A task ID's text, made by hand, is Foundation's lowercase UUID string, and reads back.
@Suite struct TaskIDTextTests {
    @Test func theTextIsTheLowercaseUUIDStringAndReadsBack() throws {
        let fixed = [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
                     UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255)),
                     UUID(uuid: (0x01, 0x23, 0x45, 0x67, 0x89, 0xAB, 0xCD, 0xEF, 0xFE, 0xDC, 0xBA, 0x98, 0x76, 0x54, 0x32, 0x10))]
        for uuid in fixed + (0..<200).map({ _ in UUID() }) {
            let id = TaskID(uuid)
            #expect(id.description == uuid.uuidString.lowercased())
            #expect(TaskID(id.description) == id)
        }
        #expect(TaskID(UUID(uuid: (0x01, 0x23, 0x45, 0x67, 0x89, 0xAB, 0xCD, 0xEF, 0xFE, 0xDC, 0xBA, 0x98, 0x76, 0x54, 0x32, 0x10))).description
                == "01234567-89ab-cdef-fedc-ba9876543210")
    }
}
