// Extracts the Swift code blocks of README.md and Documentation/*.md into a SwiftPM package that
// depends on this repository by path, so that `check-snippets.sh` can build it and run its tests.
//
// Usage: ExtractSnippets <repository root> <output package folder>
//
// Which blocks are compiled, chosen by the fence's info string:
//
//     ```swift            compiled (and run, when it declares an XCTestCase or Swift Testing tests)
//     ```swift ignore     not compiled: UIKit "before" code, Package.swift fragments, pseudo-code
//     ```sh, ``` ...      not Swift: never looked at
//
// How a block becomes Swift files, so that snippets can stay as a reader expects them:
//
// - Every Markdown file gets its own library target (`Snippets_<name>`), so the blocks of one page
//   see each other's declarations (a page can declare a row class and use it further down) and
//   two pages can use the same names.
// - Top-level declarations (types, functions, extensions) stay at file scope. Top-level statements
//   (`let table = TableView()`, calls) are wrapped, in order, in a `@MainActor func ... async
//   throws` of their own per block, so `try` and `await` work too.
// - A block that mentions `XCT`, or Swift Testing (`@Test`, `@Suite`, `#expect`, `import Testing`),
//   goes to the page's test target (`Snippets_<name>Tests`, with `@testable import` of the page's
//   library target and the `CascadingTableTesting` product); its tests are run, by XCTest and by
//   Swift Testing. A test's snapshot references (`assertTableSnapshot`) follow `#filePath`, which
//   `#sourceLocation` makes the Markdown file's, relative (`Documentation/Page.md`). `swift test`
//   runs the tests in the generated package's folder, so the package gets symbolic links
//   `Documentation` to the repository's and `__Snapshots__` (README.md's) to its `__Snapshots__`:
//   the references live in the repository, in `Documentation/__Snapshots__/<page>/`, committed
//   with the pages.
// - The demo's module, `DestinationDemo`, is not a product, so a page whose blocks import it gets
//   a copy of `Sources/DestinationDemo` as a target of the generated package, `SnippetsDestinationDemo`
//   (target names are unique across a package graph), which every block of the page imports in
//   place of `import DestinationDemo`.
// - A page whose blocks `import UIKit` (Documentation/ShippingInAnApp.md) is compiled against the
//   signature shim: the generated package gets a copy of `Sources/UIKitSignatureShim`,
//   `SnippetsUIKit`, and a copy of the UIKit shell, `Sources/CascadingTableDelegateUIKit`, as
//   `SnippetsBridgeUIKit` built against it (as an outside package would build the shell); the
//   page's blocks import them in place of `UIKit` and `CascadingTableDelegateUIKit`. (A module
//   named `UIKit` would make `canImport(UIKit)` true for the whole build, the library included.)
// - Values a block uses without showing where they come from (`table`, `root`, `reviews`) are
//   declared in `Tests/DocSnippets/Context/<name>.swift`, added to the page's library target.
//   A block's own `let` shadows them.
// - Every block gets `import Foundation` and `import CascadingTableDelegate` (and `import XCTest`,
//   `import Testing` and `import CascadingTableTesting` in tests). `#sourceLocation` points each line back at its Markdown file and line, so a stale
//   snippet fails with `Documentation/Page.md:LINE: error: ...`.
import Foundation

struct Block {
    var file: String  // relative to the repository root
    var line: Int  // line number of the block's first code line
    var lines: [String]
    var isTest: Bool {
        let markers = ["XCT", "@Test", "@Suite", "#expect", "#require", "import Testing"]
        return lines.contains { line in markers.contains { line.contains($0) } }
    }
    var usesDemo: Bool { lines.contains { $0.trimmingCharacters(in: .whitespaces) == demoImport } }
    var usesUIKit: Bool { lines.contains { $0.trimmingCharacters(in: .whitespaces) == "import UIKit" } }
}

let bridgeImport = "import CascadingTableDelegateUIKit"

let demoImport = "import DestinationDemo"
let demoModule = "SnippetsDestinationDemo"

struct Chunk {
    enum Kind { case declaration, statement }
    var kind: Kind
    var line: Int
    var lines: [String]
}

func swiftBlocks(inFile path: String, relativePath: String) throws -> [Block] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var blocks: [Block] = []
    var current: Block?
    var skipping = false
    var inOtherFence = false
    for (offset, line) in text.components(separatedBy: "\n").enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if current != nil || skipping || inOtherFence {
            if trimmed == "```" {
                if let block = current { blocks.append(block) }
                current = nil
                skipping = false
                inOtherFence = false
            } else {
                current?.lines.append(line)
            }
            continue
        }
        guard trimmed.hasPrefix("```") else { continue }
        let words = trimmed.dropFirst(3).split(separator: " ").map(String.init)
        if words.first == "swift" {
            if words.contains("ignore") {
                skipping = true
            } else {
                current = Block(file: relativePath, line: offset + 2, lines: [])
            }
        } else {
            inOtherFence = true
        }
    }
    if let block = current {
        FileHandle.standardError.write(Data("\(block.file):\(block.line - 1): error: unclosed code block\n".utf8))
        exit(1)
    }
    return blocks
}

