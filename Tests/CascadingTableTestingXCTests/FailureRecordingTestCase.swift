import XCTest

/// A test case that can watch its own failures instead of failing: inside
/// ``recordingFailures(_:)``, each failure recorded (by `XCTFail`, or by the helpers of
/// `CascadingTableTesting` through it) is kept with its message, file and line, and the test goes
/// on passing. Outside it, failures fail the test as usual.
///
/// XCTest on Linux has no `XCTExpectFailure`; every failure goes through the test case's
/// `recordFailure(withDescription:inFile:atLine:expected:)` there, which a subclass may override.
/// On Apple platforms the same goes through `record(_:)`.
class FailureRecordingTestCase: XCTestCase {
    struct RecordedFailure: Equatable {
        var message: String
        var file: String
        var line: Int
    }

    private var recorded: [RecordedFailure]?

    /// Runs `body` and returns the failures it recorded, which do not fail the test.
    @MainActor
    func recordingFailures(_ body: () throws -> Void) rethrows -> [RecordedFailure] {
        recorded = []
        defer { recorded = nil }
        try body()
        return recorded ?? []
    }

    /// Runs an `async` body and returns the failures it recorded, which do not fail the test.
    @MainActor
    func recordingFailuresAsync(_ body: () async throws -> Void) async rethrows -> [RecordedFailure] {
        recorded = []
        defer { recorded = nil }
        try await body()
        return recorded ?? []
    }

    #if canImport(ObjectiveC)
        override func record(_ issue: XCTIssue) {
            guard recorded != nil else { return super.record(issue) }
            let location = issue.sourceCodeContext.location
            recorded?.append(
                RecordedFailure(
                    message: issue.compactDescription, file: location?.fileURL.path ?? "",
                    line: location?.lineNumber ?? 0))
        }
    #else
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
        ) {
            guard recorded != nil else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            recorded?.append(RecordedFailure(message: description, file: filePath, line: lineNumber))
        }
    #endif
}
