import Foundation
import TaskDomain
import TaskTestSupport
import Testing
@testable import TaskInterchange

/// Import keeps a todo.txt line verbatim exactly when taskdeck would write its task
/// otherwise, and decides it from the words read (`isWrittenAsIs`) instead of writing the
/// line again: the writer (`TodoTxtLine.text`) is the judge here, over thousands of lines
/// made of the words that trip it (orders, letters, capitals, escapes, two spaces, dates
/// that do not exist, repeats it writes another way).
struct TodoTxtLineAsWrittenTests {
    let format = TodoTxtFormat()

    /// A small generator with a seed, so a failure names a line that comes again.
    private struct Lines {
        private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

        mutating func next(below bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }

        mutating func pick(_ words: [String]) -> String { words[next(below: words.count)] }
    }

    static let heads = ["", "x ", "x 2026-03-10 ", "x 2026-03-10 2026-03-01 ", "(A) ", "(B) 2026-03-01 ", "(C) 2026-03-01 ",
                        "(D) 2026-03-01 ", "(a) ", "2026-03-01 ", "2026-02-30 ", "2026-3-01 ", "x 2026-03-10 (A) "]
    static let words = ["Buy", "milk", "Call", "mom", "x", "(A)", "2026-03-01", "", "+home", "+Home", "+home.garden",
                        "+work", "+a..b", "+", "@phone", "@Phone", "@#x", "@", "@work", "due:2026-03-14", "due:2026-12-01",
                        "t:2026-03-12", "rec:1w", "rec:+1m", "rec:7d", "rec:2w", "pri:A", "pri:B", "pri:D", "h:1", "dep:2",
                        "uid:abc", "10:30", "Re:that", "http://x.org", "\\+1", "\\\\+1", "\\word", "+1", "café", "日本"]

    @Test func theWordsDecideAsTheWriterWould() throws {
        var lines = Lines()
        var kept = 0, asWritten = 0
        for _ in 0..<4_000 {
            var body: [String] = []
            for _ in 0..<(1 + lines.next(below: 6)) { body.append(lines.pick(Self.words)) }
            let raw = lines.pick(Self.heads) + body.joined(separator: " ")
            try check(raw, kept: &kept, asWritten: &asWritten)
        }
        // Lines as taskdeck writes them, shuffled a little: most are written as they are.
        let titles = ["Buy milk", "Call mom", "Review \\+1 votes", "Plan"]
        let tails = ["+home @errand @phone due:2026-03-14", "+home.garden t:2026-03-12 due:2026-03-14 rec:+1m",
                     "@phone @work", "+work rec:1w", "+home uid:abc", "@errand pri:A"]
        for head in ["", "x 2026-03-10 ", "(A) ", "(C) ", "x 2026-03-10 2026-03-01 "] {
            for created in ["", "2026-03-01 "] where !(head.hasPrefix("x 2026-03-10 2026") && !created.isEmpty) {
                for title in titles {
                    for tail in tails { try check(head + created + title + " " + tail, kept: &kept, asWritten: &asWritten) }
                }
            }
        }
        // Both answers came up often, so the comparison says something.
        #expect(kept > 1_000 && asWritten > 50)
    }

    /// Whether import kept `raw` equals whether the writer writes its task otherwise.
    private func check(_ raw: String, kept: inout Int, asWritten: inout Int) throws {
        let context = Interchange.context()
        guard let record = try format.decode(InterchangeText(raw), context: context).tasks.first else { return }
        let isKept = record.task.kept[format.name, TodoTxtFormat.lineField] != nil
        let task = record.task.keeping([:], for: format.name)
        let line = try TodoTxtLine(Substring(raw), location: "")
        let links = TodoTxtDependencies.Words(id: task.depends.isEmpty ? nil : line.dependencyID, blocks: line.blocks,
                                              numbers: Set(line.blocks))
        let written = TodoTxtLine.text(for: task, original: nil, needsUID: line.uid != nil,
                                       dates: LocalDates(calendar: context.calendar), links: links)
        #expect(isKept == (written != raw), "\(raw) is written \(written)")
        if isKept { kept += 1 } else { asWritten += 1 }
    }

    /// topydo's links: a line with `id:` is written as is only while something waits on it.
    @Test func linkedLinesDecideAsTheWriterWould() throws {
        let text = "2026-03-01 Paint id:1\n2026-03-01 Buy paint p:1\n2026-03-01 Alone id:7\n2026-03-01 Orphan p:9"
        let tasks = try Interchange.decode(format, text).tasks
        #expect(tasks.map { $0.task.kept[format.name, TodoTxtFormat.lineField] != nil } == [false, false, true, false])
        #expect(tasks[0].task.depends == [tasks[1].task.id])
    }
}
