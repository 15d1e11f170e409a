import Foundation

/// A share of the one Radicale server the tests of a run use at a time: the first lease
/// starts it, the last one to go away stops it (by its pid) and removes its storage.
///
/// A suite keeps a lease in a stored property, so tests that run together share a server
/// (one start for the suite) and none outlives the tests: Swift Testing ends a suite's
/// instance, and with it the lease, when its test ends.
public final class RadicaleLease: Sendable {
    public let server: RadicaleServer

    /// Takes a share of the running server, starting one when there is none.
    /// - Throws: `SyncHarnessError` when the tools are missing or the server cannot start.
    public init() throws {
        server = try Shared.acquire()
    }

    deinit { Shared.release() }

    /// The server and how many leases hold it, behind one lock.
    private enum Shared {
        nonisolated(unsafe) private static var server: RadicaleServer?
        nonisolated(unsafe) private static var holders = 0
        private static let lock = NSLock()

        static func acquire() throws -> RadicaleServer {
            lock.lock()
            defer { lock.unlock() }
            if let server {
                holders += 1
                return server
            }
            let started = try RadicaleServer(tools: SyncTools.locate())
            server = started
            holders = 1
            return started
        }

        static func release() {
            lock.lock()
            defer { lock.unlock() }
            holders -= 1
            guard holders == 0, let server else { return }
            server.stop()
            self.server = nil
        }
    }
}
