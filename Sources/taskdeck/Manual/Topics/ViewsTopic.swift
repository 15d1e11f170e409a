/// The text of `taskdeck help views` (see `ManualDocument` for the markup).
enum ViewsTopic {
    static var text: String {
        #"""
        # Saved views

        A `[views.NAME]` section names a filter (taskdeck help filters) (and, optionally, an order and the
        columns its rows show, as `[list] columns` does):

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
        """#
    }
}
