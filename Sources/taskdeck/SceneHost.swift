import TaskScenes
import TerminalCore
import TerminalIO

/// Runs the navigator's scenes in the terminal run loop: global keys first (Ctrl-C quits,
/// Ctrl-L repaints, Ctrl-Z suspends), then the top scene; draws the visible scenes, or a
/// short message when the window is too small for any layout. Between keys, and about once
/// a second, it hands the scenes the storage news (tasks changed by other programs).
final class SceneHost: TerminalProgram {
    /// Below this the scenes' layouts break; the host shows a message instead.
    static let minimumSize = Size(width: 40, height: 10)

    let navigator: Navigator
    let storage: StorageWatch?
    private var size = Size(width: 80, height: 24)
    private var sizeChanged = true

    init(navigator: Navigator, storage: StorageWatch? = nil) {
        self.navigator = navigator
        self.storage = storage
    }

    var isTooSmall: Bool {
        size.width < SceneHost.minimumSize.width || size.height < SceneHost.minimumSize.height
    }

    var needsDisplay: Bool { sizeChanged || navigator.needsDisplay }

    var nextDeadline: ContinuousClock.Instant? { storage?.nextPoll }

    func handle(_ event: LoopEvent) -> LoopAction {
        let action = react(to: event)
        if case .input = event { storage?.noteInput() }
        if action != .quit { deliverStorageNews(force: event.isInput) }
        return action
    }

    private func react(to event: LoopEvent) -> LoopAction {
        switch event {
        case .resized(let newSize):
            size = newSize
            sizeChanged = true
            navigator.resize(to: newSize)
            return .continue
        case .resumed, .tick:
            return .continue
        case .input(let decoded):
            if let key = decoded.event.keyEvent, let global = GlobalKeys.map.action(for: key) {
                switch global {
                case .quit:
                    // A form with unsaved work asks first; a second Ctrl-C (the question is
                    // then on top, and does not ask) quits.
                    guard let top = navigator.top, top.handlesInterrupt, !isTooSmall else { return .quit }
                    top.interruptRequested()
                    return navigator.isQuitRequested ? .quit : .continue
                case .repaint: return .repaint
                case .suspend: return .suspend
                }
            }
            if isTooSmall {
                // Nothing is visible to act on; only quitting makes sense.
                return decoded.event.keyEvent == KeyEvent(.char("q")) ? .quit : .continue
            }
            navigator.handle(decoded.event)
            return navigator.isQuitRequested ? .quit : .continue
        }
    }

    /// Polls storage when the poll is due, or after a key (the key's own write may have
    /// met other programs' changes); passes any news to the scenes.
    private func deliverStorageNews(force: Bool) {
        guard let storage, force || ContinuousClock.now >= storage.nextPoll else { return }
        switch storage.poll() {
        case .success(let report):
            if !report.external.isEmpty || !report.conflicts.isEmpty { navigator.storageDidChange(.changed(report)) }
        case .failure(let error):
            navigator.storageDidChange(.unreadable(error))
        }
    }

    func draw(into canvas: inout Canvas) {
        sizeChanged = false
        guard !isTooSmall else {
            drawTooSmall(into: &canvas)
            return
        }
        navigator.render(into: &canvas)
    }

    private func drawTooSmall(into canvas: inout Canvas) {
        let lines = ["Window too small",
                     "\(size.width)x\(size.height), need \(SceneHost.minimumSize.width)x\(SceneHost.minimumSize.height)",
                     "q quits"]
        let top = max(0, (canvas.size.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            canvas.draw(line, in: Rect(x: 0, y: top + offset, width: canvas.size.width, height: 1),
                        style: offset == 0 ? Style.plain.bold : .plain, alignment: .center)
        }
    }
}

private extension LoopEvent {
    var isInput: Bool {
        if case .input = self { return true }
        return false
    }
}
