import Testing
import TaskDomain
@testable import TaskScenes

/// How far a window moved, told by its top tasks (what the presenter keeps rows by and
/// the view scrolls drawn rows by).
struct WindowShiftTests {
    let ids = (0..<8).map { _ in TaskID() }

    @Test func aWindowThatMovedDownTheListIsUpByWhereItsNewTopWas() {
        #expect(WindowShift.distance(from: ids[0..<5], to: ids[1..<6]) == 1)
        #expect(WindowShift.distance(from: ids[0..<5], to: ids[3..<8]) == 3)
    }

    @Test func aWindowThatMovedUpTheListIsDownByWhereItsOldTopIs() {
        #expect(WindowShift.distance(from: ids[2..<7], to: ids[1..<6]) == -1)
        #expect(WindowShift.distance(from: ids[3..<8], to: ids[0..<5]) == -3)
    }

    @Test func theSameTopOrWindowsWithNoTopInCommonDidNotScroll() {
        #expect(WindowShift.distance(from: ids[0..<5], to: ids[0..<4]) == nil)
        #expect(WindowShift.distance(from: ids[0..<3], to: ids[5..<8]) == nil)
        #expect(WindowShift.distance(from: ids[0..<0], to: ids[0..<3]) == nil)
    }
}
