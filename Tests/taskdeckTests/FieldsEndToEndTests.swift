import Foundation
import TaskTestSupport
import Testing

/// Declared custom fields as a person meets them in a real terminal (issue 23): a field is
/// a column of the list's rows (`[list] columns`), `s` reaches its sort (tasks without it
/// last), `:sort size` orders by the allowed values' declared order, and the editor shows
/// the field and refuses a value it does not allow. The binary runs on the tests' day.
@Suite struct FieldsEndToEndTests {
    let folder: TemporaryFolder
    let file: String
    let config: URL

    init() throws {
        folder = try TemporaryFolder("fields-e2e")
        file = folder.taskFile.path
        config = folder.appending("config.toml")
        try ("""
            [list]
            columns = ["title", "estimate", "size", "due"]

            """ + FieldsCLITests.estimateAndSize).write(to: config, atomically: true, encoding: .utf8)
    }

    func cli(_ arguments: String...) throws {
        let result = try TaskdeckBinary.run(["--file", file] + arguments,
                                            environment: ["HOME": folder.path, "TASKDECK_CONFIG": config.path,
                                                          "PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "taskdeck \(arguments.joined(separator: " ")) failed: \(result.err)")
    }

    /// The rows' first words (the title) from the checkbox line down, in screen order.
    func rows(_ screen: String) -> [String] {
        screen.split(separator: "\n").filter { $0.hasPrefix("[ ]") }.map { String($0) }
    }

    @Test func aFieldIsAColumnASortAndAnEditorLine() throws {
        try cli("add", "Write report estimate:3 size:L")
        try cli("add", "Buy milk")
        try cli("add", "Call bank estimate:0.5 size:S")
        try cli("add", "Plan trip estimate:12 size:M")

        let tmux = try TmuxSession.app(["--file", file], environment: ["TASKDECK_CONFIG": config.path], width: 80, height: 24)
        let first = try tmux.waitUntil(screenContains: "Plan trip")
        #expect(rows(first).contains { $0.contains("Write report") && $0.contains(" 3 ") && $0.hasSuffix("L") })
        // s steps through the built-in sorts (due, priority, created, title, urgency), then the fields.
        for _ in 0..<5 { try tmux.sendKeys("s") }
        let byEstimate = try tmux.waitUntil(screenContains: "sort: estimate")
        #expect(rows(byEstimate).map { $0.dropFirst(5).prefix(12).trimmingCharacters(in: .whitespaces) }
                == ["Call bank", "Write report", "Plan trip", "Buy milk"])
        try tmux.sendKeys(":")
        try tmux.sendText("sort size")
        try tmux.sendKeys("Enter")
        let bySize = try tmux.waitUntil(screenContains: "sort: size")
        #expect(rows(bySize).map { $0.dropFirst(5).prefix(12).trimmingCharacters(in: .whitespaces) }
                == ["Call bank", "Plan trip", "Write report", "Buy milk"])

        // The editor: the field's line under its label; a value it does not allow is refused there.
        // (The selection stayed on the first task added, Write report.)
        try tmux.sendKeys("e")
        try tmux.waitUntil(screenContains: "Edit task")
        for _ in 0..<11 { try tmux.sendKeys("Tab") }
        // At 24 rows the form scrolls to the focused line, below Tags.
        let form = try tmux.waitUntil(screenContains: "› size")
        #expect(form.contains("Est (h)   3") && form.contains("one of S, M, L; empty clears it"))
        try tmux.sendKeys("C-u")
        try tmux.sendText("XL")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "the field size takes 'S', 'M', 'L', not 'XL'")
        try tmux.sendKeys("C-u")
        try tmux.sendText("S")
        try tmux.sendKeys("Enter")
        // Saved: the list places it by its new size (S, before Call bank, which was added after it).
        let saved = try tmux.waitUntil("Write report first") { screen in
            rows(screen).map { $0.dropFirst(5).prefix(12).trimmingCharacters(in: .whitespaces) }
                == ["Write report", "Call bank", "Plan trip", "Buy milk"]
        }
        #expect(saved.contains("sort: size"))
    }
}
