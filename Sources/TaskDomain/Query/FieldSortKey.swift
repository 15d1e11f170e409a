/// Where a custom field's value puts a task in the sort by that field (`list --sort
/// estimate`, a view's `sort = "size"`), as two words `TaskSortKey` compares:
///
/// - number, duration, date: by value (a date with its time, an untimed day at its end, as
///   due dates sort); a value that does not read as the type after every one that does;
/// - text with allowed values (`values = ["S", "M", "L"]`): in their declared order, then
///   other texts; text without allowed values: alphabetically, ignoring case and accents
///   (the first 8 folded bytes here, the rest by `TaskSortKey.textOrder`);
/// - a task without the field: after all of them.
struct FieldSortKey {
    let first: UInt64
    let more: UInt64

    /// After every value that reads: the value does not read as the field's type.
    static let unreadable = UInt64.max - 1
    /// Last of all: the task has no such field.
    static let absent = UInt64.max

    init(_ value: String?, declaration: FieldDeclaration) {
        guard let value else {
            (first, more) = (Self.absent, 0)
            return
        }
        switch declaration.kind {
        case .number, .duration, .date:
            guard let number = FieldValue.sortKey(value, kind: declaration.kind) else {
                (first, more) = (Self.unreadable, 0)
                return
            }
            (first, more) = (Self.ordered(number), 0)
        case .string:
            // A declared value by its place; any other text after them, by its letters.
            if let place = declaration.values.firstIndex(of: value) ?? Self.place(ignoringCase: value, in: declaration.values) {
                (first, more) = (UInt64(place), 0)
            } else {
                (first, more) = (UInt64(declaration.values.count), SearchFolding.foldedPrefix(value).0)
            }
        }
    }

    /// Where a declared value is, told apart from `value` by case only (the text lowered once).
    private static func place(ignoringCase value: String, in values: [String]) -> Int? {
        guard !values.isEmpty else { return nil }
        let lowered = value.lowercased()
        return values.firstIndex { $0.lowercased() == lowered }
    }

    /// A finite number as an unsigned one of the same order (below `unreadable`: even
    /// infinity maps to 0xFFF0…).
    static func ordered(_ number: Double) -> UInt64 {
        let bits = (number + 0).bitPattern  // -0 is 0
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }
}
