import TerminalCore

/// The themes taskdeck ships, by the names a config file gives in `[theme] name`, and the
/// names of the elements `[theme.colors]` may restyle.
extension Theme {
    /// The selected row of `dark` and `light`: black on light blue (black on white in 16
    /// colours; reverse video without colour, as `Style.degraded` turns a dropped background
    /// into). A bar of one background, not reverse video: its blanks are erased in that
    /// background (bce) rather than written as spaces, so a `j` writes about 90 bytes
    /// fewer (issue 27); and one foreground, so the row needs no colour changes.
    public static let selectionBar = Style(foreground: .black, background: .indexed(153))

    /// Light text on a dark background. Every colour reads at 4.5:1 or more on black (WCAG's
    /// rule for text, checked by `ThemeContrastTests`), and the elements that stand side by
    /// side in a row (priority, project, tags, the due date's urgency) each have their own:
    /// `#phone tomorrow` is two colours, and overdue (white on red) is not the `!!!` red. The
    /// 256 colours degrade to the nearest of the 16 where there are no more, and these stay
    /// apart there too (bright blue, yellow, bright red, magenta, cyan, bright yellow, green).
    public static let dark = Theme(
        title: Style.plain.bold, muted: Style.plain.dim, project: .fg(.indexed(170)), tag: .fg(.indexed(80)),
        activeTab: Style.plain.bold.reverse, inactiveTab: Style.plain.dim, error: Style.fg(.indexed(203)).bold,
        info: .fg(.green), hintKey: Style.plain.bold, hintLabel: Style.plain.dim, selection: Theme.selectionBar,
        marked: Style.fg(.yellow).bold, unsaved: .fg(.yellow), warning: .fg(.yellow),
        priorityLow: .fg(.indexed(111)), priorityMedium: .fg(.indexed(179)), priorityHigh: Style.fg(.indexed(203)).bold,
        overdue: Style(foreground: .brightWhite, background: .red, attributes: [.bold]),
        dueToday: Style.fg(.indexed(226)).bold, dueSoon: .fg(.indexed(77)),
        completed: Style.plain.dim, active: Style.fg(.green).bold)

    /// For a light background: the darker shades of the 256 colours (yellow and cyan on
    /// white cannot be read), each 4.5:1 or more on white, done rows too; side by side
    /// elements differ as in `dark` (overdue is white on red).
    public static let light = Theme(
        title: Style.plain.bold, muted: .fg(.indexed(243)), project: .fg(.indexed(90)), tag: .fg(.indexed(24)),
        activeTab: Style.plain.bold.reverse, inactiveTab: .fg(.indexed(243)), error: Style.fg(.indexed(160)).bold,
        info: .fg(.indexed(28)), hintKey: Style.plain.bold, hintLabel: .fg(.indexed(242)), selection: Theme.selectionBar,
        marked: Style.fg(.indexed(130)).bold, unsaved: .fg(.indexed(130)), warning: .fg(.indexed(130)),
        priorityLow: .fg(.indexed(18)), priorityMedium: .fg(.indexed(58)), priorityHigh: Style.fg(.indexed(160)).bold,
        overdue: Style(foreground: .brightWhite, background: .indexed(160), attributes: [.bold]), dueToday: Style.fg(.indexed(130)).bold, dueSoon: .fg(.indexed(28)),
        completed: .fg(.indexed(243)), active: Style.fg(.indexed(28)).bold)

    /// Bright colours and bold, no dim text: for low vision or a washed-out screen. Overdue
    /// is white on red, so it stands apart from the `!!!` red.
    public static let highContrast = Theme(
        title: Style.plain.bold.underline, muted: .plain, project: Style.fg(.brightMagenta).bold,
        tag: Style.fg(.brightCyan).bold, activeTab: Style.plain.bold.reverse, inactiveTab: Style.plain.underline,
        error: Style.fg(.brightRed).bold, info: Style.fg(.brightGreen).bold, hintKey: Style.fg(.brightYellow).bold,
        hintLabel: .plain, selection: Style.plain.bold.reverse, marked: Style.fg(.brightYellow).bold.underline,
        unsaved: Style.fg(.brightYellow).bold, warning: Style.fg(.brightYellow).bold, priorityLow: Style.fg(.indexed(117)).bold,
        priorityMedium: Style.fg(.indexed(214)).bold, priorityHigh: Style.fg(.brightRed).bold.underline,
        overdue: Style(foreground: .brightWhite, background: .red, attributes: [.bold]), dueToday: Style.fg(.brightYellow).bold,
        dueSoon: Style.fg(.indexed(120)).bold, completed: .plain, active: Style.fg(.brightGreen).bold)

    /// No colour at all, only attributes: for a monochrome terminal or a taste for it.
    public static let monochrome = Theme(
        title: Style.plain.bold, muted: Style.plain.dim, project: .plain, tag: .plain,
        activeTab: Style.plain.bold.reverse, inactiveTab: Style.plain.dim, error: Style.plain.bold,
        info: .plain, hintKey: Style.plain.bold, hintLabel: Style.plain.dim, selection: Style.plain.reverse,
        marked: Style.plain.bold, unsaved: Style.plain.bold, warning: Style.plain.bold,
        priorityLow: .plain, priorityMedium: .plain, priorityHigh: Style.plain.bold,
        overdue: Style.plain.bold.underline, dueToday: Style.plain.bold, dueSoon: .plain, completed: Style.plain.dim,
        active: Style.plain.bold)

    /// The shipped themes by name, in the order `taskdeck config --default` lists them.
    public static let named: [(name: String, theme: Theme)] = [
        ("dark", .dark), ("light", .light), ("high-contrast", .highContrast), ("none", .monochrome),
    ]

    /// Each element a config file may restyle, by its name under `[theme.colors]`, in the
    /// order `taskdeck config` lists them.
    public static let elements: [(name: String, keyPath: WritableKeyPath<Theme, Style> & Sendable)] = [
        ("title", \.title), ("muted", \.muted), ("project", \.project), ("tag", \.tag),
        ("active-tab", \.activeTab), ("tab", \.inactiveTab), ("error", \.error), ("info", \.info),
        ("hint-key", \.hintKey), ("hint", \.hintLabel), ("selection", \.selection), ("marked", \.marked),
        ("unsaved", \.unsaved), ("warning", \.warning), ("priority-low", \.priorityLow), ("priority-medium", \.priorityMedium),
        ("priority-high", \.priorityHigh), ("overdue", \.overdue), ("due-today", \.dueToday),
        ("due-soon", \.dueSoon), ("completed", \.completed), ("active", \.active),
    ]
}
