/// The text of `taskdeck help app` (see `ManualDocument` for the markup).
enum AppTopic {
    static var text: String {
        ##"""
        # The full-screen app

        ```
         taskdeck · tasks.json                           6 pending · 1 overdue · 1 today · 0 done
         All   Pending   Next   Today   Week   Overdue   Waiting   Done                  sort: due
        ──────────────────────────────────────────────────────────────────────────────────────────
        [ ]      Call mom       +family                        1d overdue
        [▶]  !!  Write report   +work.q4                      today 17:30
        [ ]  !!! Buy milk                    #shop               tomorrow
        [ ]      Pay rent       +home                            ↻ in 30d
        [ ]      Plan garden 🌱 +home.garden #outdoor #spring
        [ ]      Draft talk     +work                           sched Fri

        x done  a add  u undo  / filter  f tab  s sort  ? help  q quit
        ```

        Each row shows a checkbox, the priority (`!!!` high, `!!` medium, `!` low), the title
        (with `≡` after it when the task has notes), the project, the tags and the due date in
        words (`today 17:30`, `tomorrow`, `Fri`, `in 12d`, `2d overdue`), coloured by urgency,
        with `↻` before it for a repeating task. The title gets the room first; the project and
        the tags take what their longest name needs, at most 16 and 20 columns, and what a wide
        window has left over stays blank at the end of the row.
        Completed tasks are dimmed and marked `[x]`, with the day they were due after the title.
        Emoji (👩‍💻, 🇵🇹, ❤️) take two columns, and the columns after them line up whatever width
        your terminal gives them (taskdeck puts the cursor after each one itself). Which columns show, in which order, the date
        style and the colours are yours to set (see Configuration (taskdeck help config)). Every
        change is saved to the data file the moment you make it; `u` undoes it, and `Ctrl-R`
        makes it again. `u` takes back the newest change whoever made it, as `taskdeck undo`
        does: a `taskdeck rm` in another terminal, an import, or the app before you restarted it
        (`Undid: Deleted 'Buy milk' (from the command line: taskdeck rm)`), or another taskdeck
        open beside it (`Undid: Added 'Call Bob' (from another taskdeck window)`); a change that a later
        one would be written over is refused in red, nothing written (taskdeck help commands).
        Undoing an add after the task was made a parent or a blocker some other way (a sync)
        names the tasks that lose it (`'Pack' was a subtask of 'Trip' and is at the top level
        now`); a redo links them again. A change the undo history could not record stands, and
        the status line says so (`History not recorded: …`).

        ## Tabs, and the plan

        The tabs are **All**, **Pending** (not done and not waiting), **Next** (the tasks ready to
        work on, highest urgency first: a flat list, so a subtask is ranked on its own with its
        parent's title dimmed after it; the first `[next] limit`), **Today** (the day's work:
        overdue, due today, or scheduled for today), **Week** (due in the coming 7 days), **Overdue**, **Waiting** (hidden until a day: each row says when it comes
        back, `back Fri`) and **Done**, then your saved views (taskdeck help views). `f` / `Tab`
        and `F` / `Shift-Tab` step through them; `:tab next` shows one by name, and `[list] tab =
        next` opens the app on it. `s` cycles the order, urgency included, then each declared custom
        field (taskdeck help config). `@` (or `:context
        NAME`) applies a context (taskdeck help views) to all of them at once, the counts and the
        Agenda, Statistics and Projects & Tags too; the header then says `context: work`, and `@` then `none` shows every task again.

        `b` starts work on the selected task (or the marked ones), and again stops it: a running
        task shows `[▶]` in its checkbox, and only one runs at a time unless `[start]
        several-active` says otherwise (starting one stops the other, in the same change). `:start`
        and `:stop` go one way. Starting a task another taskdeck or `taskdeck start` started
        already only says it is running. The task's detail shows since when it runs, the time spent
        in all and each stretch, and its urgency explained term by term (`due in 2 days +7.7 · high
        +6.0 · active +4.0 = 17.7`).

        `w` asks for a day to hide the task until (its wait), in the date phrases a due date takes
        (`fri`, `+3d`, `dec 20 9:00`), with the date it reads shown below as you type (`→ hidden
        until Fri 2026-12-04`, with a warning when that is after the due date); `Enter` hides it,
        an empty field shows it again, `Esc` cancels. A task without a due date shows the day it is
        scheduled for (`sched tomorrow`). When a waiting task's day comes while the app is open, it
        comes back into Pending and Next on its own, and the status line says so once (`2 tasks are
        back from waiting`). `b` and `w` work in a task's detail too, and `u` undoes either.

        `B` sets what the selected task waits for (blocked by): titles or IDs separated by commas,
        filled with what it waits for now, `Tab` completing the last title; `Enter` sets them, an
        empty field makes it wait for nothing. A loop is refused with its path (`'A' waits for 'B',
        which waits for 'A'`). A blocked task has `⧗` before its title and leaves Next until what
        it waits for is done; completing the last one says so (`Completed 'Buy paint' · 'Paint the
        walls' is ready now`). The detail lists what a task waits for and what it blocks.

        With marked tasks (a `*` after the checkbox), `x`, `D`, `+`, `-` and `#` act on all of
        them at once, as one change that one `u` undoes; `+` and `-` move each task one level from
        its own priority. The marks clear once that change is made.

        ## The mouse

        The app asks the terminal for mouse reports (xterm's SGR mode, which tmux, xterm, VTE,
        kitty, iTerm2, WezTerm, foot and Alacritty send):

        - the **wheel** moves the selection in the list and in Projects & Tags, and scrolls a task's
          details, Help and Statistics;
        - a **click** on a row selects it; a click on a filter tab shows it (in a narrow window,
          where only `< Pending >` fits, a click on `<` or `>` shows the previous or next one);
        - a **double click** on a row (two presses on the same cell within 400 ms) opens the task;
        - in Projects & Tags a click selects a project or tag (or shows the list whose heading or
          tab it is on), and a double click shows the tasks of it, as Enter does;
        - a **click on a checkbox** `[ ]` toggles that task (only that one, even with marks), as one
          change that `u` undoes.

        While the app has the mouse, the terminal's own text selection usually needs Shift held.
        `[mouse] enabled = false` in the config file leaves the mouse to the terminal. Mouse
        reporting is turned off again on every way out, like the other modes.

        ## Subtasks

        A task can have subtasks, and they theirs, as deep as you like. The list shows each subtask
        under its parent, indented two columns a level (from the eighth level on, deeper ones line
        up with it), siblings in the chosen order, and a parent shows how many of its direct
        subtasks are done: `Trip 2/5`.

        ```
        [ ]     Trip 1/3
        [ ]       Book hotel 0/1
        [ ]         Pick room
        [x]       Buy tickets
        [ ]       ▸ Packing 0/4 [+6]
        [ ]     Water the plants
        ```

        - A subtask is in its parent's project: `A` opens the form with the parent's project in
          the Project field (`+travel: the parent's project, which a subtask takes`; type another
          to change it), and a subtask without a project of its own (added before, or by another
          program) counts in its nearest ancestor's, so `+travel`, Projects & Tags and Statistics
          keep a trip's steps with the trip.
        - `h` (or `←`) folds a parent's subtasks away: it shows `▸` and how many rows it hides
          (`[+6]`). `l` (or `→`) unfolds it. Folds last while the app runs; a search shows every
          match, folded or not.
        - A filter or a search that matches a subtask but not its parent still shows the parent,
          **dimmed**, so you see where the match belongs; `V` (mark all) marks only the matches.
        - `x` on a parent whose subtasks are not all done asks: `y` completes them all, `o` only
          the parent, `n`/`Esc` nothing. `D` on a parent asks whether its subtasks go too (`y`) or
          stay, moved up a level (`o`). Either way it is one change: one `u` undoes it.
        - A task can never end up under itself: `>`, `m`, the CLI and the file's other writers are
          checked, and `m` does not offer a task's own subtasks. A subtask whose parent was deleted
          by another program (or has not synced yet) shows as a top-level task.
        - The task screen (`Enter`) shows the parent and the list of subtasks, `1/3 done`; its `x`
          and `D` ask as the list's do.
        - In the file a subtask names its parent's ID (`parent`, see File format (taskdeck help storage));
          in a vdir it is `RELATED-TO;RELTYPE=PARENT`, which Nextcloud Tasks, Thunderbird, tasks.org
          and other CalDAV clients show as subtasks.

        ## Adding and editing

        `a` opens a form: Title, Notes, Due, Repeat, Priority, Project, Tags. `Tab` / `Shift-Tab` move
        between fields, `Ctrl-S` (or `Enter` in a one-line field) saves, `Esc` cancels and asks
        first when you changed something. Errors (an empty title, a date it cannot read, a space in
        a project) are shown under the field and nothing you typed is lost. Fields have no length
        limit: a long title or a long paste is kept whole.

        - **Quick add**: type it all in the title — `Meeting tomorrow at 3pm +work #team !high` fills
          the due date, the project, the tag and the priority, and `Water plants every 3 days` (or
          `after 3 days`, `Standup every weekday 9:30`) the repeat rule from the end of the title.
          The date is read wherever it stands, with its linking word (`on`, `at`, `by`, `due`,
          `before`): `Lunch with Sam on friday at noon`, `Submit taxes by Jan 31`, `Buy gift dec 20`,
          `Dinner tomorrow with Sam at 7pm` (a day and a time apart are one date). Taskwarrior's
          `due:fri`, `project:home`, `tag:phone` and `priority:H` work too. What Dates in a
          title (taskdeck help dates) says is read; the line under the title shows how it was read —
          the date, the words it came from and what it chose (`quick add: due Wed 2026-12-02 09:00
          (tomorrow) ← 'at 9am' (09:00 has passed today: the next one) → 'Call bank'`) — and names
          words that look like a date but stay in the title (`Plan friday party`: `kept as text:
          'friday'`). A field you filled yourself wins over its token, and the token still leaves
          the title (`Pay rent fri !low` with Due and Priority filled saves as `Pay rent`). To keep
          any word as typed, put a backslash in front: `Watch \tomorrow`, `Email \#general`.
        - **Quick add when editing**: words you add to a task's title are read the same way, with
          the same line under it (`e` on `Call mom`, append ` #home2 tomorrow`, `Enter`: the title
          stays `Call mom`, tagged `home2`, due tomorrow). The words that were already in the title are
          never read again, so a title saved as typed keeps them. A field you changed wins over the
          title's token.
        - **Due** accepts the phrases of Due dates (taskdeck help dates) and shows the date it understood
          and what it chose (`→ Wed 2026-12-02 09:00 (tomorrow) · 09:00 has passed today: the next
          one`) or why it cannot.
        - **Repeat** accepts the phrases of Recurring tasks (taskdeck help repeats), a time among them
          too (`every weekday 9:30` sets the due time), and shows the next
          two dates as it would save them (`→ next: Mon 2026-12-07, then Mon 2026-12-14`: the Due
          field's date, or the rule's first day from today when Due is empty), or the word it could
          not read (`✗ at 'weks': expected day(s), week(s), …`). Emptying it stops the repeat.
        - **Priority**: `←` `→` (or `h` `l`, `Space`), stopping at none and high. **Project** and **Tags**: `Tab` completes a
          started name from the ones you already use: first as far as they agree (`ho` → `home`),
          then one name per `Tab` (`re` → `reading`, `report`, `review`, back to `re`); the next
          `Tab` goes to the next field.
        - **Custom fields** the config file declares (`[fields.estimate]`, taskdeck help config)
          have a line each after Tags, under their label: the value is read by the field's type
          and allowed values when you save (`✗ the field size takes 'S', 'M', 'L', not 'XL'`
          under it otherwise), emptying it clears the field, and fields not declared are kept as
          they are. `estimate:3` in the title fills it too (a line you typed wins).
        - `F1` shows the form's keys (`?` is a character you may want to type).

        ## The task and help screens

        `Enter` shows one task: every field, dates in full and in words, a repeating task's rule in
        words and its next three dates (`Then  Mon 2026-12-14, Mon 2026-12-21, …`), the notes wrapped and
        scrollable (`PgDn` `PgUp`, `Ctrl-D` `Ctrl-U`). `j` / `k` go to the next / previous task
        of the list without going back, `e` edits, `E` edits the notes in your editor, `x`
        toggles, `X` skips a repeating task's occurrence, `D` deletes, `Esc` returns to the list
        with that task selected.

        `?` in any screen lists that screen's keys, read from the same table the screen uses.

        ## The agenda

        `C` in the list (or `:agenda`) shows your days: what is due, scheduled or back from
        waiting on each, from today on, under a strip of the month with a count per day.

        ```
         Agenda · tasks.json                                      today, Wed 2026-12-02
        ────────────────────────────────────────────────────────────────────────────────
         Dec 2026  1            7             14             21             28
                   · 1 1 1 1 ·  1 1 · 1 · · ·  · · · · · · ·  · · · · · · ·  · · · ·

         Overdue · 1
           due 4d ago  !!! Pay rent
         Today · Wed 2026-12-02
           due         Call the plumber  home
         Tomorrow · Thu 2026-12-03
           due 17:30   Write the quarterly report for the board meeting  work.reports
         Fri 2026-12-04
           scheduled   Plan the trip
         Sat 2026-12-05
           back        Renew passport
         Sun 2026-12-06 · nothing
        ```

        - **The days**: Overdue (pending tasks due before today) and Today, then the next 7 days
          (14 in a window of 40 rows or more). A task is on its due day (`due`), its scheduled day
          (`scheduled`) and the day it comes back from waiting (`back`), with the time when it has
          one; `▶` (the theme's `active` style, as the list's `[▶]`) marks a task being worked
          on. A day with nothing reads `· nothing` on one line. A day with more tasks than the
          window holds ends with `… and 12 more`.
        - **The strip**: the day of the month at the start of each week over one mark a day: `·`
          nothing, `1` to `9`, `+` ten or more. Today is bold and the chosen day (the first one
          shown) in the selection's colours. A narrow window shows the weeks around the chosen day,
          and a small one none.
        - **Moving**: `j` `k` go from task to task through every day shown; `h` `l` (or `←` `→`)
          choose the day before or after, `[` `]` a week, `{` `}` a month, `.` or `t` today.
        - **Acting on the selected task**: `Enter` opens it (`j` `k` there go through the agenda's
          tasks), `x` completes it, `b` starts or stops work on it, `>` `<` move the date that put it
          on this day (its due, scheduled or wait date) a day later or earlier ("Moved 'Call' to Fri
          2026-12-04 — u to undo"). Each is one change: `u` undoes it and `Ctrl-R` redoes it, here or
          anywhere. A parent with open subtasks is completed from the list or its screen, which ask
          about them.
        - What other programs change shows at once, and at midnight Today moves on by itself.

        ## Notes, the preview and `n` / `N`

        - **`E` edits the notes in your own editor** (in the list and the task view): the editor
          named by `[editor] command` in the config file (taskdeck help config), else `$VISUAL`, else
          `$EDITOR`, else `vi`, run by `/bin/sh -c` with the file's path added (quoted), so
          `code --wait` or `nvim -c 'set tw=72'` work as in your shell. taskdeck hands the terminal
          over exactly as `Ctrl-Z` does (it leaves raw mode, the alternate screen and bracketed
          paste, and takes them back afterwards with a full repaint); `Ctrl-C` belongs to the editor
          meanwhile, and `Ctrl-Z` in the editor suspends both. The notes are in a private file
          (mode 0600, in a folder only you can enter) that is removed afterwards. Saved and changed,
          the notes are one change that `u` undoes; an unchanged file changes nothing ("Notes of
          'X' unchanged"); an editor that exits with an error (`:cq` in vim) or a file that can no
          longer be read (removed, not UTF-8) changes nothing and the status line says why. The
          file ends with one line break that is not part of the notes (editors add one when they
          save); everything else, control characters included, comes back byte for byte.
        - **A task with notes shows `≡` after its title** in the list.
        - **`p` shows a preview** of the selected task's notes: beside the list in a window 100
          columns wide or more, below it otherwise (from 12 rows of list), wrapped to its width and
          starting at the top of the notes for each task (`J` / `K` scroll it a line); a smaller window leaves it out until it
          grows. It stays on (or off) while the app runs.
        - **`n` / `N` find the next / previous match of the last search**, as in vim and less:
          `/milk` then `Esc` shows the whole list again, and `n` moves the selection to the next
          task in it that the filter `milk` matches (any filter (taskdeck help filters): `/+home !high` then
          `Esc`, and `n` steps through the high-priority home tasks in context), `N` to the
          previous one. Past the last match it continues at the top and says "search hit BOTTOM,
          continuing at TOP" (and the other way round). A match inside a folded parent opens its
          fold, as vim does. While a kept search narrows the list, every row matches, so `n` is
          simply the next row.

        ## The command line

        `:` opens a command line at the bottom of the list, as in vim: type a command and `Enter`.
        `Tab` on an empty line lists the commands; after a start it completes the command's
        name, and then its argument (again: the next candidate),
        `↑` `↓` bring back the lines run in this session, `Esc` cancels. A line it cannot read
        names the word and its column (`Unknown command "sortt" at column 1; …`) and does nothing.

        | command | what it does |
        | --- | --- |
        | `:sort priority` / `due` / `created` / `title` / `urgency` / a custom field's name | the order (as `s` cycles it) |
        | `:tab NAME`, `:filter NAME` | the filter tab: `all`, `pending`, `next`, `today`, `week`, `overdue`, `waiting`, `done` |
        | `:start`, `:stop` | start or stop work on the selected (or marked) tasks, one way (`b` toggles) |
        | `:view NAME` | a saved view (taskdeck help views)'s tab, by its name (any case; the rest of the line, so `:view this week` works) |
        | `:context NAME`, `:context none` | apply a context (taskdeck help views) to every tab, the counts and the Agenda, and keep it for the next runs (as `@` does; `Tab` completes the names) |
        | `:export FORMAT [PATH]` | write the tasks the list's tab and filter match (subtasks in a fold too, parents shown only as context not), in its sort order, as `json`, `todotxt`, `taskwarrior` or `ics` (the formats of `taskdeck export`) to `PATH` (default `~/taskdeck-export.EXT`; the rest of the line, so it may have spaces; quotes around it are dropped); a file already there is never written over: `:export! FORMAT [PATH]` does (through a symbolic link, to the file it points at). Never, even with `!`: the task file, its journal, backup or lock, a file in the vdir, or anything that is not a regular file (`/dev/null`, a folder). The status line says where it went, and what the format left out (todo.txt: notes, parents, richer repeat rules), as `taskdeck export` does |
        | `:sync` | run the sync command (`$`) |
        | `:help` | the keys and these commands |
        | `:q`, `:quit` | quit |
        | `:ACTION` | every action of the list by its config name (taskdeck help keys): `:toggle`, `:undo`, `:redo`, `:edit-notes`, `:toggle-preview`, `:next-match`, `:page-down`, `:statistics`… so the command line is the long form of every key |
        """##
    }
}
