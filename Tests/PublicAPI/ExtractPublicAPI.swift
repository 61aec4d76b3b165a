// Turns symbol graphs (swift build -Xswiftc -emit-symbol-graph) into the public API as a sorted
// list, one line per declaration, for check-public-api.sh to compare with PublicAPI.txt.
//
// Usage: ExtractPublicAPI <graph file>...
//
// Each line is `<module>  <path>  <access> <kind>: <declaration>`, so that a type's members sort
// together, for example
//
//     CascadingTableDelegate  ListDifference.Move.from  public property: var from: Int
//
// and each conformance or superclass is a line of its own (`... ListDifference  conforms to
// Swift.Equatable`), so adding `Hashable` to a type shows in the diff. A protocol's requirements
// and default implementations say so after their kind. What the compiler writes on its own is
// left out: members a protocol extension supplies (`!=` for every Equatable type, which change
// with the standard library, not with us) and `SendableMetatype`, which every `Sendable` type gets.
// No file names, line numbers or addresses, so the list is the same from run to run and machine
// to machine. `@_spi` declarations are not in the graphs (the build does not ask for them), as
// they are not in what `import CascadingTableDelegate` shows.
import Foundation

struct Graph: Decodable {
    struct Module: Decodable { var name: String }
    struct Symbol: Decodable {
        struct Identifier: Decodable { var precise: String }
        struct Kind: Decodable { var identifier: String }
        struct Fragment: Decodable { var spelling: String }
        var identifier: Identifier
        var kind: Kind
        var pathComponents: [String]
        var accessLevel: String
        var declarationFragments: [Fragment]?
    }
    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
        var targetFallback: String?
    }
    var module: Module
    var symbols: [Symbol]
    var relationships: [Relationship]
}

let paths = CommandLine.arguments.dropFirst()
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("usage: ExtractPublicAPI <symbol graph file>...\n".utf8))
    exit(2)
}
let graphs = try paths.map { try JSONDecoder().decode(Graph.self, from: Data(contentsOf: URL(fileURLWithPath: $0))) }

// A symbol's readable name, for the relationships, which name symbols by their USR: the symbols of
// every graph given (an extension graph's relationships name the umbrella's types too), then the
// compiler's fallback name for a symbol of another module (`Swift.Equatable`).
var names: [String: String] = [:]
for graph in graphs {
    for symbol in graph.symbols { names[symbol.identifier.precise] = symbol.pathComponents.joined(separator: ".") }
}

/// `swift.func.op` → `operator`, `swift.type.method` → `type method`: the kind as a reader says it.
func readableKind(_ identifier: String) -> String {
    let kind = identifier.hasPrefix("swift.") ? String(identifier.dropFirst("swift.".count)) : identifier
    switch kind {
    case "func.op": return "operator"
    case "func": return "function"
    case "var": return "variable"
    default: return kind.replacingOccurrences(of: ".", with: " ")
    }
}

/// One line, however the compiler broke the declaration (a long `where` clause spans lines).
func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
}

// A protocol's requirement and its default implementation have the same path and declaration; the
// role tells them apart, so that a requirement that loses its default shows in the diff.
var roles: [String: String] = [:]
for graph in graphs {
    for relationship in graph.relationships {
        switch relationship.kind {
        case "requirementOf": roles[relationship.source] = " (requirement)"
        case "optionalRequirementOf": roles[relationship.source] = " (optional requirement)"
        case "defaultImplementationOf": roles[relationship.source] = " (default implementation)"
        default: break
        }
    }
}

var lines = Set<String>()
for graph in graphs {
    // `CascadingTableDelegate@Foundation.symbols.json` holds the module's extensions of Foundation's
    // types; the module is the part before the `@`.
    let module = graph.module.name
    for symbol in graph.symbols where !symbol.identifier.precise.contains("::SYNTHESIZED::") {
        // An extension block is not a declaration of its own: its members and conformances are listed.
        guard symbol.kind.identifier != "swift.extension" else { continue }
        let declaration = oneLine((symbol.declarationFragments ?? []).map(\.spelling).joined())
        let path = symbol.pathComponents.joined(separator: ".")
        let kind = readableKind(symbol.kind.identifier) + (roles[symbol.identifier.precise] ?? "")
        lines.insert("\(module)  \(path)  \(symbol.accessLevel) \(kind): \(declaration)")
    }
    for relationship in graph.relationships where ["conformsTo", "inheritsFrom"].contains(relationship.kind) {
        guard !relationship.source.contains("::SYNTHESIZED::") else { continue }
        // A type of another module that gains a conformance here is named by its USR (no graph
        // given names it), so that the conformance is still listed.
        let source = names[relationship.source] ?? relationship.source
        let target = names[relationship.target] ?? relationship.targetFallback ?? relationship.target
        guard target != "Swift.SendableMetatype" else { continue }
        let kind = relationship.kind == "conformsTo" ? "conforms to" : "inherits from"
        lines.insert("\(module)  \(source)  \(kind) \(target)")
    }
}
print(lines.sorted().joined(separator: "\n"))
