import Foundation
import Testing
@testable import TaskStorage

/// `ContentHash.wide`, the journal header's second name of a snapshot: the same value in
/// pieces as whole, and a different one for any change of a byte or of the length.
struct ContentHashWideTests {
    private func bytes(_ count: Int, seed: UInt8 = 7) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) }
    }

    private func wide(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { ContentHash.wide(buffer: $0) }
    }

    @Test(arguments: [0, 1, 7, 8, 31, 32, 33, 63, 64, 65, 100, 1000, 4099])
    func inPiecesItIsTheHashOfTheWhole(count: Int) {
        let content = bytes(count)
        for piece in [32, 64, 96, 1024] {
            var hasher = ContentHash.Wide(length: count)
            var offset = 0
            while offset < count {
                let end = min(count, offset + piece)
                content.withUnsafeBytes { hasher.add(UnsafeRawBufferPointer(rebasing: $0[offset..<end])) }
                offset = end
            }
            #expect(hasher.value == wide(content), "pieces of \(piece)")
        }
    }

    @Test(arguments: [1, 8, 31, 32, 33, 100, 4099])
    func everyByteAndTheLengthCount(count: Int) {
        let content = bytes(count)
        let hash = wide(content)
        var seen: Set<UInt64> = [hash]
        for index in 0..<min(count, 200) {
            var changed = content
            changed[index] ^= 0x01
            #expect(wide(changed) != hash, "byte \(index)")
            seen.insert(wide(changed))
        }
        #expect(seen.count == min(count, 200) + 1, "no two one-bit changes collide")
        #expect(wide(content + [0]) != hash, "a zero byte more")
        #expect(wide(Array(content.dropLast())) != hash, "a byte less")
        // Words swapped between lanes, and zeros in place of the bytes.
        if count >= 16 {
            let swapped = Array(content[8..<16] + content[0..<8] + content[16...])
            #expect(wide(swapped) != hash)
        }
        #expect(wide([UInt8](repeating: 0, count: count)) != wide([UInt8](repeating: 0, count: count + 1)))
    }

    @Test func itIsNotTheNarrowHash() {
        let content = bytes(1000)
        let pair = content.withUnsafeBytes { ContentHash.Pair(buffer: $0) }
        #expect(pair.narrow == content.withUnsafeBytes { ContentHash.of(buffer: $0) })
        #expect(pair.wide == wide(content) && pair.wide != pair.narrow)
    }
}
