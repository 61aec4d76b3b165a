import Testing
import XCTest

/// Records a test failure in the framework that runs the current test: Swift Testing when a
/// Swift Testing test is running (`Test.current` is set), so that `withKnownIssue` sees it;
/// XCTest otherwise.
enum TestFailure {
    /// Records `message` as a failure at `location`.
    static func record(_ message: String, at location: CallerLocation) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
