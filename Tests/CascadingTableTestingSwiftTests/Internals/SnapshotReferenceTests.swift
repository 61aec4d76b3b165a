import Foundation
import Testing

@testable import CascadingTableTesting

/// Where references live and how they are named.
@Suite("Snapshot references")
struct SnapshotReferenceTests {
    @Test("A reference is in __Snapshots__/<test file>/<test>.<name>.txt beside the test file")
    func layout() {
        let named = SnapshotReference(
            filePath: "/work/Tests/AppTests/PageTests.swift", testName: "testLoads()", name: "after load", number: 0)
        #expect(named.url.path == "/work/Tests/AppTests/__Snapshots__/PageTests/testLoads.after-load.txt")
        #expect(named.label == "\"after load\"")
        let numbered = SnapshotReference(filePath: "/a/B.swift", testName: "loads(page:)", name: nil, number: 2)
        #expect(numbered.url.path == "/a/__Snapshots__/B/loads.2.txt")
        #expect(numbered.label == "2")
    }

    @Test("Names keep letters, digits, _, - and . and turn every other run into one -")
    func fileNames() {
        #expect(SnapshotReference.fileNameComponent("after load: page 2/3") == "after-load-page-2-3")
        #expect(SnapshotReference.fileNameComponent("café_v1.2") == "café_v1.2")
        #expect(SnapshotReference.fileNameComponent("") == "-")
        #expect(SnapshotReference.functionName("testLoads()") == "testLoads")
        #expect(SnapshotReference.functionName("plain") == "plain")
    }

    @Test("Unnamed snapshots are numbered per test")
    @MainActor
    func numbers() {
        let file = "/numbers/\(UUID()).swift"
        #expect(SnapshotCounter.next(filePath: file, testName: "a()") == 1)
        #expect(SnapshotCounter.next(filePath: file, testName: "a()") == 2)
        #expect(SnapshotCounter.next(filePath: file, testName: "b()") == 1)
    }
}
