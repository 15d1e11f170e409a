import TaskWording

/// The `[theme]` and `[theme.colors]` sections of a config file, read for their shape only:
/// `[theme] name` and each `element = "style"` with its line.
///
/// Which themes and elements exist, and what a style may say, is TaskTheme's and the
/// terminal's knowledge (`ThemeConfiguration`, `StyleSpec`), which the executable asks
/// with these; this target names the line of a value that is not even a string.
public struct ThemeSettings: Equatable, Sendable {
    /// One `element = "style"` line under `[theme.colors]`.
    public struct Color: Equatable, Sendable {
        public let element: String
        public let style: String
        public let line: Int
    }

    /// `[theme] name = "light"`.
    public var name: Sourced<String>?
    public var colors: [Color] = []

    public init() {}

    /// The section every theme setting is under, and the one of the per-element styles.
    static let section = "theme"
    static let colorsSection = ["theme", "colors"]

    /// Reads `entry`, a key under `[theme]` or `[theme.colors]`; nil when the key is not one
    /// of them (the caller warns about it).
    mutating func read(_ entry: ConfigDocument.Entry, file: String) throws(ConfigError) -> Bool {
        let place = ConfigDocument.name(of: entry.path)
        if entry.path == [Self.section, "name"] {
            guard case .string(let name) = entry.value else {
                throw ConfigError(file: file, line: entry.line, .mustBe(key: "theme.name", expected: .themeName, found: entry.value.foundKind))
            }
            self.name = Sourced(name, from: .configFile(line: entry.line))
            return true
        }
        guard entry.path.count == 3, Array(entry.path.prefix(2)) == Self.colorsSection else { return false }
        guard case .string(let style) = entry.value else {
            throw ConfigError(file: file, line: entry.line, .mustBe(key: place, expected: .style, found: entry.value.foundKind))
        }
        colors.append(Color(element: entry.path[2], style: style, line: entry.line))
        return true
    }
}
