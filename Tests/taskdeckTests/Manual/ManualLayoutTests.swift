import Testing
@testable import taskdeck

/// The manual's markup read into blocks, and laid out for a pipe and for a pager.
@Suite struct ManualLayoutTests {
    static let source = """
        # Due dates

        One reader reads `every` date,
        **all** of them.

        ## Forms

        | you write | it means |
        | --- | --- |
        | `tomorrow` | the day after today, whatever time it is now, in your own time zone |
        | `a|b` | a cell with a bar in code |

          ```sh
          taskdeck add "Buy milk" --due tomorrow
          ```
        """

    @Test func readsHeadingsTextTablesAndCode() {
        #expect(ManualDocument(markdown: Self.source).blocks == [
            .heading(level: 1, text: "Due dates"),
            .text(["One reader reads `every` date,", "**all** of them."]),
            .heading(level: 2, text: "Forms"),
            .table(header: ["you write", "it means"], rows: [
                ["`tomorrow`", "the day after today, whatever time it is now, in your own time zone"],
                ["`a|b`", "a cell with a bar in code"],
            ]),
            .code(["taskdeck add \"Buy milk\" --due tomorrow"], indent: 2),
        ])
    }

    @Test func plainTextKeepsCodeMarksAndWrapsTheLastColumn() {
        let text = ManualLayout(width: 40, styled: false).text(of: ManualDocument(markdown: Self.source))
        #expect(text == """
            DUE DATES

            One reader reads `every` date,
            all of them.

            Forms

              you write  it means
              tomorrow   the day after today,
                         whatever time it is now, in
                         your own time zone
              a|b        a cell with a bar in code

                  taskdeck add "Buy milk" --due tomorrow

            """)
        #expect(!text.contains("\u{1B}"))
    }

    @Test func aPagerGetsBoldHeadingsAndCode() {
        let text = ManualLayout(width: 80, styled: true).text(of: ManualDocument(markdown: Self.source))
        #expect(text.hasPrefix("\u{1B}[1mDUE DATES\u{1B}[0m\n"))
        #expect(text.contains("One reader reads \u{1B}[1mevery\u{1B}[0m date,\n\u{1B}[1mall\u{1B}[0m of them."))
    }

    @Test func aCellTooWideForItsColumnGoesOnALineOfItsOwn() {
        let wide = String(repeating: "x", count: ManualLayout.columnLimit + 5)
        let document = ManualDocument(markdown: "| a | b |\n| --- | --- |\n| \(wide) | what |\n| y | why |\n")
        let lines = ManualLayout(width: 80, styled: false).text(of: document).split(separator: "\n").map(String.init)
        let pad = String(repeating: " ", count: ManualLayout.columnLimit)
        #expect(lines == ["  a" + String(pad.dropFirst(1)) + "  b", "  " + wide, "  " + pad + "  what", "  y" + String(pad.dropFirst(1)) + "  why"])
    }
}
