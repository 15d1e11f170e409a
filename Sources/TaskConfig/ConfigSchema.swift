import Foundation
import TaskDomain
import TaskWording

/// The settings taskdeck knows today, and how a parsed file becomes `ConfigSettings`.
///
/// A key or section it does not know is a warning, never an error: a config written for a
/// newer taskdeck (or with a typo) still opens the user's tasks. A known key with a value
/// it cannot use is an error naming the line and what is expected, because going on would
/// quietly do something else than the user wrote.
public enum ConfigSchema {
    public static let keys: [ConfigKey] = [
        ConfigKey(section: "store", name: "file",
                  help: ["The task file (JSON). Default: $XDG_DATA_HOME/taskdeck/tasks.json,",
                         "else ~/.local/share/taskdeck/tasks.json. ~ is your home; a relative path is",
                         "relative to this file's folder. --file and $TASKDECK_FILE win over it."],
                  shown: .string("~/.local/share/taskdeck/tasks.json"), commentedOut: true),
        ConfigKey(section: "store", name: "vdir",
                  help: ["Or a vdir: a folder of .ics files, one per task (CalDAV through vdirsyncer).",
                         "Give file or vdir, not both. --vdir and $TASKDECK_VDIR win over it."],
                  shown: .string("~/.local/share/taskdeck/vdir"), commentedOut: true),
        ConfigKey(section: "store", name: "vdir-list",
                  help: ["With a vdir: the list (its sub-folder) new tasks go to when no list has their",
                         "project's name. Default: the one list vdirsyncer's pair names, else the first."],
                  shown: .string("tasks"), commentedOut: true),
        ConfigKey(section: "store", name: "lock-timeout",
                  help: ["Seconds a change waits for another writer's lock before giving up",
                         "(0 to 3600). $TASKDECK_LOCK_TIMEOUT wins over it."],
                  shown: .integer(Int(ConfigDefaults.lockTimeoutSeconds)), commentedOut: false),
        ConfigKey(section: "sync", name: "command",
                  help: ["The shell command taskdeck sync and the app's $ run (by /bin/sh -c).",
                         "taskdeck sync --command and $TASKDECK_SYNC_COMMAND win over it."],
                  shown: .string(ConfigDefaults.syncCommand), commentedOut: false),
        ConfigKey(section: "sync", name: "timeout",
                  help: ["Seconds the sync command may run before it is ended (1 to 86400); the",
                         "store keeps what it finished. $TASKDECK_SYNC_TIMEOUT wins over it."],
                  shown: .integer(ConfigDefaults.syncTimeoutSeconds), commentedOut: true),
        ConfigKey(section: "editor", name: "command",
                  help: ["The editor E opens a task's notes in (run by /bin/sh -c with the file's path",
                         "added). Default: $VISUAL, else $EDITOR, else vi; this line wins over them."],
                  shown: .string(ConfigDefaults.editorCommand), commentedOut: true),
        ConfigKey(section: "list", name: "tab",
                  help: ["The filter tab the app opens on: "
                         + ListTabName.all.map(\.name).joined(separator: ", ") + ",",
                         "or the name of a view ([views.NAME])."],
                  shown: .string(ListTabName.name(of: ConfigDefaults.listTab)), commentedOut: false),
        ConfigKey(section: "list", name: "sort",
                  help: ["The order the app opens with, and taskdeck list's when --sort is not given:",
                         TaskSort.builtIn.map(\.name).joined(separator: ", ") + ", or a [fields.NAME] field's name."],
                  shown: .string(ConfigDefaults.listSort.name), commentedOut: false),
        ConfigKey(section: "list", name: "columns",
                  help: ["The columns of the app's rows and taskdeck list, in order (a [fields.NAME] too):",
                         "some of " + ListColumn.builtIn.map(\.name).joined(separator: ", ") + " (title is required)."],
                  shown: .list(ConfigDefaults.listColumns.map { .string($0.name) }), commentedOut: false),
        ConfigKey(section: "list", name: "date-style",
                  help: ["How due dates read: \"relative\" (tomorrow, Fri, in 9d, 2d overdue) or \"iso\"",
                         "(2026-12-24, 2026-12-24 09:30). Task details show both."],
                  shown: .string(ConfigDefaults.dateStyle.rawValue), commentedOut: false),
        ConfigKey(section: "theme", name: "name",
                  help: ["The colours: \"dark\" (for a dark background), \"light\", \"high-contrast\" or \"none\"",
                         "(attributes only). NO_COLOR and the terminal's colours (TERM, COLORTERM) still apply:",
                         "truecolor becomes the nearest of 256, then of 16, then none."],
                  shown: .string("dark"), commentedOut: false),
        ConfigKey(section: "mouse", name: "enabled",
                  help: ["Clicks and the wheel in the app (xterm SGR mouse reports). The wheel scrolls, a click",
                         "selects a row or a tab, a double click opens a task, a click on [ ] toggles it.",
                         "Off: the terminal's own selection works without Shift."],
                  shown: .boolean(ConfigDefaults.mouseEnabled), commentedOut: false),
    ] + PlanConfig.keys + [UndoConfig.key]

