import Foundation
import SystemCalls
import Testing
@testable import TaskStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file is read straight into a buffer of its size; what its size did not announce (a
/// pipe, a file that grew) is still read to the end, byte for byte.
struct WholeReadTests {
    /// Sizes around the boundaries: empty, one byte, one read's piece and just past it.
    private static let sizes = [0, 1, 7, 65_535, 65_536, 65_537, 300_001]

    private static func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
    }

    @Test func aRegularFileReadsWholeIntoDataAndIntoAnArray() throws {
        let folder = try TemporaryFolder("whole-read")
        for size in Self.sizes {
            let expected = Self.bytes(size)
            try Data(expected).write(to: folder.taskFile)
            #expect(try FileStore(url: folder.taskFile).read() == Data(expected), "\(size) bytes")
            let fd = open(folder.taskFile.path, O_RDONLY)
            defer { close(fd) }
            #expect(try POSIX.readAll(fd).get() == expected, "\(size) bytes")
            #expect(try POSIX.readAll(fd, from: off_t(size / 3)).get() == Array(expected[(size / 3)...]), "\(size) bytes from a third")
            #expect(try POSIX.readAll(fd, from: off_t(size + 5)).get() == [], "past the end")
        }
    }

    /// A pipe announces no size: all of it comes through the pieces after the first byte.
    @Test func aPipeIsReadOnToItsEnd() throws {
        for size in [0, 1, 65_537, 200_000] {
            let expected = Self.bytes(size)
            var ends: [Int32] = [0, 0]
            #expect(pipe(&ends) == 0)
            let (reading, writing) = (ends[0], ends[1])
            let writer = Thread {
                expected.withUnsafeBytes { _ = POSIX.writeAll(writing, $0) }
                close(writing)
            }
            writer.start()
            defer { close(reading) }
            #expect(try FileStore.readAll(reading).get() == Data(expected), "\(size) bytes")
        }
    }

    /// Read from where the descriptor stands: the rest, whatever the size announced.
    @Test func aReadFromTheCurrentPositionGetsTheRest() throws {
        let folder = try TemporaryFolder("whole-read-grown")
        let expected = Self.bytes(100_000)
        try Data(expected).write(to: folder.taskFile)
        let fd = open(folder.taskFile.path, O_RDONLY)
        defer { close(fd) }
        var first = [UInt8](repeating: 0, count: 10)
        let read = first.withUnsafeMutableBytes { POSIX.read(fd, into: $0, at: nil) }
        #expect(try read.get() == 10)
        #expect(try POSIX.readAll(fd).get() == Array(expected[10...]))
    }
}
