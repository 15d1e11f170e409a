/// The text of `taskdeck help import-export` (see `ManualDocument` for the markup).
enum ImportExportTopic {
    static var text: String {
        #"""
        # Import and export

        `taskdeck export` and `taskdeck import` speak four formats. A field a format cannot hold
        is left out on export and, on re-import, **kept from the stored task**: importing what
        taskdeck exported never changes a task, in any format. A field held only to the day (a
        todo.txt date) keeps the stored time when the day is the same. An imported task that
        differs from the stored one takes the file's fields; its `modified` time is the file's
        (json, Taskwarrior) or the import's (todo.txt, which has none).

        ## json

        taskdeck's own: the array `list --json` prints (see Command line (taskdeck help commands)), every
        field of every task; `export` and `list --all --json` print the same bytes for the same
        tasks in the same order. Import also reads a taskdeck data file (`{"schemaVersion": 1,
        "tasks": [...]}`), so another taskdeck's `tasks.json` can be merged in: `taskdeck import
        ~/other/tasks.json` reads it **with its journal** (`tasks.json.journal`, where the latest
        changes are), as the store does. Nothing is lost in either direction; a key taskdeck does
        not know (from a newer taskdeck) is named with its count and left out. In every format,
        control characters (NUL, ESC, …) in a title or notes are taken out and counted under
        `left out`: no terminal shows them and a calendar server would strip them. Only `title` is
        required: a task without `id` (a script's list of new tasks, `[{"title": "Call mom"}]`) is a
        new task, with an ID made from its title as for a todo.txt line without `uid:`, so importing
        the same list again matches; without `created` it was created at the import. `kept` holds
        what other formats said that taskdeck does not read (see todo.txt and Taskwarrior). `annotations`
        is the list of dated lines (`[{"entry": "2026-12-02T09:30:07Z", "text": "called the plumber"}]`,
        oldest first; an entry without `entry` is an error naming it); `fields` the custom fields by
        name (`{"estimate": "3"}`; a number is read as its text). `parent` travels too; an
        imported task whose parent is in neither the file nor the store shows as top-level.
        `depends` (the full IDs a task waits for) travels the same way: in JSON, in Taskwarrior's
        `depends` and in iCalendar as `RELATED-TO;RELTYPE=DEPENDS-ON` (RFC 9253; other relation
        types and their parameters are kept as written). todo.txt has no field for it: an
        export says how many tasks' links it left out, and an import keeps the stored ones.

        ## todo.txt

        One task per line, as in todo.txt (https://github.com/todotxt/todo.txt):
        `(A) 2026-03-11 Water the roses +home.garden @outdoor due:2026-03-14 uid:1a2b…`.

        | taskdeck | todo.txt | notes |
        | --- | --- | --- |
        | `id` | `uid:UUID` | written for every task. A line without `uid:` gets an ID made from its title (and how many lines above have the same title), so importing the same file again matches; a `uid:` that is not a UUID is turned into one the same way |
        | `title` | the text | a title word that would read as a token (`+1`, `@bob`, `due:x`, `t:x`, `uid:`, `pri:`, `rec:`) is written with a backslash (`\+1`), as quick add's `\word`, and read back without it |
        | `priority` high / medium / low / none | `(A)` / `(B)` / `(C)` / none | `(D)`–`(Z)` read as low. A completed line has no room for `(A)` (it starts with `x`): its priority is `pri:A` |
        | `status` completed, `completed` | `x DONE` | the day, local; a stored completion on that day keeps its time |
        | `created` | `CREATED` after the priority (or after `x DONE`) | the day, local. A line without one: the import's time (kept from the stored task on re-import) |
        | `project` (`home.garden`) | the first `+project` (`+home.garden`) | taskdeck has one project; **further `+projects` become tags**, which are written back as `@contexts` |
        | `tags` | `@contexts` | lowercased |
        | `due` | `due:YYYY-MM-DD` | **the time of day cannot be written** (export says so); a stored due time on the same day is kept |
        | `notes` | — | **cannot be written** (export says so, with a count); a stored task keeps its notes |
        | `modified` | — | the import's time when a line changes a task |
        | `parent` | — | **not written**: todo.txt has no standard for subtasks (export says so, with a count); a stored task keeps its parent on import |
        | repeat | `rec:3d` `rec:2w` `rec:1m` `rec:1y` (after completion), `rec:+1m` (strict: from the due date), as topydo writes them | only a plain interval fits: a rule with weekdays, another day of the month, an end or kept RRULE parts is **left out** (export says so); a line without `rec:` leaves a stored task's rule alone |
        | `wait` | `t:YYYY-MM-DD` (the threshold date, as topydo reads it: hidden until then) | the day; **a wait's time of day cannot be written** (export says so); a stored wait on the same day keeps its time |
        | `scheduled`, `until`, time spent | — | **cannot be written** (export says so, with a count); a stored task keeps them on import |
        | annotations | — | **cannot be written**: export names them with their count (`3 annotations`); a stored task keeps them on import |
        | custom fields | — | **cannot be written** (export says so, with a count of tasks); a stored task keeps them on import |
        | `depends` | topydo's `id:N` on the task that waits, `p:N` on each task it waits for | an imported line keeps its `id:` number; a new dependency takes the smallest number no line uses. A task it waits for that is not in the export **cannot be named** (export says so, with a count); a `p:` naming no line's `id:` is kept as written |
        | — | other `key:value` extensions (topydo's `h:1`, `dep:3`, any `key:value` with a lowercase key) | **kept** with the task, out of the title, and written back where they were. A key without a value (`due:`) or a value with a colon (`10:30`, a URL) is text, as the todo.txt spec has it |

        **A line goes back as it came.** When taskdeck would write a line otherwise than it came
        (an order of its own, `(E)`, `@Phone` in capitals, two spaces, an extension), the task keeps
        the line, and export writes it unchanged while the task is unchanged; a changed task changes
        its line only where it differs (a new title takes the old one's place, `uid:` is added when
        the title no longer gives the ID). `export --format todotxt --output todo.txt` writes the
        pair: open tasks to `todo.txt`, completed ones to `done.txt`, so a todo.txt and done.txt
        imported and exported again are the same bytes.

        Importing a file named `todo.txt` reads `done.txt` beside it too (todo.sh moves completed
        tasks there), and the summary names both files (`Imported from todo.txt and done.txt: …`).
        A `done.txt` that is a symbolic link, or anything else but a regular file, is not read
        (a link could point anywhere, and in a vdir what is imported syncs to the server): import
        says so, and `taskdeck import done.txt` takes it in by name. Blank lines, a byte-order mark
        and CRLF line endings are fine. Import reads regular files only: a FIFO or a device is
        refused for what it is (pipe a program's output in with `import -`).

        ## Taskwarrior

        The JSON of `task export` and `task import` (an array, or one object per line as older
        versions write it). Tested against the real `task` 2.6 (see Tests).

        | taskdeck | Taskwarrior | notes |
        | --- | --- | --- |
        | `id` | `uuid` | |
        | `title` | `description` | a description with a line break is an error (a title is one line) |
        | `status` pending / completed | `status` `pending` (and `waiting`) / `completed` | `deleted` tasks are skipped and counted |
        | repeat | a recurring series: the template (`status: recurring`, `recur`, `until`, `mask`) and its instances (`parent`, `imask`) | the template and its pending instances are **one repeating task** (the template's `uuid`), due when the next instance is; completed instances are done tasks. `recur` periods (`daily`, `weekly`, `3d`, `2mo`, `P2W`, `weekdays`, …) become the rule, `until` its end. Export writes the series back (template and instance, changed where the task changed; when the task moved on in taskdeck, the old instance as completed and the next one at its index). A repeating task made in taskdeck goes as a template and its first instance, as `task add … recur:` makes them. A rule Taskwarrior cannot hold (weekdays other than Mon–Fri, a number of times, from completion) goes as a task that does not repeat, and export says so with a count. A `recur` taskdeck cannot read: its instances come in as tasks, and import names it under `left out` |
        | `created` | `entry` | `YYYYMMDDTHHMMSSZ`, UTC |
        | `modified` | `modified` | |
        | `completed` | `end` | |
        | `due` | `due` | a UTC instant: a whole day is written as local midnight, and local midnight reads as a whole day. So **a task due at exactly 00:00 comes back as due that day**, without a time. Seconds are read to the minute and kept exactly for Taskwarrior |
        | `priority` high / medium / low / none | `priority` `H` / `M` / `L` / none | another value is an error |
        | `project` | `project` | dots nest in both; a project with a space is an error (taskdeck's projects have none) |
        | `tags` | `tags` | lowercased; the capitals are kept for Taskwarrior |
        | annotations | `annotations` | **one to one**: each `{"entry": "20261202T093007Z", "description": "…"}` is an annotation with its time to the second, and goes back so; one added or removed in taskdeck is added or removed there |
        | `notes` | one more annotation | Taskwarrior has no notes: a task's notes go as an annotation (line breaks kept) dated at the task's creation, and come back as the notes of the task they came from (re-imported into a fresh store, they are an annotation). A task an older taskdeck imported, whose annotations became its notes' lines, goes back with its annotations as they came, and its next import gives it them, dated, with empty notes |
        | `parent` | — | **not written**: Taskwarrior has no parent (its `depends` means "blocked by", not "part of"); export says so, with a count; a stored task keeps its parent on import |
        | `wait` | `wait` | a UTC instant, as `due`: **a task waiting in Taskwarrior is waiting in taskdeck** (out of `list`, `next` and the counts until its day; `is:waiting`), and back (status `waiting` in Taskwarrior 2.6) |
        | `scheduled` | `scheduled` | as `due` |
        | `until` | `until` (of a task that does not repeat; a series' `until` is its rule's end) | as `due` |
        | time spent | `start` | a task Taskwarrior has started is **active** here, running since `start`, and a running task goes back as started. Taskwarrior keeps no stretches that ended: export names them with a count (`the time spent on 3 tasks`), and an import keeps the stored ones; a task stopped there is stopped here when it was last changed there |
        | custom fields | user-defined attributes (`estimate`, `client`) | each UDA whose value is text or a number is a **custom field** of that name (the import says `read as custom fields: estimate (33)`); one unchanged goes back as Taskwarrior wrote it, one changed or set in taskdeck (`--set`) as a number when it is one, else as text |
        | — | anything else (a UDA holding a list) | **kept** with the task as Taskwarrior wrote it (the import names each with its count) and written back on export; `id` and `urgency` are Taskwarrior's own computations and are not kept |

        So `task export > tw.json`, `taskdeck import tw.json`, `taskdeck export --format taskwarrior
        > back.json` and `task import back.json`, into a fresh database or into the original one,
        give back every attribute of every task as Taskwarrior had it (tested with the real `task`).
        Taskwarrior cannot hold a due time of exactly midnight (see `due`), a subtask's parent, the
        stretches of work that ended, and the fields kept for todo.txt: export says so, with counts.

        ## ics (iCalendar)

        One `VCALENDAR` with a `VTODO` per task, as CalDAV clients, todoman and a vdir hold them;
        every field maps as in iCalendar fields (taskdeck help storage). `export --format ics > tasks.ics`
        writes each task's ID as its `UID`. Import reads every `VTODO` of a calendar (events and
        other components are skipped) and matches a `UID` that is not a UUID by its name-based ID,
        so importing the same calendar again changes nothing. A task with a foreign UID imported
        into the JSON file keeps its ID, not the UID string: to keep a calendar's UIDs, use it as a
        vdir (taskdeck help storage) instead. Importing into a vdir likewise writes new
        files with the ID as their UID: do not import a calendar into a vdir that syncs with the
        server it came from (the server's copies would then be second files for the same tasks, which
        taskdeck reports and leaves alone); let vdirsyncer bring them in.
        """#
    }
}
