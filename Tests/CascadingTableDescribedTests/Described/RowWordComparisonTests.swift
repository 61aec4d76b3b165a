import CascadingTableView
import XCTest

// Testable: where a row keeps a copy of its view model (`viewModelInRow`, `viewModelWord`) and
// `RowDescription.change(from:)` are internal.
@testable import CascadingTableDescribed

/// Rows described one by one with an integer-like view model and cells named by their class keep
/// a copy of the view model in their word, and two such rows whose contents are of one class are
/// compared by their words alone (``ViewModelInRow/copiedToWord``).
final class RowWordComparisonTests: XCTestCase {
    final class OtherCell: TableViewCell {}

    private func row<ViewModel: Equatable & Sendable, Cell: TableViewCell>(
        _ viewModel: ViewModel, cell: Cell.Type = TableViewCell.self, reuseIdentifier: String? = nil
    ) -> RowDescription {
        RowDescription(id: 0, viewModel: viewModel, cell: cell, reuseIdentifier: reuseIdentifier) { _, _ in }
    }

    func testIntegerLikeViewModelsNamedByTheCellClassAreCopiedToTheWord() {
        XCTAssertEqual(row(5).viewModelInRow, .copiedToWord)
        XCTAssertEqual(row(5).viewModelWord, 5)
        XCTAssertEqual(row(-3).viewModelWord, -3)
        XCTAssertEqual(row(true).viewModelInRow, .copiedToWord)
        XCTAssertEqual(row(UInt8(7)).viewModelWord, 7)
        // A name given, a view model compared by its kind (a float) or kept in no word: not copied.
        XCTAssertEqual(row(5, reuseIdentifier: "a").viewModelInRow, .no)
        XCTAssertEqual(row(1.5).viewModelInRow, .no)
        XCTAssertEqual(row("five").viewModelInRow, .no)
        // The content still holds the view model.
        XCTAssertEqual(row(5).viewModel(as: Int.self), 5)
    }

    func testRowsOfOneContentClassCompareByTheirWords() {
        XCTAssertEqual(row(1).change(from: row(1)), .none)
        XCTAssertEqual(row(1).change(from: row(2)), .viewModel)
        XCTAssertEqual(row(Int.min).change(from: row(Int.max)), .viewModel)
        XCTAssertEqual(row(false).change(from: row(true)), .viewModel)
        XCTAssertEqual(row(true).change(from: row(true)), .none)
        XCTAssertEqual(row(1, cell: OtherCell.self).change(from: row(1, cell: OtherCell.self)), .none)
        XCTAssertEqual(row(1, cell: OtherCell.self).change(from: row(3, cell: OtherCell.self)), .viewModel)
        // The same row given again: the same content, the same word.
        let same = row(4)
        XCTAssertEqual(same.change(from: same), .none)
    }

    func testEqualWordsOfAnotherContentClassAreNotEnough() {
        // Another cell class: the cells are not alike.
        XCTAssertEqual(row(1, cell: OtherCell.self).change(from: row(1)), .reload)
        XCTAssertEqual(row(1).change(from: row(1, cell: OtherCell.self)), .reload)
        // Another view model type with the same word: the view models differ.
        XCTAssertEqual(row(UInt8(1)).change(from: row(1)), .viewModel)
        XCTAssertEqual(row(true).change(from: row(1)), .viewModel)
        XCTAssertEqual(row(1).change(from: row(Int16(1))), .viewModel)
    }

    func testACopiedWordAgainstARowThatKeepsNone() {
        // A row named by a given identifier keeps no word: the contents compare themselves.
        XCTAssertEqual(row(1).change(from: row(1, reuseIdentifier: "a")), .reload)
        // The class's own name given is the same name: the view models decide.
        let className = String(reflecting: TableViewCell.self)
        XCTAssertEqual(row(1, reuseIdentifier: className).change(from: row(1)), .none)
        XCTAssertEqual(row(2, reuseIdentifier: className).change(from: row(1)), .viewModel)
    }
}
