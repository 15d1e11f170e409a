import Foundation
import TaskDomain

/// Task IDs derived from text, for records that carry no UUID (a todo.txt line without
/// `uid:`, a foreign `uid:` value): the same text always gives the same ID, so importing
/// the same file twice matches the tasks of the first import instead of adding them again.
public enum StableID {
    /// A version-8 (custom) UUID from two FNV-1a hashes of `text`'s UTF-8 bytes.
    public static func id(for text: String) -> TaskID {
        let high = fnv1a(text, seed: 0xcbf2_9ce4_8422_2325)
        let low = fnv1a(text, seed: 0x8422_2325_cbf2_9ce4)
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * index))
            bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * index))
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x80  // version 8
        bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 4122 variant
        return TaskID(UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                                  bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15])))
    }

    private static func fnv1a(_ text: String, seed: UInt64) -> UInt64 {
        var hash = seed
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
