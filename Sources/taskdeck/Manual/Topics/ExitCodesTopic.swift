/// The text of `taskdeck help exit-codes` (see `ManualDocument` for the markup).
enum ExitCodesTopic {
    static var text: String {
        #"""
        # Exit codes

        | code | meaning |
        | --- | --- |
        | 0 | success |
        | 1 | runtime error: unreadable or invalid file, lock held by another writer for too long, unknown or ambiguous ID, failed save, a sync command that failed or was not found |
        | 64 | usage error: unknown command or option, missing or empty argument, bad date phrase or value; a config file with an error, or one named by `--config` / `TASKDECK_CONFIG` that is missing (the app stops too, before it takes the terminal) |
        | 128 + N | `taskdeck sync`: its command was ended by signal N (130 for `Ctrl-C`), as a shell reports it |

        Errors go to standard error as `taskdeck: <message>`; usage errors add a line pointing
        to the help, config errors one saying how to start without the file.
        """#
    }
}
