/// The text of `taskdeck help keys` (see `ManualDocument` for the markup).
enum KeysTopic {
    static func text(_ context: ManualContext) -> String {
        #"""
        # Keys

        The keys of every screen, as they are for you: taskdeck's defaults with the changes of
        your config file's `[keys]` sections (see Changing keys below). `?` in any screen shows
        the same keys, and the hint bar at the bottom the most used ones. Each table is headed by
        the section of the config file that changes it; the first column is the name of the
        action, which `[keys.SCENE]` lines and the list's `:` command line use.

        ## Every screen's keys

        \#(ManualTables.keys(context.keyMaps))

        ## Keys that work everywhere

        These three are the same in every screen and cannot be changed:

        \#(ManualTables.globalKeys)

        `Ctrl-C` quits at once and the terminal is always restored; in the editor with something
        typed it asks first, and a second `Ctrl-C` quits. After `Ctrl-Z`, `fg` brings taskdeck back.

        A window smaller than 40x10 shows a "window too small" note until it grows again.
        The app needs a terminal: `taskdeck < file` or `taskdeck | less` stops with a message
        (use the subcommands in scripts). Any number of taskdecks and CLI commands may use one
        file at once; see Sharing the file (taskdeck help storage).

        ## What the list's keys do

        The list's keys in more words. This table names the default keys; the tables above
        show the keys in effect, and a config file can move any of them (see Changing keys below).

        | keys | what they do |
        | --- | --- |
        | `j` `k` / `↓` `↑` | next / previous task |
        | `g` `G` / `Home` `End` | first / last task |
        | `PgDn` `PgUp` (`Ctrl-F` `Ctrl-B`, `Space`), `Ctrl-D` `Ctrl-U` | a page, half a page |
        | `x` | toggle done (a repeating task (taskdeck help repeats) moves to its next due date) |
        | `X` | skip this occurrence of a repeating task: it moves to its next due date, nothing is recorded as done |
        | `+` (or `=`) / `-` | raise / lower the priority |
        | `#` | change tags: type `work -home` to add `work` and remove `home`, `Tab` completes a tag name (again: the next one), `Enter` applies |
        | `v` / `V` / `Esc` | mark the task (and move down) / mark every task in the list / clear the marks; `x` `D` `+` `-` `#` then act on every marked task, once (marks clear after), and say how many of them the filter hides |
        | `u` / `Ctrl-R` | undo / redo the newest change, in the list, the task view and the agenda: one history for every screen and every process (the CLI in another terminal, an import, the app before a restart), and the status line says when a step came from outside the app (`Undid: Deleted 'Buy milk' (from the command line: taskdeck rm)`) |
        | `/` | filter as you type in the filter language (taskdeck help filters) (`milk`, `+home !high`, `due:<fri or is:overdue`; case and accents ignored); while the text does not read yet (`+home or`), the list keeps the last result and the line under the field points at the word; `Enter` keeps the filter (once it reads), `Esc` clears it; `/` again edits a kept filter and `Esc` in the list clears it (after the marks). It applies within the tab shown, and stays when the tab changes |
        | `n` / `N` | next / previous task in the list that the last `/` filter matches, as in vim and less (see Notes, preview and search (taskdeck help app)) |
        | `E` | edit the selected task's notes in your editor (`$VISUAL` / `$EDITOR`) |
        | `p`, `J` / `K` | show / hide the notes preview beside (or below) the list; scroll it a line down / up |
        | `:` | the command line: any action by name, `:sort priority`, `:tab done`, `:export todotxt` (see The command line (taskdeck help app)) |
        | `f` / `Tab`, `F` / `Shift-Tab` | next / previous tab: All, Pending, Today, Week, Overdue, Done, then your saved views (taskdeck help views) |
        | `s` | cycle the order: due, priority, created, title (the app opens on Pending by due, or as the config file (taskdeck help config)'s `[list] tab` and `sort` say) |
        | `?` | help: every key of the current scene |
        | `Enter` | open the task (every field, the notes) |
        | `a` / `e` | add a task / edit the selected one |
        | `A` | add a subtask of the selected task (the editor says whose: `New subtask of 'Trip'`) |
        | `>` / `<` | indent: make the task a subtask of the task above it at its level / outdent: move it up a level |
        | `m` | move the task under another one: type its title (`Tab` completes) or the start of its ID; empty: top level |
        | `B` | set what the task waits for: titles or IDs, comma-separated (`Tab` completes the last title); empty: nothing |
        | `h` `l` / `←` `→` | collapse / expand the selected task's subtasks; on a subtask, `h` goes to its parent |
        | `D` / `Del` | delete (asks first; `u` brings it back) |
        | `t` | projects and tags with counts: pick one with `Enter` to show only its tasks |
        | `c` | clear the project / tag filter |
        | `S` | statistics: totals, completions over 14 days, pending by project and priority |
        | `C` | the agenda: overdue, today and the next days with what is due, scheduled or back from waiting on each (see The agenda (taskdeck help app)) |
        | `$` | sync: run the sync command (`vdirsyncer sync`) without waiting; again while it runs: cancel it; the status line says how it went until Esc (see Sync across machines (taskdeck help sync)) |
        | `q` | quit |

        ## Changing keys

        Every action of every scene can be bound to other keys, for one scene (`[keys.list]`) or for
        every scene that has the action (`[keys]`). An action's line replaces its keys whole (`[]`
        unbinds it); Help (`?`), the hint bar and the editor's Help show the keys in effect.

        ```toml
        [keys]
        preset = "emacs"          # or "vim" (the defaults) or "arrows"; applied under the lines below
        redo = ["ctrl-r", "U"]    # in every scene that has redo (the list, the detail, the agenda)

        [keys.list]
        toggle = ["T", "ctrl-t"]  # x no longer completes a task
        sync = []                 # $ does nothing
        ```

        - **Keys** are written as a character (`"x"`, `"X"`, `"$"`), a named key (`"enter"`,
          `"tab"`, `"shift-tab"`, `"esc"`, `"space"`, `"backspace"`, `"up"` `"down"` `"left"`
          `"right"`, `"home"` `"end"`, `"pgup"` `"pgdn"`, `"ins"` `"del"`, `"f1"` to `"f20"`), or
          with `ctrl-`, `alt-` (or `meta-`) before it: `"ctrl-r"`, `"alt-x"`, `"ctrl-up"`,
          `"shift-f3"`. Only what a terminal can send is accepted: `"ctrl-i"` is refused (the
          terminal sends Tab for it) and so is `"shift-x"` (write `"X"`).
        - **Sequences** of two keys are written with a space: `top = ["g g", "home"]`,
          `[keys.editor] save = ["ctrl-x ctrl-s"]`. The first key waits, and the hint row shows
          what completes it (`g g first task`); the next key completes the sequence, and any other
          key cancels it and does nothing else. There is no timeout. A key cannot both be an
          action's key and start a sequence in the same scene (that is a conflict).
        - **Conflicts** stop the load like any bad value, naming both sides: two actions of one
          scene on one key (or a key and a sequence it starts), a key that a global key takes first (`Ctrl-C`, `Ctrl-L`, `Ctrl-Z`), or
          in the editor a plain character (it would no longer be typed):

          ```
          taskdeck: /home/alice/.config/taskdeck/config:5: list: "t" is bound to both toggle (line 5) and projects-and-tags (default); give one of them other keys under [keys.list]
          ```

          An unknown scene, action or key is an error too, with what is expected (and "did you mean").
        - **Presets**: `vim` (the defaults), `emacs` (`ctrl-n` `ctrl-p` a line, `ctrl-v` `alt-v` a
          page, `alt-<` `alt->` the ends, `ctrl-s` search in the list) and `arrows` (only the arrows,
          `home` `end`, `pgup` `pgdn` `space` move; `left` `right` switch lists in Projects & Tags).
          Each changes the moving keys the same way in every scene and leaves `j` `k` `g` `G` unbound.
        - `taskdeck config` prints the preset and every binding that differs from the defaults,
          with where it came from: `keys.list.toggle = ["T", "ctrl-t"]  # config file line 6`.
        - Help, the hint row and every sentence that names a key (`— U to undo`, `No notes. W
          writes some.`, what marks do, the empty list's `Press o to add your first task`) show
          the keys in effect; a key you unbound is left out of the sentence.
        - Not remappable: the global keys, the list's search and tags fields (`Enter` `Esc` `Tab`),
          and the editor's keys inside a field (only its form keys are, under `[keys.editor]`).
        """#
    }
}
