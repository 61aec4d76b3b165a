import CascadingTableView
import XCTest

// Testable: `RowDescription.change(from:)`, the comparison an update makes of each row it keeps,
// is internal.
@testable import CascadingTableDescribed

/// The shortcuts the comparison of a kept row takes: rows named by their cell class's name skip
/// asking how they are named, and each row's estimated height is read once, as an optional.
final class RowChangeShortcutTests: XCTestCase {
    final class OtherCell: TableViewCell {}

    private func row<ViewModel: Equatable & Sendable, Cell: TableViewCell>(
        _ viewModel: ViewModel, cell: Cell.Type = TableViewCell.self, reuseIdentifier: String? = nil
    ) -> RowDescription {
        RowDescription(id: 0, viewModel: viewModel, cell: cell, reuseIdentifier: reuseIdentifier) { _, _ in }
    }

    func testRowsNamedByTheirClassCompareByViewModelAlone() {
        XCTAssertEqual(row(1).change(from: row(1)), .none)
        XCTAssertEqual(row(1).change(from: row(2)), .viewModel)
        XCTAssertEqual(row(1, cell: OtherCell.self).change(from: row(1, cell: OtherCell.self)), .none)
        // Another cell class is another content type: the shortcut is not taken.
        XCTAssertEqual(row(1, cell: OtherCell.self).change(from: row(1)), .reload)
        XCTAssertEqual(row(1).change(from: row(1, cell: OtherCell.self)), .reload)
    }

    func testRowsNamedByAGivenIdentifierStillCompareTheirNames() {
        XCTAssertEqual(row(1, reuseIdentifier: "a").change(from: row(1, reuseIdentifier: "a")), .none)
        XCTAssertEqual(row(1, reuseIdentifier: "a").change(from: row(2, reuseIdentifier: "a")), .viewModel)
        XCTAssertEqual(row(1, reuseIdentifier: "a").change(from: row(1, reuseIdentifier: "b")), .reload)
        XCTAssertEqual(row(2, reuseIdentifier: "a").change(from: row(1, reuseIdentifier: "b")), .reload)
    }

    func testAnotherEstimatedHeightReloadsTheRow() {
        XCTAssertEqual(row(1).estimatedHeight(44).change(from: row(1).estimatedHeight(44)), .none)
        XCTAssertEqual(row(1).estimatedHeight(44).change(from: row(1).estimatedHeight(50)), .reload)
        XCTAssertEqual(row(1).estimatedHeight(44).change(from: row(1)), .reload)
        XCTAssertEqual(row(1).change(from: row(1).estimatedHeight(44)), .reload)
        // An estimate of 0 is not the absence of one.
        XCTAssertEqual(row(1).estimatedHeight(0).change(from: row(1)), .reload)
        XCTAssertEqual(row(1).change(from: row(1).estimatedHeight(0)), .reload)
        // The estimate is compared beside the other parts of the annex: children do not hide it.
        let child = RowDescription(id: 1, viewModel: 0, cell: TableViewCell.self) { _, _ in }
        XCTAssertEqual(
            row(1).children([child]).estimatedHeight(44).change(from: row(1).children([child]).estimatedHeight(44)),
            .none)
        XCTAssertEqual(
            row(1).children([child]).estimatedHeight(44).change(from: row(1).children([child])), .reload)
    }
}
