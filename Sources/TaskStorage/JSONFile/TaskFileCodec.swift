import Foundation
import TaskDomain

/// Data <-> `TaskFileDTO`: pretty-printed, sorted keys, ISO-8601 dates, so the file reads
/// well and diffs well in git.
struct TaskFileCodec {
    /// How the file is named in error messages.
    let path: String

    func encode(_ file: TaskFileDTO) throws -> Data {
        TaskJSONWriter.snapshot(file)
    }

    /// Decodes a file, refusing one with a newer schema before looking at its tasks. A
    /// well-formed file takes the fast reader; anything else `JSONDecoder`, which words
    /// the errors.
    func decode(_ data: Data) throws -> TaskFileDTO {
        var tasks: [TaskDTO] = []
        guard var file = try decode(data, eachTask: { tasks.append($0.dto) }) else {
            return try decodeWithCodable(data)
        }
        file.tasks = tasks
        return file
    }

    /// Decodes a file handing each task to `eachTask` as it is read (the file returned has
    /// no tasks); nil when the fast reader stepped aside, and then the caller, having
    /// discarded what it was handed, decodes with `decode(_:)`'s Codable path.
    func decode(_ data: Data, eachTask: (TaskFileReader.Record) throws -> Void) throws -> TaskFileDTO? {
        try TaskFileReader.read(data, eachTask: eachTask)
    }

    /// `JSONDecoder`'s reading: every other well-formed file, and the words for every error.
    func decodeWithCodable(_ data: Data) throws -> TaskFileDTO {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            let probe = try decoder.decode(TaskFileSchemaProbe.self, from: data)
            guard probe.schemaVersion <= TaskFileDTO.currentSchemaVersion else {
                throw TaskStorageError.unsupportedSchemaVersion(
                    path: path, found: probe.schemaVersion, supported: TaskFileDTO.currentSchemaVersion)
            }
            guard probe.schemaVersion >= 1 else {
                throw TaskStorageError.corruptFile(path: path, problem: .invalidSchemaVersion(probe.schemaVersion))
            }
            return try decoder.decode(TaskFileDTO.self, from: data)
        } catch let error as DecodingError {
            if let problem = Self.shapeProblem(in: data) {
                throw TaskStorageError.corruptFile(path: path, problem: problem)
            }
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw TaskStorageError.corruptFile(path: path, problem: Self.syntaxError(in: data))
            }
            throw TaskStorageError.corruptFile(path: path, problem: Self.problem(error))
        }
    }

    /// What is wrong with valid JSON that `JSONDecoder` words badly: a `schemaVersion`
    /// that is not a whole number ("invalid JSON" otherwise), or a date in a field it does
    /// not name. Nil when the JSON is invalid or the problem is elsewhere.
    static func shapeProblem(in data: Data) -> TaskStorageError.FileProblem? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        if let version = object["schemaVersion"] as? NSNumber, Int(exactly: version.doubleValue) == nil {
            return .fractionalSchemaVersion("\(version)")
        }
        guard let tasks = object["tasks"] as? [Any] else { return nil }
        let formatter = ISO8601DateFormatter()
        for (index, element) in tasks.enumerated() {
            guard let task = element as? [String: Any] else { continue }
            for key in ["created", "modified", "completed"] {
                guard let value = task[key], !(value is NSNull) else { continue }
                guard let text = value as? String, formatter.date(from: text) != nil else {
                    return .notADate(field: "tasks[\(index)].\(key)", value: "\(value)", isText: value is String)
                }
            }
        }
        return nil
    }

    /// Where the JSON syntax breaks (line and column) and why, when the parser says.
    /// JSONDecoder does not say; JSONSerialization gives a character offset we translate.
    static func syntaxError(in data: Data) -> TaskStorageError.FileProblem {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return .invalidJSON(line: nil, column: nil, why: nil)
        } catch {
            let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            let offset = text.range(of: "character ").flatMap { range in
                Int(text[range.upperBound...].prefix { $0.isNumber })
            }
            var line: Int?
            var column: Int?
            if let offset {
                let prefix = data.prefix(offset)
                line = prefix.filter { $0 == 0x0A }.count + 1
                column = offset - (prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            } else if text.lowercased().contains("surrogate") {
                // JSONSerialization calls a lone \ud800 "end of file": say what it is.
                return .invalidJSON(line: nil, column: nil, why: .loneSurrogate)
            } else if text.lowercased().contains("end of file") {
                return .invalidJSON(line: nil, column: nil, why: .endsEarly)
            }
            let reason = text.components(separatedBy: " around ").first ?? ""
            return .invalidJSON(line: line, column: column, why: reason.isEmpty ? nil : .parser(reason.lowercased()))
        }
    }

    /// A Swift type as JSON calls it, so a person reads "expected an object", not
    /// "expected Dictionary<String, Any>".
    static func jsonKind(_ type: Any.Type) -> TaskStorageError.JSONKind {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") { return .object }
        if name.hasPrefix("Array") { return .array }
        if name.hasPrefix("String") { return .string }
        if name == "Bool" { return .bool }
        if ["Int", "Double", "Float", "Decimal"].contains(where: name.hasPrefix) || name.hasPrefix("UInt") {
            return .number
        }
        return .other(name)
    }

    /// What a decoding error found wrong, and where (`tasks[3].title`; nil: the top level).
    static func problem(_ error: DecodingError) -> TaskStorageError.FileProblem {
        func location(_ path: [any CodingKey]) -> String? {
            var text = ""
            for key in path {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : "." + key.stringValue
                }
            }
            return text.isEmpty ? nil : text
        }
        switch error {
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return .unreadableValue(reason: underlying ?? context.debugDescription, at: location(context.codingPath))
        case .keyNotFound(let key, let context):
            return .missingKey(key.stringValue, at: location(context.codingPath))
        case .typeMismatch(let type, let context):
            return .wrongKind(expected: jsonKind(type), at: location(context.codingPath), foundNull: false)
        case .valueNotFound(let type, let context):
            return .wrongKind(expected: jsonKind(type), at: location(context.codingPath), foundNull: true)
        @unknown default:
            return .unreadableValue(reason: "\(error)", at: nil)
        }
    }
}
