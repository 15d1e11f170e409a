/// The text of `taskdeck help sync` (see `ManualDocument` for the markup).
enum SyncTopic {
    static var text: String {
        #"""
        # Sync across machines

        taskdeck has no sync server of its own. Your tasks travel the way every Unix calendar and
        task tool's do: a **vdir** (a folder with one iCalendar `.ics` file per task, which
        taskdeck can use as its store with `taskdeck --vdir PATH` or `TASKDECK_VDIR`) is kept in
        step with any CalDAV server (Nextcloud, Radicale, Fastmail, iCloud, the Tasks app of your
        phone) by vdirsyncer (https://vdirsyncer.pimutils.org). todoman and khal work on the same
        folders.

        ## vdirsyncer's configuration

        Install vdirsyncer (`pipx install vdirsyncer`, or your distribution's package) and put
        this in `~/.config/vdirsyncer/config`, with your server's URL and account:

        ```ini
        [general]
        status_path = "~/.local/share/vdirsyncer/status/"

        [pair taskdeck]
        a = "taskdeck_local"
        b = "taskdeck_remote"
        collections = ["from a", "from b"]
        conflict_resolution = ["command", "taskdeck", "--vdir", "~/.local/share/taskdeck/vdir/", "resolve-conflict"]
        implicit = "create"

        [storage taskdeck_local]
        type = "filesystem"
        path = "~/.local/share/taskdeck/vdir/"
        fileext = ".ics"

        [storage taskdeck_remote]
        type = "caldav"
        url = "https://dav.example.com/"
        username = "alice"
        password.fetch = ["command", "pass", "show", "dav.example.com"]
        item_types = ["VTODO"]
        ```

        - `filesystem` with `fileext = ".ics"` is the vdir; each collection (a task list of your
          CalDAV account) is a sub-folder of `path`.
        - `item_types = ["VTODO"]` syncs tasks only: the calendars' events stay on the server.
        - `collections = ["from a", "from b"]` syncs every list on either side; name them
          (`["tasks", "work"]`) to sync only those.
        - `implicit = "create"` lets `discover` create a list missing on one side without asking
          (without it, `discover` stops to ask, which a timer cannot answer).
        - `conflict_resolution = ["command", "taskdeck", "--vdir", PATH, "resolve-conflict"]`
          (PATH the same as the storage's `path`): a task changed on both sides since the last sync
          loses nothing. vdirsyncer writes both versions to temporary files and runs
          `taskdeck --vdir PATH resolve-conflict A_FILE B_FILE`, a command made for it: the version
          with the later `LAST-MODIFIED` (else `DTSTAMP`; a version with neither is the older) is
          kept whole, byte for byte; on a tie, this machine's (vdirsyncer's `a`). The other version
          is appended, as a whole calendar, to `<task file>.ics.conflicts` beside the task's file in
          PATH (the same place the vdir store keeps versions that lost to its own writes; a task
          with no file there goes to `.taskdeck.conflicts` in the first collection), and one line
          says so: `Kept taskdeck_remote's version of 'Pay rent' (modified 2026-11-30T11:00:00Z,
          the later); taskdeck_local's is kept in …/tasks/3f2a….ics.conflicts`. Two files that are
          not tasks, or not the same task, change nothing and exit 1; vdirsyncer then reports that
          task as an error, goes on with the others (and exits 1), and leaves both sides of it as
          they were for the next sync. `"b wins"` (the server's version) or
          `"a wins"` (this machine's) replace the other side's edit without keeping it; leaving
          the setting out makes such a task an error that you resolve by hand.
        - `password.fetch` runs a command for the password (here `pass`); `password = "..."` works too.

        Then, once, and after adding a list on the server:

        ```sh
        vdirsyncer discover taskdeck    # finds (and creates) the lists on both sides
        vdirsyncer sync                 # copies what changed, both ways
        ```

        **The first list.** An empty server has no list, so `discover` finds none and taskdeck
        has nowhere to put a task that syncs (it says so rather than writing where vdirsyncer
        never looks). Make the first list on this machine; `discover` creates it on the server:

        ```sh
        mkdir -p ~/.local/share/taskdeck/vdir/tasks
        vdirsyncer discover taskdeck
        vdirsyncer sync
        ```

        On the other machines, `vdirsyncer discover taskdeck` and `vdirsyncer sync` then bring the
        list and its tasks (tried on an empty Radicale, as the tests do).

        A task's annotations travel as one `COMMENT` each, with their time in a parameter
        (`COMMENT;X-TASKDECK-ENTRY=20261202T093007Z:called the plumber`): the standard property
        for notes on a to-do, which servers and other clients keep and some show, rather than an
        `X-` property only taskdeck reads. A `COMMENT` another client wrote (no time of ours) is
        left as it is, byte for byte. Every field's line is in taskdeck help storage.

        ## Syncing from taskdeck

        `taskdeck sync` runs the sync command, shows its output as it comes, and ends with
        `Synced (vdirsyncer sync)`, or with `taskdeck: Sync failed (vdirsyncer sync exited with 1)`
        and exit code 1 (127 from the shell, a command not found, says to install it or set the
        variable). The command is `vdirsyncer sync` unless `taskdeck sync --command CMD`,
        `TASKDECK_SYNC_COMMAND` or `command` in the config file's `[sync]` (in that order) gives another; it is run by `/bin/sh -c`, so quotes,
        variables and `&&` work as in your shell. It runs as your shell would run it: on your
        terminal, in the foreground with taskdeck, so it may ask for a password, Ctrl-Z stops both
        and Ctrl-C stops the command (`taskdeck: Sync stopped: vdirsyncer sync was interrupted
        (SIGINT, Ctrl-C)`, exit code 130, 128 + the signal as a shell says it); a `kill` of taskdeck
        is passed on to the command, so it never runs on without taskdeck.

        In the app, `$` on the task list (as mutt's "sync mailbox") starts the same command and
        keeps going: the status line says `Syncing (vdirsyncer sync)…`, the keys keep working, and
        when the command ends the list reloads in place what it changed and says
        `Synced: 3 tasks changed here` (every task the sync changed, including those the app
        already showed while it ran), or in red `Sync failed (vdirsyncer sync exited with 1): …`
        with the last line the command printed that gives a reason (vdirsyncer's closing
        ``error: Use `-vdebug` to see the full traceback.`` is passed over for the line before it,
        such as `Cannot connect to host dav.example.com:443`; only the last 64 KiB of its output are
        read, so a chatty command costs nothing). The command's input is `/dev/null`, its output never reaches
        the screen (it goes to a private file that has no name, so no one else can read it and
        nothing is left behind), and it runs in a session of its own, without the terminal, so
        a command that asks for a password, even on `/dev/tty` as ssh does, fails instead of hanging
        (use `password.fetch`, or an ssh key). A sync still running when you quit the app is ended
        with it (SIGTERM; vdirsyncer picks up where it stopped next time).

        ## On a timer

        With systemd, `~/.config/systemd/user/vdirsyncer.service`:

        ```ini
        [Unit]
        Description=Sync tasks and calendars with vdirsyncer

        [Service]
        Type=oneshot
        ExecStart=/usr/bin/flock %h/.cache/vdirsyncer.lock vdirsyncer sync
        ```

        and `~/.config/systemd/user/vdirsyncer.timer`:

        ```ini
        [Unit]
        Description=Sync with vdirsyncer every 15 minutes

        [Timer]
        OnBootSec=2min
        OnUnitActiveSec=15min

        [Install]
        WantedBy=timers.target
        ```

        then `systemctl --user enable --now vdirsyncer.timer` (`journalctl --user -u vdirsyncer`
        shows its runs). With cron (`crontab -e`):

        ```
        */15 * * * * flock -n "$HOME/.cache/vdirsyncer.lock" vdirsyncer sync >>"$HOME/.cache/vdirsyncer.log" 2>&1
        ```

        `flock` keeps two runs from overlapping; give the app the same lock with
        `TASKDECK_SYNC_COMMAND='flock ~/.cache/vdirsyncer.lock vdirsyncer sync'`. (`flock` is in
        util-linux; on macOS use `launchd` and leave it out.) The app notices what a timer's
        sync changed on its own, within a second or two.

        ## Known limits

        These are vdirsyncer's (0.21) and Radicale's (3.9) behaviours, each seen in the tests:

        - **A conflict keeps one whole side.** vdirsyncer gives a resolver the two versions but
          not the one both came from, so `resolve-conflict` cannot merge field by field as the vdir
          store does for its own writes: the later version wins whole, and the other's edit waits in
          the `.conflicts` file (on the machine whose sync met the conflict) for you to copy back.
          `LAST-MODIFIED` has whole seconds, and machines' clocks differ: two edits within a second
          or a clock that is off can make the earlier edit win. The kept version comes back from
          vdirsyncer with LF line endings. Syncing often keeps conflicts rare.
        - **Emptying a list stops its sync.** When every task of a list is deleted on one side,
          vdirsyncer refuses to delete them everywhere (it could be a mistake) until you run
          `vdirsyncer sync --force-delete`; the other machines, which then find the server's list
          empty, need `--force-delete` once too.
        - **Two files with one `UID`** in a list stop the sync of that list until one goes.
        - **Changes to only `LAST-MODIFIED`, `DTSTAMP`, `CREATED`, `PRODID` or `UID` are not
          uploaded**: vdirsyncer compares tasks without them.
        - **A file changed in place within the same instant** as the last sync can look unchanged to
          vdirsyncer, which tells changes by modification time and inode: write a new file and
          rename it over the old one (taskdeck and todoman do).
        - **Servers rewrite what they store**: a task that comes back from Radicale has its
          properties sorted, refolded and LF line endings; nothing is lost, but the bytes differ
          from what the other client wrote. Text must be escaped as RFC 5545 says: Radicale cuts a
          `SUMMARY` at an unescaped comma.
        - `discover` asks before creating a list unless the pair says `implicit = "create"`;
          Radicale wants a user name and password even when it checks neither.
        """#
    }
}
