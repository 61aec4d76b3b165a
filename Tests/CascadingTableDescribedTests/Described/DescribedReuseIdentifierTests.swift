import CascadingTableDescribed
import CascadingTableView
import XCTest

/// A row described without a reuse identifier uses its cell class's full name, the same for
/// every row of the class and different for each class, generic ones included, from any thread.
final class DescribedReuseIdentifierTests: XCTestCase {
    /// A generic cell: each specialization is a class of its own.
    final class TaggedCell<Tag>: TableViewCell {}

    private func row<Cell: TableViewCell>(_ cell: Cell.Type) -> RowDescription {
        RowDescription(id: 0, viewModel: 0, cell: cell) { _, _ in }
    }

    func testEachCellClassGetsItsFullName() {
        XCTAssertEqual(row(TaggedCell<Int>.self).reuseIdentifier, String(reflecting: TaggedCell<Int>.self))
        XCTAssertEqual(row(TaggedCell<String>.self).reuseIdentifier, String(reflecting: TaggedCell<String>.self))
        XCTAssertNotEqual(row(TaggedCell<Int>.self).reuseIdentifier, row(TaggedCell<String>.self).reuseIdentifier)
        XCTAssertEqual(row(TableViewCell.self).reuseIdentifier, String(reflecting: TableViewCell.self))
    }

    func testRowsDescribedOnManyThreadsAgreeOnTheName() async {
        let names = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    RowDescription(id: 1, viewModel: 1, cell: TaggedCell<Double>.self) { _, _ in }.reuseIdentifier
                }
            }
            var names: [String?] = []
            for await name in group {
                names.append(name)
            }
            return names
        }
        XCTAssertEqual(Set(names), [String(reflecting: TaggedCell<Double>.self)])
    }
}
