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
          loses nothing (see "Conflicts" below). `"b wins"` (the server's version) or `"a wins"`
          (this machine's) replace the other side's edit without keeping it; leaving the setting
          out makes such a task an error that you resolve by hand.
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

        ## Conflicts

        When a task changed on this machine and on another since the last sync, vdirsyncer hands
        both versions to `taskdeck --vdir PATH resolve-conflict A_FILE B_FILE` (the setting above),
        which merges them **field by field, as the JSON store merges two writers**:

        - a field changed on one side only keeps that change: a new title on one machine and a
          new due date on the other both survive, on both machines;
        - a field changed on both sides to different values takes the value of the side changed
          later (`LAST-MODIFIED`; on a tie, this machine's), and **the value that lost is noted in
          the task**, so every machine sees it after its next sync, the one whose edit lost too:
          `taskdeck conflicts` lists `3f2a1b0c 'Renew passport'  title: kept 'Renew the passport',
          lost 'Renew my passport'  2026-12-02 10:04`, the task's detail shows a `Conflict` line,
          and the app says `Sync conflict in 'Renew passport': …` when a sync brings one.
          `taskdeck conflicts clear ID [FIELD]` or `taskdeck conflicts clear --all` clears notes
          (an edit like any other: undoable, and synced, so the note goes on every machine). The
          whole version that lost is also appended to `<task file>.ics.conflicts` beside the
          task's file on the machine whose sync met the conflict;
        - a completion on one machine and a rename on the other end done (or, for a repeating
          task, moved to its next date with one done record) and renamed; two machines completing
          one occurrence of a repeating task make one done record (its ID comes from the series
          and the date, the same on every machine).

        To merge, taskdeck needs the version both sides had after the last sync: **each sync
        that `taskdeck sync` or the app's `$` runs and that ends well records every task file,
        as it then is, in `PATH/.taskdeck-sync/base/`** (taskdeck's own state: vdirsyncer passes
        over folders whose name starts with a dot, and syncs only `.ics` files in a list). A
        conflict with no recorded version (a task added on both sides with one ID, a first sync,
        syncs run only by a timer) keeps the later version whole, notes
        `version: kept 'changed …', lost 'changed …, titled TITLE'` and sets the other aside as above;
        a base left behind by syncs run outside taskdeck only makes more fields look changed on
        both sides (the later side then wins them, and the other values are noted). So let the
        timer run `taskdeck --vdir PATH sync` rather than `vdirsyncer sync`. Two files that are
        not tasks, or not the same task, change nothing and exit 1; vdirsyncer then reports
        that task as an error, goes on with the others (and exits 1), and leaves both sides of
        it as they were for the next sync.

        ## Syncing from taskdeck

        `taskdeck sync` runs the sync command, shows its output as it comes, and ends with
        `Synced: 3 in, 1 out (vdirsyncer sync)`: 3 tasks the sync added, changed or removed here,
        and 1 this machine had added, changed or removed since the last sync, which it sent (a
        task merged in a conflict counts both ways). Until a sync recorded the base (above), or
        on a store that is no vdir, what went out is not known and it says `Synced: 3 in`. After
        the sync, a line says how many values conflicts noted (`taskdeck conflicts` lists them).
        A failure ends with `taskdeck: Sync failed (vdirsyncer sync exited with 1)` and exit code 1
        (127 from the shell, a command not found, says to install it or set the variable). The
        command is `vdirsyncer sync` unless `taskdeck sync --command CMD`, `TASKDECK_SYNC_COMMAND`
        or `command` in the config file's `[sync]` (in that order) gives another; it is run by
        `/bin/sh -c`, so quotes, variables and `&&` work as in your shell. It runs as your shell
        would run it: on your terminal, in the foreground with taskdeck, so it may ask for a
        password, Ctrl-Z stops both and Ctrl-C stops the command and what it started
        (`taskdeck: Sync stopped: vdirsyncer sync was interrupted (SIGINT, Ctrl-C)`, exit code
        130, 128 + the signal as a shell says it); a `kill` of taskdeck is passed on to the
        command, so it never runs on without taskdeck.

        **A timeout.** A sync may run `timeout` seconds (the config file's `[sync]`, default 120;
        `TASKDECK_SYNC_TIMEOUT` wins over it); then the command and what it started get SIGTERM
        (SIGKILL 5 s later if still there) and taskdeck says `Sync stopped: vdirsyncer sync ran
        longer than 120 s (the [sync] timeout) and was ended; what it finished is kept, the rest
        syncs next time` (exit code 1). vdirsyncer writes each task file whole (a new file renamed
        over the old), so the vdir holds no half-written task; the base is recorded only after a
        sync that ended well, and what the stopped sync changed here is one undo step as usual.

        In the app, `$` on the task list (as mutt's "sync mailbox") starts the same command and
        keeps going: the status line says `Syncing (vdirsyncer sync)… — $ cancels`, the keys keep
        working, and the line **stays** through them (other messages show over it and fade) until
        the sync ends. Then the list reloads in place what it changed and the line says
        `Synced: 3 in, 1 out — Esc dismisses` (with a conflict's notice when the sync brought
        one), or in red `Sync failed (vdirsyncer sync exited with 1): …` with the last line the
        command printed that gives a reason (vdirsyncer's closing ``error: Use `-vdebug` to see
        the full traceback.`` is passed over for the line before it, such as `Cannot connect to
        host dav.example.com:443`; only the last 64 KiB of its output are read, so a chatty
        command costs nothing). That line stays until Esc dismisses it (the next Esc then clears
        the marks as usual) or another sync replaces it. **`$` while a sync runs cancels it**
        (`Cancelling the sync…`, then `Sync cancelled: vdirsyncer sync was ended; what it
        finished is kept, the rest syncs next time`); the timeout ends it as in the CLI. The
        command's input is `/dev/null`, its output never reaches the screen (it goes to a private
        file that has no name, so no one else can read it and nothing is left behind), and it
        runs in a session of its own, without the terminal, so a command that asks for a
        password, even on `/dev/tty` as ssh does, fails instead of hanging (use `password.fetch`,
        or an ssh key). A sync still running when you quit the app is ended with it (SIGTERM;
        vdirsyncer picks up where it stopped next time).

        ## On a timer

        With systemd, `~/.config/systemd/user/vdirsyncer.service`:

        ```ini
        [Unit]
        Description=Sync tasks and calendars with vdirsyncer

        [Service]
        Type=oneshot
        ExecStart=/usr/bin/flock %h/.cache/vdirsyncer.lock taskdeck --vdir %h/.local/share/taskdeck/vdir/ sync
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
        */15 * * * * flock -n "$HOME/.cache/vdirsyncer.lock" taskdeck --vdir "$HOME/.local/share/taskdeck/vdir/" sync >>"$HOME/.cache/vdirsyncer.log" 2>&1
        ```

        The timer runs `taskdeck sync` (which runs `vdirsyncer sync`), so each sync that ends
        well records the versions the next conflict merges against; give taskdeck's full path if
        it is not on the timer's `PATH`. `flock` keeps two runs from overlapping; give the app the same lock with
        `TASKDECK_SYNC_COMMAND='flock ~/.cache/vdirsyncer.lock vdirsyncer sync'`. (`flock` is in
        util-linux; on macOS use `launchd` and leave it out.) The app notices what a timer's
        sync changed on its own, within a second or two.

        ## Known limits

        These are vdirsyncer's (0.21) and Radicale's (3.9) behaviours, each seen in the tests:

        - **A conflict needs the last synced version to merge.** vdirsyncer gives a resolver the
          two versions but not the one both came from; taskdeck keeps that one itself (see
          "Conflicts"), for syncs it runs. `LAST-MODIFIED` has whole seconds, and machines' clocks
          differ: two edits of one field within a second, or a clock that is off, can make the
          earlier edit win that field (its value is noted, never dropped). The kept version comes
          back from vdirsyncer with LF line endings. Syncing often keeps conflicts rare.
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
