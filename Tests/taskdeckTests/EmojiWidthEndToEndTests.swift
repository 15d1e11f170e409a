import Foundation
import TaskTestSupport
import TerminalCore
import Testing

/// Issue 25: titles with a ZWJ sequence (👩‍💻), a flag (🇵🇹), an emoji with VS16 (❤️) or a
/// skin tone (👍🏽) put the columns after them off in tmux. The terminal's own idea of each
/// width is measured first (tmux 3.3a draws ❤️ in one column and 👍🏽 in four); in the real
/// app the project column then starts in one column on every row, as tmux draws it.
@Suite struct EmojiWidthEndToEndTests {
    let binary = Bundle.main.bundleURL.appendingPathComponent("taskdeck").path
    let folder: TemporaryFolder
    let file: String
    static let emoji = ["👩‍💻", "🇵🇹", "❤️", "👍🏽", "👨‍👩‍👧"]

    init() throws {
        folder = try TemporaryFolder("emoji")
        file = folder.taskFile.path
    }

    /// How many columns tmux moves its cursor for `text`.
    func tmuxWidth(of text: String) throws -> Int {
        let tmux = try TmuxSession(command: "printf '%s' 'A\(text)Z'; sleep 30", width: 40, height: 3)
        _ = try tmux.waitUntil(screenContains: "Z")
        return (Int(try tmux.display("#{cursor_x}").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) - 2
    }

    @Test func theColumnsAfterAnEmojiLineUpAsTheTerminalDrawsThem() throws {
        var widths: [Character: Int] = [:]
        for emoji in Self.emoji { widths[Character(emoji)] = try tmuxWidth(of: emoji) }
        let adds = Self.emoji.enumerated().map { index, emoji in
            "\(binary) --file \(file) add 'Row\(index) \(emoji) end' --project p >/dev/null"
        }.joined(separator: "; ")
        let tmux = try TmuxSession(command: "export TASKDECK_CONFIG=/dev/null; \(adds); \(binary) --file \(file) "
                                   + "add 'Plain row end' --project p >/dev/null; \(binary) --file \(file); sleep 60",
                                   width: 80, height: 24)
        let screen = try tmux.waitUntil(screenContains: "Plain row end")
        let rows = screen.split(separator: "\n").map(String.init).filter { $0.contains("+p") }
        #expect(rows.count == Self.emoji.count + 1, "\(screen)")
        // The column tmux shows "+p" in: its width of each character before it.
        let columns = rows.map { row -> Int in
            let before = row[..<(row.range(of: "+p")?.lowerBound ?? row.endIndex)]
            return before.reduce(0) { $0 + (widths[$1] ?? TextWidth.width(of: $1)) }
        }
        #expect(Set(columns).count == 1, "tmux widths \(widths); columns \(columns):\n\(rows.joined(separator: "\n"))")
    }
}
