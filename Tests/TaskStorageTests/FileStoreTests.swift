import Foundation
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

    /// A failure at any step before the rename leaves the old file exactly as it was, and
    /// no temporary file behind.
    @Test(arguments: [FileStore.Step.createTemporary, .writeTemporary, .syncTemporary, .closeTemporary, .backup, .rename])
    func failedStepLeavesOldFileIntact(step: FileStore.Step) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        var store = FileStore(url: folder.taskFile)
        try store.write(Data("old".utf8))
        store.injectedFailure = step
        #expect(throws: TaskStorageError.writeFailed(path: folder.taskFile.path, step: step.rawValue,
                                                     reason: "injected failure")) {
            try store.write(Data("new".utf8))
        }
        #expect(try folder.read() == "old")
        #expect(try leftovers(in: folder).isEmpty)
    }

    @Test func failureAfterRenameReportsButKeepsNewData() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        var store = FileStore(url: folder.taskFile)
        store.injectedFailure = .syncFolder
        #expect(throws: TaskStorageError.notFlushed(path: folder.taskFile.path, reason: "injected failure")) {
            try store.write(Data("new".utf8))
        }
        #expect(try folder.read() == "new")
    }

    @Test func aReadOnlyFileIsRefusedAndLeftAsItWas() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let store = FileStore(url: folder.taskFile)
        try store.write(Data("old".utf8))
        chmod(folder.taskFile.path, 0o444)
        #expect(throws: TaskStorageError.writeFailed(path: folder.taskFile.path, step: "check the file",
                                                     reason: "the file is read-only (chmod u+w to allow changes)")) {
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
        let repository = try FileTaskRepository(url: folder.taskFile)
        try repository.save([Seeds.task("A")])
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.taskFile.path)
        #expect(link == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8).contains("\"A\""))
    }

    @Test func unreadableFileSaysWhy() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // A folder where the file should be: reading it fails with the OS reason.
        try FileManager.default.createDirectory(at: folder.taskFile, withIntermediateDirectories: true)
        #expect(throws: TaskStorageError.unreadableFile(path: folder.taskFile.path, reason: POSIX.message(EISDIR))) {
            try FileStore(url: folder.taskFile).read()
        }
    }

    private func leftovers(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".tmp") }
    }
}
