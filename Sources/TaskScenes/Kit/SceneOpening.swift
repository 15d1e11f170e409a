/// The models of a use case that only opens another scene once the interactor has checked
/// there is something to open it on (Enter, `e` and `D` on a task): the view asks, the
/// interactor checks, and the destination comes back to the view, which asks its router
/// to go there. Each scene names its own `Destination`s.
enum SceneOpening<Destination: Equatable> {
    struct Request: Equatable {
        var destination: Destination
    }

    struct Response: Equatable {
        var destination: Destination
    }

    struct ViewModel: Equatable {
        var destination: Destination
    }
}
