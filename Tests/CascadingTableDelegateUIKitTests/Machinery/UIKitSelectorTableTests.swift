import CascadingTableDelegate
import CascadingTableDelegateUIKit
import Foundation
import XCTest

/// One list of the methods the UIKit bridge implements, held everywhere it matters: the table in
/// `Documentation/UIKitSelectors.md`, ``HostedSelector/all`` (which `responds(to:)` reads), the
/// shell's methods in `Sources/CascadingTableDelegateUIKit`, and the signature shim's protocol
/// requirements in `Sources/UIKitSignatureShim`, none of which has a default.
final class UIKitSelectorTableTests: XCTestCase {
    private var root: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The code of every Swift file in `folder`, comments dropped.
    private func code(in folder: String) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
        return try names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            try read("\(folder)/\(name)").split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
            }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The Swift names (`tableView(_:heightForRowAt:)`) of the functions in `code` declared with
    /// `keyword` (the shell's UIKit methods are its public ones) that take a `UITableView`.
    static func tableMethodNames(in code: String, declaredWith keyword: String = "func ") -> [String] {
        var names: [String] = []
        var rest = code[...]
        while let found = rest.range(of: keyword) {
            rest = rest[found.upperBound...]
            guard let open = rest.firstIndex(of: "(") else { break }
            let name = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            var depth = 0
            var end = open
            for index in rest[open...].indices {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" { depth -= 1 }
                if depth == 0 {
                    end = index
                    break
                }
            }
            let parameters = rest[rest.index(after: open)..<end]
            rest = rest[end...]
            guard parameters.contains("UITableView") else { continue }
            var labels: [String] = []
            var level = 0
            var current = ""
            for character in parameters + "," {
                if "([".contains(character) { level += 1 }
                if ")]".contains(character) { level -= 1 }
                if character == "," && level == 0 {
                    let head = current.split(separator: ":")[0].split(whereSeparator: \.isWhitespace)
                    labels.append(head.first.map(String.init) ?? "_")
                    current = ""
                } else {
                    current.append(character)
                }
            }
            names.append("\(name)(\(labels.map { "\($0):" }.joined()))")
        }
        return names
    }

    func testTheDocumentedTableIsTheLibrarysList() throws {
        let lines = try read("Documentation/UIKitSelectors.md").split(separator: "\n")
        let rows = lines.filter { $0.hasPrefix("| ") && $0.contains("`") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let documented = rows.map { cells in
            [
                "UITableView" + cells[0], cells[1].trimmingCharacters(in: ["`"]),
                cells[2].trimmingCharacters(in: ["`"]), cells[5] == "always" ? "always" : "whenEstimating",
            ]
        }
        let listed = HostedSelector.all.map {
            [$0.protocolName, $0.selector, $0.signature, $0.claim == .always ? "always" : "whenEstimating"]
        }
        XCTAssertEqual(documented, listed)
    }

    func testTheShellImplementsExactlyTheListedMethods() throws {
        let shell = Self.tableMethodNames(
            in: try code(in: "Sources/CascadingTableDelegateUIKit"), declaredWith: "public func ")
        XCTAssertEqual(shell.count, Set(shell).count, "each method once")
        XCTAssertEqual(Set(shell), Set(HostedSelector.all.map(\.signature)))
    }

    func testTheShimRequiresExactlyTheListedMethodsWithoutADefault() throws {
        let shim = try code(in: "Sources/UIKitSignatureShim")
        let protocols = [
            "UITableViewDataSource", "UITableViewDataSourcePrefetching", "UITableViewDelegate",
            "UITableViewDragDelegate", "UITableViewDropDelegate",
        ]
        XCTAssertEqual(Set(HostedSelector.all.map(\.protocolName)), Set(protocols), "every protocol is checked")
        for name in protocols {
            let start = try XCTUnwrap(shim.range(of: "public protocol \(name):"), name)
            let body = shim[start.upperBound...].prefix { $0 != "}" }
            let required = Self.tableMethodNames(in: String(body))
            XCTAssertEqual(required, HostedSelector.all.filter { $0.protocolName == name }.map(\.signature), name)
            XCTAssertFalse(shim.contains("extension \(name)"), "\(name) has no defaults")
        }
        XCTAssertFalse(shim.contains("optional func"))
    }

    func testOnlyTheEstimatedHeightsWaitToBeClaimed() {
        let waiting = HostedSelector.all.filter { !$0.isClaimed(estimating: false) }.map(\.selector)
        XCTAssertEqual(
            waiting,
            [
                "tableView:estimatedHeightForRowAtIndexPath:", "tableView:estimatedHeightForHeaderInSection:",
                "tableView:estimatedHeightForFooterInSection:",
            ])
        XCTAssertTrue(HostedSelector.all.allSatisfy { $0.isClaimed(estimating: true) })
        XCTAssertEqual(
            HostedSelector.named("tableView:cellForRowAtIndexPath:")?.signature, "tableView(_:cellForRowAt:)")
        XCTAssertNil(HostedSelector.named("scrollViewDidScroll:"))
    }

    func testTheSignatureReaderReadsLabelsAndSkipsOtherFunctions() {
        let code = """
            func tableView(_ tableView: UITableView, commit style: UITableViewCell.EditingStyle,
                forRowAt indexPath: IndexPath)
            func helper(_ value: Int) -> Int
            func numberOfSections(in tableView: UITableView) -> Int
            """
        XCTAssertEqual(
            Self.tableMethodNames(in: code), ["tableView(_:commit:forRowAt:)", "numberOfSections(in:)"])
    }
}
