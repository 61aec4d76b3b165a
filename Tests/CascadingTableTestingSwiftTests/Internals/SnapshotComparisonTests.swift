import Foundation
import Testing

@testable import CascadingTableTesting

/// The check behind `assertTableSnapshot`, without a test failing.
@Suite("Snapshot comparison")
struct SnapshotComparisonTests {
    @Test("Line endings and a final line break do not make a difference")
    func lineEndings() throws {
        let file = try temporaryFile(contents: "a\r\nb\r\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect(SnapshotComparison.lines(of: "a\nb") == ["a", "b"])
        #expect(comparison(file, snapshot: "a\nb").run() == .matched)
        #expect(comparison(file, snapshot: "a\nb\n").run() == .matched)
        #expect(comparison(file, snapshot: "a\n\nb").run().message?.contains("+") == true)
    }

    @Test("A reference that cannot be read, or written, fails with the reason")
    func unreadable() throws {
        let file = try temporaryFile(contents: "")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try Data([0xFF, 0xFE, 0xFD]).write(to: file)
        let outcome = comparison(file, snapshot: "a").run()
        #expect(outcome.message?.hasPrefix("Could not read the reference of snapshot 1") == true)
        #expect(outcome != .matched)

        // A reference whose folder is a file cannot be written.
        let blocked = file.appendingPathComponent("inside.txt")
        let recorded = comparison(blocked, snapshot: "a").run()
        #expect(recorded.message?.hasPrefix("Could not record snapshot 1") == true)
    }

    private func comparison(_ file: URL, snapshot: String) -> SnapshotComparison {
        SnapshotComparison(reference: SnapshotReference(url: file, label: "1"), snapshot: snapshot, mode: .missing)
    }

    private func temporaryFile(contents: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotComparisonTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("reference.txt")
        try contents.write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