    /// The sections, in the order the default file has them.
    public static var sections: [String] {
        keys.reduce(into: []) { sections, key in if !sections.contains(key.section) { sections.append(key.section) } }
    }

    /// The settings of `document`, and a warning for each key or section it does not know.
    /// - Parameters:
    ///   - file: the config file's path, for messages and for relative store paths.
    ///   - home: the folder `~` stands for.
    public static func settings(of document: ConfigDocument, file: String, home: String) throws(ConfigError)
        -> (ConfigSettings, [ConfigWarning]) {
        // The custom fields first: a sort or a column anywhere in the file may name one.
        var fieldReader = FieldSettingsReader(file: file)
        for entry in document.entries where entry.path.first == FieldSettingsReader.section {
            try fieldReader.read(entry)
        }
        let fields = try fieldReader.finished()
        var reader = SettingsReader(file: file, home: home, fields: fields)
        var warnings: [ConfigWarning] = []
        var unknownSections: Set<[String]> = []
        var keySettings = KeySettings()
        var themeSettings = ThemeSettings()
        var viewReader = ViewSettingsReader(file: file, fields: fields)
        var contextReader = ContextSettingsReader(file: file)
        for section in document.sections where !sections.contains(section.path.joined(separator: "."))
            && section.path.first != KeySettings.section && section.path != ThemeSettings.colorsSection
            && section.path.first != ViewSettingsReader.section && section.path.first != FieldSettingsReader.section
            && section.path.first != ContextSettingsReader.section
            && section.path != PlanConfig.tagSection && section.path != PlanConfig.projectSection
            && Array(section.path.prefix(2)) != PlanConfig.fieldSection {
            guard unknownSections.insert(section.path).inserted else { continue }
            warnings.append(ConfigWarning(file: file, line: section.line,
                                          .ignored(.unknownSection(ConfigDocument.shownName(of: section.path),
                                                                   suggestion: NameSuggestion.nearest(to: section.path.joined(separator: "."), among: sections)))))
        }
        for entry in document.entries {
            if entry.path.first == KeySettings.section {
                try keySettings.read(entry, file: file)
                continue
            }
            if entry.path.first == ThemeSettings.section, try themeSettings.read(entry, file: file) { continue }
            if entry.path.first == ViewSettingsReader.section {
                try viewReader.read(entry)
                continue
            }
            if entry.path.first == FieldSettingsReader.section { continue }  // read above
            if entry.path.first == ContextSettingsReader.section {
                try contextReader.read(entry)
                continue
            }
            if entry.path.count >= 3, [entry.path[0], entry.path[1]] == PlanConfig.tagSection
                || [entry.path[0], entry.path[1]] == PlanConfig.projectSection {
                try reader.readBonus(entry)
                continue
            }
            if entry.path.count >= 3, [entry.path[0], entry.path[1]] == PlanConfig.fieldSection {
                try reader.readFieldBonus(entry)
                continue
            }
            let sectionPath = Array(entry.path.dropLast())
            guard let key = keys.first(where: { [$0.section, $0.name] == entry.path }) else {
                if unknownSections.contains(sectionPath) { continue }
                warnings.append(ConfigWarning(file: file, line: entry.line, .ignored(unknownKey(entry.path))))
                continue
            }
            try reader.read(entry, as: key)
        }
        var settings = try reader.finished(views: try viewReader.finished())
        settings.keys = keySettings
        settings.theme = themeSettings
        settings.fields = fields
        settings.contexts = try contextReader.finished()
        return (settings, warnings + viewReader.warnings + fieldReader.warnings + contextReader.warnings)
    }

    /// A key in no section taskdeck reads: in a known section (with the nearest known key or
    /// else all of them), or elsewhere (with the section of a known key of that name).
    private static func unknownKey(_ path: [String]) -> ConfigProblem.IgnoredProblem {
        let name = ConfigDocument.shownName(of: path)
        guard let key = path.last else { return .unknownKey(name, home: nil) }
        let section = path.dropLast().joined(separator: ".")
        if sections.contains(section) {
            let known = keys.filter { $0.section == section }.map(\.name)
            return .unknownKeyIn(key: ConfigDocument.shownName(of: [key]), section: "[\(section)]",
                                 suggestion: NameSuggestion.nearest(to: key, among: known), known: known)
        }
        return .unknownKey(name, home: keys.first(where: { $0.name == key }).map { .init(key: $0.name, section: $0.section) })
    }
}
