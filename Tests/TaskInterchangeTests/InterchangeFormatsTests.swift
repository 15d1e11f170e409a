import Foundation
import Testing
@testable import TaskInterchange

struct InterchangeFormatsTests {
    static let taskwarrior = #"[{"uuid":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","description":"x","status":"pending"}]"#
    static let json = #"[{"id":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","title":"x"}]"#

    @Test(arguments: [
        (taskwarrior, nil as String?, "taskwarrior"),
        (taskwarrior, "export.json", "taskwarrior"),
        ("{\"uuid\":\"u\",\"description\":\"x\"}\n{\"uuid\":\"v\",\"description\":\"y\"}\n", nil, "taskwarrior"),
        (json, nil, "json"),
        ("{\"schemaVersion\": 1, \"tasks\": []}", nil, "json"),
        ("\u{FEFF}  []", nil, "json"),
        ("(A) Call mom\n", nil, "todotxt"),
        ("x 2026-03-01 Done\n", nil, "todotxt"),
        ("Plain words\nand more\n", "todo.txt", "todotxt"),
        ("Buy milk @shop\n", nil, "todotxt"),
    ])
    func detects(text: String, fileName: String?, name: String) throws {
        let format = try InterchangeFormats.detect(InterchangeText(text), fileName: fileName, source: "in")
        #expect(format.name == name)
    }

    @Test(arguments: [
        ("Plain words\nand more\n", nil as String?, "cannot tell the format of in; give --format json|todotxt|taskwarrior"),
        ("Plain words", "notes.md", "cannot tell the format of in"),
        ("[{\"a\": 1}]", "x.json", "in could be json or taskwarrior; give --format"),
        ("", nil, "cannot tell the format of in"),
    ])
    func refusesToGuess(text: String, fileName: String?, message: String) {
        let error = Interchange.errorMessage {
            _ = try InterchangeFormats.detect(InterchangeText(text), fileName: fileName, source: "in")
        }
        #expect(error?.hasPrefix(message) == true, "\(error ?? "no error")")
    }

    @Test func namesAndLookup() {
        #expect(InterchangeFormats.names == ["json", "todotxt", "taskwarrior", "ics"])
        #expect(InterchangeFormats.named("TodoTxt")?.name == "todotxt")
        #expect(InterchangeFormats.named("ICS")?.name == "ics")
        #expect(InterchangeFormats.named("vcard") == nil)
    }

    @Test func textThatIsNotUTF8NamesTheByte() {
        let error = Interchange.errorMessage { _ = try InterchangeText(data: Data([0x41, 0x42, 0xFF, 0x43]), source: "in") }
        #expect(error == "in is not UTF-8 text (byte 2); nothing was imported")
    }

    /// Derived IDs are the same for the same text, different for other text, and valid
    /// version-5 UUIDs (so they never collide with taskdeck's random version-4 IDs).
    @Test func stableIDs() {
        let id = StableID.id(for: "title:0:Call mom")
        #expect(id == StableID.id(for: "title:0:Call mom"))
        #expect(id != StableID.id(for: "title:1:Call mom"))
        let text = id.description
        #expect(text.count == 36 && Array(text)[14] == "5" && "89ab".contains(Array(text)[19]))
    }
}
