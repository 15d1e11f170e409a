@testable import TaskScenes

/// Records what routers ask of the navigator, with the scenes' titles so tests can compare
/// the calls whole, and the scenes themselves so tests can drive them.
final class NavigatorSpy: SceneNavigating {
    enum Call: Equatable {
        case push(String), pop, present(String), dismiss, quit
    }

    private(set) var calls: [Call] = []
    private(set) var pushed: [TerminalViewController] = []
    private(set) var presented: [TerminalViewController] = []

    func push(_ scene: TerminalViewController) {
        calls.append(.push(scene.sceneName))
        pushed.append(scene)
    }

    func pop() { calls.append(.pop) }

    func present(_ scene: TerminalViewController) {
        calls.append(.present(scene.sceneName))
        presented.append(scene)
    }

    func dismiss() { calls.append(.dismiss) }
    func quit() { calls.append(.quit) }

    var quitCount: Int { calls.filter { $0 == .quit }.count }
    var popCount: Int { calls.filter { $0 == .pop }.count }
    var dismissCount: Int { calls.filter { $0 == .dismiss }.count }
}
