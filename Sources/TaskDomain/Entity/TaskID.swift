import Foundation

/// The identity of a task: a UUID, shown to people as its lowercase string.
///
/// The short form (first 8 hex digits) is what `list` prints and what people type;
/// `TaskService.resolveID(_:)` turns any unique prefix back into a full ID.
public struct TaskID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let uuid: UUID

    public init(_ uuid: UUID = UUID()) {
        self.uuid = uuid
    }

    /// Parses a full UUID string (any case); `nil` when it is not one.
    public init?(_ string: String) {
        guard let uuid = TaskID.parse(string) ?? UUID(uuidString: string) else { return nil }
        self.uuid = uuid
    }

    /// The 8-4-4-4-12 hex form, read by hand (`UUID(uuidString:)` is slow enough to show
    /// when 100,000 tasks load) into the UUID's own 16 bytes, nothing allocated; nil for
    /// anything else.
    private static func parse(_ string: String) -> UUID? {
        let utf8 = string.utf8
        guard utf8.count == 36 else { return nil }
        return utf8.withContiguousStorageIfAvailable(parse(bytes:)) ?? Array(utf8).withUnsafeBufferPointer(parse(bytes:))
    }

    private static func parse(bytes text: UnsafeBufferPointer<UInt8>) -> UUID? {
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &uuid) { out -> Bool in
            var count = 0
            var offset = 0
            while offset < 36 {
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard text[offset] == UInt8(ascii: "-") else { return false }
                    offset += 1
                    continue
                }
                guard let high = hexValue(text[offset]), let low = hexValue(text[offset + 1]) else { return false }
                out[count] = high << 4 | low
                count += 1
                offset += 2
            }
            return true
        }
        return parsed ? UUID(uuid: uuid) : nil
    }

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The full lowercase UUID, as stored in the file and printed by `list --json`. Digits
    /// by hand: `uuidString` (printf underneath) then `lowercased()` was 4% of a 1,000,000-line
    /// import, which writes each ID three times (snapshot, history, its operation).
    public var description: String { hexDigits(36) }

    /// The first `count` characters of `description` (hyphens counted), made directly.
    private func hexDigits(_ count: Int) -> String {
        withUnsafeBytes(of: uuid.uuid) { bytes in
            String(unsafeUninitializedCapacity: count) { out in
                let digits: StaticString = "0123456789abcdef"
                var position = 0
                for index in 0..<16 {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        out[position] = UInt8(ascii: "-")
                        position += 1
                    }
                    let byte = bytes[index]
                    out[position] = digits.utf8Start[Int(byte >> 4)]
                    out[position + 1] = digits.utf8Start[Int(byte & 0x0F)]
                    position += 2
                    if position >= count { break }
                }
                return min(position, count)
            }
        }
    }

    /// The first 8 hex digits: short enough to type, long enough to be unique in practice.
    /// Made without the full form (`list` prints one per row; 8 bytes is a small string, no
    /// allocation).
    public var shortForm: String { hexDigits(8) }

    /// The same order as comparing the lowercase strings, without making them.
    public static func < (lhs: TaskID, rhs: TaskID) -> Bool {
        lhs.halves < rhs.halves
    }

    /// Hashes the 16 bytes as two words: `UUID`'s own hashing costs several times more, and
    /// every index by ID (the links of 100,000 tasks, the live list's slots) pays it per lookup.
    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: uuid.uuid) { bytes in
            hasher.combine(bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self))
            hasher.combine(bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
    }

    public static func == (lhs: TaskID, rhs: TaskID) -> Bool {
        withUnsafeBytes(of: lhs.uuid.uuid) { left in
            withUnsafeBytes(of: rhs.uuid.uuid) { right in
                left.loadUnaligned(fromByteOffset: 0, as: UInt64.self) == right.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
                    && left.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == right.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            }
        }
    }

    /// The 16 bytes as two big-endian numbers.
    var halves: (UInt64, UInt64) {
        withUnsafeBytes(of: uuid.uuid) { bytes in
            (UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
             UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
        }
    }
}
