/// Bracketed paste (`ESC [200~` ... `ESC [201~`): one `.paste` event, capped at
/// `pasteLimit`, ended early by a Ctrl-C byte or by `endPaste()` after `pasteTimeout`.
extension InputDecoder {
    static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    struct PasteState: Sendable {
        var marker: [UInt8]
        var data: [UInt8] = []
        var total = 0
        var truncated = false
    }

    mutating func consumePaste(into events: inout [DecodedEvent]) {
        guard var state = paste else { return }
        let end = Self.pasteEnd
        var found: Int?
        var interrupted: Int?
        var index = start
        while index < buffer.count {
            if buffer[index] == 0x03 {
                interrupted = index
                break
            }
            if buffer[index] == 0x1B, index + end.count <= buffer.count,
               buffer[index..<index + end.count].elementsEqual(end) {
                found = index
                break
            }
            index += 1
        }
        // Without the end marker, keep the last few bytes: they may be its beginning.
        let contentEnd = found ?? interrupted ?? max(start, buffer.count - (end.count - 1))
        append(buffer[start..<contentEnd], to: &state)
        start = contentEnd
        if let found {
            start = found + end.count
            events.append(finish(state, endMarkerLength: end.count))
        } else if interrupted != nil {
            // The Ctrl-C stays in the buffer, to be decoded as the key it is.
            events.append(finish(state, endMarkerLength: 0))
        } else {
            paste = state
        }
    }

    /// Adds paste content, keeping at most `pasteLimit` bytes (the rest is counted, not kept).
    func append(_ content: ArraySlice<UInt8>, to state: inout PasteState) {
        state.total += content.count
        let room = pasteLimit - state.data.count
        if room >= content.count {
            state.data.append(contentsOf: content)
        } else {
            state.data.append(contentsOf: content.prefix(max(0, room)))
            state.truncated = true
        }
    }

    /// Ends the paste and makes its event.
    mutating func finish(_ state: PasteState, endMarkerLength: Int) -> DecodedEvent {
        paste = nil
        let text = Self.pasteText(state.data, truncated: state.truncated)
        let recorded = state.marker + state.data.prefix(DecodedEvent.maxRecordedBytes)
        return DecodedEvent(event: .paste(text), bytes: recorded,
                            byteCount: state.marker.count + state.total + endMarkerLength)
    }

    /// The pasted text: CR LF and CR become LF (terminals send Enter as CR); a paste cut at
    /// the limit loses its incomplete last character rather than gaining a U+FFFD.
    static func pasteText(_ bytes: [UInt8], truncated: Bool) -> String {
        var data = bytes
        if truncated {
            var cut = data.count
            var back = cut - 1
            while back >= 0, back >= cut - 4, data[back] & 0xC0 == 0x80 { back -= 1 }
            if back >= 0 {
                let lead = data[back]
                let need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
                if cut - back < need { cut = back }
            }
            data.removeSubrange(cut...)
        }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(data.count)
        var previousCR = false
        for value in data {
            if value == 0x0A, previousCR { previousCR = false; continue }
            previousCR = value == 0x0D
            normalized.append(value == 0x0D ? 0x0A : value)
        }
        return String(decoding: normalized, as: UTF8.self)
    }
}
