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
        guard let uuid = UUID(uuidString: string) else { return nil }
        self.uuid = uuid
    }

    /// The full lowercase UUID, as stored in the file and printed by `list --json`.
    public var description: String { uuid.uuidString.lowercased() }

    /// The first 8 hex digits: short enough to type, long enough to be unique in practice.
    public var shortForm: String { String(description.prefix(8)) }

    /// The same order as comparing the lowercase strings, without making them.
    public static func < (lhs: TaskID, rhs: TaskID) -> Bool {
        lhs.halves < rhs.halves
    }

    /// The 16 bytes as two big-endian numbers.
    var halves: (UInt64, UInt64) {
        withUnsafeBytes(of: uuid.uuid) { bytes in
            (UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
             UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
        }
    }
}
