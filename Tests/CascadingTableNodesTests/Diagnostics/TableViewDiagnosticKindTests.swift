import CascadingTableView
import Foundation
import XCTest

/// A diagnostic's kind is a struct that can grow: whole kinds compare with their values, names
/// compare without them, and the accessors give the values back.
final class TableViewDiagnosticKindTests: XCTestCase {
    private let updateError = TableViewUpdateError(
        kind: .invalidNumberOfSections, countBefore: 1, countAfter: 3, inserted: 1, message: "sections")

    /// Every kind, with the name it must have and the text it must print.
    private var everyKind: [(TableViewDiagnostic.Kind, TableViewDiagnostic.Kind.Name, String)] {
        [
            (
                .unregisteredReuseIdentifier("cell"), .unregisteredReuseIdentifier,
                #"unregisteredReuseIdentifier("cell")"#
            ),
            (.negativeSectionCount(-2), .negativeSectionCount, "negativeSectionCount(-2)"),
            (.negativeRowCount(section: 1, count: -3), .negativeRowCount, "negativeRowCount(section: 1, count: -3)"),
            (.invalidHeight(-1.5), .invalidHeight, "invalidHeight(-1.5)"),
            (.invalidIndexPath([0, 4]), .invalidIndexPath, "invalidIndexPath([0, 4])"),
            (
                .headerFooterViewNotVisible(section: 2), .headerFooterViewNotVisible,
                "headerFooterViewNotVisible(section: 2)"
            ),
            (.invalidUpdate(updateError), .invalidUpdate, "invalidUpdate(invalidNumberOfSections)"),
            (.nodeNotAttached("ListNode"), .nodeNotAttached, #"nodeNotAttached("ListNode")"#),
            (.duplicateIdentifier("a"), .duplicateIdentifier, #"duplicateIdentifier("a")"#),
            (.rangeNodeAsRow("r"), .rangeNodeAsRow, #"rangeNodeAsRow("r")"#),
            (.unknownIdentifier("b"), .unknownIdentifier, #"unknownIdentifier("b")"#),
            (
                .undeclaredCountChange(node: "Range", before: 2, after: 5), .undeclaredCountChange,
                #"undeclaredCountChange(node: "Range", before: 2, after: 5)"#
            ),
            (.invalidInteraction("swipe"), .invalidInteraction, #"invalidInteraction("swipe")"#),
            (
                .ineffectiveCall("DescribedTableDelegate"), .ineffectiveCall,
                #"ineffectiveCall("DescribedTableDelegate")"#
            ),
        ]
    }

    func testEveryKindHasItsNameAndPrintsAsWrittenInCode() {
        for (kind, name, text) in everyKind {
            XCTAssertEqual(kind.name, name, text)
            XCTAssertEqual(kind.description, text)
            XCTAssertEqual(name.description, name.rawValue)
            XCTAssertTrue(text.hasPrefix(name.rawValue), text)
        }
        XCTAssertEqual(Set(everyKind.map(\.1)).count, everyKind.count, "no two kinds share a name")
    }

    func testKindsCompareWithTheirValuesAndNamesWithout() {
        XCTAssertEqual(TableViewDiagnostic.Kind.duplicateIdentifier("a"), .duplicateIdentifier("a"))
        XCTAssertNotEqual(TableViewDiagnostic.Kind.duplicateIdentifier("a"), .duplicateIdentifier("b"))
        XCTAssertNotEqual(TableViewDiagnostic.Kind.duplicateIdentifier("a"), .unknownIdentifier("a"))
        XCTAssertEqual(
            TableViewDiagnostic.Kind.duplicateIdentifier("a").name,
            TableViewDiagnostic.Kind.duplicateIdentifier("b").name)
        XCTAssertEqual(TableViewDiagnostic.Kind.Name(rawValue: "invalidUpdate"), .invalidUpdate)
    }

    func testTheAccessorsGiveEachKindsValuesAndNilForTheOthers() {
        for (kind, name, text) in everyKind {
            switch name {
            case .unregisteredReuseIdentifier, .nodeNotAttached, .duplicateIdentifier, .rangeNodeAsRow,
                .unknownIdentifier, .invalidInteraction, .ineffectiveCall, .undeclaredCountChange:
                XCTAssertNotNil(kind.subject, text)
            default:
                XCTAssertNil(kind.subject, text)
            }
            XCTAssertEqual(kind.indexPath != nil, name == .invalidIndexPath, text)
            XCTAssertEqual(kind.updateError != nil, name == .invalidUpdate, text)
            XCTAssertEqual(
                kind.section != nil, name == .negativeRowCount || name == .headerFooterViewNotVisible, text)
        }
        XCTAssertEqual(TableViewDiagnostic.Kind.unregisteredReuseIdentifier("cell").subject, "cell")
        XCTAssertEqual(
            TableViewDiagnostic.Kind.undeclaredCountChange(node: "Range", before: 2, after: 5).subject, "Range")
        XCTAssertEqual(TableViewDiagnostic.Kind.invalidIndexPath([0, 4]).indexPath, [0, 4])
        XCTAssertEqual(TableViewDiagnostic.Kind.negativeRowCount(section: 1, count: -3).section, 1)
        XCTAssertEqual(TableViewDiagnostic.Kind.headerFooterViewNotVisible(section: 2).section, 2)
        XCTAssertEqual(TableViewDiagnostic.Kind.invalidUpdate(updateError).updateError, updateError)
    }

    @MainActor func testAReportedKindIsMatchedByItsNameWithoutASwitch() async {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        table.diagnostics.mode = .silent
        _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        let report = table.diagnostics.reports.last
        XCTAssertEqual(report?.kind.name, .unregisteredReuseIdentifier)
        XCTAssertEqual(report?.kind.subject, "missing")
    }
}
