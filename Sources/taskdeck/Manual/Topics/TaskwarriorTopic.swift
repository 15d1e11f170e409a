/// The text of `taskdeck help taskwarrior` (see `ManualDocument` for the markup).
enum TaskwarriorTopic {
    static var text: String {
        #"""
        # Coming from Taskwarrior or todo.txt

        taskdeck reads both, keeps them as they are in its own file (or a vdir), and writes them
        back. Nothing is deleted by an import, and importing the same data again changes nothing.

        ## From Taskwarrior

        ```sh
        task export | taskdeck import - --dry-run   # what it would add or change, writing nothing
        task export | taskdeck import -             # take them in, as one change
        taskdeck export --format taskwarrior | task import -   # and back
        ```

        What you know from Taskwarrior, in taskdeck:

        | Taskwarrior | taskdeck |
        | --- | --- |
        | `task add Buy milk due:tomorrow project:home +shop priority:H` | `taskdeck add Buy milk due:tomorrow project:home '#shop' priority:H` (or `tomorrow +home #shop !high`) |
        | `project:home.garden` | `+home.garden` (in a title, a filter and `list`); `+home` keeps its sub-projects too |
        | a tag `+shop` | `#shop` (a `+` word is a project in taskdeck) |
        | `priority:H` / `M` / `L` | `!high` / `!medium` / `!low` |
        | `task next` | `taskdeck next` (ready tasks, most urgent first, the top 25) |
        | `task list` | `taskdeck list` (pending, earliest due first), or the app |
        | `task 12 start`, `task 12 stop` | `taskdeck start 1a2b`, `taskdeck stop` |
        | `wait:fri`, `scheduled:mon`, `until:eom` | `--wait fri`, `--scheduled mon`, `--until 2027-01-31` (or `wait:fri` in the title) |
        | `urgency.*.coefficient` in `.taskrc` | `[urgency]` in the config file (taskdeck help config), Taskwarrior's defaults |
        | `task 12 done` | `taskdeck done 1a2b` (an ID prefix of 4 or more characters, as `list` shows) |
        | `task 12 modify due:fri` | `taskdeck edit 1a2b --due fri` |
        | `recur:weekly` | `--repeat "every week"` (taskdeck help repeats) |
        | filters `project:home +shop due.before:fri priority:H` | `+home #shop due:<fri !high`; `project:`, `tag:`, `priority:` and `due.before:` / `.after:` / `.by:` are read as they are (`project:` alone: in no project), but `+shop` is a project here: a tag is `#shop` or `tag:shop`. A `name:` that is no field is an error, not a search (taskdeck help filters) |
        | `task 12 annotate called the plumber` | `taskdeck annotate 1a2b called the plumber` (or `i` in the app) |
        | `task 12 denotate plumber` | `taskdeck denotate 1a2b plumber` (or its number: `denotate 1a2b 2`) |
        | annotations | annotations, one to one, each with its time to the second (the detail lists them) |
        | `task 12 modify depends:3,4`, `+BLOCKED` | `taskdeck edit 1a2b --depends 9f8e,3c4d` (`--add-depends`, `--remove-depends`, `--no-depends`; `depends:9f8e` in a title), `is:blocked` / `is:blocking` / `is:ready`. A loop is refused with its path ('A' waits for 'B', which waits for 'A'); done and rm say `'Y' is ready now` |
        | `uda.estimate.type=numeric` in `.taskrc`, `task 12 modify estimate:3` | `[fields.estimate] type = "number"` in the config file, `taskdeck edit 1a2b --set estimate=3` |
        | `task estimate.above:2` | `taskdeck list estimate:>2` |

        Fields and rules, one by one, are in taskdeck help import-export (Taskwarrior). `wait`,
        `scheduled`, `until`, `start` and `depends` are taskdeck's own fields too: a waiting task waits here
        (`taskdeck list is:waiting`), a started one runs here (`taskdeck stop`), a blocked one is
        blocked here (`is:blocked`), and all go back as they came (`depends` as a list of UUIDs;
        the comma-separated text of Taskwarrior before 2.6 is read too). Your own attributes (UDAs) are the task's custom fields: shown in the
        detail, written back unchanged, and set and filtered once the config file declares them
        (taskdeck help config). What taskdeck does not use is kept with
        the task and written back on export; what cannot travel (a due time of exactly midnight,
        a subtask's parent, stretches of work that ended) is said with a count when you export or import.

        ## From todo.txt

        ```sh
        taskdeck import ~/todo.txt --dry-run   # reads done.txt beside it too
        taskdeck import ~/todo.txt
        taskdeck export --format todotxt > todo.txt
        ```

        `(A)` is `!high`, `+project` is the project (further `+projects` become tags), `@context`
        is a tag, `due:2026-12-24` the due date and `rec:1w` a repeat. A line without `uid:` gets
        an ID made from its title, so importing the same file again matches its tasks; export
        writes `uid:` for every task. Notes, due times and subtasks do not fit in todo.txt: export
        says how many it left out (taskdeck help import-export).
        """#
    }
}
