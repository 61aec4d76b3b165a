import Testing

@testable import CascadingTableTesting

/// TABLE_SNAPSHOT_RECORD: which values mean what.
@Suite("Record mode")
struct SnapshotRecordModeTests {
    @Test("Unset, empty and missing check; all records; anything else is reported")
    func values() {
        #expect(SnapshotRecordMode.parse([:]) == .success(.missing))
        #expect(SnapshotRecordMode.parse(["TABLE_SNAPSHOT_RECORD": ""]) == .success(.missing))
        #expect(SnapshotRecordMode.parse(["TABLE_SNAPSHOT_RECORD": "missing"]) == .success(.missing))
        #expect(SnapshotRecordMode.parse(["TABLE_SNAPSHOT_RECORD": "all"]) == .success(.all))
        #expect(SnapshotRecordMode.parse(["TABLE_SNAPSHOT_RECORD": "true"]) == .failure(.init(value: "true")))
    }

    @Test("A task's override wins over the environment")
    func override() {
        SnapshotRecordMode.withOverride(.all) {
            #expect(SnapshotRecordMode.current() == .success(.all))
        }
    }
}
