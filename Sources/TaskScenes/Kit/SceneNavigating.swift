/// What routers ask of the navigator; a protocol so router tests can use a spy.
public protocol SceneNavigating: AnyObject {
    /// Shows `scene` full screen on top of the current one.
    func push(_ scene: TerminalViewController)
    /// Goes back to the scene beneath the top one (never pops the root).
    func pop()
    /// Shows `scene` as a modal drawn over the current scene; keys go to the modal.
    func present(_ scene: TerminalViewController)
    /// Closes the top modal.
    func dismiss()
    /// Ends the app after this event.
    func quit()
}
