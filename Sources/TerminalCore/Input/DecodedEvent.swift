/// An input event together with the bytes it was decoded from (for `taskdeck keys`).
public struct DecodedEvent: Hashable, Sendable {
    /// The most raw bytes kept per event; a long paste keeps only its beginning.
    public static let maxRecordedBytes = 48

    public var event: InputEvent
    /// The first `maxRecordedBytes` of the bytes that made this event.
    public var bytes: [UInt8]
    /// How many bytes made this event in total.
    public var byteCount: Int

    public init(event: InputEvent, bytes: [UInt8], byteCount: Int? = nil) {
        self.event = event
        self.bytes = Array(bytes.prefix(Self.maxRecordedBytes))
        self.byteCount = byteCount ?? bytes.count
    }
}
