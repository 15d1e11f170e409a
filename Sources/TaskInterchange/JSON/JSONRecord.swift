import Foundation

/// One JSON object of an input, read field by field with errors that name the record and
/// the field (`task 3, field 'due': ...`), for the JSON-based formats.
struct JSONRecord {
    let object: [String: Any]
    /// `task 3` (1-based) or `line 3` for line-per-object input.
    let location: String
    let source: String
    /// False for an element of the list that is not a JSON object (`42`, `"text"`).
    var isObject = true

    /// Throws the record bad when it is not an object.
    func requireObject() throws(BadRecord) {
        guard isObject else { throw BadRecord(location: location, reason: "not an object") }
    }

    func string(_ key: String) throws -> String? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        guard let string = value as? String else { throw malformed(key, "expected a string") }
        return string
    }

    func requiredString(_ key: String) throws -> String {
        guard let value = try string(key) else { throw malformed(key, "missing") }
        return value
    }

    func strings(_ key: String) throws -> [String] {
        guard let value = object[key], !(value is NSNull) else { return [] }
        guard let array = value as? [Any], let strings = array as? [String] else {
            throw malformed(key, "expected a list of strings")
        }
        return strings
    }

    /// The object under `key`, read the same way; nil when absent or null.
    func object(_ key: String) throws -> JSONRecord? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        guard let inner = value as? [String: Any] else { throw malformed(key, "expected an object") }
        return JSONRecord(object: inner, location: "\(location), \(key)", source: source)
    }

    func objects(_ key: String) throws -> [JSONRecord] {
        guard let value = object[key], !(value is NSNull) else { return [] }
        guard let array = value as? [Any] else { throw malformed(key, "expected a list") }
        return try array.enumerated().map { index, element in
            guard let object = element as? [String: Any] else { throw malformed(key, "item \(index + 1) is not an object") }
            return JSONRecord(object: object, location: "\(location), \(key) \(index + 1)", source: source)
        }
    }

    /// The record is bad at `key`: `task 3, field 'due'` (a nested record names its path:
    /// `task 3, annotations 2`).
    func malformed(_ key: String, _ reason: String) -> BadRecord {
        BadRecord(location: location, field: key, reason: reason)
    }

    /// The objects of a JSON array (or one object per line, as older `task export` writes),
    /// or of the array under `key` in a top-level object (`{"tasks": [...]}`).
    static func records(in text: InterchangeText, source: String, arrayKey: String? = nil) throws -> [JSONRecord] {
        let top: Any
        do {
            top = try parse(text.string)
        } catch {
            // `task export` with json.array=off writes one object per line.
            if let records = try? lineRecords(in: text, source: source) { return records }
            var detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            if detail.hasSuffix(".") { detail.removeLast() }
            throw InterchangeError.malformed(source: source, location: "JSON syntax", reason: detail)
        }
        var elements: [Any]
        if let array = top as? [Any] {
            elements = array
        } else if let object = top as? [String: Any] {
            if let arrayKey, let array = object[arrayKey] as? [Any] {
                elements = array
            } else {
                elements = [object]
            }
        } else {
            throw InterchangeError.malformed(source: source, location: "the top level", reason: "expected a list of tasks")
        }
        return elements.enumerated().map { index, element in
            // An element that is no object is a record with no fields: each format names it bad.
            JSONRecord(object: element as? [String: Any] ?? [:], location: "task \(index + 1)", source: source,
                       isObject: element is [String: Any])
        }
    }

    /// One object per non-blank line; the error names the first line that is not one.
    private static func lineRecords(in text: InterchangeText, source: String) throws -> [JSONRecord] {
        var records: [JSONRecord] = []
        for (index, line) in text.lines.enumerated() where !line.allSatisfy(\.isWhitespace) {
            var trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix(",") { trimmed.removeLast() }
            if records.isEmpty, trimmed == "[" || trimmed == "]" { continue }
            guard let object = (try? parse(trimmed)) as? [String: Any] else {
                throw InterchangeError.malformed(source: source, location: "line \(index + 1)",
                                                 reason: "not valid JSON (\(Self.shortened(String(line))))")
            }
            records.append(JSONRecord(object: object, location: "line \(index + 1)", source: source))
        }
        return records
    }

    private static func parse(_ string: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(string.utf8), options: [.fragmentsAllowed])
    }

    /// At most 40 characters of a line, for a message.
    static func shortened(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }
}
