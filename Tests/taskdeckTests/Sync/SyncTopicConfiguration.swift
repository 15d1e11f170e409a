import TaskTestSupport

/// The vdirsyncer configuration `taskdeck help sync` shows: the sync tests' own
/// (`SyncMachine` writes it with their values), with a user's values, so what a user copies
/// is what was proven (`ManualDriftTests.theSyncTopicShowsTheTestedConfiguration`).
enum SyncTopicConfiguration {
    static var tested: String {
        SyncMachine.configuration(
            vdir: "~/.local/share/taskdeck/vdir/", statusPath: "~/.local/share/vdirsyncer/status/",
            url: "https://dav.example.com/", username: "alice",
            password: #"password.fetch = ["command", "pass", "show", "dav.example.com"]"#, conflictResolution: .taskdeck(program: "taskdeck"))
    }
}
