/// The text of `taskdeck help config` (see `ManualDocument` for the markup).
enum ConfigTopic {
    static var text: String {
        #"""
        # The config file

        taskdeck reads its settings from one file, in this order:

        1. `--config PATH`
        2. `$TASKDECK_CONFIG`
        3. `$XDG_CONFIG_HOME/taskdeck/config`
        4. `~/.config/taskdeck/config`

        A missing default file is fine (the defaults apply); a file that `--config` or
        `TASKDECK_CONFIG` names must exist, so a typo is an error rather than silently no settings.
        A named pipe works when named (`--config <(make-config)`), and is waited on for at most
        5 s of silence; at the default location, where only a file belongs, a FIFO or a device is
        an error that says what it is (it would otherwise make every command wait for a writer).
        `taskdeck config --default` prints a complete file to start from, every setting with its
        default and what it does:

        ```sh
        mkdir -p ~/.config/taskdeck && taskdeck config --default > ~/.config/taskdeck/config
        ```

        ## The format

        A small part of TOML (https://toml.io), the `[section]` / `key = value` shape of INI files
        with typed values, so it is easy to write by hand and a path with a `#` or a command with
        quotes is never ambiguous. A config file is TOML (taskdeck is only more lenient in
        letting a section be opened twice), so editors highlight it. taskdeck reads it itself
        (no packages):

        ```toml
        # A comment runs to the end of the line.
        [store]
        vdir = "~/.local/share/taskdeck/vdir"   # ~ is your home folder
        lock-timeout = 10

        [sync]
        command = 'flock ~/.cache/vdirsyncer.lock vdirsyncer sync'

        [list]
        tab = "today"
        sort = "priority"
        columns = ["priority", "due", "title", "project", "tags"]
        date-style = "iso"

        [theme]
        name = "light"

        [theme.colors]
        project = "#af5fff"
        tag = "cyan"
        overdue = "bold red"
        due-soon = "208"
        selection = "black on color153"

        [mouse]
        enabled = true

        [editor]
        command = "vim"   # E edits notes here; else $VISUAL, $EDITOR, vi

        [views.work]
        filter = "+work !>=medium"
        sort = "priority"
        columns = ["priority", "title", "due"]

        [views.errands]
        filter = "#shop or #errand"
        ```

        - `[section]` starts a section; `[a.b]` a nested one (`[keys.list]`, `[theme.colors]`,
          `[views.work]`). A section may be opened again further down.
        - `key = value`, one per line. Keys are letters, digits, `-` and `_` (or a `"quoted name"`);
          `sync.command = "..."` outside a section is the same as `command` under `[sync]`.
        - Values: a `"string"` with the escapes `\"` `\\` `\n` `\t` `\r` `\uXXXX`; a `'literal string'`
          in which a backslash is just a backslash (Windows-style paths, regular expressions); a
          number (`5`, `2.5`, `1_000`); `true` or `false`; a `[list, "of", values]`, which may span
          lines. A word without quotes is not a string: `tab = today` is an error that says to
          write `"today"`.
        - Not supported (an error says so): inline tables `{...}`, `[[arrays of tables]]`,
          multi-line strings, dates. A key set twice is an error.

        ## Settings

        \#(ManualTables.settings)
        Besides these, a config file may hold:

        | section | what it holds |
        | --- | --- |
        | `[views.NAME]` | a saved view: `filter`, and optionally `sort` and `columns` (taskdeck help views) |
        | `[contexts.NAME]` | a context: `filter`, and optionally `project` and `tags` for new tasks (taskdeck help views; `taskdeck context NAME` applies it) |
        | `[theme.colors]` | one element's style over the theme: `project = "#af5fff"` (taskdeck help themes) |
        | `[keys]`, `[keys.SCENE]` | other keys for actions, and `preset` (taskdeck help keys) |
        | `[urgency.tag]` | extra urgency for a tag: `next = 15` (the default, as Taskwarrior's `urgency.user.tag.next`), `waiting-on = -2`; a tag named here replaces its default, `0` takes it away |
        | `[urgency.project]` | extra urgency for a project and its sub-projects: `work = 2`, `"home.garden" = 1` |
        | `[urgency.field]`, `[urgency.field.NAME]` | extra urgency for having a custom field (`estimate = 2`, Taskwarrior's `urgency.uda.estimate.coefficient`) and for one of its values as stored (`[urgency.field.size]` `L = 3`, as `urgency.uda.size.L.coefficient`); the detail names them (`size L +3.0`) |
        | `[fields.NAME]` | a custom field: `type` (`"string"`, `"number"`, `"date"`, `"duration"`), and optionally `label` and `values` (see below) |

        **Custom fields** (Taskwarrior's user-defined attributes). A task keeps every field it
        came with (a Taskwarrior UDA, a vdir's `X-` property, taskdeck's JSON `fields`), shows it
        in the detail and writes it back unchanged; the config file declares the ones you set and
        filter by:

        ```toml
        [fields.estimate]
        type = "number"              # "string", "number", "date" or "duration"
        label = "Estimate (h)"       # optional
        [fields.size]
        type = "string"
        values = ["S", "M", "L"]     # optional: the values it may take
        ```

        `taskdeck add Paint the fence --set estimate=3 --set size=M`, `taskdeck edit 1a2b
        --set estimate=` (clears it); a value is read by the type (`--set review=fri` is a date,
        `--set spent=90min` a duration, stored as `PT1H30M`) and one that does not fit, or is not
        among `values`, is refused naming the field. `taskdeck list estimate:>2` filters by it
        (taskdeck help filters). A field not declared is text: kept and shown, not set or
        filtered. Each mistake in a `[fields.NAME]` section is an error with its line.

        A declared field is also a **sort** and a **column**, by its name: `[list] sort =
        "estimate"`, `columns = ["title", "estimate", "size", "due"]` (in `[list]` or a view),
        `taskdeck list --sort size --columns title,size`, the app's `s` (after urgency) and `:sort
        size`. Numbers, durations and dates sort by value, text by its `values` in their declared
        order (then other text, alphabetically), tasks without the field last, ties as every sort
        (due, then added). A column shows the value as stored (a duration as `1h30m`), at most 16
        wide, and gives way before tags and project in a narrow window; the label is the editor's
        and the detail's name for it (the rows have no header line). Quick add reads `estimate:3`
        / `size:M` in a title by the type (an undeclared `name:value` stays in the title), and the
        editor has a line for each declared field after Tags (empty clears it; a field not declared
        is kept as it is). A field named like one of taskdeck's sorts or columns (`due`) is that one.

        **Urgency** (the `urgency` sort, `taskdeck next`, the app's Next view) is the sum of a
        task's terms, each a coefficient of `[urgency]` times a factor from 0 to 1: `due` (0.2 two
        weeks or more ahead, rising to 1 a week overdue), `priority-high`/`-medium`/`-low`,
        `active` (running), `scheduled` (its day has come), `age` (days since added over
        `age-limit`), `tags` (0.8 for one, 0.9 for two, 1 for more), `project`, `notes`,
        `waiting` (negative), and the bonuses above. The defaults are Taskwarrior's, so a task
        ranks where a Taskwarrior user expects it; a done task has none. `taskdeck config` shows
        the plan settings the file sets (the others are the defaults `config --default` lists):

        ```toml
        [urgency]
        due = 15           # due dates count more
        age = 0            # and age not at all
        [urgency.tag]
        next = 15
        someday = -5
        [start]
        several-active = true
        [next]
        limit = 10
        ```

        The store's path has no fixed default, so `config --default` leaves those lines commented
        out: without them the task file is `$XDG_DATA_HOME/taskdeck/tasks.json`, else
        `~/.local/share/taskdeck/tasks.json` (taskdeck help storage). `NO_COLOR` drops the
        theme's colours and keeps bold and reverse; `s` in the app and `list --sort` change the
        order for the moment.

        In store paths `~` and `~/…` are your home folder, and a relative path is relative to the
        config file's folder. `export` keeps the file's order unless `--sort` is given, whatever
        `[list] sort` says.

        **Precedence**, for every setting: a command-line option beats an environment variable,
        which beats the config file, which beats the default. The store is chosen whole at the
        highest level that names one: `TASKDECK_FILE` wins over the config file's `vdir`.

        `taskdeck config` prints the settings in effect, each with where it came from, in the
        file's own syntax (a line can be pasted into the file). With the file above:

        ```
        $ TASKDECK_LOCK_TIMEOUT=2 taskdeck config
        # config file: /home/alice/.config/taskdeck/config (default location)
        store.vdir = "/home/alice/.local/share/taskdeck/vdir"            # config file line 3
        store.lock-timeout = 2                                           # $TASKDECK_LOCK_TIMEOUT
        sync.command = "flock ~/.cache/vdirsyncer.lock vdirsyncer sync"  # config file line 7
        editor.command = "vim"                                           # config file line 29
        list.tab = "today"                                               # config file line 10
        list.sort = "priority"                                           # config file line 11
        list.columns = ["priority", "due", "title", "project", "tags"]   # config file line 12
        list.date-style = "iso"                                          # config file line 13
        mouse.enabled = true                                             # config file line 26
        views.work.filter = "+work !>=medium"                            # config file line 32
        views.work.sort = "priority"                                     # config file line 33
        views.work.columns = ["priority", "title", "due"]                # config file line 34
        views.errands.filter = "#shop or #errand"                        # config file line 37

        theme.name = "light"                          # config file line 16
        theme.colors.title = "bold"                   # theme light
        theme.colors.muted = "color243"               # theme light
        theme.colors.project = "#af5fff"              # config file line 19
        theme.colors.tag = "cyan"                     # config file line 20
        theme.colors.active-tab = "bold reverse"      # theme light
        theme.colors.tab = "color243"                 # theme light
        theme.colors.error = "bold color160"          # theme light
        theme.colors.info = "color28"                 # theme light
        theme.colors.hint-key = "bold"                # theme light
        theme.colors.hint = "color242"                # theme light
        theme.colors.selection = "black on color153"  # config file line 23
        theme.colors.marked = "bold color130"         # theme light
        theme.colors.unsaved = "color130"             # theme light
        theme.colors.warning = "color130"             # theme light
        theme.colors.priority-low = "color18"         # theme light
        theme.colors.priority-medium = "color58"      # theme light
        theme.colors.priority-high = "bold color160"  # theme light
        theme.colors.overdue = "bold red"             # config file line 21
        theme.colors.due-today = "bold color130"      # theme light
        theme.colors.due-soon = "color208"            # config file line 22
        theme.colors.completed = "color243"           # theme light
        theme.colors.active = "bold color28"          # theme light
        ```

        ## When the file is wrong

        A bad config file never keeps you from your tasks in a way you cannot fix:

        - A key or section taskdeck does not know is a **warning**, printed once on standard error,
          and taskdeck goes on (a config written for a newer taskdeck still works):
          `taskdeck: warning: ~/.config/taskdeck/config:7: unknown key 'sortt' in [list]; ignored (did you mean 'sort'?)`.
        - A value it cannot use for a key it knows, or a line it cannot read, is an **error**
          naming the file, the line (and the column, for syntax) and what is expected; every
          command, and the app before it takes the terminal, stops with exit code 64:

          ```
          taskdeck: /home/alice/.config/taskdeck/config:9: list.sort must be one of "due", "priority", "created", "title", not "size"
          Fix the file, or start without it: taskdeck --config /dev/null (or TASKDECK_CONFIG=/dev/null).
          ```

        - `--help`, `help`, `--version`, `keys` and `config --default` never read the file, so they
          work whatever it holds.
        """#
    }
}
