import CascadingTableDescribed
import CascadingTableView
import Foundation
import XCTest

/// A row described from a kind allocates nothing of its own (Performance.md, "A described row's
/// memory"): with a word-sized view model, a height and shared actions, it is its 48-byte value.
/// Measured as the process's resident growth over many rows, where /proc/self/statm gives it
/// (Linux); memory freed earlier in the process can only make the growth smaller, never larger.
final class RowKindMemoryTests: XCTestCase {
    /// Rows per measure: enough pages that a byte per row shows.
    private static let count = 100_000

    @MainActor
    func testAKindRowWithSharedActionsIsItsValueAlone() async throws {
        let kind = RowKind(cell: TableViewCell.self) { (cell, number: Int) in cell.text = "\(number)" }
        let shared = DescribedRowActions(onSelect: { _ in })
        var rows: [RowDescription] = []
        let perRow = try Self.residentGrowthPerRow {
            rows.reserveCapacity(Self.count)
            for number in 0..<Self.count {
                rows.append(kind.row(id: number, viewModel: number).height(44).actions(shared))
            }
        }
        // 48 for the row in the array, with 16 to spare for the measure; a content object per row
        // (a row described one by one) or an annex per row would add 48.
        XCTAssertLessThanOrEqual(perRow, 64, "\(perRow) bytes per row")
        XCTAssertEqual(rows.last?.viewModel(as: Int.self), Self.count - 1)
    }

    /// The process's resident growth while `body` runs, divided by ``count``.
    private static func residentGrowthPerRow(_ body: () -> Void) throws -> Double {
        // A sanitizer's allocator pads every block: the sizes measured are then its, not glibc's.
        let sanitizers = ["__asan_init", "__tsan_init"]
        if sanitizers.contains(where: { symbol in symbol.withCString { dlsym(nil, $0) != nil } }) {
            throw XCTSkip("a sanitizer's allocator is in use; block sizes are not glibc's")
        }
        guard let before = residentBytes() else { throw XCTSkip("no /proc/self/statm here") }
        body()
        let after = try XCTUnwrap(residentBytes())
        return Double(after - before) / Double(count)
    }

    /// The process's resident memory in bytes, from /proc/self/statm; nil where there is none.
    private static func residentBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
