import Foundation
import SystemCalls
import TaskDomain
import TaskTestSupport
import Testing
@testable import TaskStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct FileStoreTests {
    @Test func missingFileIsNil() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        #expect(try FileStore(url: folder.taskFile).read() == nil)
    }

    @Test func firstSaveCreatesTheFolderPrivately() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = folder.url.appendingPathComponent("a/b/tasks.json")
        try FileStore(url: file).write(Data("one".utf8))
        #expect(try folder.read(file) == "one")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(!FileManager.default.fileExists(atPath: file.path + ".bak"))
    }

    @Test func saveKeepsPreviousVersionAndPermissions() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = FileStore(url: folder.taskFile)
        try store.write(Data("v1".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.taskFile.path)
        try store.write(Data("v2".utf8))
        try store.write(Data("v3".utf8))
        #expect(try folder.read() == "v3")
        #expect(try folder.read(store.backupURL) == "v2")
        let mode = try FileManager.default.attributesOfItem(atPath: folder.taskFile.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try leftovers(in: folder).isEmpty)
    }

    /// A failure of any system call before the rename leaves the old file exactly as it
    /// was, and no temporary file behind; the error names the step that failed.
    @Test(arguments: [
        (FaultyFileCalls.Call.open, 1, FileStore.Step.createTemporary),
        (.setMode, 1, .createTemporary),
        (.write, 1, .writeTemporary),
        (.sync, 1, .syncTemporary),
        (.close, 1, .closeTemporary),
        (.link, 1, .backup),
        (.rename, 1, .backup),
        (.rename, 2, .rename),
    ])
    func failedStepLeavesOldFileIntact(call: FaultyFileCalls.Call, occurrence: Int, step: FileStore.Step) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try FileStore(url: folder.taskFile).write(Data("old".utf8))
        let store = FileStore(url: folder.taskFile, calls: FaultyFileCalls(failing: call, occurrence: occurrence, code: ENOSPC))
        #expect(throws: TaskStorageError.writeFailed(path: folder.taskFile.path, step: step,
                                                     reason: SystemCallError(code: ENOSPC).message)) {
            try store.write(Data("new".utf8))
        }
        #expect(try folder.read() == "old")
        #expect(try leftovers(in: folder).isEmpty)
    }

    @Test func failureAfterRenameReportsButKeepsNewData() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // The second sync is the folder's (the first is the temporary file's).
        let store = FileStore(url: folder.taskFile, calls: FaultyFileCalls(failing: .sync, occurrence: 2))
        #expect(throws: TaskStorageError.notFlushed(path: folder.taskFile.path, reason: SystemCallError(code: EIO).message)) {
            try store.write(Data("new".utf8))
        }
        #expect(try folder.read() == "new")
    }

    @Test func staleTemporariesOfDeadProcessesAreRemovedByTheNextSave() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = FileStore(url: folder.taskFile)
        try store.write(Data("v1".utf8))
        // A pid that cannot be running (above the kernel's maximum), and one that is: ours.
        let dead = folder.url.appendingPathComponent(".tasks.json.tmp-2147483600-1")
        let deadBackup = folder.url.appendingPathComponent("tasks.json.bak.tmp-2147483600")
        try Data("half".utf8).write(to: deadBackup)
        let alive = folder.url.appendingPathComponent(".tasks.json.tmp-\(getppid())-1")
        try Data("half".utf8).write(to: dead)
        try Data("busy".utf8).write(to: alive)
        try store.write(Data("v2".utf8))
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(!FileManager.default.fileExists(atPath: deadBackup.path))
        #expect(FileManager.default.fileExists(atPath: alive.path))
    }

    /// The task file's writers save only under the store's write lock, so a temporary of a
    /// running pid is a killed writer's whose pid was reused (pid_max is 32768 here): the
    /// next save removes it, and the backup's staging link too.
    @Test func underTheWriteLockEveryLeftTemporaryIsStaleWhateverItsPid() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = FileStore(url: folder.taskFile, writersHoldLock: true)
        try store.write(Data("v1".utf8))
        let reusedPid = folder.url.appendingPathComponent(".tasks.json.tmp-\(getppid())-1")
        let reusedBackup = folder.url.appendingPathComponent("tasks.json.bak.tmp-\(getppid())")
        let ours = folder.url.appendingPathComponent(".tasks.json.tmp-\(getpid())-7")
        let otherFile = folder.url.appendingPathComponent(".other.json.tmp-\(getppid())-1")
        for url in [reusedPid, reusedBackup, ours, otherFile] { try Data("half".utf8).write(to: url) }
        try store.write(Data("v2".utf8))
        #expect(!FileManager.default.fileExists(atPath: reusedPid.path))
        #expect(!FileManager.default.fileExists(atPath: reusedBackup.path))
        #expect(!FileManager.default.fileExists(atPath: ours.path))
        #expect(FileManager.default.fileExists(atPath: otherFile.path), "another file's temporaries are not this save's business")
        #expect(try folder.read() == "v2")
    }

    @Test func theTaskFileRepositorySavesUnderTheLockAndSweepsReusedPidTemporaries() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let repository = FileTaskRepository(url: folder.taskFile)
        try repository.save([Fixtures.Stored.task("One")])
        let left = folder.url.appendingPathComponent("tasks.json.bak.tmp-\(getppid())")
        try Data("half".utf8).write(to: left)
        try repository.save([Fixtures.Stored.task("Two")])
        try repository.compact()
        #expect(!FileManager.default.fileExists(atPath: left.path))
    }

    @Test func devicesAndPipesAreRefusedBeforeReading() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let fifo = folder.url.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: TaskStorageError.notARegularFile(path: fifo.path, kind: .namedPipe)) {
            try FileStore(url: fifo).read()
        }
        #expect(throws: TaskStorageError.notARegularFile(path: "/dev/null", kind: .characterDevice)) {
            try FileStore(url: URL(fileURLWithPath: "/dev/null")).read()
        }
    }

    @Test func aReadOnlyFileIsRefusedAndLeftAsItWas() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = FileStore(url: folder.taskFile)
        try store.write(Data("old".utf8))
        chmod(folder.taskFile.path, 0o444)
        #expect(throws: TaskStorageError.fileIsReadOnly(path: folder.taskFile.path)) {
            try store.write(Data("new".utf8))
        }
        #expect(try folder.read() == "old")
        var status = stat()
        stat(folder.taskFile.path, &status)
        #expect(status.st_mode & 0o777 == 0o444)
    }

    @Test func aSymbolicLinkStaysALinkAndItsTargetIsSaved() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let target = folder.url.appendingPathComponent("dotfiles/tasks.json")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"schemaVersion": 1, "tasks": []}"#.utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: folder.taskFile, withDestinationURL: target)
        let repository = FileTaskRepository(url: folder.taskFile)
        try repository.save([Fixtures.Stored.task("A")])
        try repository.compact()
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.taskFile.path)
        #expect(link == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8).contains("\"A\""))
        // The journal and the lock belong to the real file, beside it.
        #expect(FileManager.default.fileExists(atPath: target.path + ".journal"))
        #expect(FileManager.default.fileExists(atPath: target.path + ".lock"))
        #expect(!FileManager.default.fileExists(atPath: folder.taskFile.path + ".journal"))
    }

    @Test func aFolderWhereTheFileShouldBeIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try FileManager.default.createDirectory(at: folder.taskFile, withIntermediateDirectories: true)
        #expect(throws: TaskStorageError.notARegularFile(path: folder.taskFile.path, kind: .folder)) {
            try FileStore(url: folder.taskFile).read()
        }
    }

    private func leftovers(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".tmp") }
    }
}
