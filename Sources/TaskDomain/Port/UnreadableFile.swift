/// A file of the store that stopped holding a task storage can show while this process
/// ran (a vdir's `.ics` file broken by an editor or a sync, or given a second file's UID),
/// and why. The file is left as it is, never written over; its task comes back when the
/// file is fixed. Carried by `ExternalChanges`, so the scenes can name it: without it the
/// task would only vanish, counted as "changed outside".
public struct UnreadableFile: Equatable, Sendable {
    /// The file, as the store names it.
    public var path: String
    /// Why it shows no task ("line 3: BEGIN:VTODO is never ended").
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The file's own name (the status line is one row).
    public var name: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
