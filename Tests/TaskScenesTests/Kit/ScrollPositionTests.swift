import Testing
@testable import TaskScenes

@Suite struct ScrollPositionTests {
    @Test func staysInRangeWhenContentOrWindowChange() {
        var scroll = ScrollPosition()
        scroll.pageHeight = 5
        scroll.contentHeight = 12
        #expect(scroll.positionText == "1–5/12")
        let movedToBottom = scroll.move(.bottom)
        #expect(movedToBottom)
        #expect(scroll.offset == 7)
        let movedPastBottom = scroll.move(.down)
        #expect(!movedPastBottom)
        scroll.contentHeight = 9
        #expect(scroll.offset == 4)
        scroll.pageHeight = 20
        #expect(scroll.offset == 0)
        #expect(scroll.positionText == nil)
    }
}
