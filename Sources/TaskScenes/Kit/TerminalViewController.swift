import TerminalCore

/// The view of a scene: it turns input events into requests for its interactor and draws
/// the last view model it was given. It never formats a date and never calls a repository.
///
/// The navigator drives the life cycle: `viewDidLoad` once before the first appearance,
/// `viewWillAppear` each time the scene becomes the top of the stack again (so it can
/// refresh what another scene changed), `viewDidDisappear` when another scene covers it
/// or it is popped. `layout(size:)` tells the scene the size it will be drawn at, first
/// before `viewWillAppear` and again after every resize.
public protocol TerminalViewController: AnyObject {
    /// The scene's name for logs and tests ("Task List"); never shown to the user (what a
    /// scene shows comes from its presenter).
    var sceneName: String { get }
    /// The keys the scene understands, grouped, read from the same key map it dispatches from.
    var keyHelp: [KeyHelpSection] { get }
    /// True when the scene got a new view model since it was last drawn.
    var needsDisplay: Bool { get set }

    func viewDidLoad()
    func viewWillAppear()
    func viewDidDisappear()
    func layout(size: Size)
    /// Reacts to one key or paste; the navigator sends input only to the top scene.
    func handle(_ event: InputEvent)
    /// Draws into `area` of `canvas` (a modal draws a box there, a full scene all of it).
    func render(into canvas: inout Canvas, area: Rect)
    /// True for a scene that, handed a canvas holding its own last frame
    /// (`Canvas.continuesShownFrame`), draws only the parts whose view model changed (and
    /// clears the canvas whenever it cannot vouch for the rest). Other scenes get a blank canvas.
    var drawsOnlyChanges: Bool { get }
    /// Other programs changed the tasks (or the app's own write met their changes): a
    /// scene showing tasks reads them again in place and says what happened.
    func storageDidChange(_ news: StorageNews)
    /// About once a second while the app runs (the run loop's idle poll): a scene whose
    /// content moves with the clock (a waiting task's day arriving, a new day in the
    /// Agenda) looks at it.
    func timeDidPass()
    /// True for a scene that may hold unsaved work (a form): the first Ctrl-C goes to it
    /// (`interruptRequested()`) so it can ask; otherwise Ctrl-C quits at once.
    var handlesInterrupt: Bool { get }
    /// Ctrl-C while this scene is on top and `handlesInterrupt`.
    func interruptRequested()
}

extension TerminalViewController {
    public func viewDidLoad() {}
    public func viewWillAppear() {}
    public func viewDidDisappear() {}
    public func layout(size: Size) {}
    public func storageDidChange(_ news: StorageNews) {}
    public func timeDidPass() {}
    public var handlesInterrupt: Bool { false }
    public func interruptRequested() {}
    public var drawsOnlyChanges: Bool { false }
}
