/// A coding key for any string, so DTOs can enumerate keys they do not know.
struct AnyCodingKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// Every key of the container that is not in `known`, with its raw value.
    func unknownValues(known: Set<String>) throws -> [String: JSONValue] {
        var extra: [String: JSONValue] = [:]
        for key in allKeys where !known.contains(key.stringValue) {
            extra[key.stringValue] = try decode(JSONValue.self, forKey: key)
        }
        return extra
    }
}

extension KeyedEncodingContainer where Key == AnyCodingKey {
    /// Writes back keys this version does not know; never overrides a known key.
    mutating func encodeUnknown(_ extra: [String: JSONValue], known: Set<String>) throws {
        for (key, value) in extra where !known.contains(key) {
            try encode(value, forKey: AnyCodingKey(key))
        }
    }
}
