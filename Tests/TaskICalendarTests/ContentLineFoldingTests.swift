import Testing
@testable import TaskICalendar

struct ContentLineFoldingTests {
    @Test(arguments: [
        ("short", 1),
        (String(repeating: "a", count: 75), 1),
        (String(repeating: "a", count: 76), 2),
        (String(repeating: "a", count: 75 + 74), 2),
        (String(repeating: "a", count: 75 + 75), 3),
    ])
    func foldsAt75Octets(line: String, physicalLines: Int) throws {
        let folded = ContentLineFolding.fold(Array(line.utf8))
        let lines = String(decoding: folded, as: UTF8.self).components(separatedBy: "\r\n").dropLast()
        #expect(lines.count == physicalLines)
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") })
    }

    /// Two-, three- and four-byte characters at every offset: no cut inside a sequence, and
    /// unfolding gives the line back.
    @Test(arguments: ["é", "€", "🌱", "aé€🌱"])
    func neverCutsInsideAUTF8Sequence(piece: String) throws {
        for prefix in 0..<4 {
            let line = "SUMMARY:" + String(repeating: "x", count: prefix) + String(repeating: piece, count: 60)
            let folded = ContentLineFolding.fold(Array(line.utf8))
            var physical: [[UInt8]] = [[]]
            for byte in folded { if byte == 0x0A { physical.append([]) } else { physical[physical.count - 1].append(byte) } }
            for bytes in physical where !bytes.isEmpty {
                #expect(bytes.count <= 76)  // 75 + the CR
                #expect(String(bytes: bytes.dropLast(), encoding: .utf8) != nil, "cut inside a character")
            }
            let unfolded = ContentLineFolding.unfold(folded)
            #expect(unfolded.count == 1)
            #expect(unfolded.first.map { String(decoding: $0.text, as: UTF8.self) } == line)
        }
    }

    @Test(arguments: [
        ("A:1\r\nB:2\r\n", ["A:1", "B:2"]),
        ("A:1\nB:2\n", ["A:1", "B:2"]),
        ("A:1\r\n 2\r\n\t3\r\nB:2", ["A:123", "B:2"]),
        ("A:1\n 2\nB:2\n", ["A:12", "B:2"]),
        ("A:1\n\nB:2\n", ["A:1", "", "B:2"]),
    ])
    func unfoldsCRLFAndLFOnly(text: String, expected: [String]) {
        let lines = ContentLineFolding.unfold(Array(text.utf8))
        #expect(lines.map { String(decoding: $0.text, as: UTF8.self) } == expected)
        #expect(lines.flatMap { Array($0.raw) } == Array(text.utf8), "raw bytes cover the input exactly")
    }

    @Test func unfoldCountsPhysicalLines() {
        let lines = ContentLineFolding.unfold(Array("A:1\r\n 2\r\nB:2\r\nC:3".utf8))
        #expect(lines.map(\.lineNumber) == [1, 3, 4])
    }
}

import Foundation
