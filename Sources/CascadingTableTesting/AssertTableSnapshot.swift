import CascadingTableDelegate
import Foundation

/// Checks that a table shows what its reference file says: `tableSnapshot(of:options:)` compared
/// with `__Snapshots__/<test file name without .swift>/<test name>.<name>.txt` in the folder of the
/// calling test file.
///
/// ```swift
/// @MainActor
/// func testTheFirstScreen() async {
///     let page = DestinationPage()
///     assertTableSnapshot(of: page.table, named: "loaded")
///     // __Snapshots__/DestinationPageTests/testTheFirstScreen.loaded.txt
/// }
/// ```
///
/// - No reference yet: the snapshot is written as the reference, and the assertion fails, saying
///   so. Review the file and commit it; the test passes from then on. A fresh reference never
///   passes unseen, in CI or anywhere.
/// - The environment variable `TABLE_SNAPSHOT_RECORD=all`: every reference is written again, and
///   every assertion fails likewise. Review the changes (`git diff`) and run again without it.
/// - A difference: the assertion fails with a line-by-line diff of the reference (`-`) and the
///   snapshot now (`+`), and the reference stays as it is.
///
/// The failure is recorded in the framework that runs the test, at the caller's file and line:
/// in Swift Testing when a Swift Testing test is running (so `withKnownIssue` sees it), in XCTest
/// otherwise. Unnamed snapshots of one test are numbered 1, 2, … in call order; name them when a
/// test takes several, so that adding one does not renumber the others, and in a parameterized
/// test, whose cases would otherwise share the numbers. Add `exclude: ["__Snapshots__"]` to the
/// test target in `Package.swift`, so that SwiftPM does not warn about the reference files.
///
/// - Parameters:
///   - table: The table to check.
///   - name: The snapshot's name in its file name; nil numbers it.
///   - options: What the snapshot shows. Defaults to the viewport, with heights.
///   - fileID: The calling file's ID, for Swift Testing; leave the default.
///   - filePath: The calling file's path: the reference is in its folder; leave the default.
///   - testName: The calling test function, named in the reference's file name; leave the default.
///   - line: The line failures are reported at; leave the default.
///   - column: The column failures are reported at, for Swift Testing; leave the default.
@MainActor
public func assertTableSnapshot(
    of table: TableView, named name: String? = nil, options: TableSnapshotOptions = .viewport,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let path = "\(filePath)"
    let number = name == nil ? SnapshotCounter.next(filePath: path, testName: testName) : 0
    let reference = SnapshotReference(filePath: path, testName: testName, name: name, number: number)
    let mode: SnapshotRecordMode
    switch SnapshotRecordMode.current() {
    case .success(let value):
        mode = value
    case .failure(let unknown):
        TestFailure.record(unknown.message, at: location)
        mode = .missing
    }
    let snapshot = tableSnapshot(of: table, options: options)
    if let message = SnapshotComparison(reference: reference, snapshot: snapshot, mode: mode).run().message {
        TestFailure.record(message, at: location)
    }
}
