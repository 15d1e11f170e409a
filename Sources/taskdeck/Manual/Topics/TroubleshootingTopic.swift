/// The text of `taskdeck help troubleshooting` (see `ManualDocument` for the markup).
enum TroubleshootingTopic {
    static var text: String {
        #"""
        # Troubleshooting

        ## Terminal support

        taskdeck draws the screen itself with ANSI escape codes (no curses). What it needs:

        - **An interactive terminal on both stdin and stdout.** When either is redirected, the
          full-screen app refuses to start with a message on stderr and a non-zero exit, and
          writes no escape codes (the scripting subcommands work without a terminal).
        - **An xterm-compatible terminal**: xterm, VTE (GNOME Terminal, Tilix), iTerm2, Terminal.app,
          kitty, Alacritty, WezTerm, foot, tmux and screen, the Linux console. It uses the
          alternate screen, bracketed paste, scroll regions (a `j` on the last row scrolls the
          list in the terminal instead of writing every row again) and synchronized output
          (`CSI ?2026h`, ignored where unsupported); keys are understood in the xterm, VT220 and
          rxvt/linux-console forms.
        - **A UTF-8 locale and font.** Wide characters (CJK, emoji, flags, ZWJ sequences) are
          measured with taskdeck's own Unicode tables, not the C library's locale-dependent `wcwidth`.

        **Colours** degrade to what the terminal announces: 24-bit when `COLORTERM` is `truecolor`
        or `24bit` (or `TERM` ends in `-direct`), 256 colours when `TERM` contains `256color`, the
        16 ANSI colours for any other `TERM`, and none for no `TERM`. `TERM=dumb` cannot show the
        full-screen app at all: it says so and exits (the subcommands work). Setting
        `NO_COLOR` to any non-empty value turns colour off (https://no-color.org); bold and reverse
        video stay, so the selection is still visible.

        **Keys.** The terminal is in raw mode, so Ctrl-C, Ctrl-Z, Ctrl-\, Ctrl-S and Ctrl-Q reach the
        app as keys. A lone Esc is recognised after 40 ms without a following byte. A mouse report
        that a slow link splits after that (`ESC`, then `[<0;2;5M`, or in its numbers) is still
        read as the report once the rest arrives, never as keys. A paste arrives
        as one piece of text, never as keystrokes (capped at 1 MiB; see Reliability (taskdeck help storage)).

        **`taskdeck keys`** is a diagnostic: it shows every key, paste or unknown sequence it
        receives, by name (`Ctrl-Up`, `Alt-x`, `F5`, `Char("é")`, `Paste(12 chars)`) and as raw
        bytes in hex. Use it to see what your terminal sends when a key does not work. Ctrl-C twice
        in a row quits.

        **Ctrl-Z** restores the terminal and suspends taskdeck like any job; `fg` brings it back and
        redraws the whole screen. **Resizing** the window redraws at the new size; **Ctrl-L**
        repaints everything. On every way out — quitting, an error, SIGINT, SIGTERM, SIGHUP, SIGQUIT
        and (best effort) a crash — the terminal is restored exactly: cursor shown, normal screen,
        bracketed paste and mouse reports off and the original `stty` settings. Ctrl-Z turns the
        mouse reports off while taskdeck is stopped and on again when it continues.

        ## When something is wrong

        | what you see | what to do |
        | --- | --- |
        | an error naming the config file and a line | fix that line, or start without the file: `taskdeck --config /dev/null` (taskdeck help config) |
        | a key does nothing | `taskdeck keys` shows what the terminal sends for each key; `taskdeck help keys` what each key does for you (with your `[keys]` changes) |
        | strange colours, or escape codes in a pipe | `NO_COLOR=1`, or `[theme] name = "none"` (taskdeck help themes); in a pipe `list` never colours |
        | "another process … held the lock" | another taskdeck was committing a change; try again, or raise `[store] lock-timeout` (taskdeck help storage) |
        | an error naming a line of `tasks.json` or its journal | nothing was written over it; see When something is wrong in taskdeck help storage |
        | a sync that fails | run the sync command yourself (`vdirsyncer sync`) to see its words; taskdeck help sync |
        | the app says the window is too small | make it at least 40 columns by 10 rows |
        """#
    }
}
