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
        "tasks": [...]}`), so another taskdeck's `tasks.json` can be merged in. Nothing is lost in
        either direction; keys taskdeck does not know are not imported. `id`, `title` and `created`
        are required; the rest may be left out as in the data file. `parent` travels too; an
        imported task whose parent is in neither the file nor the store shows as top-level.

        ## todo.txt

        One task per line, as in todo.txt (https://github.com/todotxt/todo.txt):
        `(A) 2026-03-11 Water the roses +home.garden @outdoor due:2026-03-14 uid:1a2b…`.

        | taskdeck | todo.txt | notes |
        | --- | --- | --- |
        | `id` | `uid:UUID` | written for every task. A line without `uid:` gets an ID made from its title (and how many lines above have the same title), so importing the same file again matches; a `uid:` that is not a UUID is turned into one the same way |
        | `title` | the text | a title word that would read as a token (`+1`, `@bob`, `due:x`, `uid:`, `pri:`, `rec:`) is written with a backslash (`\+1`), as quick add's `\word`, and read back without it |
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
        | — | other `key:value` words (`t:2026-03-01`, `h:1`) | kept in the title, where they are |

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
        | `status` pending / completed | `status` `pending` (and `waiting`) / `completed` | `deleted` tasks and recurring templates (`recurring`) are skipped and counted; a recurring task's instances are ordinary tasks |
        | `created` | `entry` | `YYYYMMDDTHHMMSSZ`, UTC |
        | `modified` | `modified` | |
        | `completed` | `end` | |
        | `due` | `due` | a UTC instant: a whole day is written as local midnight, and local midnight reads as a whole day. So **a task due at exactly 00:00 comes back as due that day**, without a time; seconds are dropped |
        | `priority` high / medium / low / none | `priority` `H` / `M` / `L` / none | another value is an error |
        | `project` | `project` | dots nest in both; a project with a space is an error (taskdeck's projects have none) |
        | `tags` | `tags` | lowercased |
        | `notes` | `annotations` | the notes are **one annotation** (line breaks kept: Taskwarrior keeps them), dated at `modified`. Several annotations import as the notes' lines, oldest first, so a task with three annotations comes back from taskdeck with one |
        | `parent` | — | **not written**: Taskwarrior has no parent (its `depends` means "blocked by", not "part of"); export says so, with a count; a stored task keeps its parent on import |
        | — | `wait`, `scheduled`, `until`, `depends`, `recur`, `urgency`, user-defined attributes | not imported; a stored task's repeat rule is kept on re-import, and not exported (Taskwarrior repeats through a template task and its instances) |

        Taskwarrior cannot hold: a due time of exactly midnight (see `due`), and annotation dates.
        Everything else survives `taskdeck export --format taskwarrior | task import` and back.

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