/// The change in bracket depth over a line, ignoring brackets in string literals and comments.
func depthChange(of line: String, inBlockComment: inout Bool) -> Int {
    var depth = 0
    var inString = false
    var previous: Character = " "
    var characters = Array(line)
    characters.append(" ")
    var index = 0
    while index < characters.count - 1 {
        let character = characters[index]
        let next = characters[index + 1]
        if inBlockComment {
            if character == "*" && next == "/" {
                inBlockComment = false
                index += 1
            }
        } else if inString {
            if character == "\"" && previous != "\\" { inString = false }
        } else if character == "/" && next == "/" {
            break
        } else if character == "/" && next == "*" {
            inBlockComment = true
            index += 1
        } else if character == "\"" {
            inString = true
        } else if "([{".contains(character) {
            depth += 1
        } else if ")]}".contains(character) {
            depth -= 1
        }
        previous = character
        index += 1
    }
    return depth
}

let declarationKeywords: Set<String> = [
    "class", "struct", "enum", "extension", "protocol", "func", "actor", "typealias", "import", "macro",
]
let modifiers: Set<String> = [
    "final", "public", "private", "fileprivate", "internal", "open", "nonisolated", "indirect", "override",
]

/// Whether a line at depth 0 starts a declaration, a statement, or (nil) says nothing yet: blank,
/// a comment or only attributes.
func kind(ofLine line: String) -> Chunk.Kind? {
    var words = withoutAttributes(line).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    while let first = words.first, modifiers.contains(first) {
        words.removeFirst()
    }
    guard let first = words.first, !first.hasPrefix("//") else { return nil }
    let keyword = String(first.prefix { $0.isLetter })
    return declarationKeywords.contains(keyword) && keyword == first ? .declaration : .statement
}

/// A line without its attributes (`@MainActor`, `@Test("A name with spaces", .tags(.x))`): each `@`
/// and its name, and the balanced parentheses after it, strings and all.
func withoutAttributes(_ line: String) -> String {
    var rest = Substring(line).drop { $0 == " " || $0 == "\t" }
    while rest.first == "@" {
        rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        if rest.first == "(" {
            var depth = 0
            var inString = false
            var previous: Character = " "
            while let character = rest.first {
                rest = rest.dropFirst()
                if inString {
                    if character == "\"" && previous != "\\" { inString = false }
                } else if character == "\"" {
                    inString = true
                } else if character == "(" {
                    depth += 1
                } else if character == ")" {
                    depth -= 1
                    if depth == 0 { break }
                }
                previous = character
            }
        }
        rest = rest.drop { $0 == " " || $0 == "\t" }
    }
    return String(rest)
}

func chunks(of block: Block) -> [Chunk] {
    var result: [Chunk] = []
    var pending: [String] = []
    var pendingLine = block.line
    var current: Chunk?
    var depth = 0
    var inBlockComment = false
    for (offset, line) in block.lines.enumerated() {
        let lineNumber = block.line + offset
        if current == nil {
            if let kind = kind(ofLine: line), !inBlockComment {
                current = Chunk(kind: kind, line: pending.isEmpty ? lineNumber : pendingLine, lines: pending)
                pending = []
            } else {
                if pending.isEmpty { pendingLine = lineNumber }
                pending.append(line)
                _ = depthChange(of: line, inBlockComment: &inBlockComment)
                continue
            }
        }
        current?.lines.append(line)
        depth += depthChange(of: line, inBlockComment: &inBlockComment)
        if depth <= 0, let chunk = current {
            result.append(chunk)
            current = nil
            depth = 0
        }
    }
    if let chunk = current { result.append(chunk) }
    return merged(result)
}

/// Joins neighbouring chunks of one kind, so that no `#sourceLocation` lands inside a statement
/// that continues on the next line (`let x = a` then `.map { ... }`).
func merged(_ chunks: [Chunk]) -> [Chunk] {
    var result: [Chunk] = []
    for chunk in chunks {
        if let last = result.last, last.kind == chunk.kind, last.line + last.lines.count == chunk.line {
            result[result.count - 1].lines += chunk.lines
        } else {
            result.append(chunk)
        }
    }
    return result
}

func sourceLocation(_ file: String, _ line: Int) -> String {
    "#sourceLocation(file: \"\(file)\", line: \(line))"
}

func swiftFile(for block: Block, module: String, inTests: Bool, withDemo: Bool) -> String {
    var output = ["import CascadingTableDelegate", "import Foundation"]
    if inTests {
        output += ["import CascadingTableTesting", "import Testing", "import XCTest", "@testable import \(module)"]
    }
    if withDemo {
        output.append("import \(demoModule)")
    }
    var block = block
    block.lines = block.lines.map { line in
        switch line.trimmingCharacters(in: .whitespaces) {
        case demoImport: ""
        // The UIKit stand-in, which the bridge product is built with where UIKit is absent (a
        // module of this package that is not a product, importable once built, as here on Linux).
        case "import UIKit": "import UIKitSignatureShim"
        default: line
        }
    }
    let parts = chunks(of: block)
    for chunk in parts where chunk.kind == .declaration {
        output += [sourceLocation(block.file, chunk.line)] + chunk.lines + ["#sourceLocation()"]
    }
    let statements = parts.filter { $0.kind == .statement }
    if !statements.isEmpty {
        output.append("@MainActor func snippetAtLine\(block.line)() async throws {")
        for chunk in statements {
            output += [sourceLocation(block.file, chunk.line)] + chunk.lines + ["#sourceLocation()"]
        }
        output.append("}")
    }
    return output.joined(separator: "\n") + "\n"
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: ExtractSnippets <repository root> <output package folder>\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2]).standardizedFileURL
let fileManager = FileManager.default

