import CascadingTableDelegate
import DestinationDemo
import XCTest

/// The review list as described content: each action changes the review values, and the
/// difference the list works out is one batch of local updates that keeps every other row's cell.
final class DescribedReviewsTests: XCTestCase {
    private let reviewsSection = 4

    /// A page on a screen tall enough to show every row, so each row has a cell to compare, and
    /// a table that records the batches it applies.
    @MainActor
    private func makePage() -> (DestinationPage, BatchRecordingTableView) {
        let table = BatchRecordingTableView()
        let page = DestinationPage(table: table)
        table.diagnostics.mode = .strict { XCTFail($0.message) }
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 4000)
        table.layoutIfNeeded()
        return (page, table)
    }

    /// The calls the tree receives while `action` runs, as the trace prints them.
    @MainActor
    private func trace(of page: DestinationPage, during action: () -> Void) -> [String] {
        var lines: [String] = []
        page.tracer.isPrinting = true
        page.tracer.output = { lines.append($0) }
        action()
        page.tracer.isPrinting = false
        return lines
    }

    /// The rows getting `call` in `trace`, as named by the last node on the call's route. A
    /// reconfigured row gets `cellForRowAt` but no `willDisplay`; a reloaded or inserted one gets
    /// both.
    private func rows(getting call: String, in trace: [String]) -> [String] {
        trace.filter { $0.hasPrefix(call + ":") }.compactMap { $0.components(separatedBy: " → ").last }
    }

    /// The cell of each review shown, by review ID, as the table holds it.
    @MainActor
    private func cellsByID(_ page: DestinationPage) -> [Int: TableViewCell] {
        var cells: [Int: TableViewCell] = [:]
        for review in page.reviews.reviews {
            cells[review.id] = page.reviews.node.cell(forRowID: review.id)
        }
        return cells
    }

    /// What the table shows in the list's rows, in order: each row's review ID (asked of the list
    /// by table index path) and its cell's two lines.
    @MainActor
    private func shownByTable(_ page: DestinationPage) -> [ShownLine] {
        guard let range = page.reviews.node.rowRange else { return [] }
        return range.rows.map { row in
            let path = IndexPath(row: row, section: range.section)
            let cell = page.table.cellForRow(at: path)
            return ShownLine(
                id: page.reviews.node.rowID(at: path)?.base as? Int, text: cell?.text, detail: cell?.detailText)
        }
    }

    private struct ShownLine: Equatable {
        var id: Int?
        var text: String?
        var detail: String?

        init(id: Int?, text: String?, detail: String?) {
            self.id = id
            self.text = text
            self.detail = detail
        }

        init(_ review: ShownReview) {
            self.init(id: review.id, text: review.title, detail: review.detail)
        }
    }

    @MainActor
    func testLoadMoreIsOneBatchOfInsertsOnly() async throws {
        let (page, table) = makePage()
        let before = cellsByID(page)
        let summary = table.cellForRow(at: IndexPath(row: 0, section: reviewsSection))
        let loadMore = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 6, section: reviewsSection)))
        let batches = table.batches.count

        var added = 0
        let calls = trace(of: page) { added = page.loadMoreReviews() }
        XCTAssertEqual(added, 5)
        XCTAssertEqual(
            rows(getting: "willDisplay", in: calls),
            (5..<10).map { "ReviewRow(\(page.destination.reviews[$0].author)) [0, \($0)]" },
            "only the new rows are displayed: no row was reloaded")

        XCTAssertEqual(table.batches.count, batches + 1, "one batch")
        XCTAssertEqual(table.batches.last, [.fade], "one insert call; no delete, no reload")
        XCTAssertEqual(table.lastUpdateAnimations, [.fade], "and no batch of its own after it")
        XCTAssertEqual(page.reviews.node.regionInTable, .rows(section: reviewsSection, 1..<11))
        // Nothing that was shown moved or got a new cell: the five new rows were only inserted.
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: reviewsSection)) === summary)
        for id in 0..<5 {
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1 + id, section: reviewsSection)) === before[id], "\(id)")
        }
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 11, section: reviewsSection)) === loadMore)
        XCTAssertEqual(loadMore.text, "Load more reviews (2 more) [l]", "reconfigured in the same batch")
        let old = Set(before.values.map(ObjectIdentifier.init))
        for id in 5..<10 {
            let cell = try XCTUnwrap(page.reviews.node.cell(forRowID: id))
            XCTAssertFalse(old.contains(ObjectIdentifier(cell)), "review \(id) is a new row")
        }
    }

    @MainActor
    func testHidePinAndHelpfulKeepTheOtherRowsCells() async {
        let (page, table) = makePage()
        let actions: [(name: String, id: Int, act: () -> Void)] = [
            (
                "hide", 2,
                {
                    table.swipeRow(at: IndexPath(row: 3, section: 4))
                    table.tapSwipeAction(titled: "Hide")
                }
            ),
            (
                "pin", 3,
                {
                    table.swipeRow(at: IndexPath(row: 3, section: 4), edge: .leading)
                    table.tapSwipeAction(titled: "Pin to top")
                }
            ),
            (
                "helpful", 0,
                {
                    table.swipeRow(at: IndexPath(row: 2, section: 4))
                    table.tapSwipeAction(titled: "Helpful")
                }
            ),
        ]
        for action in actions {
            let before = cellsByID(page)
            let batches = table.batches.count
            let author = page.reviews.reviews.first { $0.id == action.id }?.review.author ?? ""
            let calls = trace(of: page, during: action.act)
            XCTAssertEqual(table.batches.count, batches + 1, "\(action.name): one batch")
            XCTAssertEqual(rows(getting: "willDisplay", in: calls), [], "\(action.name): no row was reloaded")
            XCTAssertEqual(
                rows(getting: "cellForRowAt", in: calls).map { $0.components(separatedBy: " [").first ?? "" },
                action.name == "helpful" ? ["ReviewRow(\(author))"] : [], "only a changed review is asked again")
            let after = cellsByID(page)
            for (id, cell) in before where id != action.id || action.name != "hide" {
                XCTAssertTrue(after[id] === cell, "\(action.name) kept the cell of review \(id)")
            }
        }
        XCTAssertEqual(page.reviews.reviews.map(\.id), [3, 0, 1, 4])
        XCTAssertEqual(page.reviews.node.cell(forRowID: 0)?.text, "Ben 1 ****  (1 found it helpful)")
    }

    @MainActor
    func testTheRowsShownEqualTheReviewValuesByIDAfterEachAction() async {
        let (page, table) = makePage()
        // The model the test keeps by itself, changed as each action should change it.
        var expected = page.destination.reviews.prefix(5).enumerated().map {
            ShownReview(id: $0.offset, review: $0.element)
        }
        XCTAssertEqual(shownByTable(page), expected.map(ShownLine.init))

        let steps: [(name: String, act: () -> Void, model: (inout [ShownReview]) -> Void)] = [
            (
                "load more", { page.loadMoreReviews() },
                { model in
                    model += page.destination.reviews[5..<10].enumerated().map {
                        ShownReview(id: 5 + $0.offset, review: $0.element)
                    }
                }
            ),
            (
                "hide 4", { XCTAssertTrue(page.reviews.hide(id: 4)) },
                { model in model.removeAll { $0.id == 4 } }
            ),
            (
                "pin 7", { XCTAssertTrue(page.reviews.pin(id: 7)) },
                { model in model.insert(model.remove(at: model.firstIndex { $0.id == 7 }!), at: 0) }
            ),
            (
                "helpful 1", { XCTAssertTrue(page.reviews.update(id: 1) { $0.helpfulCount += 1 }) },
                { model in model[model.firstIndex { $0.id == 1 }!].helpfulCount += 1 }
            ),
            (
                "report 9",
                {
                    table.longPressRow(at: page.reviews.node.indexPath(forRowID: 9)!)
                    XCTAssertTrue(table.performContextMenuAction(titled: ["Report", "Spam"]))
                },
                { model in model[model.firstIndex { $0.id == 9 }!].reportReason = "spam" }
            ),
            (
                "hide 7 and pin 8", { XCTAssertTrue(page.reviews.hide(id: 7) && page.reviews.pin(id: 8)) },
                { model in
                    model.removeAll { $0.id == 7 }
                    model.insert(model.remove(at: model.firstIndex { $0.id == 8 }!), at: 0)
                }
            ),
            (
                "insert 7 at 2",
                { XCTAssertTrue(page.reviews.insert(ShownReview(id: 7, review: page.destination.reviews[7]), at: 2)) },
                { model in model.insert(ShownReview(id: 7, review: page.destination.reviews[7]), at: 2) }
            ),
            (
                "move 0 to 4", { XCTAssertTrue(page.reviews.move(id: 0, to: 4)) },
                { model in model.insert(model.remove(at: model.firstIndex { $0.id == 0 }!), at: 4) }
            ),
            (
                "unknown reviews change nothing, and report nothing",
                {
                    XCTAssertFalse(page.reviews.hide(id: 99))
                    XCTAssertFalse(page.reviews.pin(id: 99))
                    XCTAssertFalse(page.reviews.move(id: 99, to: 0))
                    XCTAssertFalse(page.reviews.update(id: 99) { $0.helpfulCount += 1 })
                },
                { _ in }
            ),
        ]
        for step in steps {
            step.act()
            step.model(&expected)
            XCTAssertEqual(page.reviews.reviews, expected, step.name)
            XCTAssertEqual(shownByTable(page), expected.map(ShownLine.init), step.name)
            for (position, review) in expected.enumerated() {
                XCTAssertEqual(
                    page.reviews.node.localIndexPath(forRowID: review.id), IndexPath(row: position, section: 0))
            }
        }
    }
}

/// A table that records, for each batch update it applies, the animations the batch asked for.
/// Updates asked for inside a batch join it, so only the outermost call is a batch of its own.
final class BatchRecordingTableView: TableView {
    private(set) var batches: [[TableView.RowAnimation]] = []
    private var depth = 0

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        depth += 1
        super.performBatchUpdates(updates, completion: completion)
        depth -= 1
        if depth == 0 {
            batches.append(lastUpdateAnimations)
        }
    }
}
