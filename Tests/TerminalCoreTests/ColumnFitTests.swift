import Testing
import TerminalCore

/// Columns: 0 title (flexible, comfortable at 30), 1 project, 2 tags (both shrink to 8,
/// tags drop first), 3 due (fixed); one blank between shown columns. The title gets the
/// room first (issue 25: a 52-character title was cut to 29 while the project kept 17).
@Suite struct ColumnFitTests {
    func fit(fills: Bool = false) -> ColumnFit {
        ColumnFit(naturals: [50, 12, 15, 10], gap: 1, flexible: 0, comfortable: 30, flexibleMinimum: 1,
                  shrinkable: [(2, 8), (1, 8)], droppable: [2, 1], fills: fills)
    }

    @Test(arguments: [
        (200, [50, 12, 15, 10]),  // everything whole, the rest of the row left blank
        (90, [50, 12, 15, 10]),   // exactly
        (80, [50, 9, 8, 10]),     // tags, then the project give way first...
        (79, [50, 8, 8, 10]),     // ...down to 8
        (60, [31, 8, 8, 10]),     // then the title...
        (59, [30, 8, 8, 10]),     // ...down to 30
        (58, [38, 8, 0, 10]),     // tags dropped: the title gets the room back first
        (50, [30, 8, 0, 10]),
        (45, [34, 0, 0, 10]),     // the project dropped too
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
