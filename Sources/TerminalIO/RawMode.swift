#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The termios changes of full-screen mode, as a pure function so tests can check them.
enum RawMode {
    /// `settings` with: no echo, no canonical (line) mode, no signals from Ctrl-C, Ctrl-Z
    /// or Ctrl-\ (the app reads them as keys), no Ctrl-V literal-next, no XON/XOFF flow
    /// control (Ctrl-S/Ctrl-Q reach the app), no CR/NL translation in either direction,
    /// 8-bit characters, and reads that return as soon as one byte is there.
    static func apply(to settings: termios) -> termios {
        var raw = settings
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON | IXOFF)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }
}
