import TaskDomain
import TaskWording

/// One `[views.NAME]` section: a saved view's filter, optional sort and columns, with the lines
/// they are on. The filter stays text here: it is read (and its errors placed at its
/// line) by the executable, whose clock the filter's dates are relative to.
public struct ViewSetting: Equatable, Sendable {
    public let name: String
    /// The line of the view's first key (where a missing filter is said).
    public let line: Int
    public var filter: Sourced<String>?
    public var sort: Sourced<TaskSort>?
    /// The view's own columns; nil shows the list's (`[list] columns`).
    public var columns: Sourced<[ListColumn]>?

    public init(name: String, line: Int, filter: Sourced<String>? = nil, sort: Sourced<TaskSort>? = nil,
                columns: Sourced<[ListColumn]>? = nil) {
        self.name = name
        self.line = line
        self.filter = filter
        self.sort = sort
        self.columns = columns
    }
}

/// Reads the `[views.NAME]` sections into `ViewSetting`s, in the file's order.
struct ViewSettingsReader {
    static let section = "views"
    static let keys = ["filter", "sort", "columns"]

    let file: String
    /// The file's declared custom fields: a view may sort by one or show it as a column.
    let fields: [FieldDeclaration]
    private(set) var views: [ViewSetting] = []
    private(set) var warnings: [ConfigWarning] = []

    init(file: String, fields: [FieldDeclaration] = []) {
        self.file = file
        self.fields = fields
    }

    /// Reads `entry`, a key under `[views.NAME]`.
    mutating func read(_ entry: ConfigDocument.Entry) throws(ConfigError) {
        guard entry.path.count == 3 else {
            throw ConfigError(file: file, line: entry.line,
                              message: "\(entry.name): a view is a section [views.NAME] with filter = \"…\", and sort = \"…\" or columns = [...] if you like")
        }
        let (name, key) = (entry.path[1], entry.path[2])
        let section = "[" + ConfigDocument.name(of: [Self.section, name]) + "]"
        if name.allSatisfy(\.isWhitespace) {
            throw ConfigError(file: file, line: entry.line,
                              message: "\(section): a view needs a name to show on its tab, such as [views.work]")
        }
        if let other = views.first(where: { $0.name != name && $0.name.lowercased() == name.lowercased() }) {
            throw ConfigError(file: file, line: entry.line,
                              message: "\(section): another view is called '\(other.name)' (line \(other.line)); "
                              + "names that differ only in case cannot be told apart on the command line")
        }
        if let builtIn = ListTabName.filter(named: name) {
            throw ConfigError(file: file, line: entry.line,
                              message: "\(section): '\(name)' is the name of a built-in tab "
                              + "(\(ListTabName.name(of: builtIn))); give the view another name")
        }
        let index: Int
        if let existing = views.firstIndex(where: { $0.name == name }) {
            index = existing
        } else {
            views.append(ViewSetting(name: name, line: entry.line))
            index = views.count - 1
        }
        let source = SettingSource.configFile(line: entry.line)
        switch key {
        case "filter":
            guard case .string(let text) = entry.value else {
                throw ConfigError(file: file, line: entry.line,
                                  message: "\(entry.name) must be a filter in quotes (\"+work !>=medium\"), not \(entry.value.kind)")
            }
            views[index].filter = Sourced(text, from: source)
        case "sort":
            let names = TaskSort.all(fields: fields).map(\.name)
            guard case .string(let text) = entry.value, let sort = TaskSort(name: text, fields: fields) else {
                throw ConfigError(file: file, line: entry.line, message: "\(entry.name) must be one of "
                                  + names.map(ConfigValue.quoted).joined(separator: ", ") + ", not \(entry.value.written)")
            }
            views[index].sort = Sourced(sort, from: source)
        case "columns":
            views[index].columns = Sourced(try ColumnsSetting.read(entry, named: entry.name, file: file, fields: fields), from: source)
        default:
            warnings.append(ConfigWarning(file: file, line: entry.line,
                                          message: "unknown key '\(key)' in \(section); ignored (known: "
                                          + Self.keys.joined(separator: ", ") + ")"))
        }
    }

    /// The views, once every entry is read: each must have a filter.
    func finished() throws(ConfigError) -> [ViewSetting] {
        if let view = views.first(where: { $0.filter == nil }) {
            throw ConfigError(file: file, line: view.line,
                              message: "[\(ConfigDocument.name(of: [Self.section, view.name]))] needs a filter, such as filter = \"+work !>=medium\"")
        }
        return views
    }
}
