import TaskDomain
import Testing
@testable import TaskWording

/// How a sync run ended, in words: a status is a status, a signal is a signal (issue 28,
/// 15: a command killed by SIGKILL "exited with 9").
struct SyncWordingTests {
    @Test(arguments: [
        (SyncOutcome.Ending.exited(0), nil, "Synced (vdirsyncer sync)"),
        (.exited(1), "error: no route to host", "Sync failed (vdirsyncer sync exited with 1): error: no route to host"),
        (.exited(9), nil, "Sync failed (vdirsyncer sync exited with 9)"),
        (.exited(127), nil, "Sync failed: 'vdirsyncer' was not found (exit 127); install it or set TASKDECK_SYNC_COMMAND"),
        (.killed(signal: 9), "syncing…", "Sync stopped: vdirsyncer sync was killed (SIGKILL): syncing…"),
        (.killed(signal: 2), nil, "Sync stopped: vdirsyncer sync was interrupted (SIGINT, Ctrl-C)"),
        (.killed(signal: 15), nil, "Sync stopped: vdirsyncer sync was terminated (SIGTERM)"),
        (.killed(signal: 30), nil, "Sync stopped: vdirsyncer sync was ended by signal 30"),
        (.notStarted, "no such file", "Sync failed: could not start vdirsyncer sync: no such file"),
    ] as [(SyncOutcome.Ending, String?, String)])
    func eachEndingHasItsWords(ending: SyncOutcome.Ending, lastLine: String?, sentence: String) {
        #expect(SyncWording.sentence(for: SyncOutcome(command: "vdirsyncer sync", ending: ending, lastLine: lastLine)) == sentence)
    }
}
