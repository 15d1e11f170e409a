import TerminalCore
@testable import TaskScenes

/// A scene that records its life cycle and the events it gets, and draws its name.
final class SceneSpy: TerminalViewController {
    let sceneName: String
    var keyHelp: [KeyHelpSection] { [] }
    var needsDisplay = false
    private(set) var log: [String] = []
    private(set) var events: [InputEvent] = []
    private(set) var sizes: [Size] = []
    /// The area of every `render` call, in order.
    private(set) var renders: [Rect] = []

    init(_ sceneName: String) { self.sceneName = sceneName }

    func viewDidLoad() { log.append("load") }
    func viewWillAppear() { log.append("appear") }
    func viewDidDisappear() { log.append("disappear") }
    func layout(size: Size) { sizes.append(size) }
    func handle(_ event: InputEvent) { events.append(event) }
    func storageDidChange(_ news: StorageNews) { log.append("storage") }
    /// Records the call and writes its name at the top left of `area`.
    func render(into canvas: inout Canvas, area: Rect) {
        renders.append(area)
        canvas.draw(sceneName, at: area.origin)
    }
}
