/// What a run of Tab presses in one text field does, shared by the editor's Project and
/// Tags fields and the list's `#` tags prompt so Tab behaves the same in both.
///
/// Tab first extends the text to the beginning the candidates share (`re` → `re` stays,
/// `ho` → `home`); when there is nothing to extend, or the extension is itself a name
/// (`sh` → `shop`, then `shopping`), each Tab offers the next candidate in turn, then what
/// was typed again, and the Tab after that returns nil (the caller moves
/// on: the next field, or nothing in a prompt). Typing anything in between starts over,
/// since the text no longer matches what was offered.
struct TabCompletionCycle {
    /// What Tab can do with a text: the shared beginning, if longer than what was typed,
    /// and the whole texts to offer in turn.
    struct Offer {
        var sharedText: String?
        var options: [String]
    }

    private var typed = ""
    private var options: [String] = []
    private var index = 0
    /// A run that came back to what was typed: the next Tab on that text moves on.
    private var endedOn: String?

    /// Forgets the run (the focus moved elsewhere).
    mutating func reset() {
        self = TabCompletionCycle()
    }

    /// The text after one more Tab on `text`, or nil when Tab should move on.
    mutating func next(after text: String, offer: (String) -> Offer) -> String? {
        if let ended = endedOn {
            endedOn = nil
            if ended == text { return nil }
        }
        if options.indices.contains(index), options[index] == text {
            index += 1
            if index < options.count { return options[index] }
            endedOn = typed
            let typedText = typed
            options = []
            return typedText
        }
        options = []
        let offered = offer(text)
        if let shared = offered.sharedText {
            // The shared beginning may be a name itself (`sh` -> `shop`, with `shopping`):
            // the next Tabs go on through the other names from there.
            if offered.options.count > 1, let at = offered.options.firstIndex(of: shared) {
                (typed, options, index) = (text, offered.options, at)
            }
            return shared
        }
        guard let first = offered.options.first else { return nil }
        if offered.options.count > 1 {
            typed = text
            options = offered.options
            index = 0
        }
        return first
    }
}
