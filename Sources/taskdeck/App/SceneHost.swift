import TaskDomain
import TaskScenes
import TerminalCore
import TerminalIO

/// Runs the navigator's scenes in the terminal run loop: global keys first (Ctrl-C quits,
/// Ctrl-L repaints, Ctrl-Z suspends), then the top scene; draws the visible scenes, or a
/// short message when the window is too small for any layout. Between keys, and about once
/// a second, it hands the scenes the storage news (tasks changed by other programs).
///
/// A sync started with `$` runs as a child process (the loop stays single-threaded: one
/// `poll()`); while it runs the host asks for a tick every `syncCheckInterval`, and when the
/// runner says it ended, reads storage at once and hands the scenes both facts together
/// (`StorageNews.synced`), so the list says "Synced: 3 tasks changed here" in one line.
final class SceneHost: TerminalProgram {
    /// Below this the scenes' layouts break; the host shows a message instead.
    static let minimumSize = Size(width: 40, height: 10)

    let navigator: Navigator
    let storage: StorageWatch?
    let sync: SyncRunning?
    /// How often a running sync is asked whether it ended (no waiting: a `poll()` timeout).
    static let syncCheckInterval: Duration = .milliseconds(100)
    private var size = Size(width: 80, height: 24)
    private var sizeChanged = true
    /// Keys came since storage was last looked at for them (`frameWasWritten`).
    private var catchUpOwed = false

    /// The time the sync check is set on (the storage watch has its own, the same one).
    private let clock: any LoopClock
    /// What the polls read while the sync command ran (shown then as reloads): the sync's
    /// result counts it too, or it would say "nothing changed here" for what it changed.
    private var changedDuringSync = ExternalChanges.none

    init(navigator: Navigator, storage: StorageWatch?, sync: SyncRunning?, clock: any LoopClock) {
        self.navigator = navigator
        self.storage = storage
        self.sync = sync
        self.clock = clock
    }

    var isTooSmall: Bool {
        size.width < SceneHost.minimumSize.width || size.height < SceneHost.minimumSize.height
    }

    var needsDisplay: Bool { sizeChanged || navigator.needsDisplay }
    /// The navigator passes a canvas holding the shown frame only to a scene that drew it.
    var drawsOnlyChanges: Bool { true }

    var nextDeadline: ContinuousClock.Instant? {
        let syncCheck = sync?.isRunning == true ? clock.now + SceneHost.syncCheckInterval : nil
        return [storage?.nextPoll, syncCheck].compactMap { $0 }.min()
    }

    func handle(_ event: LoopEvent) -> LoopAction {
        let action = react(to: event)
        if event.isInput {
            // Storage is looked at once the key's frame is written (`frameWasWritten`).
            storage?.noteInput()
            catchUpOwed = true
        } else if action != .quit {
            deliverStorageNews(force: false)
            deliverSyncEnd()
        }
        return action
    }

    /// After the frame of the keys just handled is written: the storage news (a `stat` of
    /// the task file, the app's own writes' conflicts) and a sync's end. Looked at before
    /// the frame, it made every keystroke wait for two `stat` calls (issue 27).
    func frameWasWritten() -> LoopAction {
        guard catchUpOwed else { return .continue }
        catchUpOwed = false
        deliverStorageNews(force: true)
        deliverSyncEnd()
        return .continue
    }

    private func react(to event: LoopEvent) -> LoopAction {
        switch event {
        case .resized(let newSize):
            size = newSize
            sizeChanged = true
            navigator.resize(to: newSize)
            return .continue
        case .resumed, .tick:
            // The loop ticks at the storage poll's beat (about once a second): the scenes'
            // clock too (a waiting task's day arriving, the Agenda's midnight).
            navigator.timeDidPass()
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
            // A click acts on the press; its release means nothing to the scenes, and passing it
            // on would fade the status line the press just set ("Completed ... — u to undo").
            if case .mouse(let mouse) = decoded.event, mouse.action == .release { return .continue }
            navigator.handle(decoded.event)
            return navigator.isQuitRequested ? .quit : .continue
        }
    }

    /// Polls storage when the poll is due, or after a key when that is cheap (the key's own
    /// write may have met other programs' changes; after a key on a vdir only that write
    /// news is taken); passes any news to the scenes.
    private func deliverStorageNews(force: Bool) {
        guard let storage else { return }
        // What a sync brings in, read by this poll and the next ones, is one undo step.
        if sync?.isRunning == true { storage.beginSyncStep() }
        let news: Result<CommitReport, any Error>
        if storage.isPollDue {
            news = storage.poll()
        } else if force && storage.catchesUpAfterEveryKey {
            news = storage.poll()
        } else if force {
            news = storage.takeWriteNews()
        } else {
            return
        }
        switch news {
        case .success(let report):
            if sync?.isRunning == true { changedDuringSync = changedDuringSync.merged(with: report.external) }
            if report.hasNews { navigator.storageDidChange(.changed(report)) }
        case .failure(let error):
            navigator.storageDidChange(.unreadable(error))
        }
        if let problem = storage.takeHistoryProblem() { navigator.storageDidChange(.historyNotRecorded(problem)) }
    }

    /// When the sync command has ended: reads storage now (what it changed) and hands the
    /// scenes its outcome with that news.
    private func deliverSyncEnd() {
        guard let outcome = sync?.finishedRun() else { return }
        var report = CommitReport.clean
        switch storage?.poll() {
        case .success(let news): report = news
        case .failure(let error): navigator.storageDidChange(.unreadable(error))
        case nil: break
        }
        storage?.endSyncStep()
        report.external = changedDuringSync.merged(with: report.external)
        changedDuringSync = .none
        navigator.storageDidChange(.synced(outcome, report))
        if let problem = storage?.takeHistoryProblem() { navigator.storageDidChange(.historyNotRecorded(problem)) }
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
        if canvas.continuesShownFrame { canvas.clear() }
        navigator.forgetDrawnFrame()
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
