import Foundation
import Testing

/// Where a snapshot's reference lives: `__Snapshots__/<test file>/<test>.<name>.txt` in the folder
/// of the test file, as swift-snapshot-testing lays them out.
struct SnapshotReference: Equatable {
    /// The reference file.
    let url: URL
    /// How failure messages name the snapshot: its name in quotes, or its number.
    let label: String

    /// The reference of a snapshot.
    ///
    /// - Parameters:
    ///   - filePath: The test file's path (`#filePath`); a relative path is taken from the
    ///     current directory.
    ///   - testName: The test function (`#function`): its name, without the parameter list.
    ///   - name: The snapshot's name, or nil for its number.
    ///   - number: The snapshot's number among the test's unnamed snapshots, counted from 1.
    init(filePath: String, testName: String, name: String?, number: Int) {
        let testFile = URL(fileURLWithPath: filePath)
        let folder = (Self.testFolderOverride ?? testFile.deletingLastPathComponent())
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent, isDirectory: true)
        let identifier = name.map(Self.fileNameComponent) ?? "\(number)"
        url = folder.appendingPathComponent("\(Self.fileNameComponent(Self.functionName(testName))).\(identifier).txt")
        label = name.map { "\"\($0)\"" } ?? "\(number)"
    }

    /// A reference at `url`, named `label` in messages.
    init(url: URL, label: String) {
        self.url = url
        self.label = label
    }

    /// For the module's own tests: a folder that stands in for the test file's, so that the
    /// references they write land in a temporary folder, never in the repository. (`filePath` is
    /// a `StaticString`, which only a literal can make.) Reached through `withTestFolder(_:_:)`.
    @TaskLocal private static var testFolderOverride: URL?

    /// Runs `body` with `folder` standing in for the folder of every test file, in the current task.
    static func withTestFolder<R>(_ folder: URL, _ body: () throws -> R) rethrows -> R {
        try $testFolderOverride.withValue(folder, operation: body)
    }

    /// A test function's name without its parameter list: `testLoads()` is `testLoads`.
    static func functionName(_ function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    /// `text` as a part of a file name: letters, digits, `_`, `-` and `.` are kept, every run of
    /// other characters (spaces, slashes, colons) becomes one `-`.
    static func fileNameComponent(_ text: String) -> String {
        var result = ""
        var replacing = false
        for character in text {
            if character.isLetter || character.isNumber || "_-.".contains(character) {
                result.append(character)
                replacing = false
            } else if !replacing {
                result.append("-")
                replacing = true
            }
        }
        return result.isEmpty ? "-" : result
    }
}

/// Counts each test's unnamed snapshots, so that they are numbered 1, 2, … in call order.
///
/// A test is its file and function and, under Swift Testing, the running test's ID (so that two
/// suites with a function of the same name in one file count apart). The count lives as long as
/// the process: a test run twice in one process goes on counting, and the cases of a
/// parameterized test share one count, so name their snapshots.
@MainActor
enum SnapshotCounter {
    private static var counts: [String: Int] = [:]

    /// The next number for the test.
    static func next(filePath: String, testName: String) -> Int {
        let test = Test.current.map { String(describing: $0.id) } ?? ""
        let key = [filePath, testName, test].joined(separator: "\u{0}")
        let number = counts[key, default: 0] + 1
        counts[key] = number
        return number
    }
}
