import CascadingTableDelegate
import Foundation
import Testing

@testable import CascadingTableTesting

/// `assertTableSnapshot` in a Swift Testing target, as a user's test target adds it: a reference
/// that matches passes; a changed screen fails with a diff, a missing reference and record mode
/// record and fail, each as an issue that `withKnownIssue` sees. The cases that fail keep their
/// references in a temporary folder (standing in for the folder of a test file
/// `ReadingTests.swift`), never in the repository.
@Suite("assertTableSnapshot under Swift Testing")
@MainActor
struct SnapshotAssertionTests {
    @Test("A screen that matches its committed references passes")
    func matchingScreen() {
        let list = ReadingList()
        assertTableSnapshot(of: list.table, named: "shelf")
        list.markRead(1)
        assertTableSnapshot(of: list.table, named: "after reading Kokoro")
    }

    @Test("A changed screen fails at the call with a line-by-line diff, and the reference stays")
    func changedScreen() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = ReadingList()
        let stored = tableSnapshot(of: list.table).replacingOccurrences(of: "Kokoro", with: "Botchan") + "\n"
        let reference = folder.appendingPathComponent("__Snapshots__/ReadingTests/changed.shelf.txt")
        try FileManager.default.createDirectory(
            at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try stored.write(to: reference, atomically: true, encoding: .utf8)

        withKnownIssue {
            assertInFolder(folder, list.table, named: "shelf", test: "changed()")
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == 42 && issue.sourceLocation?.fileName == "ReadingTests.swift"
                && message.contains(
                    """
                    -  [0, 0] 44pt "Botchan", detail "Natsume Soseki" — accessory: disclosure indicator
                    +  [0, 0] 44pt "Kokoro", detail "Natsume Soseki" — accessory: disclosure indicator
                    """)
        }
        #expect(try String(contentsOf: reference, encoding: .utf8) == stored)
    }

    @Test("A missing reference is recorded, and the assertion fails saying so")
    func missingReference() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = ReadingList()
        withKnownIssue {
            assertInFolder(folder, list.table, test: "missing()")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("No reference for snapshot 1: recorded it at ")
        }
        let reference = folder.appendingPathComponent("__Snapshots__/ReadingTests/missing.1.txt")
        #expect(try String(contentsOf: reference, encoding: .utf8) == tableSnapshot(of: list.table) + "\n")
    }

    @Test("Record mode rewrites the reference, and fails likewise")
    func recordMode() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = ReadingList()
        withKnownIssue { assertInFolder(folder, list.table, named: "shelf", test: "record()") }
        list.markRead(2)
        SnapshotRecordMode.withOverride(.all) {
            withKnownIssue {
                assertInFolder(folder, list.table, named: "shelf", test: "record()")
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().hasPrefix("TABLE_SNAPSHOT_RECORD=all: recorded snapshot")
            }
        }
        let reference = folder.appendingPathComponent("__Snapshots__/ReadingTests/record.shelf.txt")
        #expect(try String(contentsOf: reference, encoding: .utf8) == tableSnapshot(of: list.table) + "\n")
    }

    /// `assertTableSnapshot` called at line 42 of a test `test` of a file `ReadingTests.swift` in
    /// `folder`.
    private func assertInFolder(_ folder: URL, _ table: TableView, named name: String? = nil, test: String) {
        SnapshotReference.withTestFolder(folder) {
            assertTableSnapshot(
                of: table, named: name, fileID: "Tests/ReadingTests.swift", filePath: "ReadingTests.swift",
                testName: test, line: 42)
        }
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotAssertionTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
