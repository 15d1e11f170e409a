import Foundation

/// What a filter word about a custom field asks (`estimate:>2`, `size:M`, `estimate:`,
/// `estimate:any`): compared as the field's declared type (`FieldValue`), text without case.
struct FieldTest: Hashable, Sendable {
    enum Check: Hashable, Sendable {
        /// `estimate:any`: the task has the field.
        case present
        /// `estimate:` or `estimate:none`: it has not.
        case absent
        /// `estimate:>2`, `review:<fri` (the bound already read as the type's key), `size:M`.
        case compare(FilterComparison, key: Double?, text: String)
    }

    let declaration: FieldDeclaration
    let check: Check

    func matches(_ task: Task) -> Bool {
        let value = task.fields[declaration.name]
        switch check {
        case .present: return value != nil
        case .absent: return value == nil
        case .compare(let comparison, let bound, let text):
            guard let value else { return false }
            if let bound {
                guard let key = FieldValue.key(value, kind: declaration.kind) else { return false }
                switch comparison {
                case .equal: return key == bound
                case .less: return key < bound
                case .lessOrEqual: return key <= bound
                case .greater: return key > bound
                case .greaterOrEqual: return key >= bound
                }
            }
            let order = value.lowercased().compare(text.lowercased())
            switch comparison {
            case .equal: return order == .orderedSame
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            case .greaterOrEqual: return order != .orderedAscending
            }
        }
    }
}
