import Foundation
import TaskDomain
import TaskTestSupport
import TaskTheme
import TerminalCore
import Testing
@testable import taskdeck

/// `list` writes its table in pieces of about 64 KB instead of one string of every row
/// (issue 27: 100,000 rows held whole, with a reserve twice their size): the pieces joined
/// are the one-string table byte for byte, each ends with a whole row, and none grows past
/// the piece size by more than a row.
struct ListPiecesTests {
    private static let titles = ["Buy milk", "日本語のタスクを書く", "📦 ship the parcel 📦", "Café crème", "e\u{301}te\u{301}",
                                 String(repeating: "long title ", count: 12), "表 wide 表 and narrow"]

    private static func tasks(_ count: Int) throws -> [Task] {
        let priorities: [Priority] = [.none, .low, .medium, .high]
        return try (0..<count).map { index in
            let title = "\(titles[index % titles.count]) \(index)"
            let due: Due? = index % 3 == 0 ? Due(storageString: String(format: "2026-03-%02d", 1 + index % 28)) : nil
            let tags: [String] = index % 4 == 0 ? ["errand", "写真"] : []
            let status: TaskStatus = index % 11 == 0 ? .completed : .pending
            return try Task(title: title, notes: index % 5 == 0 ? "a note" : "", status: status, created: Fixtures.clock.now,
                            due: due, priority: priorities[index % 4], project: index % 2 == 0 ? "home.garden" : nil, tags: tags)
        }
    }

    private static func formatter(width: Int?, colors: ColorMode) -> TaskTableFormatter {
        TaskTableFormatter(now: LocalNow(clock: Fixtures.clock), calendar: Fixtures.clock.calendar, colorMode: colors,
                           theme: .dark, maxWidth: width)
    }

    @Test(arguments: [(Int?.none, ColorMode.none), (40, .ansi256), (120, .ansi16), (12, .ansi256)])
    func thePiecesJoinedAreTheWholeTable(width: Int?, colors: ColorMode) throws {
        let tasks = try Self.tasks(3_000)
        let table = Self.formatter(width: width, colors: colors)
        var pieces: [String] = []
        table.format(tasks) { pieces.append($0) }
        let whole = table.format(tasks)
        #expect(pieces.joined() == whole)
        // Standard output takes the same pieces as bytes.
        var bytePieces: [[UInt8]] = []
        table.formatBytes(tasks) { bytePieces.append($0) }
        #expect(bytePieces.map { String(decoding: $0, as: UTF8.self) } == pieces)
        #expect(pieces.count > 1, "3,000 rows fill more than one piece")
        let longestRow = whole.split(separator: "\n").map(\.utf8.count).max() ?? 0
        for (index, piece) in pieces.enumerated() {
            #expect(piece.hasSuffix("\n"))
            #expect(piece.utf8.count < TaskTableFormatter.pieceSize + longestRow + 1)
            if index < pieces.count - 1 { #expect(piece.utf8.count >= TaskTableFormatter.pieceSize) }
        }
        // The table is a table: as many rows as tasks (a narrow screen cuts, never wraps).
        #expect(whole.split(separator: "\n", omittingEmptySubsequences: false).count == tasks.count + 1)
        // (At 12 columns the ID, checkbox, priority and due date stay whole and overflow, as before.)
        if let width, width >= 40 {
            #expect(whole.split(separator: "\n").allSatisfy { TextWidth.width(of: Self.withoutEscapes(String($0))) <= width })
        }
    }

    @Test func noTasksIsOnePieceSayingSo() {
        var pieces: [String] = []
        Self.formatter(width: 80, colors: .ansi256).format([]) { pieces.append($0) }
        #expect(pieces == ["No tasks.\n"])
    }

    private static func withoutEscapes(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
