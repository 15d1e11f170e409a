/// The keys of control sequences: CSI (`ESC [` params final: arrows, `~` keys, kitty
/// `CSI u`, modifyOtherKeys, rxvt's `$`/`^`/`@` suffixes) and SS3 (`ESC O`: F1-F4, the
/// application keypad), and the parameter reader both share.
extension InputDecoder {
    /// `ESC [` params intermediates final.
    func parseCSI(at index: Int, final: Bool) -> Step {
        let body = index + 2
        guard let first = byte(body) else {
            return final ? key(.char("["), [.alt], length: 2) : .needMore
        }
        if first == 0x5B {
            // Linux console F1-F5: ESC [ [ A..E
            guard let letter = byte(body + 1) else { return final ? unknown(index, body + 1) : .needMore }
            if (0x41...0x45).contains(letter) { return key(.function(Int(letter - 0x41) + 1), length: 4) }
            return unknown(index, body + 1)
        }
        // `$` is rxvt's Shift suffix: a final byte here, not an intermediate.
        let cursor: Int
        switch scanToFinal(sequenceStart: index, from: body, allowed: 0x20...0x3F, alsoFinal: 0x24, final: final) {
        case .final(let position): cursor = position
        case .step(let step): return step
        }
        let finalByte = buffer[cursor]
        let length = cursor - index + 1
        let paramBytes = buffer[body..<cursor]
        if finalByte == 0x4D, paramBytes.isEmpty {
            // An X10 mouse report: `ESC [ M` and three raw bytes, which must not leak as keys.
            guard byte(cursor + 3) != nil else { return final ? unknown(index, buffer.count) : .needMore }
            return unknown(index, cursor + 4)
        }
        if paramBytes.first == 0x3C, finalByte == 0x4D || finalByte == 0x6D {
            return mouseReport(paramBytes.dropFirst(), released: finalByte == 0x6D, from: index, to: cursor + 1)
        }
        guard let params = Self.parameters(paramBytes) else { return unknown(index, cursor + 1) }
        let modifiers = params.count > 1 ? Modifiers(xtermParameter: params[1] ?? 1) : []
        if let letter = Self.letterKey(finalByte) { return key(letter, modifiers, length: length) }
        switch finalByte {
        case 0x5A: return key(.backTab, modifiers.subtracting(.shift), length: length)
        case 0x61...0x64:
            let keys: [Key] = [.up, .down, .right, .left]
            return key(keys[Int(finalByte - 0x61)], [.shift], length: length)
        case 0x75:
            guard let code = params.first ?? nil else { return unknown(index, cursor + 1) }
            return codepointKey(code, modifiers, length: length) ?? unknown(index, cursor + 1)
        case 0x7E, 0x5E, 0x24, 0x40:
            guard let number = params.first ?? nil else { return unknown(index, cursor + 1) }
            var mods = modifiers
            switch finalByte {
            case 0x5E: mods.insert(.ctrl)
            case 0x24: mods.insert(.shift)
            case 0x40: mods.formUnion([.ctrl, .shift])
            default: break
            }
            if number == 200, finalByte == 0x7E { return .pasteStart(length) }
            if number == 27, params.count >= 3, let code = params[2] {
                // xterm modifyOtherKeys: CSI 27 ; modifiers ; codepoint ~
                return codepointKey(code, mods, length: length) ?? unknown(index, cursor + 1)
            }
            guard let tilde = Self.tildeKey(number) else { return unknown(index, cursor + 1) }
            return key(tilde, mods, length: length)
        default:
            return unknown(index, cursor + 1)
        }
    }

