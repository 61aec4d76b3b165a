import CascadingTableDescribed
import CascadingTableView
import XCTest

/// A described row's content: how the contents of one row before and after an update compare,
/// what the base class answers itself, and the size of a row that refers to its content.
final class RowContentTests: XCTestCase {
    final class OtherCell: TableViewCell {}

    private func content(of row: RowDescription) throws -> BoundRowContent {
        try XCTUnwrap(row.content, "a described row has a content")
    }

    // Generic over the cell: the row's cell type is the static type of `cell`.
    private func row<ViewModel: Equatable & Sendable, Cell: TableViewCell>(
        _ viewModel: ViewModel, cell: Cell.Type = TableViewCell.self, reuseIdentifier: String? = nil
    ) -> RowDescription {
        RowDescription(id: 0, viewModel: viewModel, cell: cell, reuseIdentifier: reuseIdentifier) { _, _ in }
    }

    func testARowRefersToItsContentWithOneWord() {
        // Nine bytes of identifier with the flags and the outline depth after them, one word for
        // the content (two for a protocol's existential), the height, the view model a kind's row
        // keeps, and one word for the shared actions or the annex (estimate, children).
        XCTAssertEqual(MemoryLayout<RowDescription>.stride, 48)
    }

    func testContentsOfOneTypeCompareByViewModelAndName() throws {
        let one = try content(of: row(1))
        XCTAssertEqual(one.change(from: try content(of: row(1))), .none)
        XCTAssertEqual(one.change(from: try content(of: row(2))), .viewModel)
        let named = try content(of: row(1, reuseIdentifier: "a"))
        XCTAssertEqual(named.change(from: try content(of: row(1, reuseIdentifier: "a"))), .none)
        XCTAssertEqual(named.change(from: try content(of: row(2, reuseIdentifier: "a"))), .viewModel)
        XCTAssertEqual(named.change(from: try content(of: row(1, reuseIdentifier: "b"))), .reload)
    }

    func testContentsOfOtherTypesCompareByCellNameAndViewModel() throws {
        let one = try content(of: row(1))
        // Another cell class: another content type, and other cells.
        XCTAssertEqual(one.change(from: try content(of: row(1, cell: OtherCell.self))), .reload)
        // The same name given to another cell class: still other cells.
        let named = try content(of: row(1, reuseIdentifier: "a"))
        XCTAssertEqual(named.change(from: try content(of: row(1, cell: OtherCell.self, reuseIdentifier: "a"))), .reload)
        // The class's own name, given: another content type with the same cells.
        let ownName = String(reflecting: TableViewCell.self)
        XCTAssertEqual(one.change(from: try content(of: row(1, reuseIdentifier: ownName))), .none)
        XCTAssertEqual(try content(of: row(1, reuseIdentifier: ownName)).change(from: one), .none)
        XCTAssertEqual(one.change(from: try content(of: row(2, reuseIdentifier: ownName))), .viewModel)
        // Another view model type with the same cells: the view models differ.
        XCTAssertEqual(one.change(from: try content(of: row("1"))), .viewModel)
        XCTAssertEqual(one.change(from: try content(of: row(1, reuseIdentifier: "b"))), .reload)
    }

    func testTheBaseClassAnswersAsARowWithoutAViewModel() async throws {
        let plain = BoundRowContent(RowContent.withoutViewModel())
        XCTAssertEqual(plain.reuseIdentifier, String(reflecting: TableViewCell.self))
        XCTAssertTrue(plain.isNamedByClass)
        XCTAssertTrue(plain.cellClass == TableViewCell.self)
        XCTAssertTrue(plain.erasedViewModel is Void)
        XCTAssertFalse(plain.hasViewModel(equalTo: ()))
        let configured = await MainActor.run { plain.configure(TableViewCell()) }
        XCTAssertFalse(configured, "a content without a view model configures no cell")
        // No view model equals another content's: the same cells show something else.
        XCTAssertEqual(plain.change(from: plain), .viewModel)
        let typed = try content(of: row(1))
        XCTAssertEqual(typed.change(from: plain), .viewModel)
        XCTAssertEqual(plain.change(from: typed), .viewModel)
        XCTAssertEqual(plain.change(from: try content(of: row(1, cell: OtherCell.self))), .reload)
        // A content that keeps one row's view model itself (not in the row's word): the same
        // content given again has not changed, whatever the words.
        XCTAssertEqual(RowContent.withoutViewModel().change(ofWord: 1, fromWord: 2), .none)
    }
}
