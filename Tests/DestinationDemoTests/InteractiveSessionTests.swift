import CascadingTableDelegate
import DestinationDemo
import XCTest

/// The interactive mode, key by key, as a piped session would run it.
final class InteractiveSessionTests: XCTestCase {
    @MainActor
    private func session(afterKeys keys: String) -> InteractiveSession {
        let session = InteractiveSession()
        session.page.table.diagnostics.mode = .strict { XCTFail($0.message) }
        for key in InteractiveSession.keys(in: Array(keys.utf8)) {
            XCTAssertTrue(session.handle(key))
        }
        return session
    }

    /// Down to the fourth review: 13 rows above it, header to the reviews' summary.
    private let toFourthReview = String(repeating: "j", count: 13)

    @MainActor
    func testInteractiveSessionMovesTapsLoadsAndQuits() async {
        let session = InteractiveSession()
        XCTAssertEqual(session.cursor, IndexPath(row: 0, section: 0))
        let keys = InteractiveSession.keys(in: Array("jj\u{1B}[B\u{1B}[Ak\n".utf8))
        XCTAssertEqual(keys, [.down, .down, .down, .up, .up, .enter])
        for key in keys {
            XCTAssertTrue(session.handle(key))
        }
        XCTAssertEqual(session.cursor, IndexPath(row: 1, section: 0))
        XCTAssertTrue(session.render().contains("Tapped row 1 of section 0"))
        XCTAssertTrue(session.render().contains("▶"))
        for _ in 0..<13 {
            session.handle(.down)
        }
        XCTAssertEqual(session.cursor.section, 4, "moved down into the reviews, scrolling them into view")
        session.handle(.enter)
        XCTAssertTrue(session.render().contains("(review by"))
        session.handle(.loadMore)
        XCTAssertTrue(session.render().contains("Loaded 5 more reviews"))
        session.handle(.other)
        XCTAssertTrue(session.render().contains("Unknown key"))
        XCTAssertFalse(session.handle(.quit))
    }

    @MainActor
    func testKeysAreReadFromBytes() async {
        XCTAssertEqual(
            InteractiveSession.keys(in: Array("lxsSfm19q0".utf8) + [0x1B, 0x5B, 0x43, 0x03]),
            [
                .loadMore, .close, .swipe(.trailing), .swipe(.leading), .fullSwipe, .menu, .choose(1), .choose(9),
                .quit,
                .other, .other, .quit,
            ])
    }

    @MainActor
    func testTheHelpListsEveryKey() async {
        let screen = InteractiveSession().render()
        for key in ["j/k", "Enter", "l load more", "s/S swipe", "f full swipe", "m menu", "1-9 choose", "x close", "q"]
        {
            XCTAssertTrue(screen.contains(key), key)
        }
    }

    @MainActor
    func testSwipingAndTappingANumberedActionHidesTheReview() async {
        let session = session(afterKeys: toFourthReview + "s")
        XCTAssertEqual(session.cursor, IndexPath(row: 4, section: 4))
        XCTAssertEqual(session.choices, [["Hide"], ["Helpful"]])
        XCTAssertTrue(session.render().contains("Swiped left: 1 Hide  2 Helpful"))
        session.handle(.choose(1))
        XCTAssertTrue(session.render().contains("Hid the review by Eva 4"))
        XCTAssertEqual(session.page.reviews.reviews.map(\.id), [0, 1, 2, 4])
        XCTAssertEqual(session.choices, [])
    }

    @MainActor
    func testHelpfulShowsTheCountInTheRow() async {
        let session = session(afterKeys: toFourthReview + "s2s2")
        XCTAssertTrue(session.render().contains("Eva 4 ***  (2 found it helpful)"))
    }

    @MainActor
    func testSwipingRightPinsAndAFullSwipeHides() async {
        let pinned = session(afterKeys: toFourthReview + "S1")
        XCTAssertEqual(pinned.page.reviews.reviews.map(\.id), [3, 0, 1, 2, 4])
        let hidden = session(afterKeys: toFourthReview + "f")
        XCTAssertEqual(hidden.page.reviews.reviews.map(\.id), [0, 1, 2, 4])
    }

    @MainActor
    func testTheMenuListsItemsByTitlePathAndADigitChoosesOne() async {
        let session = session(afterKeys: toFourthReview + "m")
        XCTAssertEqual(session.choices, [["Copy text"], ["Share"], ["Report", "Spam"], ["Report", "Offensive"]])
        XCTAssertTrue(session.render().contains("3 Report › Spam"))
        session.handle(.choose(4))
        XCTAssertTrue(session.render().contains("[reported as offensive]"))
        XCTAssertNil(session.page.table.presentedContextMenu)
    }

    @MainActor
    func testClosingAndMovingEndTheSwipeOrMenu() async {
        let swiped = session(afterKeys: toFourthReview + "sx")
        XCTAssertNil(swiped.page.table.indexPathForSwipedRow)
        XCTAssertEqual(swiped.choices, [])
        let menu = session(afterKeys: toFourthReview + "mj")
        XCTAssertNil(menu.page.table.presentedContextMenu)
        XCTAssertTrue(menu.render().contains("▶"))
    }

    @MainActor
    func testRowsThatAreNotReviewsSayWhy() async {
        let session = session(afterKeys: "s")
        XCTAssertTrue(session.render().contains("Only reviews can be swiped"))
        session.handle(.menu)
        XCTAssertTrue(session.render().contains("Only reviews have a menu"))
        session.handle(.fullSwipe)
        XCTAssertTrue(session.render().contains("Only reviews can be swiped"))
        session.handle(.choose(1))
        XCTAssertTrue(session.render().contains("Nothing to choose"))
        session.handle(.swipe(.trailing))
        XCTAssertEqual(session.choices, [])
    }

    @MainActor
    func testAChoiceOutOfRangeKeepsTheSwipeOpen() async {
        let session = session(afterKeys: toFourthReview + "s7")
        XCTAssertTrue(session.render().contains("No choice 7"))
        XCTAssertEqual(session.page.table.indexPathForSwipedRow, IndexPath(row: 4, section: 4))
    }
}
