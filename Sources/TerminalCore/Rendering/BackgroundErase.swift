/// Whether the terminal fills erased cells (EL, ECH) with the current background colour
/// ("bce" in terminfo), which lets the renderer erase the blanks of a coloured row (the
/// selection's) instead of writing them as spaces.
///
/// xterm, VTE terminals, kitty, alacritty, iTerm2, Terminal.app, the Linux console and
/// tmux all do. GNU screen does only after `defbce on`, so inside screen (it sets `STY`)
/// coloured blanks are written as spaces, unless tmux runs inside it and draws the pane.
public enum BackgroundErase {
    public static func detect(environment: [String: String]) -> Bool {
        environment["TMUX"] != nil || environment["STY"] == nil
    }
}
