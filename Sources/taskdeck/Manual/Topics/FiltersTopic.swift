/// The text of `taskdeck help filters` (see `ManualDocument` for the markup).
enum FiltersTopic {
    static var text: String {
        #"""
        # Filters

        One filter language for the app's `/`, `taskdeck list FILTER` and the
        saved views (taskdeck help views). Terms side by side must all hold; `or` keeps what either side
        keeps (it binds looser than side by side: `a b or c` is `(a b) or c`); parentheses group;
        `-` before a term or a group, or `not`, keeps what it does not.

        \#(ManualTables.filterWords)

        A date with a space goes in quotes: `due:"next fri"`; any phrase of taskdeck help dates
        works. Examples:

        ```
        +work !>=medium                       work (and work.*) of medium or high priority
        due:<=fri -#waiting                   due by Friday, not tagged waiting
        is:overdue or (due:today !high)       overdue, or due today and urgent
        +home -+home.garden                   home, but not its garden
        "call mom" or #phone                  a phrase, or a tag
        status:done +work                     finished work (in list, or on the app's All/Done tabs)
        ```

        - In the app, `/` filters within the tab shown (on Pending, `status:done` keeps nothing;
          use All or Done). `taskdeck list FILTER` and a saved view keep pending tasks unless the
          filter says `status:`.
        - The keywords `or`, `and` and `not` are read in any case; to look for the word itself, quote
          it (`"or"`). `status:`, `is:`, `depends:` and the date words are the only `key:` words; any other word with a
          colon (`re:`, `10:30`) is text to look for.
        - Dates are read when the filter is (when you type it, when `list` runs, when the app
          starts for a view), relative to that day, and compared by day.
        - A filter that cannot be read names the word and its column (`cannot read 'due:<frx'
          (column 7) of the filter: not a date; …`): in the app under the `/` field (the list keeps
          the last result that read), in `list` as a usage error, in a view as a config error.
        - Words look at the title, the notes and the annotations only; `+project` and `#tag` look
          at the project and tags. A subtask without a project of its own is in its parent's:
          `+travel` keeps a trip's steps with the trip. (`taskdeck list --search S` looks at all of them.)
        - A custom field the config file declares (`[fields.estimate] type = "number"`, taskdeck
          help config) is a `key:` word too, compared by its type: `estimate:>2`, `estimate:<=1.5`
          (numbers), `review:<fri` (dates, by day), `spent:>1h` (durations), `size:M` (text, any
          case); `estimate:` or `estimate:none` keeps tasks without it, `estimate:any` those with
          it. A value that does not read as the type is an error naming the word; an undeclared
          name is an error too (declare it to filter by it).
        """#
    }
}
