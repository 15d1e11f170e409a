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
    /// when 100,000 tasks load); nil for anything else.
    private static func parse(_ string: String) -> UUID? {
        var bytes = [UInt8](repeating: 0, count: 16)
        var count = 0
        var high: UInt8?
        for (offset, character) in string.utf8.enumerated() {
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard character == UInt8(ascii: "-") else { return nil }
                continue
            }
            let value: UInt8
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = character - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = character - UInt8(ascii: "A") + 10
            default: return nil
            }
            guard count < 16 else { return nil }
            if let first = high {
                bytes[count] = first << 4 | value
                count += 1
                high = nil
            } else {
                high = value
            }
        }
        guard count == 16, high == nil, string.utf8.count == 36 else { return nil }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    /// The full lowercase UUID, as stored in the file and printed by `list --json`. Digits
    /// by hand: `uuidString` (printf underneath) then `lowercased()` was 4% of a 1,000,000-line
    /// import, which writes each ID three times (snapshot, history, its operation).
    public var description: String {
        withUnsafeBytes(of: uuid.uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { out in
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
                }
                return position
            }
        }
    }

    /// The first 8 hex digits: short enough to type, long enough to be unique in practice.
    public var shortForm: String { String(description.prefix(8)) }

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
