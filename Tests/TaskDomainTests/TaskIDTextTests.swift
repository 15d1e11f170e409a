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

    /// The hand-made reader takes exactly the 8-4-4-4-12 hex form, in either case, and the
    /// short form is the text's first eight characters. (What it refuses then goes to
    /// Foundation's `UUID(uuidString:)`, which is laxer about some spacing: not asked here.)
    @Test func onlyTheHyphenatedHexFormReadsAndTheShortFormIsItsStart() throws {
        let text = "01234567-89ab-cdef-fedc-ba9876543210"
        #expect(TaskID(text.uppercased())?.description == text)
        for uuid in (0..<50).map({ _ in UUID() }) {
            #expect(TaskID(uuid).shortForm == String(TaskID(uuid).description.prefix(8)))
        }
        #expect(TaskID(text)?.shortForm == "01234567")
        let bad = ["", String(text.dropLast()), text + "0", "0123456-789ab-cdef-fedc-ba9876543210",
                   "01234567+89ab-cdef-fedc-ba9876543210", "0123456g-89ab-cdef-fedc-ba9876543210",
                   "01234567-89ab-cdef-fedc-ba987654321é", "{1234567-89ab-cdef-fedc-ba98765432}",
                   "0123456789ab-cdef-fedc-ba98765432100"]
        for text in bad {
            #expect(TaskID(text) == nil, "\(text)")
        }
    }
}
