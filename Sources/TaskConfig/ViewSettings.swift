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

extension ViewSetting: FilteredSectionSetting {
    init(name: String, line: Int) { self.init(name: name, line: line, filter: nil) }
}

/// Reads the `[views.NAME]` sections into `ViewSetting`s, in the file's order.
struct ViewSettingsReader {
    static let section = "views"
    private var sections: NamedSections<ViewSetting>
    var views: [ViewSetting] { sections.settings }
    var warnings: [ConfigWarning] { sections.warnings }
    /// The file's declared custom fields: a view may sort by one or show it as a column.
    let fields: [FieldDeclaration]

    init(file: String, fields: [FieldDeclaration] = []) {
        sections = NamedSections(section: Self.section, kind: .view, keys: ["filter", "sort", "columns"], file: file)
        self.fields = fields
    }

    /// Reads `entry`, a key under `[views.NAME]`.
    mutating func read(_ entry: ConfigDocument.Entry) throws(ConfigError) {
        let file = sections.file
        let (name, key, section) = try sections.place(of: entry)
        if name.allSatisfy(\.isWhitespace) {
            throw ConfigError(file: file, line: entry.line, .setting(.viewNeedsName(section: section)))
        }
        try sections.refuseCaseTwin(of: name, label: section, line: entry.line)
        if let builtIn = ListTabName.filter(named: name) {
            throw ConfigError(file: file, line: entry.line,
                              .setting(.builtInTabName(section: section, name: name, tab: ListTabName.name(of: builtIn))))
        }
        let index = sections.index(of: name, line: entry.line)
        let source = SettingSource.configFile(line: entry.line)
        switch key {
        case "filter":
            try sections.readFilter(entry, at: index, example: "+work !>=medium")
        case "sort":
            let names = TaskSort.all(fields: fields).map(\.name)
            guard case .string(let text) = entry.value, let sort = TaskSort(name: text, fields: fields) else {
                throw ConfigError(file: file, line: entry.line, .mustBe(key: entry.name, expected: .oneOf(names), found: entry.value.foundWritten))
            }
            sections.update(index) { $0.sort = Sourced(sort, from: source) }
        case "columns":
            let columns = try ColumnsSetting.read(entry, named: entry.name, file: file, fields: fields)
            sections.update(index) { $0.columns = Sourced(columns, from: source) }
        default:
            sections.warnUnknown(key, in: section, line: entry.line)
        }
    }

    /// The views, once every entry is read: each must have a filter.
    func finished() throws(ConfigError) -> [ViewSetting] {
        try sections.finishedRequiringFilter(example: "+work !>=medium")
    }
}
