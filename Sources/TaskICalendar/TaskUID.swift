import Foundation
import TaskDomain

/// How an iCalendar `UID` (any string, such as `917a3c…@host`) becomes a taskdeck `TaskID`
/// (a UUID), and back for new tasks.
///
/// - A UID that is a UUID (any case) is that UUID: tasks taskdeck created (their UID is their
///   ID) and the many clients that use UUIDs keep the same ID everywhere.
/// - Any other UID becomes the name-based UUID of RFC 4122 version 5 (SHA-1) of its UTF-8
///   bytes in taskdeck's own namespace: the same UID gives the same ID on every machine and
///   in every run, so IDs people typed or scripted stay valid across syncs.
/// The UID string itself is never changed: it stays in the file, which taskdeck edits in
/// place, so other clients and the server keep seeing the UID they wrote.
public enum TaskUID {
    /// The namespace of taskdeck's name-based IDs (a fixed, random UUID).
    public static let namespace = UUID(uuid: (0x3f, 0x6c, 0x1b, 0x52, 0x8e, 0x0d, 0x4a, 0x71,
                                              0x9c, 0x25, 0x5e, 0x83, 0xd4, 0x17, 0xb0, 0x6a))

    /// The task ID a UID stands for.
    public static func taskID(forUID uid: String) -> TaskID {
        if let id = TaskID(uid) { return id }
        return TaskID(nameBased(uid, in: namespace))
    }

    /// The UID written for a new task: its ID's lowercase UUID string.
    public static func uid(for id: TaskID) -> String { id.description }

    /// RFC 4122 §4.3 version-5 UUID of `name` in `namespace`.
    public static func nameBased(_ name: String, in namespace: UUID) -> UUID {
        let space = withUnsafeBytes(of: namespace.uuid) { Array($0) }
        var hash = SHA1.digest(space + Array(name.utf8))
        hash[6] = (hash[6] & 0x0F) | 0x50
        hash[8] = (hash[8] & 0x3F) | 0x80
        return UUID(uuid: (hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7],
                           hash[8], hash[9], hash[10], hash[11], hash[12], hash[13], hash[14], hash[15]))
    }
}
