import Foundation

/// What vdirsyncer's own config says about a vdir taskdeck is given: whether it is a
/// `filesystem` storage whose lists are its sub-folders (a pair syncs `collections`), and
/// which list that pair names when it names exactly one.
///
/// vdirsyncer never syncs a file in such a storage's root, so taskdeck must not write a
/// task there even before the first list exists (`VdirTaskRepository.isStorageRoot`). The
/// config is read where vdirsyncer reads it: `$VDIRSYNCER_CONFIG`, else
/// `$XDG_CONFIG_HOME/vdirsyncer/config`, else `~/.config/vdirsyncer/config`. A config that
/// cannot be read says nothing (the vdir alone decides, as before).
struct VdirsyncerConfig {
    /// What the config says about one folder.
    struct Storage: Equatable {
        /// The folder's lists are its sub-folders.
        var isStorageRoot: Bool
        /// The one list the pair names for this side (`collections = ["tasks"]`), if one.
        var namedList: String?
    }

    /// `[section name]` → key → the value's JSON text.
    private(set) var sections: [String: [String: String]] = [:]
    let home: String?

    init(text: String, home: String?) {
        self.home = home
        var current: String?
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                current = String(line.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
                continue
            }
            guard let current, let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            sections[current, default: [:]][key] = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// The config vdirsyncer would read in `environment`; nil when there is none.
    static func load(environment: [String: String]) -> VdirsyncerConfig? {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        let path: String
        if let explicit = environment["VDIRSYNCER_CONFIG"], !explicit.isEmpty {
            path = explicit
        } else if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
            path = xdg + "/vdirsyncer/config"
        } else if let home {
            path = home + "/.config/vdirsyncer/config"
        } else {
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return nil }
        return VdirsyncerConfig(text: String(decoding: data, as: UTF8.self), home: home)
    }

    /// What the config says about the folder at `realPath` (links resolved); nil: it is no
    /// filesystem storage of this config.
    func storage(at realPath: String) -> Storage? {
        for (section, values) in sections where section.hasPrefix("storage ") {
            guard string(values["type"]) == "filesystem", let path = string(values["path"]),
                  resolved(path) == resolved(realPath) else { continue }
            let name = section.dropFirst("storage ".count).trimmingCharacters(in: .whitespaces)
            var result = Storage(isStorageRoot: false, namedList: nil)
            for (pairSection, pair) in sections where pairSection.hasPrefix("pair ") {
                let side: Int
                if string(pair["a"]) == name { side = 1 } else if string(pair["b"]) == name { side = 2 } else { continue }
                guard let collections = json(pair["collections"]) as? [Any] else { continue }
                result.isStorageRoot = true
                let names: [String] = collections.compactMap { entry in
                    if let text = entry as? String { return text == "from a" || text == "from b" ? nil : text }
                    if let triple = entry as? [Any], triple.count == 3 { return triple[side] as? String }
                    return nil
                }
                if names.count == 1 { result.namedList = names.first }
            }
            return result
        }
        return nil
    }

    private func json(_ text: String?) -> Any? {
        guard let text else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    private func string(_ text: String?) -> String? { json(text) as? String }

    /// `path` with `~` expanded, links resolved and without a final `/`.
    private func resolved(_ path: String) -> String {
        var expanded = path
        if let home, expanded == "~" || expanded.hasPrefix("~/") { expanded = home + expanded.dropFirst() }
        let real = URL(fileURLWithPath: expanded).resolvingSymlinksInPath().path
        return real.count > 1 && real.hasSuffix("/") ? String(real.dropLast()) : real
    }
}
