#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TerminalCore
import TerminalIO

/// `taskdeck keys`: a full-screen diagnostic that shows each decoded key with its bytes.
/// It runs the same `TerminalRunLoop` as the app, so it also proves the terminal engine.
enum KeysCommand {
    static func run() -> Int32 {
        let session = TerminalSession()
        var loop = TerminalRunLoop(session: session,
                                   colorMode: ColorMode.detect(environment: ProcessInfo.processInfo.environment))
        do {
            switch try loop.run(KeysProgram()) {
            case .quit, .endOfInput:
                return 0
            case .signal(let signal):
                TerminalSession.exit(bySignal: signal)
            }
        } catch {
            FileHandle.standardError.write(Data("taskdeck: \(error)\n".utf8))
            return 1
        }
    }
}
