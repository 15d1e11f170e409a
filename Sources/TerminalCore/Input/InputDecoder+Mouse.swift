/// SGR mouse reports (`CSI < b ; x ; y M|m`), which must never leak as keys.
extension InputDecoder {
    /// An SGR mouse report `CSI < b ; x ; y M|m`: three numbers, else the whole sequence
    /// is an unknown one (never keys).
    func mouseReport(_ paramBytes: ArraySlice<UInt8>, released: Bool, from index: Int, to end: Int) -> Step {
        guard let event = Self.sgrMouseEvent(paramBytes, released: released) else { return unknown(index, end) }
        return .event(.mouse(event), end - index)
    }

    /// The mouse event of an SGR report's numbers (`b ; x ; y`); nil unless they are three
    /// valid numbers. Shared with `CutMouseReport`, which completes a report split in two.
    static func sgrMouseEvent(_ paramBytes: ArraySlice<UInt8>, released: Bool) -> MouseEvent? {
        guard paramBytes.allSatisfy({ $0 == 0x3B || (0x30...0x39).contains($0) }),
              let params = parameters(paramBytes), params.count == 3,
              let code = params[0], let column = params[1], let row = params[2] else { return nil }
        return MouseEvent.sgr(code: code, column: column, row: row, released: released)
    }
}
