/// A parsed config file before its settings are read: every `key = value` with its full
/// dotted path (`[sync]` + `command` is `sync.command`) and the line it is on, in file
/// order, and every section header.
///
/// The parser knows the syntax only; what the keys mean is `ConfigSchema`'s business, so
/// later features (`[keys.list]`, `[colors]`, `[view.work]`) need no new syntax.
public struct ConfigDocument: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        /// The key's full path: section parts, then the key's own (dotted) parts.
        public let path: [String]
        public let value: ConfigValue
        public let line: Int

        public init(path: [String], value: ConfigValue, line: Int) {
            self.path = path
            self.value = value
            self.line = line
        }

        /// `sync.command`.
        public var name: String { ConfigDocument.name(of: path) }
    }

    public struct Section: Equatable, Sendable {
        public let path: [String]
        public let line: Int

        public init(path: [String], line: Int) {
            self.path = path
            self.line = line
        }
    }

    public var entries: [Entry] = []
    public var sections: [Section] = []

    public init(entries: [Entry] = [], sections: [Section] = []) {
        self.entries = entries
        self.sections = sections
    }

    /// A path as a message shows it: the dotted name, cut to 60 characters (names come from
    /// the file, and a hostile one is a megabyte long).
    public static func shownName(of path: [String]) -> String {
        let name = name(of: path.prefix(ConfigScanner.maximumKeyParts).map { $0 })
        return name.count <= 60 ? name : String(name.prefix(59)) + "…"
    }

    /// A path written back as a dotted name, quoting parts that are not bare keys.
    public static func name(of path: [String]) -> String {
        path.map { ConfigScanner.isBareKey($0) ? $0 : ConfigValue.quoted($0) }.joined(separator: ".")
    }
}
