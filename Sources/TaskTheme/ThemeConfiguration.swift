import TaskWording
import TerminalCore

/// Builds the theme a config file asks for: a shipped theme by name (`[theme] name`),
/// then each `[theme.colors] element = "style"` over it.
///
/// Which themes and elements exist is this target's knowledge; the config target reads only
/// the lines' shape, and the executable adds the file's name to the problems here.
public enum ThemeConfiguration {
    /// One `element = "style"` line under `[theme.colors]`.
    public struct ColorLine: Equatable, Sendable {
        public let element: String
        public let style: String
        public let line: Int

        public init(element: String, style: String, line: Int) {
            (self.element, self.style, self.line) = (element, style, line)
        }
    }

    /// A theme setting that cannot be used: the line and what is wrong there (a fact;
    /// `ConfigProblemText` words it).
    public struct Problem: Error, Equatable, Sendable {
        public let line: Int
        public let reason: ConfigProblem.ThemeProblem

        public init(line: Int, _ reason: ConfigProblem.ThemeProblem) {
            (self.line, self.reason) = (line, reason)
        }

        /// The sentence, as the config file's errors say it after `FILE:LINE: `.
        public var message: String { ConfigProblemText.sentence(.theme(reason)) }
    }

    /// The theme in effect, every element's style with where it came from (`nil`: the named
    /// theme; else the config line), and a warning per unknown element.
    public struct Resolved: Equatable, Sendable {
        public let name: String
        public let theme: Theme
        public let overridden: [String: Int]
        public let warnings: [Problem]

        /// Each element as a config file would write it, with the line that set it (nil: the theme).
        public var elementTexts: [(name: String, style: String, line: Int?)] {
            Theme.elements.map { ($0.name, StyleSpec.text(of: theme[keyPath: $0.keyPath]), overridden[$0.name]) }
        }
    }

    public static let defaultName = "dark"

    /// - Parameter name: `[theme] name` and its line, nil for the default (`dark`).
    public static func resolve(name: (value: String, line: Int)?, colors: [ColorLine]) throws(Problem) -> Resolved {
        let names = Theme.named.map(\.name)
        var theme = Theme.dark
        if let name {
            guard let named = Theme.named.first(where: { $0.name == name.value.lowercased() }) else {
                throw Problem(line: name.line, .unknownName(name.value, known: names))
            }
            theme = named.theme
        }
        var overridden: [String: Int] = [:]
        var warnings: [Problem] = []
        for color in colors {
            guard let element = Theme.elements.first(where: { $0.name == color.element.lowercased() }) else {
                warnings.append(Problem(line: color.line, .unknownElement(color.element, known: Theme.elements.map(\.name))))
                continue
            }
            do {
                theme[keyPath: element.keyPath] = try StyleSpec.parse(color.style)
            } catch {
                throw Problem(line: color.line, .badStyle(element: element.name, reason: error.message))
            }
            overridden[element.name] = color.line
        }
        return Resolved(name: name?.value.lowercased() ?? defaultName, theme: theme, overridden: overridden,
                        warnings: warnings)
    }
}
