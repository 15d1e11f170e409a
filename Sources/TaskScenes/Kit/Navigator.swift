import TerminalCore

/// Owns the scene stack and the modals over it; the run loop renders it and sends it keys.
///
/// Only the top full-screen scene and the modals over it are drawn (a full-screen scene
/// covers the ones beneath it). Input goes to the topmost: the last modal, else the top of
/// the stack. Scenes are told when they appear and disappear so they can refresh.
public final class Navigator: SceneNavigating {
    public private(set) var stack: [TerminalViewController] = []
    public private(set) var modals: [TerminalViewController] = []
    public private(set) var isQuitRequested = false
    /// The screen size scenes are laid out at.
    public private(set) var size: Size

    public init(size: Size = Size(width: 80, height: 24)) {
        self.size = size
    }

    /// The scene that gets the keys.
    public var top: TerminalViewController? { modals.last ?? stack.last }

    /// Replaces the whole stack with `scene` (the home scene).
    public func setRoot(_ scene: TerminalViewController) {
        for modal in modals.reversed() { modal.viewDidDisappear() }
        stack.last?.viewDidDisappear()
        modals = []
        stack = [scene]
        show(scene, firstTime: true)
    }

    public func push(_ scene: TerminalViewController) {
        stack.last?.viewDidDisappear()
        stack.append(scene)
        show(scene, firstTime: true)
    }

    public func pop() {
        guard stack.count > 1, modals.isEmpty else { return }
        stack.removeLast().viewDidDisappear()
        if let scene = stack.last { show(scene, firstTime: false) }
    }

    public func present(_ scene: TerminalViewController) {
        modals.append(scene)
        show(scene, firstTime: true)
    }

    public func dismiss() {
        guard let modal = modals.popLast() else { return }
        modal.viewDidDisappear()
        // The scene beneath is drawn again in full: a modal may have changed its data.
        if let scene = top { show(scene, firstTime: false) }
    }

    public func quit() {
        isQuitRequested = true
    }

    // MARK: - Run loop

    /// Sends an event to the topmost scene.
    public func handle(_ event: InputEvent) {
        top?.handle(event)
    }

    /// Tells every scene on the stack (modals are questions about what they were opened
    /// on, and the scene beneath reloads) that storage changed.
    public func storageDidChange(_ news: StorageNews) {
        for scene in stack { scene.storageDidChange(news) }
    }

    /// About once a second while the app runs: scenes whose content depends on the clock
    /// (a waiting task's day arriving, the Agenda's midnight) look at it.
    public func timeDidPass() {
        for scene in stack { scene.timeDidPass() }
    }

    /// Lays every scene out again at the new size.
    public func resize(to size: Size) {
        self.size = size
        for scene in stack + modals {
            scene.layout(size: size)
            scene.needsDisplay = true
        }
    }

    /// The scenes that are drawn, bottom first: the top of the stack and its modals.
    public var visibleScenes: [TerminalViewController] {
        guard let base = stack.last else { return modals }
        return [base] + modals
    }

    /// True when a visible scene has something new to draw.
    public var needsDisplay: Bool {
        visibleScenes.contains { $0.needsDisplay }
    }

    /// Draws the visible scenes, bottom first, into the whole canvas.
    ///
    /// A canvas that holds the frame on screen (`Canvas.continuesShownFrame`) is passed on
    /// as it is only when that frame is the one this navigator drew last (`Canvas.frame`: not
    /// another navigator's on the same renderer), the work of the one scene about to draw,
    /// alone, at the same size, and it draws only changes; otherwise it is cleared and drawn whole.
    public func render(into canvas: inout Canvas) {
        let area = canvas.bounds
        let visible = visibleScenes
        if canvas.continuesShownFrame {
            let drewIt = canvas.continuedFrame != nil && canvas.continuedFrame == lastDrawnFrame
            let sameScene = visible.count == 1 && lastDrawn.count == 1 && lastDrawn[0].scene === visible[0]
            if !(drewIt && sameScene && lastDrawnArea == area && visible[0].drawsOnlyChanges) { canvas.clear() }
        }
        for scene in visible {
            scene.render(into: &canvas, area: area)
            scene.needsDisplay = false
        }
        lastDrawn = visible.map { DrawnScene(scene: $0) }
        lastDrawnArea = area
        lastDrawnFrame = canvas.frame
    }

    /// Something else than the scenes filled the last frame (the host's "too small"): the
    /// next canvas that holds it is cleared before a scene draws.
    public func forgetDrawnFrame() {
        lastDrawn = []
        lastDrawnFrame = nil
    }

    /// The scenes that drew the last frame, not kept alive by it.
    private struct DrawnScene {
        weak var scene: TerminalViewController?
    }
    private var lastDrawn: [DrawnScene] = []
    private var lastDrawnArea = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The renderer's frame the scenes last drew into (nil: a canvas of no renderer).
    private var lastDrawnFrame: FrameID?

    // MARK: - Life cycle

    private func show(_ scene: TerminalViewController, firstTime: Bool) {
        if firstTime { scene.viewDidLoad() }
        scene.layout(size: size)
        scene.viewWillAppear()
        for visible in visibleScenes { visible.needsDisplay = true }
    }
}
