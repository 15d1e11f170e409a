import Testing
import TerminalCore

/// Columns: 0 title (flexible, comfortable at 30), 1 project, 2 tags (both shrink to 6,
/// tags drop first), 3 due (fixed); one blank between shown columns.
@Suite struct ColumnFitTests {
    func fit(fills: Bool = false) -> ColumnFit {
        ColumnFit(naturals: [50, 12, 15, 10], gap: 1, flexible: 0, comfortable: 30, flexibleMinimum: 1,
                  shrinkable: [(2, 6), (1, 6)], droppable: [2, 1], fills: fills)
    }

    @Test(arguments: [
        (200, [50, 12, 15, 10]),  // everything whole
        (90, [50, 12, 15, 10]),   // exactly
        (80, [40, 12, 15, 10]),   // the title gives way first...
        (70, [30, 12, 15, 10]),   // ...down to 30
        (60, [30, 11, 6, 10]),    // then tags, then the project shrink
        (55, [30, 6, 6, 10]),
        (54, [30, 12, 0, 10]),    // tags dropped: the project gets its room back
        (45, [34, 0, 0, 10]),     // the project dropped too: the title gets the room
        (20, [9, 0, 0, 10]),      // only then is the title cut further
    ] as [(Int, [Int])])
    func shares(available: Int, expected: [Int]) {
        #expect(fit().widths(available: available) == expected)
    }

    @Test func aFillingTableGivesTheTitleTheRoomLeft() {
        #expect(fit(fills: true).widths(available: 120) == [80, 12, 15, 10])
    }

    @Test func anEmptyColumnTakesNoRoomNorAGap() {
        let fit = ColumnFit(naturals: [40, 0, 5, 10], gap: 2, flexible: 0, comfortable: 30, flexibleMinimum: 1,
                            shrinkable: [], droppable: [], fills: false)
        #expect(fit.widths(available: 59) == [40, 0, 5, 10])
        #expect(fit.widths(available: 58) == [39, 0, 5, 10])
    }
}
