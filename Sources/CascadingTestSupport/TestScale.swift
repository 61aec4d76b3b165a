import Foundation

/// How long the package's randomized tests run: every one of them multiplies its step count by
/// ``factor``, read from the environment variable `CASCADING_TEST_SCALE`.
///
/// CI runs at factor 1 (each randomized test at least 10,000 steps); a long run sets, say,
/// `CASCADING_TEST_SCALE=100 swift test`. The value must be a positive integer
/// in decimal; an empty or missing variable means 1, and any other value is reported once on
/// standard error and read as 1, so a typo never silently shortens or stops a run.
///
/// Not a product: users of the library never build it.
public enum TestScale {
    /// The name of the environment variable read.
    package static let environmentVariable = "CASCADING_TEST_SCALE"

    /// The multiplier of every randomized test's steps: `CASCADING_TEST_SCALE`, or 1.
    ///
    /// Read once per process, on first use; a malformed value is reported then.
    public static var factor: Int { environmentFactor }

    /// `base` steps at the current scale: `base` × ``factor``, or `Int.max` where that overflows.
    ///
    /// - Parameter base: The steps the test runs in CI, at factor 1.
    /// - Returns: The steps to run now.
    public static func steps(_ base: Int) -> Int {
        steps(base, factor: factor)
    }

    /// `base` × `factor`, saturating at `Int.max` and `Int.min` rather than trapping.
    package static func steps(_ base: Int, factor: Int) -> Int {
        let (product, overflow) = base.multipliedReportingOverflow(by: factor)
        guard overflow else { return product }
        return (base < 0) == (factor < 0) ? Int.max : Int.min
    }

    /// The factor a value of the variable gives, and the problem to report when it is malformed.
    ///
    /// - Parameter value: The variable's value; nil when it is not set.
    /// - Returns: The factor (1 unless `value` is a positive decimal integer, surrounding spaces
    ///   allowed) and, for a value that is set, not empty and not such an integer, a message.
    package static func parse(_ value: String?) -> (factor: Int, problem: String?) {
        guard let value else { return (1, nil) }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return (1, nil) }
        if trimmed.allSatisfy(\.isASCII), let factor = Int(trimmed), factor > 0 {
            return (factor, nil)
        }
        return (
            1,
            "\(environmentVariable)=\(value) is not a positive integer; the randomized tests run at scale 1."
        )
    }

    /// Read and reported once: a `static let` is initialized once, by the first thread to use it.
    private static let environmentFactor: Int = {
        let (factor, problem) = parse(ProcessInfo.processInfo.environment[environmentVariable])
        if let problem {
            FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
        }
        return factor
    }()
}
