import Foundation

/// The registry of formats: lookup by `--format` name, and detection from content and
/// file name when no name is given.
public enum InterchangeFormats {
    /// Every format, in the order help lists them.
    public static let all: [any InterchangeFormat] = [JSONTaskFormat(), TodoTxtFormat(), TaskwarriorFormat(),
                                                      ICalendarFormat()]

    /// The names, for help and error messages: `json, todotxt, taskwarrior or ics`.
    public static var names: [String] { all.map(\.name) }

    /// The format `--format NAME` means (any case), or nil.
    public static func named(_ name: String) -> (any InterchangeFormat)? {
        all.first { $0.name == name.lowercased() }
    }

    /// The format of `text`: the one format whose `detect` says yes; when several do, the
    /// one whose extension `fileName` has; when none do, the one the extension names.
    /// Throws `InterchangeError.undetectable` rather than guess, or the syntax error of text
    /// that starts like JSON but is not.
    public static func detect(_ text: InterchangeText, fileName: String?, source: String) throws -> any InterchangeFormat {
        let fileExtension = fileName.map { ($0 as NSString).pathExtension.lowercased() } ?? ""
        let claimedByName = all.filter { !fileExtension.isEmpty && $0.fileExtensions.contains(fileExtension) }
        let byContent = all.filter { $0.detect(text) }
        if byContent.count == 1 { return byContent[0] }
        if byContent.isEmpty, let first = text.firstSignificantCharacter, first == "[" || first == "{" {
            // JSON that does not parse is no format's: its syntax error is the real cause.
            _ = try JSONRecord.records(in: text, source: source)
        }
        let candidates = byContent.isEmpty ? claimedByName
            : byContent.filter { format in claimedByName.contains { $0.name == format.name } }
        if candidates.count == 1 { return candidates[0] }
        throw InterchangeError.undetectable(source: source, candidates: (byContent.isEmpty ? claimedByName : byContent).map(\.name))
    }
}
