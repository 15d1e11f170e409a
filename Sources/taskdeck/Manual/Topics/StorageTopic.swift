/// The text of `taskdeck help storage` (see `ManualDocument` for the markup).
enum StorageTopic {
    static var text: String {
        #"""
        # Where your tasks live

        The task file is, in this order:

        1. `--file PATH`
        2. `$TASKDECK_FILE`
        3. `file` in the config file (taskdeck help config)'s `[store]`
        4. `$XDG_DATA_HOME/taskdeck/tasks.json`
        5. `~/.local/share/taskdeck/tasks.json`

        (or a vdir instead: `--vdir`, `$TASKDECK_VDIR`, `[store] vdir`; see A vdir).

        A missing file is an empty list; the folder is created (owner-only) on the first save,
        and a new file is readable by you only (`0600`). An existing file keeps its permissions.

        Beside `tasks.json` taskdeck keeps `tasks.json.journal` (recent changes, see below),
        `tasks.json.lock` (an empty file writers lock), `tasks.json.bak` (the previous version of
        `tasks.json`), `tasks.json.history` and its `.lock` (the undo history, below) and, only
        after a conflict, `tasks.json.conflicts`. They all belong to the
        real file: when `tasks.json` is a symbolic link (a dotfiles repository), they sit beside
        the file it points to, the link stays a link, and a link to a file not created yet makes
        that file.

        ## Every change is durable at once, at any size

        A change (adding, completing, editing, deleting, undoing) appends one line to
        `tasks.json.journal` and flushes it to disk before taskdeck says it is done: a few
        hundred bytes, whatever the number of tasks. Each line carries a checksum. Loading reads
        `tasks.json` and replays the journal. A last line cut short by a crash or power loss is
        ignored (and cut off by the next change); damage anywhere else is an error that says
        where, and nothing is written over it.

        The journal is folded into `tasks.json` (written crash-safely: a temporary file, flushed,
        renamed over `tasks.json`, folder flushed; the old version becomes `tasks.json.bak`) when
        it passes 1 MiB, when the app quits or has been idle for a few seconds with a long
        journal, and on `taskdeck compact`. A first change also creates `tasks.json`, and a change
        of 1,000 tasks or more that is at least half the file (an import) is written straight into
        `tasks.json` the same crash-safe way, as its journal record would be larger than the file.

        **Until a fold, the latest changes are only in the journal**: after 30 `taskdeck add`s,
        `tasks.json` holds none of the 30 and `grep` on it finds nothing. Everything that reads
        through taskdeck sees them (the app, `list`, `export`, `import ~/other/tasks.json`, which
        reads the journal too). To read, diff, edit or copy the file itself, run `taskdeck compact`
        first: then `tasks.json` holds every task and the journal no change.

        ## The undo history

        `taskdeck undo`, `redo` and the app's `u` / `Ctrl-R` share one history of the last 200
        changes (`[undo] limit`), whichever process made them, so an undo works after the app is
        restarted and takes back what the CLI did in another terminal. Each change is kept with
        what it did (every task's version before and after), who made it and when.

        - It is its own file, never part of the task file: `tasks.json.history` beside
          `tasks.json`; for a vdir, `.taskdeck-history` at the vdir's root, beside
          `.taskdeck.lock`. vdirsyncer syncs only the `.ics` files of a list, and todoman and khal
          read only those, so the history stays on this machine (an undo takes back what this
          machine did or saw) and moves with the folder.
        - It stays small: one line per change or undo, appended and flushed under its own lock
          (`tasks.json.history.lock`) for a moment; past the limit and half again it is rewritten
          (crash-safely) with the newest 200. A change of many tasks (an import) is one line,
          as large as its tasks.
        - A history taskdeck cannot read never stops a change: `taskdeck undo` and `--list` say
          what is wrong and write nothing; the next change moves the file aside, as it was, to
          `tasks.json.history.unreadable-<time>`, starts a new history and says so on standard
          error. A last line cut short by a crash is ignored. Deleting the file forgets the history.
        - `taskdeck undo` of an edit does not read every task: it checks that `tasks.json` is
          the file its journal follows (by a hash of its bytes), finds the step's tasks in it
          and in the journal, and appends the undo to the journal. Anything unusual (the file
          edited by hand or laid out by another program, a damaged journal, an undo that takes
          a task away, a journal due to be folded) and it reads the whole file as any command.

        ## Which store for which need

        | need | store | what to do |
        | --- | --- | --- |
        | one machine | `tasks.json` (the default) | nothing |
        | a dotfiles repository (git) | `tasks.json` as a symbolic link into the repository (its journal and lock sit beside the real file) | `taskdeck compact` before `git add`, so the committed `tasks.json` holds every change; add `tasks.json.journal`, `.lock`, `.bak`, `.conflicts` and `.history*` to `.gitignore`; commit and pull from one machine at a time (git merges JSON line by line, not task by task) |
        | several machines | a vdir kept in step by vdirsyncer with a CalDAV server | Sync across machines (taskdeck help sync), from "The first list" |
        | a file-sync tool (Syncthing, Dropbox, a copied folder) | **not `tasks.json`** | such a tool copies `tasks.json` and its journal one at a time, without taskdeck's lock, so a change made on two machines between two copies can be lost, and a copy of `tasks.json` alone misses what is in the journal. Use a vdir and vdirsyncer instead |

        ## Sharing the file

        Tasks are live: on one machine, the app, the CLI in another terminal, a second taskdeck
        and an editor can all use one file at the same time, and nothing any of them writes is
        lost. (Another machine is another matter: see Which store for which need.)

        - A writer holds `tasks.json.lock` only while it commits one change (milliseconds): it
          takes the lock, catches up with what others wrote, appends its change and flushes, and
          lets go. A writer that finds the lock taken waits; after 5 seconds
          (`TASKDECK_LOCK_TIMEOUT`, or `lock-timeout` in the config file's `[store]`, in seconds) it gives up with `another process (pid N) held
          the lock …; nothing was changed, try again`. Readers never wait. The lock is a POSIX
          record lock, so programs taskdeck starts never hold it by accident.
        - The app looks at the file about once a second while you do nothing (one `stat`) and
          before every change. What others changed shows up in place, without a key press: the
          selection stays on the same task, marks, search and filter stay, and the status line
          says `Reloaded: 3 tasks changed outside`. `u` undoes the newest change, yours or theirs
          (see The undo history).
        - Changes are noticed by content: an editor that keeps the size and the modification
          time is still caught (the kernel's change time moves, and the bytes are compared).
        - When you and another program changed the same task since you last saw it, the two
          edits are merged field by field: a field only one side changed keeps that change (you
          complete a task while the CLI renames it: both happen), tags either side added or removed
          are added or removed, and an edit always beats a deletion. Only a field both sides
          changed differently goes to the version with the later `modified` time; then the other
          whole version is appended to `tasks.json.conflicts` (one JSON object per line, with the
          task as it was) and the status line (or, for the CLI, standard error) says so: copy it
          back from there if you want it. Undo undoes your change over what is there now.
        - You may edit `tasks.json` by hand while the journal holds changes: the journal names the
          `tasks.json` it extends (by a hash of its bytes), so taskdeck notices the edit, merges
          the journal into your version task by task (by the same rule), and writes the result at
          the next change.
        - Deleting `tasks.json` while the journal holds changes brings back the tasks those
          changes touched (an edit beats a deletion); to start over, remove `tasks.json.journal`
          too.
        - A taskdeck older than this one (0.1.0) held `tasks.json.lock` with another kind of lock
          for its whole life; quit it before using this version on the same file.

        ## A vdir (CalDAV through vdirsyncer)

        `taskdeck --vdir PATH` (or `TASKDECK_VDIR=PATH`) uses a **vdir** instead of `tasks.json`:
        a folder with one iCalendar `.ics` file per task, the folder that
        vdirsyncer (https://vdirsyncer.pimutils.org) keeps in step with a CalDAV server
        (Nextcloud, Radicale, Fastmail, iCloud, your phone's Tasks app) and that todoman and khal
        read and write too. It works for the app and every subcommand:

        ```
        taskdeck --vdir ~/.local/share/taskdeck/vdir                   # the app
        TASKDECK_VDIR=~/.local/share/taskdeck/vdir taskdeck list        # any subcommand
        ```

        The config file can name it too (`[store] vdir = "~/.local/share/taskdeck/vdir"`).
        An option beats a variable, which beats the config file (`--file` wins over
        `TASKDECK_VDIR`, `TASKDECK_FILE` over the file's `vdir`); `--file` and `--vdir` together,
        both variables set without an option, or `file` and `vdir` both in the config file, are
        refused rather than guessed between. The folder must exist (taskdeck does not create it: a typo would make a stray
        folder); a missing one, or a file given as the folder, is a clear error and nothing is
        written.

        - **Collections.** `PATH` is one collection (a folder of `.ics` files), or the folder
          vdirsyncer fills with one sub-folder per collection (a *storage root*: it has
          sub-folders, or vdirsyncer's config names it as a `filesystem` storage whose pair syncs
          `collections`; taskdeck reads that config where vdirsyncer does: `$VDIRSYNCER_CONFIG`,
          else `~/.config/vdirsyncer/config`). Then every non-hidden sub-folder is a list, and
          `.ics` files in the root itself are read too, with a warning: vdirsyncer never syncs them
          (`1 task file lies in PATH itself, which vdirsyncer never syncs …; move it into a list:
          mv PATH/*.ics PATH/tasks/`). A task whose file names no
          project gets its collection's name as project: the `displayname` file vdirsyncer writes
          (its first line, spaces made `-`: `Work Stuff` becomes `Work-Stuff`).
        - **Where new tasks go.** A new task is written as `<UID>.ics`, its UID being its ID, into
          the collection whose `displayname` gives its project (add it with `+Work-Stuff`), else
          into the list `[store] vdir-list` names, else the one vdirsyncer's pair names
          (`collections = ["tasks"]`), else the first list by name. The done copy a repeating
          task leaves when completed stays in the series' list. **Never into the root of a storage root**: an empty
          one refuses the task and says how to make the first list (`PATH holds no task list yet,
          and vdirsyncer syncs only the lists in its sub-folders, so nothing was written; make the
          first list: mkdir PATH/tasks, then vdirsyncer discover and vdirsyncer sync`), and `list`
          says the same as a warning.
          The project is then not written into the file (the collection says it); a task moved to
          another project keeps its file and gets `X-TASKDECK-PROJECT`.
        - **Identity is the UID inside the file**, never the file name (vdirsyncer names files at
          random when a UID has unusual characters). A UID that is a UUID is the task's ID; any
          other UID (`917a…@host`) gets an ID derived from it (a name-based UUID, version 5, in
          taskdeck's own namespace), the same on every machine and every run. The UID in the file
          is never changed.
        - **An edit rewrites one small file**, the one the task came from, atomically: a
          temporary file in the same folder whose name does not end in `.ics` (so vdirsyncer and
          todoman never see it), flushed, renamed over the file, folder flushed. Only the
          properties of the fields you changed are rewritten: everything taskdeck does not know
          (other properties and their parameters, `VALARM`s, `VTIMEZONE`s, `RRULE`s, folding,
          even LF line endings) stays byte for byte; the lines taskdeck writes end in CRLF.
          Deleting a task removes its file.
        - **Files that are not tasks are left alone.** Events and other components are not shown
          and never written. A file that cannot be parsed, or a second file with the same UID
          (vdirsyncer refuses those too), is not shown, never written, and named with its line on
          standard error: `taskdeck: warning: …/tasks/x.ics:5: SUMMARY has no ':' before its
          value; the file was left untouched and is not shown`. Fix or remove it; the next refresh
          picks it up. The app says it once when it opens, in red on the status line (`Not shown:
          x.ics (and 2 more files), unreadable or a repeated UID; taskdeck list says why`).
          A file that goes bad while the app is open (an editor half-way, a broken sync) is
          named with its cause as soon as the app sees it, in red: `Cannot read x.ics (line 4:
          BEGIN:VTODO is never ended); left untouched, not shown until fixed`. Its task leaves
          the list; a change to it (an undo, a redo) is refused rather than written over the
          file or into a second file of its UID, and the fixed file brings the task back.
        - **Outside changes** (a `vdirsyncer sync`, todoman, an editor) show up in the open app
          within a second, as for `tasks.json`: the app lists the folders and `stat`s each file;
          a file whose identity (inode, size, times) moved is read and compared by content, and
          only a changed one is parsed again.
        - **Writers** take `PATH/.taskdeck.lock` only while they commit, and catch up with the
          files first. When a task's file changed since you last saw it, the same merge rule as
          for `tasks.json` applies (a field only one side changed keeps that change; a field both
          changed goes to the later `modified`); the version that lost is appended, as a whole
          calendar, to `<file>.ics.conflicts` beside the task's file, a name sync tools and
          clients ignore. A change of several tasks (complete ten) writes their files one after
          another, each atomically.
        - Limits: `taskdeck compact` has nothing to do in a vdir. A task with an `RRULE` is one
          repeating task (taskdeck help repeats): completing it moves its `DUE` and writes the done
          occurrence as a new file (a new UID); taskdeck writes no `DTSTART` for the rule, so a
          client that expands `RRULE` from `DTSTART` only may not show its dates. A DUE in a zone only the file's
          `VTIMEZONE` knows (not an Olson name) is read as local time. Seconds and sub-seconds are
          not kept in the file.

        ## iCalendar fields

        How a task maps to a `VTODO` (RFC 5545), in a vdir and in `.ics` files:

        | task | iCalendar | read | written |
        | --- | --- | --- | --- |
        | ID | `UID` | a UUID is the ID; any other string maps to a name-based UUID (v5) | the ID, lowercase, for new tasks; never changed |
        | title | `SUMMARY` | unescaped; line breaks become spaces; none: `(no summary)` | escaped |
        | notes | `DESCRIPTION` | unescaped (`\\ \; \, \n`, `\N` too) | escaped; removed when empty |
        | status | `STATUS` | `NEEDS-ACTION`, `IN-PROCESS`, none: pending; `COMPLETED`, `CANCELLED` (or a `COMPLETED` time without `STATUS`): completed | `NEEDS-ACTION`, or `COMPLETED` with `COMPLETED:<UTC>` and `PERCENT-COMPLETE:100` |
        | completed | `COMPLETED` | UTC, TZID or floating | UTC |
        | created | `CREATED` | else `DTSTAMP`, else the file's time | UTC |
        | modified | `LAST-MODIFIED` | else `DTSTAMP` | UTC, and `DTSTAMP` with it |
        | due | `DUE` | `VALUE=DATE`: a day; a floating time: that time; UTC `Z` and `TZID=` forms converted to local time | `DUE;VALUE=DATE:20260315`, or a floating `DUE:20260315T090000` |
        | priority | `PRIORITY` | 1–4 high (todoman's "high" is 4), 5 medium, 6–9 low, 0 or none: none | 1, 5, 9; removed for none |
        | tags | `CATEGORIES` | every value of every `CATEGORIES` line, lowercased, spaces made `-` | a new task: one line, sorted, commas in a tag escaped; an edit changes the lines as little as it must (a removed tag's value goes, an added tag joins the first line; other clients' case, spaces, parameters and untouched lines stay) |
        | project | `X-TASKDECK-PROJECT` | else the collection's `displayname`; empty: none | only when it differs from the collection's |
        | parent | `RELATED-TO;RELTYPE=PARENT` | the first `RELATED-TO` of type `PARENT` (the default type, so a bare `RELATED-TO:` counts); its UID read as `UID` is; a UID that names no task: top-level | `RELATED-TO;RELTYPE=PARENT:<parent's ID>`; only the `PARENT` lines change, `CHILD`, `SIBLING` and other types stay as written |
        | annotations | `COMMENT;X-TASKDECK-ENTRY=<UTC>` | each `COMMENT` with that parameter is one annotation, its time to the second; a `COMMENT` without it is another client's: not read, never changed or removed | one line per annotation (`COMMENT;X-TASKDECK-ENTRY=20261202T093007Z:called the plumber`); an annotate or denotate changes only the lines of the annotations added or removed. RFC 5545's `COMMENT` (any number per to-do) with an x-parameter for the time, rather than an `X-` property, so other clients keep and may show them |
        | custom fields | `X-NAME` | every `X-` property not taskdeck's own (`X-TASKDECK-…`) is a field named by the rest in lowercase (`X-ESTIMATE:3` is `estimate`; another client's `X-MOZ-GENERATION` shows as `moz-generation`); `X-TASKDECK-FIELD;NAME=my_field` for a name no property can have | only the lines of fields that changed; another client's properties and parameters stay byte for byte |
        | repeat | `RRULE`, `X-TASKDECK-REPEAT-FROM` | `FREQ` `INTERVAL` `BYDAY` `BYMONTHDAY` `BYMONTH` `UNTIL` `COUNT`; other parts kept verbatim; `COMPLETION`: counted from completion; a `FREQ` other than daily to yearly: no repeat (the line stays) | when the rule changes: the rule, parts kept verbatim after it; `X-TASKDECK-REPEAT-FROM:COMPLETION` for `after …` rules |

        Files are written with `VERSION:2.0`, a `PRODID`, CRLF line ends and lines folded at 75
        octets (never inside a UTF-8 character); LF-only files (as servers send them) and folded
        lines are read. A field taskdeck reads leniently (a two-word category) is written back
        only when you change that field.

        ## When something is wrong

        An empty `tasks.json` (made with `touch`) is an empty list; the first change writes it.

        If a file cannot be read, is not valid JSON, has an invalid task, was written by a newer
        taskdeck, or is not a regular file (a folder, a device, a pipe), the error says so and
        where, and taskdeck never writes over it. A command that fails before it changes
        anything leaves no new file behind. A file you made read-only (`chmod a-w`), or that you
        could not write yourself, is refused too, even for root (the app says so in red when it
        opens, before you try a change); when root changes another
        user's file, the file keeps its owner. When a change fails in the app (a full disk), the
        status line says why in red and nothing changes; a form keeps everything you typed.
        Temporary files of a save that was killed are removed by the next save.

        ## File format

        Plain JSON, pretty-printed with sorted keys and ISO-8601 timestamps (whole seconds, UTC),
        so it reads well and diffs well in git:

        ```json
        {
          "schemaVersion" : 1,
          "tasks" : [
            {
              "completed" : "2026-03-12T08:15:00Z",
              "created" : "2026-03-11T10:00:00Z",
              "due" : "2026-03-12T09:30",
              "id" : "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
              "modified" : "2026-03-12T08:15:00Z",
              "notes" : "Oat, not soy.\nTwo litres.",
              "priority" : "high",
              "project" : "home.kitchen",
              "status" : "completed",
              "tags" : [
                "shop"
              ],
              "title" : "Buy milk"
            }
          ]
        }
        ```

        - `schemaVersion` is 1. A file with a higher number is refused (and left untouched) rather
          than misread.
        - `due` is a calendar day, optionally with a local time: a task due on the 24th stays due
          on the 24th whatever the time zone. `status` is `pending` or `completed`; `priority` is
          `none`, `low`, `medium` or `high`; `project` uses `.` for sub-projects; tags are
          lowercase words.
        - `parent` (a subtask's parent's ID) is absent for a top-level task. It is an optional key,
          so `schemaVersion` stays 1: an older taskdeck reads such a file, shows every task
          top-level, and keeps each `parent` as written when it saves (as it keeps any key it does
          not know).
        - `repeat` (only on a repeating task (taskdeck help repeats)) is `{"rule": "<RRULE>", "from":
          "due" | "completion"}`. It needs no new `schemaVersion`: an older taskdeck keeps it
          verbatim as a key it does not know, shows the task as not repeating, and completing it
          there completes it once (the rule stays in the file for a newer taskdeck). A rule taskdeck
          cannot read (`FREQ=HOURLY`) is an invalid task, named with the reason, and nothing is written.
        - `annotations` (absent when there are none) lists the dated lines added to a task, oldest
          first: `[{"entry": "2026-12-02T09:30:07Z", "text": "called the plumber"}]`. An optional key:
          `schemaVersion` stays 1, and an older taskdeck keeps it as written.
        - `fields` (absent when there are none) holds the custom fields by name, as text:
          `{"estimate": "3"}`; an optional key too.
        - When hand-editing, `notes`, `status`, `priority`, `tags`, `modified`, `repeat` and `annotations` may be left out.
        - Keys taskdeck does not know, at the top level or inside a task, are kept as they are
          when it saves, so a newer version's data survives an older taskdeck.

        ## Reliability

        What taskdeck promises when things go wrong:

        - **The terminal is restored on every way out**: quitting, an error, SIGINT, SIGTERM,
          SIGHUP, SIGQUIT and (best effort) a crash. SIGQUIT (`kill -QUIT PID`; inside the app
          Ctrl-\ is a key, as raw mode turns signal keys off) ends taskdeck as the user asked —
          killed by SIGQUIT, a core dump where core dumps are on — after the terminal is restored,
          with nothing drawn over your shell. Only `kill -9` (SIGKILL) cannot be caught: nothing can run then, so the
          shell is left on the alternate screen in raw mode. Type `reset` and Enter (you may not
          see what you type), or `tput rmcup; stty sane`, to get your shell back.
        - **A paste is bounded in size and time.** It is kept up to 1 MiB (the rest is read and
          dropped); it ends at its end marker, or at a Ctrl-C (which always reaches the app; a
          terminal never pastes one), or when 1.5 s pass without a byte of it, so a paste whose
          end marker was lost cannot swallow the keyboard. What came is delivered.
        - **Huge windows are clamped.** The app draws at most 1000 x 1000 cells; a larger window
          shows that much in its top-left corner, so a window that reports 65535 x 65535 cannot
          make it ask for gigabytes.
        - **Nothing you stored is cut.** The editor's fields have no length limit: what a task
          holds opens, edits and saves whole — except notes over 1 MiB, which the form shows as
          their size and keeps exactly as they are (`E` edits them in your own editor), and the
          detail view, which shows the first 100,000 characters of a title or notes and says how
          much more there is. Status-line messages shorten long titles (to 40
          characters) and put the reason a save failed before the file's path, so the reason and
          "u to undo" stay in view.
        - **Bad arguments are usage errors** (exit 64) naming the option, never a guess: an empty
          value, such as `--file ''` from an unset variable, is refused rather than taken to mean
          the default file; so is an argument that is not UTF-8 (a Latin-1 file name would
          otherwise name a different file).
        - **A damaged file is never written over**, and the message names the file, the task and
          the field (values from the file are shortened, so a huge value cannot flood the
          terminal). A `tasks.json` without its `tasks` list counts as damaged, not as empty; an
          empty file (`touch`) is an empty list.
        - **Control characters never reach the terminal**: titles, notes and messages are shown
          with C0, DEL, C1 and bidirectional controls made visible, and `list --json` escapes them.

        **How it is tested.** `swift test` runs a reliability battery against the real binary
        (`Tests/taskdeckTests/ReliabilityBattery*Tests.swift`, `CorruptFileCorpusTests.swift`;
        seeded randomness, deadlines instead of sleeps, a few seconds in all). It kills
        `taskdeck add` (four writers on one file) and `taskdeck compact` (a 1,000-task file with a
        journal) with SIGKILL at seeded random moments, then checks that every add that printed
        `Added …` is stored, the file loads with exactly the expected tasks and no temporary file
        survives the next save; kills the app with SIGKILL right after `x` and finds the change
        stored; fills a small tmpfs (the tests run as root) so an add fails with the OS's reason
        and nothing changes, and works again once space is freed; feeds more than 20 kinds of
        damaged `tasks.json` (truncated, garbage, wrong types, bad dates, duplicate ids, a newer
        schema, huge strings, …) and damaged journals to `list`, `add` and `compact`, which must
        fail naming the file and leave every byte and the folder as they were (a torn last journal
        line loads); refuses a read-only file, `/dev/full`, a FIFO and a folder without hanging,
        and keeps a symbolic link a link; leaves the app by `q`, Ctrl-C, SIGTERM, SIGHUP and
        SIGQUIT in tmux and compares `stty -g`, the screen and the cursor before and after; checks
        the raw pty stream for escape sequences, C1, bidirectional and DEL bytes from every field;
        and sends a few thousand seeded random bytes and escape sequences to the app, which must
        still quit cleanly, restore the terminal and leave a file that loads.
        """#
    }
}
