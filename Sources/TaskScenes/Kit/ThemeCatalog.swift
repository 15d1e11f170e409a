import TerminalCore

/// The themes taskdeck ships, by the names a config file gives in `[theme] name`, and the
/// names of the elements `[theme.colors]` may restyle.
extension Theme {
    /// Light text on a dark background: taskdeck's look since the start.
    public static let dark = Theme(
        title: Style.plain.bold, muted: Style.plain.dim, project: .fg(.magenta), tag: .fg(.cyan),
        activeTab: Style.plain.bold.reverse, inactiveTab: Style.plain.dim, error: Style.fg(.red).bold,
        info: .fg(.green), hintKey: Style.plain.bold, hintLabel: Style.plain.dim, selection: Style.plain.reverse,
        marked: Style.fg(.yellow).bold, unsaved: .fg(.yellow), warning: .fg(.yellow),
        priorityLow: .fg(.blue), priorityMedium: .fg(.yellow), priorityHigh: Style.fg(.red).bold,
        overdue: Style.fg(.red).bold, dueToday: Style.fg(.yellow).bold, dueSoon: .fg(.cyan), completed: Style.plain.dim,
        active: Style.fg(.green).bold)

    /// For a light background: the darker shades of the 256 colours (yellow and cyan on
    /// white cannot be read), degrading to the nearest of the 16 where there are no more.
    public static let light = Theme(
        title: Style.plain.bold, muted: .fg(.indexed(244)), project: .fg(.indexed(90)), tag: .fg(.indexed(24)),
        activeTab: Style.plain.bold.reverse, inactiveTab: .fg(.indexed(244)), error: Style.fg(.indexed(160)).bold,
        info: .fg(.indexed(28)), hintKey: Style.plain.bold, hintLabel: .fg(.indexed(242)), selection: Style.plain.reverse,
        marked: Style.fg(.indexed(130)).bold, unsaved: .fg(.indexed(130)), warning: .fg(.indexed(130)),
        priorityLow: .fg(.indexed(25)), priorityMedium: .fg(.indexed(130)), priorityHigh: Style.fg(.indexed(160)).bold,
        overdue: Style.fg(.indexed(160)).bold, dueToday: Style.fg(.indexed(130)).bold, dueSoon: .fg(.indexed(24)),
        completed: .fg(.indexed(246)), active: Style.fg(.indexed(28)).bold)

    /// Bright colours and bold, no dim text: for low vision or a washed-out screen.
    public static let highContrast = Theme(
        title: Style.plain.bold.underline, muted: .plain, project: Style.fg(.brightMagenta).bold,
        tag: Style.fg(.brightCyan).bold, activeTab: Style.plain.bold.reverse, inactiveTab: Style.plain.underline,
        error: Style.fg(.brightRed).bold, info: Style.fg(.brightGreen).bold, hintKey: Style.fg(.brightYellow).bold,
        hintLabel: .plain, selection: Style.plain.bold.reverse, marked: Style.fg(.brightYellow).bold.underline,
        unsaved: Style.fg(.brightYellow).bold, warning: Style.fg(.brightYellow).bold, priorityLow: Style.fg(.brightBlue).bold,
        priorityMedium: Style.fg(.brightYellow).bold, priorityHigh: Style.fg(.brightRed).bold.underline,
        overdue: Style.fg(.brightRed).bold.underline, dueToday: Style.fg(.brightYellow).bold,
        dueSoon: Style.fg(.brightCyan).bold, completed: .plain, active: Style.fg(.brightGreen).bold)

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
