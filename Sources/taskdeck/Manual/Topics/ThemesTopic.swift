/// The text of `taskdeck help themes` (see `ManualDocument` for the markup).
enum ThemesTopic {
    static var text: String {
        #"""
        # Themes and colours

        Every style the app and `taskdeck list` use comes from one theme. `[theme] name` picks a
        shipped one:

        | theme | for |
        | --- | --- |
        | `dark` (default) | a dark background: soft 256 colours that stay apart in 16 |
        | `light` | a light background: darker shades from the 256 colours (yellow and cyan on white cannot be read) |
        | `high-contrast` | low vision or a washed-out screen: bright colours and bold, nothing dim |
        | `none` | no colour at all, only bold, dim, underline and reverse |

        In `dark`, `light` and `high-contrast` every coloured text reads at 4.5:1 or more on the
        background the theme is for (WCAG's rule for text: black for `dark` and `high-contrast`,
        white for `light`), done rows included, and what stands side by side in a row has its
        own colour: priority, `+project`, `#tag` and the due date (overdue is white on red, apart
        from the `!!!` red; due soon is not the tag colour).

        `[theme.colors]` restyles single elements over it. A style is words in any order:
        attributes (`bold`, `dim`, `italic`, `underline`, `reverse`), one colour, and `on COLOUR`
        for a background; `plain` is the terminal's own look. A colour is one of the 16 names
        (`black`, `red`, `green`, `yellow`, `blue`, `magenta`, `cyan`, `white`, each also as
        `bright-red` …; `gray` is `bright-black`), a 256-colour number (`208` or `color208`), or
        truecolor `#rrggbb`. The style replaces the element's whole (write `bold red`, not just
        `red`, to keep it bold).

        | element | what it styles |
        | --- | --- |
        | `title` | scene titles, headings, the task's title in its details |
        | `muted` | rules, labels, hints under fields, "none" |
        | `project` / `tag` | `+project` and `#tag` everywhere |
        | `active-tab` / `tab` | the filter tab shown and the others |
        | `error` / `info` | status messages that went wrong or right |
        | `hint-key` / `hint` | the keys and words of the hint bar and Help |
        | `selection` | laid over the selected row: its attributes are added, its colours replace the row's (`dark` and `light`: a bar, `black on 153`; `high-contrast` and `none`: `reverse`) |
        | `marked` | a marked row's checkbox and the "2 marked" note |
        | `unsaved` | the editor's "modified" |
        | `warning` | a due date typed in the editor that is already past |
        | `priority-low` / `priority-medium` / `priority-high` | `!`, `!!`, `!!!` |
        | `overdue` / `due-today` / `due-soon` | due dates by urgency (soon: within 6 days) |
        | `completed` | the rows of done tasks (the dark theme dims them) |
        | `active` | the `[▶]` of a task being worked on (`b`, `taskdeck start`) and its running time in the detail |

        An unknown element is a warning; a style taskdeck cannot read is an error with its line:
        `config:19: theme.colors.tag: 'purple' is not a colour or an attribute; expected …`.
        Colours are written as the terminal can show them (see Terminal support (taskdeck help troubleshooting)):
        `#af5fff` is itself on a truecolor terminal, `color135` on a 256-colour one, the nearest of
        the 16 on others, and nothing with `NO_COLOR`; the marks (`[x]`, `!!!`, `*`) and the
        attributes carry the meaning without colour, and what has a background (the selection
        bar, overdue dates) is shown in reverse video. A selection with a background is drawn
        with the terminal's background colour erase, which every common terminal and tmux
        have; inside GNU screen (without `defbce on`) taskdeck writes its blanks as spaces instead. `taskdeck config` lists every element's style
        and whether it came from the theme or a line of the file.
        """#
    }
}
