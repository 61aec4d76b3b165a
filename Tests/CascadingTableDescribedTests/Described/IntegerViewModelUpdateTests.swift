import CascadingTableDescribed
import CascadingTableNodes
import CascadingTableView
import XCTest

/// Rows described one by one with integer and `Bool` view models, updated through a node: rows
/// built again with equal view models configure no cell, a changed one configures its own cell
/// only, and a view model of another type with the same bits is a change (these rows are compared
/// by a copy of the view model kept in the row).
final class IntegerViewModelUpdateTests: XCTestCase {
    /// The rows whose cells were configured, with the view model, in order.
    @MainActor private final class ConfigureLog {
        var entries: [String] = []
    }

    @MainActor
    private static func rows(_ values: [Int], log: ConfigureLog) -> [RowDescription] {
        values.indices.map { index in
            RowDescription(id: "r\(index)", viewModel: values[index], cell: TableViewCell.self) { _, value in
                log.entries.append("r\(index)=\(value)")
            }
        }
    }

    @MainActor
    func testEqualViewModelsConfigureNothingAndAChangedOneItsOwnCell() async {
        let log = ConfigureLog()
        let list = DescribedRowsDelegate(rows: Self.rows([1, 2, 3], log: log))
        let (table, root) = makeListTable(list)
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(log.entries, ["r0=1", "r1=2", "r2=3"])

        log.entries = []
        list.rows = Self.rows([1, 2, 3], log: log)
        table.layoutIfNeeded()
        XCTAssertEqual(log.entries, [], "rows built again with equal view models")

        list.rows = Self.rows([1, 20, 3], log: log)
        table.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["r1=20"])
        XCTAssertEqual(list.rows[1].viewModel(as: Int.self), 20)
    }

    @MainActor
    func testAViewModelOfAnotherTypeWithTheSameBitsIsAChange() async {
        let log = ConfigureLog()
        let list = DescribedRowsDelegate(rows: Self.rows([1, 0], log: log))
        let (table, root) = makeListTable(list)
        defer { withExtendedLifetime(root) {} }
        log.entries = []

        var rows = Self.rows([1, 0], log: log)
        rows[0] = RowDescription(id: "r0", viewModel: true, cell: TableViewCell.self) { _, value in
            log.entries.append("r0=\(value)")
        }
        rows[1] = RowDescription(id: "r1", viewModel: UInt8(0), cell: TableViewCell.self) { _, value in
            log.entries.append("r1=\(value)")
        }
        list.rows = rows
        table.layoutIfNeeded()

        XCTAssertEqual(log.entries, ["r0=true", "r1=0"])
        XCTAssertEqual(list.rows[0].viewModel(as: Bool.self), true)
        XCTAssertEqual(list.rows[1].viewModel(as: UInt8.self), 0)
    }
}
