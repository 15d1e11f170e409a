/// The mark before the title of a task that waits for another still to do (`⧗ Paint the
/// walls`), in the app's list and the CLI's `list`, so both say the same thing.
public enum BlockedMarker {
    public static let mark = "⧗"
}
