/// Tab completion of the editor's Project field and of the last word of a tags text (the
/// editor's Tags field, the list's `#` prompt) from the projects and tags that exist.
///
/// The rule, for the text being completed (the whole Project text, or the last word of
/// Tags after the last space or comma, without a leading `#`, `+` or `-`, which stays):
/// - The candidates are the existing names that start with the text, ignoring case, and
///   are not exactly the text. Tags already listed earlier in the field are not candidates.
/// - There is something to complete only when the text is not empty, is not itself an
///   existing name (typed exactly), and has at least one candidate.
/// - Tab then replaces the text by the longest beginning the candidates share when that
///   is longer than the text (`ho` becomes `home`, `home.` becomes `home.garden`).
///   Otherwise, or when that beginning is itself a name (`sh` -> `shop`, with `shopping`),
///   the candidates are offered one Tab at a time in alphabetical order (`re`: `reading`,
///   `report`, `review`), then what was typed again; the next Tab moves on
///   (`TabCompletionCycle`).
/// - In every other case Tab moves to the next field, so Tab never gets stuck in a field.
struct NameCompletion: Equatable {
    let projects: [String]
    let tags: [String]

    init(projects: [String] = [], tags: [String] = []) {
        self.projects = projects.sorted()
        self.tags = tags.sorted()
    }

    /// The existing projects that Tab would complete `text` to (empty: Tab moves on).
    func projectCandidates(for text: String) -> [String] {
        NameCompletion.candidates(for: text.trimmingBlanks, in: projects)
    }

    /// The existing tags that Tab would complete the last word of `text` to.
    func tagCandidates(for text: String) -> [String] {
        let (earlier, last) = NameCompletion.splitLastTag(text)
        let listed = Set(earlier.map { $0.lowercased() })
        return NameCompletion.candidates(for: last, in: tags).filter { !listed.contains($0) }
    }

    /// The Project texts a run of Tabs offers, one per candidate, in order.
    func projectOptions(for text: String) -> [String] {
        projectCandidates(for: text)
    }

    /// The Tags texts a run of Tabs offers: the text with its last word replaced by each
    /// candidate, in order.
    func tagOptions(for text: String) -> [String] {
        let (_, last) = NameCompletion.splitLastTag(text)
        return tagCandidates(for: text).map { String(text.dropLast(last.count)) + $0 }
    }

    /// The longest beginning the candidates share, when it is longer than what was typed
    /// (nil: there is nothing to extend, so the candidates are offered in turn).
    static func sharedExtension(of typed: String, candidates: [String]) -> String? {
        guard let first = candidates.first else { return nil }
        let shared = candidates.dropFirst().reduce(first) { shared, name in
            String(zip(shared, name).prefix { $0 == $1 }.map(\.0))
        }
        return shared.count > typed.count ? shared : nil
    }

    /// What Tab does in the Project field.
    func projectOffer(for text: String) -> TabCompletionCycle.Offer {
        let candidates = projectCandidates(for: text)
        return .init(sharedText: NameCompletion.sharedExtension(of: text.trimmingBlanks, candidates: candidates),
                     options: candidates)
    }

    /// What Tab does in a tags text: the last word extended or replaced.
    func tagOffer(for text: String) -> TabCompletionCycle.Offer {
        let (_, last) = NameCompletion.splitLastTag(text)
        let shared = NameCompletion.sharedExtension(of: last, candidates: tagCandidates(for: text))
        return .init(sharedText: shared.map { String(text.dropLast(last.count)) + $0 }, options: tagOptions(for: text))
    }

    // MARK: - Rule

    private static func candidates(for typed: String, in names: [String]) -> [String] {
        guard !typed.isEmpty, !names.contains(typed) else { return [] }
        let lowered = typed.lowercased()
        return names.filter { $0 != typed && $0.lowercased().hasPrefix(lowered) }
    }

    /// The tags before the last word, and the last word, without the sigil that may lead
    /// them (`#tag`, `+tag` or `-tag` in the list's prompt); the last word is empty when
    /// the text ends with a separator.
    static func splitLastTag(_ text: String) -> (earlier: [String], last: String) {
        let separators: (Character) -> Bool = { $0 == "," || $0.isWhitespace }
        var words = text.split(omittingEmptySubsequences: false, whereSeparator: separators).map(String.init)
        let last = words.popLast() ?? ""
        return (words.filter { !$0.isEmpty }.map(withoutSigil), withoutSigil(last))
    }

    private static func withoutSigil(_ word: String) -> String {
        guard let first = word.first, "#+-".contains(first) else { return word }
        return String(word.dropFirst())
    }
}

extension String {
    /// The text without leading and trailing whitespace (Foundation-free).
    var trimmingBlanks: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
