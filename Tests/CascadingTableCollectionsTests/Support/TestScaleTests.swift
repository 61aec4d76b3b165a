import CascadingTestSupport
import XCTest

/// `CASCADING_TEST_SCALE`: how a value is read, and what the randomized tests multiply by.
final class TestScaleTests: XCTestCase {
    func testAPositiveIntegerIsTheFactorAndAnythingElseIsOneWithAProblem() {
        XCTAssertEqual(TestScale.parse(nil).factor, 1)
        XCTAssertNil(TestScale.parse(nil).problem)
        XCTAssertEqual(TestScale.parse("").factor, 1)
        XCTAssertNil(TestScale.parse("  ").problem, "empty, as a shell's unset default gives it: no problem")
        XCTAssertEqual(TestScale.parse("100").factor, 100)
        XCTAssertNil(TestScale.parse("100").problem)
        XCTAssertEqual(TestScale.parse(" 10 ").factor, 10)
        for malformed in ["0", "-3", "ten", "1.5", "10x", "99999999999999999999999", "１０"] {
            let (factor, problem) = TestScale.parse(malformed)
            XCTAssertEqual(factor, 1, malformed)
            XCTAssertEqual(
                problem,
                "CASCADING_TEST_SCALE=\(malformed) is not a positive integer; the randomized tests run at scale 1.")
        }
    }

    func testTheFactorIsTheEnvironmentsAndStepsAreMultipliedByIt() {
        let expected = TestScale.parse(ProcessInfo.processInfo.environment[TestScale.environmentVariable]).factor
        XCTAssertEqual(TestScale.factor, expected)
        XCTAssertEqual(TestScale.steps(10_000), 10_000 * expected)
        XCTAssertEqual(TestScale.steps(0), 0)
    }

    func testStepsSaturateInsteadOfOverflowing() {
        XCTAssertEqual(TestScale.steps(250, factor: 40), 10_000)
        XCTAssertEqual(TestScale.steps(Int.max / 2, factor: 3), Int.max)
        XCTAssertEqual(TestScale.steps(-(Int.max / 2), factor: 3), Int.min)
    }
}
