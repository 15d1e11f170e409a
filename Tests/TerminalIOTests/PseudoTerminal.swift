#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A pseudo-terminal pair for tests: the code under test gets the slave end as its tty;
/// the test plays the terminal emulator on the master end.
final class PseudoTerminal: @unchecked Sendable {
    let master: Int32
    let slave: Int32

    init(width: UInt16 = 40, height: UInt16 = 10) throws {
        var master: Int32 = -1, slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw POSIXError(.ENODEV) }
        self.master = master
        self.slave = slave
        var size = winsize(ws_row: height, ws_col: width, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(master)
        close(slave)
    }

    func settings() -> termios {
        var settings = termios()
        _ = tcgetattr(slave, &settings)
        return settings
    }

    /// What the program wrote, read until `until` holds or the deadline passes (polling).
    func readOutput(timeout: Duration = .seconds(5), until: ([UInt8]) -> Bool) -> [UInt8] {
        var output: [UInt8] = []
        let deadline = ContinuousClock.now + timeout
        while !until(output), ContinuousClock.now < deadline {
            output += readAvailable()
            if until(output) { break }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 20)
        }
        return output
    }

    /// Whatever is readable right now.
    func readAvailable() -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer.prefix(count)
        }
        return output
    }

    /// Types bytes, as a user at the keyboard would.
    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }
}

/// Byte-for-byte equality of two termios values (all flags, speeds and control characters).
func sameSettings(_ a: termios, _ b: termios) -> Bool {
    var a = a, b = b
    return withUnsafeBytes(of: &a) { left in withUnsafeBytes(of: &b) { right in left.elementsEqual(right) } }
}

extension Array where Element == UInt8 {
    func contains(sequence needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        return (0...(count - needle.count)).contains { self[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
