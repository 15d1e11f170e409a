#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TaskTestSupport

/// The harness's own promises: the server it starts answers, is stopped by its pid and
/// leaves nothing behind; a missing tool environment fails with directions, never skips.
@Suite struct RadicaleServerTests {
    @Test func aStoppedServerIsGoneWithItsStorage() throws {
        let server = try RadicaleServer(tools: SyncTools.locate())
        let pid = server.processIdentifier
        #expect(LocalPort.accepts(server.port))
        #expect(kill(pid, 0) == 0)

        server.stop()

        #expect(kill(pid, 0) == -1 && errno == ESRCH)
        #expect(!LocalPort.accepts(server.port))
        #expect(!FileManager.default.fileExists(atPath: server.folder.path))
    }

    @Test func missingToolsFailWithDirectionsToCIRun() {
        let error = #expect(throws: SyncHarnessError.self) {
            try SyncTools.locate(environment: ["TASKDECK_SYNC_VENV": "/nonexistent/sync-venv"])
        }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("/nonexistent/sync-venv/bin/python"))
        #expect(message.contains("bash .ci/run"))
        #expect(message.contains("pip install radicale==3.9.0 vdirsyncer==0.21.0"))
    }
}
