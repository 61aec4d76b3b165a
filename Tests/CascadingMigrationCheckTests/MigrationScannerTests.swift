import XCTest

@testable import cascading_migration_check

final class MigrationScannerTests: XCTestCase {
    private var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    func testOldSelectorNamesAreReportedWithTheirNewSpelling() {
        let source = """
            final class Row: CascadingBareTableDelegate {
                func tableView(_ tableView: TableView, heightForRowAtIndexPath indexPath: IndexPath) -> CGFloat { 88 }
                func tableView(_ tableView: UITableView, willDisplayCell cell: TableViewCell,
                               forRowAtIndexPath indexPath: IndexPath) {}
                func numberOfSectionsInTableView(tableView: TableView) -> Int { 1 }
            }
            """
        XCTAssertEqual(
            MigrationScanner.findings(in: source),
            [
                .init(
                    line: 2, declared: "tableView(_:heightForRowAtIndexPath:)",
                    replacement: "tableView(_:heightForRowAt:)"),
                .init(
                    line: 3, declared: "tableView(_:willDisplayCell:forRowAtIndexPath:)",
                    replacement: "tableView(_:willDisplay:forRowAt:)"),
                .init(
                    line: 5, declared: "numberOfSectionsInTableView(tableView:)", replacement: "numberOfSections(in:)"),
            ])
    }

    func testSwift2FirstLabelIsReported() {
        let source = "func tableView(tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }"
        XCTAssertEqual(
            MigrationScanner.findings(in: source).map(\.replacement), ["tableView(_:numberOfRowsInSection:)"])
    }

    func testEveryOldUIKitNameTranslatesToARequirement() {
        let old = [
            "tableView(tableView:cellForRowAtIndexPath:)", "tableView(_:didSelectRowAtIndexPath:)",
            "tableView(_:commitEditingStyle:forRowAtIndexPath:)", "tableView(_:moveRowAtIndexPath:toIndexPath:)",
            "tableView(_:didEndDisplayingCell:forRowAtIndexPath:)",
            "tableView(_:accessoryButtonTappedForRowWithIndexPath:)",
            "tableView(_:sectionForSectionIndexTitle:atIndex:)", "tableView(_:prefetchRowsAtIndexPaths:)",
            "tableView(_:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:)",
            "tableView(_:canPerformAction:forRowAtIndexPath:withSender:)", "sectionIndexTitlesForTableView(_:)",
        ]
        for selector in old {
            let modern = MigrationScanner.modernized(selector)
            XCTAssertTrue(
                modern.map { MigrationScanner.requirements.contains($0) || !$0.hasPrefix("tableView(") } ?? false,
                "\(selector) became \(String(describing: modern))")
        }
    }

    func testUnknownLabelsTakingATableAreReportedWithoutAReplacement() {
        let source = "func tableView(_ tableView: TableView, heightForRow indexPath: IndexPath) -> CGFloat { 1 }"
        let findings = MigrationScanner.findings(in: source)
        XCTAssertEqual(findings.map(\.declared), ["tableView(_:heightForRow:)"])
        XCTAssertNil(findings.first?.replacement)
        XCTAssertTrue(findings.first?.message.contains("matches no method") ?? false)
    }

    func testCurrentNamesHelpersCommentsStringsAndSuppressedLinesAreNotReported() {
        let source = """
            func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 1 }
            func tableView(for section: Int) -> String { "" }   // a helper: it takes no table
            // func tableView(_ tableView: TableView, heightForRowAtIndexPath indexPath: IndexPath) -> CGFloat
            let text = "func tableView(_ tableView: TableView, didSelectRowAtIndexPath indexPath: IndexPath)"
            /* func numberOfSectionsInTableView(_ tableView: TableView) -> Int */
            // cascading-migration-check: ignore
            func tableView(_ tableView: TableView, legacyHook indexPath: IndexPath) {}
            func tableView<T>(_ tableView: TableView, cellForRowAt indexPath: IndexPath, as type: T.Type) -> T? { nil }
            """
        XCTAssertEqual(MigrationScanner.findings(in: source).map(\.declared), ["tableView(_:cellForRowAt:as:)"])
    }

    func testClosureParametersDoNotSplitTheParameterList() {
        let declarations = MigrationScanner.declarations(
            in: "func tableView(_ t: TableView, handler: (Int, String) -> Void, didSelectRowAt i: IndexPath) {}")
        XCTAssertEqual(declarations.map(\.selector), ["tableView(_:handler:didSelectRowAt:)"])
    }

    /// The scanner's list of requirements is the protocols' own: read them with the scanner.
    func testRequirementsMatchTheProtocolSources() throws {
        // The table's protocols live in the table layer, the tree's in the nodes layer.
        let folders = ["Sources/CascadingTableView/Protocols", "Sources/CascadingTableNodes/Protocols"].map {
            repositoryRoot.appendingPathComponent($0)
        }
        var declared: Set<String> = []
        for file in folders.flatMap({ SwiftFiles.find(at: $0.path) ?? [] }) {
            let source = try String(contentsOfFile: file, encoding: .utf8)
            declared.formUnion(MigrationScanner.declarations(in: source).map(\.selector))
        }
        let tableViewMethods = declared.filter { $0.hasPrefix("tableView(") }
        XCTAssertEqual(tableViewMethods, MigrationScanner.requirements)
        XCTAssertTrue(declared.isSuperset(of: MigrationScanner.renamedFunctions.values))
    }

    func testTheFixtureIsReportedAndTheRepositorysSourcesAreNot() throws {
        let fixture = repositoryRoot.appendingPathComponent("Tests/MigrationCheckFixture/OldStyleRows.swift")
        let findings = MigrationScanner.findings(in: try String(contentsOf: fixture, encoding: .utf8))
        XCTAssertEqual(findings.map(\.line), [7, 9, 13, 15, 21, 23])
        for file in SwiftFiles.find(at: repositoryRoot.appendingPathComponent("Sources").path) ?? [] {
            let source = try String(contentsOfFile: file, encoding: .utf8)
            XCTAssertEqual(MigrationScanner.findings(in: source), [], file)
        }
    }

    func testFindingSwiftFiles() {
        let fixtureFolder = repositoryRoot.appendingPathComponent("Tests/MigrationCheckFixture").path
        XCTAssertEqual(SwiftFiles.find(at: fixtureFolder), [fixtureFolder + "/OldStyleRows.swift"])
        XCTAssertEqual(SwiftFiles.find(at: fixtureFolder + "/"), [fixtureFolder + "/OldStyleRows.swift"])
        XCTAssertNil(SwiftFiles.find(at: fixtureFolder + "/missing"))
    }
}
