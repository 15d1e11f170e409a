/// The text of `taskdeck help commands` (see `ManualDocument` for the markup).
enum CommandsTopic {
    static var text: String {
        #"""
        # Commands

        Every command accepts `--file PATH`, `--vdir PATH` and `--config PATH` (before or after the
        command). `ID` is any unique prefix of at least 4 characters of a task's ID; `list` shows the
        first 8.

        The synopsis of every command, with its options, is under Every command at the end;
        `taskdeck help COMMAND` (or `taskdeck COMMAND --help`) shows one of them.

        Examples:

        ```sh
        taskdeck add "Buy milk" --due tomorrow --tag shop      # Added 1a2b3c4d 'Buy milk'
        taskdeck add Water the roses --project home.garden --priority high --due "sat 09:00"
        taskdeck list                                          # pending tasks, earliest due first
        taskdeck list --all --project home --sort priority     # home and home.garden, done or not
        taskdeck list --search cafe --json                     # finds "Café"; JSON for scripts
        taskdeck list '+work !high due:<fri'                   # the filter language of the app's /
        taskdeck list +home -#later or is:overdue              # the same, as separate words
        taskdeck list work                                     # the saved view [views.work]
        taskdeck context work                                  # [contexts.work] applies to every listing
        taskdeck done 1a2b 9f8e                                # several at once
        taskdeck add Pay rent --due 2027-01-31 --repeat "every month"   # Jan 31, Feb 28, Mar 31, ...
        taskdeck done 5c6d                                     # Completed 5c6d7e8f 'Pay rent', next due Sun 2027-02-28
        taskdeck edit 5c6d --no-repeat
        taskdeck undone 1a2b
        taskdeck edit 1a2b --due fri --untag shop --tag errands
        taskdeck rm 1a2b
        taskdeck rm 1a2b 9f8e --yes                            # several: asks first on a terminal, --yes skips
        taskdeck undo                                          # Undid: Deleted 2 tasks (from the command line: taskdeck rm)
        taskdeck redo                                          # makes it again
        taskdeck undo --list                                   # the history, newest first: when, who, what
        taskdeck add "Book hotel" --parent 1a2b                # a subtask of 1a2b
        taskdeck edit 9f8e --parent 1a2b                       # move it under 1a2b; --no-parent: top level
        taskdeck done 1a2b --subtasks complete                 # 1a2b and its open subtasks
        taskdeck export --format todotxt > todo.txt            # every task; notes are left out (it says so)
        taskdeck export --format todotxt --output ~/todo/todo.txt   # open tasks there, done ones in done.txt beside it
        task export | taskdeck import - --dry-run              # what Taskwarrior's tasks would add or change
        taskdeck start 1a2b                                    # Started 1a2b3c4d 'Write report'
        taskdeck stop                                          # Stopped 1a2b3c4d 'Write report' after 1h 05m
        taskdeck next                                          # what to do now: ready tasks, most urgent first
        taskdeck next +work --limit 5 --json
        taskdeck list --sort urgency --columns urgency,title,due,active
        taskdeck list is:waiting                               # the tasks hidden until a day (--all shows them too)
        taskdeck annotate 1a2b called the plumber, back Tuesday   # a dated line (an annotation)
        taskdeck denotate 1a2b plumber                         # removes the one that contains 'plumber' (or: denotate 1a2b 2)
        taskdeck edit 1a2b --set estimate=3                    # a custom field the config declares ([fields.estimate])
        taskdeck list 'estimate:>2'
        taskdeck list --sort estimate --columns title,estimate,size   # a declared field as a sort and columns
        taskdeck add Paint the fence estimate:3 size:M         # quick add reads declared fields by their type
        ```

        - `add` joins the words of `TITLE` and reads them as quick add, exactly as the app's editor
          does (see **Quick add** under the editor above): `taskdeck add Call dad tomorrow at 3pm +family '#phone' '!high'` says
          `Read from the title: due Thu 2026-03-12 15:00 ← 'tomorrow at 3pm' · +family · #phone · !high`,
          and names what it left in the title (`Kept in the title as text: 'friday'`). A `name:value`
          word it cannot read (`wait:fri`: taskdeck has no such field yet; `due:someday`) is a usage
          error (exit 64) and nothing is added; `\wait:fri` keeps the word. `--due` and `--repeat`
          say what a reading chose (`Due Thu 2026-03-12 09:00 ← '9am' (09:00 has passed today: the
          next one)`). An option wins over its token,
          which still leaves the title (`Pay rent fri --due today` is `Pay rent`, due today), `\word` keeps one word literal, and
          `--literal` keeps the whole title as typed — scripts that add text they did not write
          should pass it. Use `--` before a title that starts with `-`.
        - `list` shows pending tasks unless `--all`, `--done`, `--overdue`, `--today` or `--week`
          (today and the six days after) says otherwise, sorted by due date unless `--sort` (or
          the config file's `[list] sort`) says otherwise. `--project home` includes sub-projects
          such as `home.garden`. `--search` ignores case and accents and looks at the title, notes,
          annotations, project and tags.
        - `list FILTER` keeps the tasks a filter (taskdeck help filters) keeps, the same ones the app's `/`
          shows for it: one argument (`'+work !high due:<fri'`) or several words, joined by spaces
          (`+work '!high' 'due:<fri'`; quote `!`, `<`, `>`, `(`, `)` and `#` for your shell). A word
          with one dash (`-#later`, `-milk`) is a word of the filter, not an option. A filter that
          does not say `status:` keeps pending tasks, as the Pending tab does; `status:done` or a
          status option (`--all`, `--done`, …) decides otherwise. The options narrow further. A
          filter that does not read is a usage error (64) pointing at the word:
          `taskdeck: cannot read 'due:<frx' (column 7) of the filter: not a date; try due:today, …`.
        - **Contexts.** `context NAME` applies a context (taskdeck help views) to `list`, `next`
          and the app from now on, `context none` lifts it, `context list` names them, `context`
          says which is active; `TASKDECK_CONTEXT` overrides it for one shell. While one is active
          `add` gives new tasks its project and tags and says when it hides one.
        - `list VIEW` lists a saved view (taskdeck help views) (its filter and sort; `--sort` still wins);
          more words after it narrow it (`list work -#later`). The first word is a view when a view
          has that name, so a word that is also a view's name is searched for in quotes
          (`list '"work"'`).
        - **Start and stop.** `start ID...` starts work on tasks: each keeps every stretch of work
          (the app's detail lists them; `list --json` has them as `intervals`). One task runs at a
          time unless the config file says `[start] several-active = true`: starting one stops the
          one running, and `start` says so (`Stopped 9f8e7d6c 'Answer mail' after 25m (one task runs
          at a time)`); without the setting, `start` of two IDs is a usage error (64). A task already
          running (another process, or the app, started it) is not an error: `'Write report' is
          already running (since 10:42)`, exit 0. `stop` without an ID stops what runs (`Nothing is
          running` when nothing does); `stop ID...` stops those, saying how long each ran and, after
          several stretches, the time in all (`after 25m, 1h 30m in all`). A done task cannot be
          started (reopen it first); a waiting one that is started comes back into sight.
        - **Annotations.** `annotate ID TEXT...` adds a line to a task, dated now to the second
          (`Annotated 1a2b3c4d 'Fix sink': called the plumber (2 annotations)`): a log beside the
          free-text notes, as Taskwarrior's annotations are. `denotate ID TEXT|NUMBER` removes one
          and says which (`Removed from 1a2b3c4d 'Fix sink' the annotation of 2026-12-02 09:30:
          called the plumber`): a number is its place in the detail's list (1 the oldest), text is
          the annotation with exactly that text, else the one that contains it (case and accents
          aside). Text in two annotations is refused, naming them, and nothing is removed (exit 1).
          The app's `i` (list and detail) adds one; the detail lists them with their times under
          the notes, the notes preview (`p`) under the notes; `list` marks a task that has notes
          or annotations with `≡`; search and the filter's words look in them; `list --json` has
          them as `annotations` (`[{"entry": "2026-12-02T09:30:07Z", "text": "…"}]`).
        - **`next`** lists what to work on now: the **ready** tasks (`is:ready`: pending, not
          waiting, not **blocked** (waiting for a task still to do), not past their `until` day,
          and not scheduled for later unless due within a week), **flat** (a subtask is ranked on its own, its parent's title after it: `Book the
          hotel  (in Plan the trip)`), highest **urgency** first, the top 25 (`[next] limit` in
          the config file, or `--limit N`). Its first column after the checkbox is the urgency;
          words after it are a filter (`next +work`) or a saved view's name, as in `list`. The
          urgency adds up a task's due date, priority, being active, a scheduled day that has come,
          age, tags, project, notes, waiting, being blocked (-5) and blocking (+8) with Taskwarrior's coefficients, which `[urgency]`
          in the config file changes (taskdeck help config); `--json` adds each task's `urgency`.
        - **Columns.** `list --columns urgency,title,due` (or `[list] columns`, or a view's
          `columns`) picks the columns after the ID and the checkbox, from `priority`, `title`,
          `project`, `tags`, `due`, and the plan's `wait` (`wait Fri`, while the task waits),
          `scheduled` (`sched today`), `urgency` (`12.3`) and `active` (`▶ 25m`: running, for
          that long), or a custom field the config declares (`estimate`: its value, at most 16
          wide). The title is required. `--sort` takes a declared field's name too (by its
          type's value, tasks without it last); an unknown name lists the declared fields.
        - **Waiting tasks** (`--wait`, Taskwarrior's `wait`, todo.txt's `t:`) are out of `list`,
          `next` and the counts until their day; `list --all` and `list is:waiting` show them.
        - Every sort breaks ties the same way in the app and the CLI:

          | sort | then | then | last |
          | --- | --- | --- | --- |
          | `due` (tasks without one last; done tasks after the pending ones, most recently done first) | priority, high first | created, oldest first | file order |
          | `priority` (high first) | due (none last) | created | file order |
          | `created` (oldest first) | — | — | file order |
          | `title` (ignoring case and accents) | due (none last) | created | file order |
          | `urgency` (active tasks first, then highest; `[urgency]` in the config file) | due (none last) | created | file order |
        - The human `list` prints aligned columns in the app's words and colours: ID, `[ ]`/`[x]`,
          priority (`!!!` high, `!!` medium, `!` low), title (`≡` after it when the task has notes), `+project`, `#tags`, and the due date in words (`today 17:30`, `tomorrow`, `Fri`, `in 12d`, `2d overdue`,
          or the date when further than a month; a done task shows when it was done instead:
          `done today`, `done yesterday`, `done 3d ago`, or the day). On a terminal, long
          rows are cut with `…` so every task fits on one line; in a pipe they are printed whole.
          The app's rows and `list` share one rule, and the title gets the room first: project
          and tags take the room their longest cell needs, at most 16 and 20 columns; when the
          width is too small they shrink to 8 columns (a name that short is never cut) before
          the title is cut, then the title gives way down to 30 columns, then tags and then the
          project are dropped, and only then is the title cut further. What a wide terminal
          has left over stays at the end of the row, not between the title and the project.
          Colour is used only when standard output is a terminal and `NO_COLOR` is unset or empty.
          Control characters in your text are shown as the app shows them, `␛`, `␊`, `␡` (or
          `�` for C1 and the bidirectional overrides), never sent to the terminal.
        - Tags may be given as `--tag a --tag b` or `--tag a,b`; a leading `#` is optional. A tag
          is one word and a project has no spaces, by the same rule in `add`, `edit`, `list` and
          the app: `--tag "two words"` or `list --project "a b"` is a usage error (64), never two
          tags or an empty result. `list --tag` filters by one tag (`--tag a,b` is refused).
        - An empty value (`--file ''`, `--tag ''`, `--tag ','`, `--project ''`, ...) is a usage
          error naming the option, never a silent default; only `--notes ''` is a value (it clears
          the notes).
        - **Subtasks**: `add --parent ID` and `edit --parent ID` (an ID or a unique prefix, as
          everywhere) make a task a subtask; `edit --no-parent` makes it top-level again. A new
          subtask without `--project` takes its parent's (`add` says so). A parent
          that does not exist, or a move that would put a task under itself or one of its own
          subtasks, is refused with the reason (exit 1). `list` prints subtasks indented under their
          parents with the parent's done/total (`Trip  1/3`); a parent the filter hides is still
          printed (muted on a terminal) above its matching subtasks, without its ID, so a script that
          takes the first column (`cut -c1-8`) only gets the tasks that match. `list --flat` prints the
          matching tasks only, in the sort order, as before subtasks existed; `--json` is always
          flat.
        - `done` on a task with open subtasks, and `rm` on a task with subtasks, refuse (exit 1,
          nothing changed) and say what to add, since a command cannot ask: `done --subtasks
          complete` completes the open subtasks too (one change), `--subtasks leave` only the task;
          `rm --subtasks delete` deletes the subtasks too, `--subtasks keep` keeps them, moved up a
          level (`Moved up 9f8e 'Pick room'`). Subtasks named on the same command line need no flag.
        - **Undo and redo** step through one history that every process shares, kept beside the
          store (taskdeck help storage): `taskdeck undo` takes back the newest change, whoever made
          it — a command in another terminal, the app, an import (one step, however many tasks),
          a sync (what `taskdeck sync` or the app's `$` brought in, one step) — and says what it undid and who made it (`Undid: Deleted 'Buy milk' (from the
          command line: taskdeck rm)`); `taskdeck redo` makes again the change undone last, until a
          new change is made. `undo --list` prints the history, newest first: number, when, who
          (`app`, `taskdeck rm`, `sync`), what, and `(undone)` for the steps `redo` would make again.
          The last 200 changes are kept (`[undo] limit` in the config file). An undo never writes
          over a later change: when a task was changed since in other fields, both stay (`; kept
          what changed since in 'Buy milk'`); when it was changed since in a field the undo would set
          back, deleted since, or added again, nothing is written and the sentence says which task
          (`Did not undo Edited 'Buy oat milk' (from the command line: taskdeck edit): 'Buy soy milk'
          was changed since in a field it changes too; nothing written`), exit 1. Nothing to undo
          or redo is exit 1 too.
        - `rm` of more than one task (the IDs given, and the subtasks `--subtasks delete` takes
          along) asks first when standard input is a terminal (`Delete 2 tasks: 'Buy milk', 'Call
          mom'? [y/N]`, on standard error; anything but `y` deletes nothing, exit 1), as `task
          delete` does. `--yes` deletes without asking. Without a terminal (a pipe, a script) and
          without `--yes` it deletes nothing and says to add `--yes` (exit 1): a script that means
          several tasks says so once, and a word that expanded to more IDs than meant deletes none.
        - `list --json` prints an array of objects with `id` (full UUID), `title`, `status`
          (`pending`/`completed`), `created`, `modified`, `completed` (ISO-8601, absent while
          pending), `due` (`YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`, absent if none), `priority`,
          `project` (absent if none), `tags`, `notes`, `parent` (the parent's full ID, absent for
          a top-level task), `wait`, `scheduled` and `until` (as `due`, absent if none), `intervals`
          (`[{"start": …, "end": …}]`, ISO-8601, no `end` while it runs; absent if none), `active`
          (`true` while it runs) and, for a repeating task, `repeat`:
          `{"rule": "FREQ=WEEKLY;BYDAY=MO,TH", "from": "due", "words": "every week on mon, thu"}`
          (`from` is `completion` for `after …` rules). Control characters in strings, including
          DEL, the C1 controls (U+0080–U+009F) and the bidirectional overrides and isolates, are
          written as `\u` escapes (`\u009b`), so the JSON is safe to show on a terminal.

        - `export` prints tasks in one of the formats of Import and export (taskdeck help import-export)
          (`json` unless `--format` says otherwise): every task, done or not, in the file's order,
          unless `list`'s filters (`--done`, `--overdue`, `--today`, `--week`, `--project`, `--tag`,
          `--search`; `--pending` for pending tasks only) or `--sort` say otherwise. What a format
          cannot hold is said once on standard error with a count (`todotxt cannot hold everything:
          left out the notes of 2 tasks ...`). JSON is written with control characters as `\u`
          escapes; todo.txt as it is, except on a terminal, where control characters are shown as
          `list` shows them. `--output FILE` writes FILE instead (`Exported 4 tasks to FILE`);
          todo.txt to a file named `todo.txt` writes the open tasks there and the completed ones to
          `done.txt` beside it, as todo.sh keeps them. A file that is there is never written over
          unless `--force` says so (for a pair, neither is written when one is there), and the task
          store's own files are refused.
        - `import FILE` (or `-` for standard input) adds the file's tasks and updates the ones
          already stored, matched by ID (taskdeck's `id`, Taskwarrior's `uuid`, todo.txt's `uid:`),
          as **one change** (one journal record). Importing the same data again changes nothing;
          nothing is ever deleted by an import. Without `--format` the format is told from the
          content (and, for JSON that both `json` and `taskwarrior` could be, the file's ending); when
          it cannot be told, the error asks for `--format`. `--dry-run` prints one line per task it
          would add (`+ 1a2b3c4d 'Buy milk'`) or change (`~ 9f8e7d6c 'Pay rent' (due, priority)`)
          and a summary (`3 added, 1 changed, 5 unchanged; skipped 2 deleted`), and writes nothing.
          After the summary (with `--dry-run` too) import says **field by field, with counts, what
          the file held that taskdeck does not read** and where it went:

          ```
          Imported from tw.json: 140 added, 0 changed, 0 unchanged; skipped 10 deleted
            kept for Taskwarrior, not used by taskdeck: depends (16), estimate (33)
            read roughly, kept exactly for Taskwarrior: the seconds of 21 due times, the capitals of 12 tags
          ```

          "Kept" means the task keeps it, unchanged, and an export to that format writes it back
          (see each format below); only what is under `left out:` is lost (a key of a newer
          taskdeck's JSON, a Taskwarrior repeat taskdeck cannot read). On a re-import, records
          without an ID of their own (todo.txt lines without `uid:`, JSON tasks without `id`) that
          match no stored task are counted as new (`1 of the added is a line without uid: that
          matches no stored task by its text: a new task`): a line edited in another client comes
          back as a second task unless it carries `uid:` (taskdeck writes one whenever it needs it).
        - **Bad records.** The whole input is read and checked first. By default, if any record
          cannot be imported, **every** bad record is named (where, which field, why) and nothing is
          written (exit 1):

          ```
          taskdeck: todo.txt: 2 records cannot be imported; nothing was imported (--skip-bad imports the others):
            line 2, field 'due:': due:someday is not a date YYYY-MM-DD
            line 3, field 'pri:': pri:AB is not a priority letter A-Z
          ```

          `--skip-bad` imports the good records and lists each one it left out (`skipped line 2,
          field 'due:': …`); `--dry-run` lists them too and writes nothing.

        ## Every command

        \#(ManualTables.commands)
        """#
    }
}
