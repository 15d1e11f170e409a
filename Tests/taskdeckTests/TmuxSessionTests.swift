import Foundation
import Testing

/// The terminal harness itself: ending a session waits for what ran in it, so no
/// process outlives its test (an app still saving would recreate the test's data folder).
@Suite struct TmuxSessionTests {
    @Test func killingASessionWaitsForItsProcessesToEnd() throws {
        // On the hangup the shell takes half a second to go, as an app saving on its way out.
        let tmux = try TmuxSession(command: "trap 'sleep 0.5; exit' HUP; sleep 30 & wait")
        let pane = try #require(pid_t(tmux.display("#{pane_pid}")))
        try TmuxSession.poll("the pane's shell and its child") { TmuxSession.liveProcesses(inSession: pane).count >= 2 }
        tmux.kill()
        #expect(TmuxSession.liveProcesses(inSession: pane).isEmpty)
    }
}
