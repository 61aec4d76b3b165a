import CascadingTableDelegate
import XCTest

@testable import CascadingTableTesting

/// `assertTableSnapshot` in an XCTest target, as a user's test target adds it: a reference that
/// matches passes; a changed screen fails with a diff; a missing reference, and record mode,
/// record and fail. The cases that fail keep their references in a temporary folder (standing in
/// for the folder of a test file `GroceryTests.swift`), never in the repository.
final class SnapshotAssertionXCTests: FailureRecordingTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotAssertionXCTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    /// `assertTableSnapshot` called from a test `test` of a file `GroceryTests.swift` in the
    /// temporary folder.
    @MainActor
    private func assertInTemporaryFolder(_ table: TableView, named name: String? = nil, test: String) {
        SnapshotReference.withTestFolder(folder) {
            assertTableSnapshot(of: table, named: name, filePath: "GroceryTests.swift", testName: test, line: 42)
        }
    }

    private func reference(_ name: String) -> URL {
        folder.appendingPathComponent("__Snapshots__/GroceryTests/\(name).txt")
    }

    @MainActor
    func testAScreenThatMatchesItsCommittedReferencesPasses() async {
        let list = GroceryList()
        list.done = ["Pears"]
        assertTableSnapshot(of: list.table, named: "start")
        list.table.tapRow(at: IndexPath(row: 0, section: 1))
        assertTableSnapshot(of: list.table)
        assertTableSnapshot(of: list.table, options: .wholeContent)
    }

    @MainActor
    func testAChangedScreenFailsAtTheCallWithALineByLineDiffAndLeavesTheReferenceAlone() async throws {
        let list = GroceryList()
        let stored = tableSnapshot(of: list.table).replacingOccurrences(of: "Pears", with: "Plums") + "\n"
        try FileManager.default.createDirectory(
            at: reference("testX.start").deletingLastPathComponent(), withIntermediateDirectories: true)
        try stored.write(to: reference("testX.start"), atomically: true, encoding: .utf8)

        let failures = recordingFailures {
            assertInTemporaryFolder(list.table, named: "start", test: "testX()")
        }

        XCTAssertEqual(failures.count, 1)
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.file, "GroceryTests.swift", "the caller's file")
        XCTAssertEqual(failure.line, 42, "the caller's line")
        XCTAssertTrue(
            failure.message.contains(
                """
                Snapshot "start" does not match its reference \(reference("testX.start").path) (- reference, + now):
                @@ -2,7 +2,7 @@
                 section 0, 2 rows
                   header 28pt title "Fruit"
                   [0, 0] 44pt "Apples"
                -  [0, 1] 44pt "Plums"
                +  [0, 1] 44pt "Pears"
                 section 1, 1 row
                   header 28pt title "Bakery"
                   [1, 0] 44pt "Bread"
                Run the test with TABLE_SNAPSHOT_RECORD=all to record the new snapshot as the reference.
                """), failure.message)
        XCTAssertEqual(try String(contentsOf: reference("testX.start"), encoding: .utf8), stored)
    }

    @MainActor
    func testAMissingReferenceIsRecordedAndTheAssertionFailsSayingSo() async throws {
        let list = GroceryList()
        let failures = recordingFailures {
            assertInTemporaryFolder(list.table, named: "start", test: "testY()")
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.message.contains(
                "No reference for snapshot \"start\": recorded it at \(reference("testY.start").path).") ?? false,
            "\(failures)")
        XCTAssertEqual(
            try String(contentsOf: reference("testY.start"), encoding: .utf8), tableSnapshot(of: list.table) + "\n")
        let again = recordingFailures {
            assertInTemporaryFolder(list.table, named: "start", test: "testY()")
        }
        XCTAssertEqual(again, [], "the recorded reference passes from then on")
    }

    @MainActor
    func testRecordModeRewritesEveryReferenceAndFailsLikewise() async throws {
        let list = GroceryList()
        _ = recordingFailures {
            assertInTemporaryFolder(list.table, named: "start", test: "testZ()")
        }
        list.done = ["Bread"]
        list.table.reloadData()
        setenv("TABLE_SNAPSHOT_RECORD", "all", 1)
        defer { unsetenv("TABLE_SNAPSHOT_RECORD") }
        let failures = recordingFailures {
            assertInTemporaryFolder(list.table, named: "start", test: "testZ()")
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.message.contains(
                "TABLE_SNAPSHOT_RECORD=all: recorded snapshot \"start\" at \(reference("testZ.start").path).") ?? false,
            "\(failures)")
        XCTAssertTrue(try String(contentsOf: reference("testZ.start"), encoding: .utf8).contains("checkmark"))
    }

    @MainActor
    func testAnUnknownRecordModeFailsAndTheSnapshotIsCheckedAsByDefault() async {
        let list = GroceryList()
        setenv("TABLE_SNAPSHOT_RECORD", "yes", 1)
        defer { unsetenv("TABLE_SNAPSHOT_RECORD") }
        let failures = recordingFailures {
            assertInTemporaryFolder(list.table, named: "start", test: "testW()")
        }
        XCTAssertEqual(failures.map { String($0.message.prefix(40)) }.count, 2, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("TABLE_SNAPSHOT_RECORD=yes names no record mode") ?? false)
        XCTAssertTrue(failures.last?.message.contains("No reference for snapshot \"start\"") ?? false)
    }

    @MainActor
    func testUnnamedSnapshotsAreNumberedInCallOrderPerTest() async {
        let list = GroceryList()
        _ = recordingFailures {
            assertInTemporaryFolder(list.table, test: "testV()")
            assertInTemporaryFolder(list.table, named: "named", test: "testV()")
            assertInTemporaryFolder(list.table, test: "testV()")
            assertInTemporaryFolder(list.table, test: "testU()")
        }
        for name in ["testV.1", "testV.named", "testV.2", "testU.1"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: reference(name).path), name)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference("testV.3").path))
    }
}
