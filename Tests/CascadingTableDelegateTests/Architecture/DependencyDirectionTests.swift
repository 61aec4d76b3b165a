import Foundation
import XCTest

/// The library's dependencies point one way: the headless table (`Table/`) names no type declared
/// with the nodes (`Nodes/`) or the described layer (`Described/`); what it needs from them is a
/// protocol of its own (`TablePart`, `BatchContributor`, `TableCountObserver`) that they adopt.
final class DependencyDirectionTests: XCTestCase {
    /// The library's source folder, found from this file's path.
    private var library: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/CascadingTableDelegate")
    }

    /// The Swift files under `folder`, with their code only (comments dropped).
    private func code(under folder: String) throws -> [(file: String, code: String)] {
        let root = library.appendingPathComponent(folder)
        let files = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return try files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map { url in
            let lines = try String(contentsOf: url, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            let code = lines.map { line in
                line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
            }
            return (url.lastPathComponent, code.joined(separator: "\n"))
        }
    }

    /// The names of the types declared in `code`.
    private func declaredTypes(in code: String) throws -> Set<String> {
        let declaration = try NSRegularExpression(pattern: #"\b(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)"#)
        let range = NSRange(code.startIndex..., in: code)
        return Set(
            declaration.matches(in: code, range: range).compactMap { match in
                Range(match.range(at: 1), in: code).map { String(code[$0]) }
            })
    }

    func testTheTableNamesNoTypeOfTheNodesOrTheDescribedLayer() throws {
        var upperTypes: Set<String> = []
        for folder in ["Nodes", "Described"] {
            for (_, code) in try code(under: folder) {
                upperTypes.formUnion(try declaredTypes(in: code))
            }
        }
        // Sanity: the scan found the layers' types, so an empty result below means something.
        XCTAssertTrue(upperTypes.isSuperset(of: ["PropagatingTableDelegate", "DescribedNodeBase", "RowStore"]))
        let tableFiles = try code(under: "Table")
        XCTAssertGreaterThan(tableFiles.count, 20)
        var uses: [String] = []
        for (file, code) in tableFiles {
            let words = Set(code.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
            for name in words.intersection(upperTypes).sorted() {
                uses.append("\(file) names \(name)")
            }
        }
        XCTAssertEqual(uses, [], "Table/ must depend on Nodes/ and Described/ only through its own protocols")
    }
}
