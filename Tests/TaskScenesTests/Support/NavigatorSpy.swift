@testable import TaskScenes

/// Records what routers ask of the navigator.
final class NavigatorSpy: SceneNavigating {
    enum Call {
        case push(TerminalViewController)
        case pop
        case present(TerminalViewController)
        case dismiss
        case quit
    }
    private(set) var calls: [Call] = []

    func push(_ scene: TerminalViewController) { calls.append(.push(scene)) }
    func pop() { calls.append(.pop) }
    func present(_ scene: TerminalViewController) { calls.append(.present(scene)) }
    func dismiss() { calls.append(.dismiss) }
    func quit() { calls.append(.quit) }

    var quitCount: Int { calls.filter { if case .quit = $0 { true } else { false } }.count }
}
