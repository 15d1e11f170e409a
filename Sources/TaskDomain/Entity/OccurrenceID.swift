import Foundation

/// The ID of the record of one done occurrence of a repeating task: the same on every
/// machine that completes that occurrence, so two machines completing it between syncs
/// make one done copy (the same iCalendar UID meets itself) rather than two.
///
/// Derived from the series' ID and the occurrence's due date (`Due.storageString`) by a
/// 128-bit FNV-1a hash (two 64-bit lanes with different offsets), laid out as a UUID with
/// the version nibble 8 (RFC 9562's "custom"): the domain has only Foundation, which has no
/// SHA-1 on Linux, and the ID needs to be stable and well spread, not secret.
extension TaskID {
    /// The record's ID for the occurrence of `series` due on `due`.
    public static func occurrence(of series: TaskID, due: Due) -> TaskID {
        let name = Array(series.description.utf8) + [0] + Array(due.storageString.utf8)
        let high = fnv1a(name, offset: 0xcbf2_9ce4_8422_2325)
        let low = fnv1a(name, offset: 0x84222325_cbf29ce4)
        var bytes = withUnsafeBytes(of: high.bigEndian) { Array($0) } + withUnsafeBytes(of: low.bigEndian) { Array($0) }
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return TaskID(UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                                  bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15])))
    }

    private static func fnv1a(_ bytes: [UInt8], offset: UInt64) -> UInt64 {
        var hash = offset
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
