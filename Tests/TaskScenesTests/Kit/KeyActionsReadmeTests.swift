import Foundation
import Testing
import TerminalCore
@testable import TaskScenes

/// README's table of the action names a config file can bind is generated from the key
/// maps, and this test fails when README's copy differs, so it cannot rot.
struct KeyActionsReadmeTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// Each scene's actions with their default keys (in config syntax) and Help's summary.
    static var table: String {
        let maps = SceneKeyMaps.defaults
        return SceneKeyMaps.sceneNames.map { scene in
            let rows = zip(maps.namedStrokes(of: scene), maps.summaries(of: scene)).map { named, summary in
                let keys = named.strokes.map { "`\(KeySpec.name(of: $0))`" }.joined(separator: " ")
                return "| `\(named.name)` | \(keys) | \(summary) |\n"
            }
            return "`[keys.\(scene)]`\n\n| action | default keys | what it does |\n| --- | --- | --- |\n" + rows.joined()
        }.joined(separator: "\n")
    }

    @Test func readmeListsEveryActionOfEveryScene() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        #expect(text.contains(Self.table), "README's action table differs; it should be:\n\(Self.table)")
    }
}