var pages = ["README.md"]
let documentation = root.appendingPathComponent("Documentation").path
pages += (try fileManager.contentsOfDirectory(atPath: documentation)).filter { $0.hasSuffix(".md") }.sorted()
    .map { "Documentation/\($0)" }

try? fileManager.removeItem(at: output)
var targets: [String] = []
let dependencyName = root.lastPathComponent
let library = ".product(name: \"CascadingTableDelegate\", package: \"\(dependencyName)\")"
let testing = ".product(name: \"CascadingTableTesting\", package: \"\(dependencyName)\")"
let bridge = ".product(name: \"CascadingTableDelegateUIKit\", package: \"\(dependencyName)\")"
var needsDemo = false
var needsUIKit = false
var blockCount = 0
var testBlockCount = 0

for page in pages {
    let name = String(page.split(separator: "/").last!.dropLast(3)).filter { $0.isLetter || $0.isNumber }
    let module = "Snippets_\(name)"
    let blocks = try swiftBlocks(inFile: root.appendingPathComponent(page).path, relativePath: page)
    let context = root.appendingPathComponent("Tests/DocSnippets/Context/\(name).swift")
    let hasContext = fileManager.fileExists(atPath: context.path)
    guard !blocks.isEmpty || hasContext else { continue }

    let libraryFolder = output.appendingPathComponent(module)
    let testFolder = output.appendingPathComponent("\(module)Tests")
    try fileManager.createDirectory(at: libraryFolder, withIntermediateDirectories: true)
    // An empty target does not build; this also keeps the module non-empty without a context file.
    try "// The snippets of \(page).\n".write(
        to: libraryFolder.appendingPathComponent("Page.swift"), atomically: true, encoding: .utf8)
    if hasContext {
        try fileManager.copyItem(at: context, to: libraryFolder.appendingPathComponent("Context.swift"))
    }
    let usesDemo = blocks.contains { $0.usesDemo }
    needsDemo = needsDemo || usesDemo
    let usesUIKit = blocks.contains { $0.usesUIKit }
    needsUIKit = needsUIKit || usesUIKit
    let demo = (usesDemo ? ", \"\(demoModule)\"" : "") + (usesUIKit ? ", \(bridge)" : "")
    for block in blocks {
        let inTests = block.isTest
        let folder = inTests ? testFolder : libraryFolder
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        try swiftFile(for: block, module: module, inTests: inTests, withDemo: usesDemo).write(
            to: folder.appendingPathComponent("Line\(block.line).swift"), atomically: true, encoding: .utf8)
        blockCount += 1
        if inTests { testBlockCount += 1 }
    }
    targets.append("        .target(name: \"\(module)\", dependencies: [\(library)\(demo)], path: \"\(module)\"),")
    if fileManager.fileExists(atPath: testFolder.path) {
        targets.append(
            "        .testTarget(name: \"\(module)Tests\", dependencies: [\"\(module)\", \(library), \(testing)\(demo)], "
                + "path: \"\(module)Tests\"),")
    }
}

if needsDemo {
    // A copy, not a symbolic link: SwiftPM wants a target's sources inside its package.
    let demoSources = root.appendingPathComponent("Sources/DestinationDemo")
    try fileManager.copyItem(at: demoSources, to: output.appendingPathComponent(demoModule))
    targets.append("        .target(name: \"\(demoModule)\", dependencies: [\(library)], path: \"\(demoModule)\"),")
}

let manifest = """
    // swift-tools-version:6.0
    // Generated by Tests/DocSnippets/ExtractSnippets.swift; do not edit.
    import PackageDescription

    let package = Package(
        name: "DocSnippets",
        dependencies: [.package(path: "\(root.path)")],
        targets: [
    \(targets.joined(separator: "\n"))
        ],
        swiftLanguageModes: [.v6]
    )

    """
try manifest.write(to: output.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
// README.md's references: `__Snapshots__` beside it, in the package; kept with the pages' ones.
try fileManager.createSymbolicLink(
    at: output.appendingPathComponent("Documentation"), withDestinationURL: root.appendingPathComponent("Documentation")
)
try fileManager.createDirectory(
    at: root.appendingPathComponent("Documentation/__Snapshots__"), withIntermediateDirectories: true)
try fileManager.createSymbolicLink(
    at: output.appendingPathComponent("__Snapshots__"),
    withDestinationURL: root.appendingPathComponent("Documentation/__Snapshots__"))
print("Extracted \(blockCount) Swift blocks (\(testBlockCount) in test targets) from \(pages.count) pages")
