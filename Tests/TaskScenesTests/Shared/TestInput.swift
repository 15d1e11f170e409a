import TerminalCore
@testable import TaskScenes

/// Input events as the scene tests type them, and a scene's screen as text.
enum TestInput {
    /// A plain character key.
    static func char(_ character: Character) -> InputEvent { .key(KeyEvent(.char(character))) }
    /// A key, without modifiers unless given.
    static func key(_ key: Key, _ modifiers: Modifiers = []) -> InputEvent { .key(KeyEvent(key, modifiers)) }
    /// A Ctrl-letter.
    static func ctrl(_ character: Character) -> InputEvent { .key(.ctrl(character)) }

    /// Every row of a scene drawn into a canvas of `size`, as text.
    static func screen(of scene: TerminalViewController, size: Size) -> [String] {
        var canvas = Canvas(size: size)
        scene.render(into: &canvas, area: canvas.bounds)
        return (0..<size.height).map { canvas.text(ofRow: $0) }
    }
}
