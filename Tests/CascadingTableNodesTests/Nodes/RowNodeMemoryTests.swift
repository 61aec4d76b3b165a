import CascadingTableNodes
import CascadingTableView
import Foundation
import XCTest

/// A row node's own memory (Performance.md, "Memory"): a bare node is its header, its index and
/// one reference to links it shares with its siblings (its weak parent among them), and preparing a section's rows
/// with a table makes nothing per row. Measured as the process's resident growth over many nodes,
/// where /proc/self/statm gives it (Linux); memory freed earlier in the process can only make the
/// growth smaller, never larger.
final class RowNodeMemoryTests: XCTestCase {
    /// Nodes per measure: enough pages that a byte per node shows.
    private static let count = 100_000

    @MainActor
    func testABareNodeTakesAMallocBlockOf48Bytes() async throws {
        var nodes: [CascadingBareTableDelegate] = []
        nodes.reserveCapacity(Self.count)
        let perNode = try Self.residentGrowthPerNode {
            for position in 0..<Self.count {
                nodes.append(CascadingBareTableDelegate(index: position, childDelegates: []))
            }
        }
        // 48 for the node (32 bytes, in glibc's 48-byte block) and 8 for its place in `nodes`,
        // with 16 to spare for the measure (the process's own first allocations land in it too);
        // the weak parent in the node, as before, made it 64 + 8.
        XCTAssertLessThanOrEqual(perNode, 72, "\(perNode) bytes per node")
        withExtendedLifetime(nodes) {}
    }

    @MainActor
    func testWiringAndPreparingRowsMakesNothingPerRow() async throws {
        let rows = (0..<Self.count).map { _ in CascadingBareTableDelegate(index: 0, childDelegates: []) }
        let table = TableView()
        var section: CascadingSectionTableDelegate?
        let perNode = try Self.residentGrowthPerNode {
            section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
            section?.prepare(tableView: table)
        }
        // The section's lists: 16 bytes per child of `childDelegates` (routing shares its
        // storage) and 8 of routing's unretained references, with 16 to spare for the measure;
        // links of its own per row would add 64.
        XCTAssertLessThanOrEqual(perNode, 48, "\(perNode) bytes per row")
        XCTAssertTrue(rows.allSatisfy { $0.parentDelegate === section && $0.preparedTable === table })
    }

    /// The process's resident growth while `body` runs, divided by ``count``.
    private static func residentGrowthPerNode(_ body: () -> Void) throws -> Double {
        // A sanitizer's allocator pads every block (ASan's redzones, TSan's shadow memory): the
        // sizes measured are then its, not glibc's. run_tests.sh runs the suite under both.
        if sanitizerRuntimeIsLoaded {
            throw XCTSkip("a sanitizer's allocator is in use; block sizes are not glibc's")
        }
        guard let before = residentBytes() else { throw XCTSkip("no /proc/self/statm here") }
        body()
        let after = try XCTUnwrap(residentBytes())
        return Double(after - before) / Double(count)
    }

    /// Whether the address or thread sanitizer's runtime is in the process (found by one of its
    /// symbols; a null handle is `RTLD_DEFAULT`, every object loaded).
    private static var sanitizerRuntimeIsLoaded: Bool {
        let symbols = ["__asan_init", "__tsan_init"]
        return symbols.contains { symbol in symbol.withCString { dlsym(nil, $0) != nil } }
    }

    /// The process's resident memory in bytes, from /proc/self/statm; nil where there is none.
    private static func residentBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