    /// `ESC O` final, optionally with a modifier digit (`ESC O 5 P`).
    func parseSS3(at index: Int, final: Bool) -> Step {
        guard byte(index + 2) != nil else {
            return final ? key(.char("O"), [.alt], length: 2) : .needMore
        }
        let cursor: Int
        switch scanToFinal(sequenceStart: index, from: index + 2, allowed: 0x30...0x3B, alsoFinal: nil, final: final) {
        case .final(let position): cursor = position
        case .step(let step): return step
        }
        let finalByte = buffer[cursor]
        let length = cursor - index + 1
        let params = Self.parameters(buffer[(index + 2)..<cursor]) ?? []
        let modifiers = (params.last ?? nil).map { Modifiers(xtermParameter: $0) } ?? []
        if let letter = Self.letterKey(finalByte) { return key(letter, modifiers, length: length) }
        switch finalByte {
        case 0x4D: return key(.enter, modifiers, length: length)
        case 0x61...0x64:
            // rxvt Ctrl-arrows
            let keys: [Key] = [.up, .down, .right, .left]
            return key(keys[Int(finalByte - 0x61)], [.ctrl], length: length)
        case 0x6A...0x79, 0x58:
            // The application keypad sends its keys as SS3; they are the characters on the keys.
            let keypad: [UInt8: Character] = [
                0x6A: "*", 0x6B: "+", 0x6C: ",", 0x6D: "-", 0x6E: ".", 0x6F: "/", 0x58: "=",
            ]
            let character = keypad[finalByte] ?? Character(Unicode.Scalar(finalByte - 0x70 + 0x30))
            return key(.char(character), modifiers, length: length)
        default:
            return unknown(index, cursor + 1)
        }
    }

    /// The keys both CSI and SS3 end with a letter: arrows, Home/End, F1-F4.
    static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        case 0x50...0x53: return .function(Int(final - 0x50) + 1)
        default: return nil
        }
    }

    enum Scan {
        case final(Int)
        case step(Step)
    }

    /// Finds the final byte of a sequence whose parameter bytes are in `allowed`; a byte
    /// outside both ends it as malformed (that byte is decoded afresh), as does excess length.
    func scanToFinal(sequenceStart: Int, from start: Int, allowed: ClosedRange<UInt8>,
                             alsoFinal: UInt8?, final: Bool) -> Scan {
        var cursor = start
        while true {
            guard let value = byte(cursor) else {
                return .step(final ? unknown(sequenceStart, buffer.count) : .needMore)
            }
            if value == alsoFinal || (0x40...0x7E).contains(value) { return .final(cursor) }
            if !allowed.contains(value) || cursor - sequenceStart >= Self.maxSequenceLength {
                return .step(unknown(sequenceStart, cursor))
            }
            cursor += 1
        }
    }

    /// The VT220 `CSI n ~` keys.
    static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23...26: return .function(number - 12)
        case 28, 29: return .function(number - 13)
        case 31...34: return .function(number - 14)
        default: return nil
        }
    }

    /// A key given as a Unicode code point (kitty `CSI u`, xterm modifyOtherKeys).
    func codepointKey(_ code: Int, _ modifiers: Modifiers, length: Int) -> Step? {
        switch code {
        case 13: return key(.enter, modifiers, length: length)
        case 9: return key(.tab, modifiers, length: length)
        case 27: return key(.escape, modifiers, length: length)
        case 8, 127: return key(.backspace, modifiers, length: length)
        case 0x20..<0x7F, 0xA0...0x10FFFF:
            guard let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            return key(.char(Character(scalar)), modifiers, length: length)
        default: return nil
        }
    }

    /// Splits `1;5` into `[1, 5]`; an empty parameter is nil. Sub-parameters (`1:2`) keep
    /// their first part. Private-mode markers (`<`, `=`, `>`, `?`) make it unparseable.
    static func parameters(_ bytes: ArraySlice<UInt8>) -> [Int?]? {
        var result: [Int?] = []
        var current: Int?
        var inSubParameter = false
        for value in bytes {
            switch value {
            case 0x30...0x39:
                if inSubParameter { continue }
                current = min((current ?? 0) * 10 + Int(value - 0x30), 1_000_000)
            case 0x3A:
                inSubParameter = true
            case 0x3B:
                result.append(current)
                current = nil
                inSubParameter = false
            default:
                return nil
            }
        }
        result.append(current)
        return result
    }
}
