/// What every router that opens other scenes holds: the navigator it asks to move, and the
/// scenes' environment it hands on to each scene it builds (so no scene it opens falls back
/// to a default theme or key map). Each router adds its own view and data stores.
class SceneRouter {
    weak var navigator: SceneNavigating?
    /// The scenes' environment, handed on to the scenes this router opens.
    let environment: SceneEnvironment

    init(navigator: SceneNavigating?, environment: SceneEnvironment) {
        self.navigator = navigator
        self.environment = environment
    }
}
