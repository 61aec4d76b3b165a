import Foundation
import XCTest

@testable import CascadingTableCollections

/// The index paths a difference names, made without an array literal each.
final class IndexPathRowTests: XCTestCase {
    func testARowsPathIsItsSectionThenItsRow() {
        let path = IndexPath.row(7, inSection: 3)
        XCTAssertEqual(path.count, 2)
        XCTAssertEqual(path[0], 3)
        XCTAssertEqual(path[1], 7)
        XCTAssertEqual(path, IndexPath(indexes: [3, 7]))
        XCTAssertEqual(IndexPath.row(0, inSection: 0), IndexPath(indexes: [0, 0]))
    }

    func testTheDifferenceOfOneSectionsRowsNamesPathsInThatSection() {
        let changes = SectionedDifference(
            rows: ListDifference(from: [1, 2, 3, 4], to: [2, 1, 4, 5]), inSection: 2)
        XCTAssertEqual(changes.rowDeletions, [IndexPath(indexes: [2, 2])])
        XCTAssertEqual(changes.rowInsertions, [IndexPath(indexes: [2, 3])])
        XCTAssertFalse(changes.rowMoves.isEmpty)
        for move in changes.rowMoves {
            XCTAssertEqual(move.from.count, 2)
            XCTAssertEqual(move.from[0], 2)
            XCTAssertEqual(move.to[0], 2)
        }
    }
}
