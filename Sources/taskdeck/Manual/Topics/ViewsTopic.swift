/// The text of `taskdeck help views` (see `ManualDocument` for the markup).
enum ViewsTopic {
    static var text: String {
        #"""
        # Saved views

        A `[views.NAME]` section names a filter (taskdeck help filters) (and, optionally, an order and the
        columns its rows show, as `[list] columns` does; a declared custom field is both, by its name:
        `sort = "size"`, `columns = ["title", "size"]`, see taskdeck help config):

        ```toml
        [views.work]
        filter = "+work !>=medium"
        sort = "priority"
        columns = ["priority", "title", "due"]

        [views."this week"]
        filter = "due:<=eow or is:overdue"
        ```

        - In the app each view is a tab after All, Pending, Today, Week, Overdue and Done, in the
          file's order: `f` / `Tab` and `F` / `Shift-Tab` reach it, the header shows it, and
          `[list] tab = "work"` opens the app on it. Showing a view switches to its `sort` (`s`
          still cycles) and its `columns` (without them: the list's); a `/` filter narrows the view
          further. Leaving the view gives back the order the list had before it.
        - `taskdeck list work` prints the same tasks, in the view's columns (see Command line (taskdeck help commands)).
        - A view keeps pending tasks unless its filter says `status:` (`status:done +work`).
        - A view cannot take a built-in tab's name (`today`, …), a blank name, or one that differs
          from another view's only in case. A view without a filter, a bad
          `sort`, a `[list] tab` naming no view, and a filter that does not read are errors naming
          the file and the line, and for a filter the word:

          ```
          taskdeck: /home/alice/.config/taskdeck/config:14: views.work.filter: cannot read '!urgent' (column 7) of the filter: a priority is none, low, medium or high, with an optional <, <=, > or >= (!>=medium)
          ```
        - Adding a task in a view (`a`, `A`) fills the editor's Project and Tags from the view's
          filter (see Write defaults below), and a task added that the view (or the tab, the
          context, the `/` filter) then hides is said: `Added 'Draft agenda' — hidden by the view
          'work'`.

        ## Contexts

        A context is a named filter that applies to everything at once, as Taskwarrior's do: every
        tab and saved view, the `/` search, the Next view, the Agenda, Statistics, Projects & Tags,
        the counts in the header, and `taskdeck list` and `next`. A `[contexts.NAME]` section defines one:

        ```toml
        [contexts.work]
        filter = "+work or #office"
        project = "work"          # optional: what a task added in it gets
        tags = ["office"]         # optional (or tags = "office desk")

        [contexts.home]
        filter = "+home #errand"
        ```

        - **Choosing one.** `taskdeck context work` applies it from now on, in every terminal and the
          next launch of the app; `taskdeck context none` shows every task again; `taskdeck context
          list` names them (the active one marked `*`); `taskdeck context` (or `show`) says which
          is active, its filter, what new tasks get and where the choice comes from. In the app,
          `@` opens a field naming the contexts (`Tab` completes, `Enter` applies, `Esc` cancels),
          and `:context NAME` / `:context none` do the same on the command line; the header says
          `context: work` while one is active.
        - **Kept as state, not config.** The choice lives in `$XDG_STATE_HOME/taskdeck/context`
          (default `~/.local/state/taskdeck/context`), one name on a line, written whole (a new file
          renamed over the old). `TASKDECK_CONTEXT=home` overrides it for one shell
          (`TASKDECK_CONTEXT=none` shows every task there). A saved name the config no longer
          defines, an unknown `TASKDECK_CONTEXT`, or a state file that cannot be read is said
          (`taskdeck: warning: …` on the command line, the status line in the app) and taskdeck
          acts as if none were active; the file is left as it is, so nothing is lost.
        - **Nobody wonders where tasks went.** On a terminal, `list` and `next` end with
          `context: work (+work or #office), 12 tasks hidden; taskdeck context none shows every
          task` (not in a pipe or with `--json`, so scripts see only rows). The context does not
          apply to `export`, `import`, `sync`, or commands that name tasks by ID.
        - **Write defaults.** A task added while a context is active (`taskdeck add`, `a` and `A` in
          the app, whose editor opens with them filled in) gets its `project` and `tags`: the ones
          the section gives, else those its filter certainly requires: `+project` and `#tag` terms
          joined by AND, never one under `or` or `not` (`+work #office` gives both; `+work or
          #office` gives nothing; `+home +home.garden` gives `home.garden`). A `+project` typed in
          the title wins; tags are added to those typed. `add` says what the context gave (`From the
          context 'home': +home #errand`) and when the context hides the new task (`'Draft agenda'
          is hidden by the context 'work' (+work or #office); taskdeck context none shows every
          task`). The same rule fills a new task from the view shown, the `/` filter and the
          project or tag chosen with `t`.
        - A context's name is one word; `none`, `list` and `show` are taken, as is a name differing
          from another's only in case. A context without a filter, a filter that does not read,
          and a bad `project` or `tags` are errors naming the file and the line.
        """#
    }
}
