/// Finds table methods that compile but are never called: methods written with UIKit's
/// Objective-C or Swift 2 names (`tableView(_:heightForRowAtIndexPath:)`), or `tableView(...)`
/// methods taking a table whose argument labels match no protocol requirement.
///
/// Such a method compiles silently because every requirement but two has a default: the table
/// calls the default and never the method. The scanner reads source text only; it does not need
/// the code to build.
enum MigrationScanner {
    /// One method the table will never call.
    struct Finding: Equatable {
        /// The 1-based line of the `func` keyword.
        var line: Int
        /// The method as declared, in selector form: `tableView(_:heightForRowAtIndexPath:)`.
        var declared: String
        /// The requirement it was meant to be, when the old spelling can be translated.
        var replacement: String?

        /// The sentence printed after `warning:`.
        var message: String {
            if let replacement {
                return "'\(declared)' is an old UIKit name and is never called; the table calls '\(replacement)'"
            }
            return "'\(declared)' matches no method of TableViewDataSource, TableViewDelegate or "
                + "TableViewDataSourcePrefetching and is never called"
        }
    }

    /// A comment containing this on the line of the `func`, or the line above, silences a finding.
    static let suppression = "cascading-migration-check: ignore"

    /// The `tableView(...)` requirements of `TableViewDataSource`, `TableViewDelegate` and
    /// `TableViewDataSourcePrefetching`. A test checks this list against the protocols' sources.
    static let requirements: Set<String> = [
        "tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)",
        "tableView(_:titleForHeaderInSection:)", "tableView(_:titleForFooterInSection:)",
        "tableView(_:canEditRowAt:)", "tableView(_:canMoveRowAt:)", "tableView(_:commit:forRowAt:)",
        "tableView(_:sectionForSectionIndexTitle:at:)", "tableView(_:moveRowAt:to:)",
        "tableView(_:prefetchRowsAt:)", "tableView(_:cancelPrefetchingForRowsAt:)",
        "tableView(_:willDisplay:forRowAt:)", "tableView(_:willDisplayHeaderView:forSection:)",
        "tableView(_:willDisplayFooterView:forSection:)", "tableView(_:didEndDisplaying:forRowAt:)",
        "tableView(_:didEndDisplayingHeaderView:forSection:)", "tableView(_:didEndDisplayingFooterView:forSection:)",
        "tableView(_:heightForRowAt:)", "tableView(_:heightForHeaderInSection:)",
        "tableView(_:heightForFooterInSection:)", "tableView(_:estimatedHeightForRowAt:)",
        "tableView(_:estimatedHeightForHeaderInSection:)", "tableView(_:estimatedHeightForFooterInSection:)",
        "tableView(_:viewForHeaderInSection:)", "tableView(_:viewForFooterInSection:)",
        "tableView(_:editingStyleForRowAt:)", "tableView(_:titleForDeleteConfirmationButtonForRowAt:)",
        "tableView(_:editActionsForRowAt:)", "tableView(_:shouldIndentWhileEditingRowAt:)",
        "tableView(_:willBeginEditingRowAt:)", "tableView(_:didEndEditingRowAt:)",
        "tableView(_:accessoryButtonTappedForRowWith:)", "tableView(_:shouldHighlightRowAt:)",
        "tableView(_:didHighlightRowAt:)", "tableView(_:didUnhighlightRowAt:)", "tableView(_:willSelectRowAt:)",
        "tableView(_:willDeselectRowAt:)", "tableView(_:didSelectRowAt:)", "tableView(_:didDeselectRowAt:)",
        "tableView(_:shouldShowMenuForRowAt:)", "tableView(_:canPerformAction:forRowAt:withSender:)",
        "tableView(_:performAction:forRowAt:withSender:)", "tableView(_:canFocusRowAt:)",
        "tableView(_:indentationLevelForRowAt:)", "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)",
    ]

    /// Old method names that are not `tableView(...)`, whatever their labels, and their new spelling.
    static let renamedFunctions = [
        "numberOfSectionsInTableView": "numberOfSections(in:)",
        "sectionIndexTitlesForTableView": "sectionIndexTitles(for:)",
    ]

    /// Whole old labels whose new spelling is not given by the suffix rules below.
    static let renamedLabels = [
        "willDisplayCell": "willDisplay", "didEndDisplayingCell": "didEndDisplaying",
        "commitEditingStyle": "commit", "toIndexPath": "to", "atIndex": "at",
    ]

    /// Old label endings and their new spelling, tried in order.
    static let renamedSuffixes = [
        ("ForRowWithIndexPath", "ForRowWith"), ("AtIndexPaths", "At"), ("AtIndexPath", "At"),
    ]

    /// The findings in one Swift source file, in line order.
    static func findings(in source: String) -> [Finding] {
        let originalLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return declarations(in: source).compactMap { declaration -> Finding? in
            let suppressed = [declaration.line - 1, declaration.line - 2].contains { index in
                originalLines.indices.contains(index) && originalLines[index].contains(suppression)
            }
            guard !suppressed else { return nil }
            return finding(for: declaration)
        }
    }

    /// The new spelling of an old selector, when the rules know it.
    static func modernized(_ selector: String) -> String? {
        guard let open = selector.firstIndex(of: "(") else { return nil }
        let name = String(selector[..<open])
        if let renamed = renamedFunctions[name] { return renamed }
        guard name == "tableView" else { return nil }
        let labels = selector[selector.index(after: open)...].dropLast().split(separator: ":").map(String.init)
        guard !labels.isEmpty else { return nil }
        let modern = ["_"] + labels.dropFirst().map(modernized(label:))
        return "tableView(" + modern.map { $0 + ":" }.joined() + ")"
    }

    private static func modernized(label: String) -> String {
        if let renamed = renamedLabels[label] { return renamed }
        for (suffix, replacement) in renamedSuffixes where label.hasSuffix(suffix) {
            return String(label.dropLast(suffix.count)) + replacement
        }
        return label
    }

    private static func finding(for declaration: Declaration) -> Finding? {
        let selector = declaration.selector
        if let renamed = renamedFunctions[declaration.name] {
            return Finding(line: declaration.line, declared: selector, replacement: renamed)
        }
        // A `tableView(...)` helper that does not take a table first is not a table method.
        guard declaration.name == "tableView", !requirements.contains(selector),
            declaration.firstParameterType.contains("TableView")
        else { return nil }
        let modern = modernized(selector).flatMap { requirements.contains($0) ? $0 : nil }
        return Finding(line: declaration.line, declared: selector, replacement: modern)
    }

    // MARK: - Reading declarations

    /// A `func` declaration as the scanner sees it.
    struct Declaration: Equatable {
        var line: Int
        var name: String
        var labels: [String]
        var firstParameterType: String
        var selector: String { name + "(" + labels.map { $0 + ":" }.joined() + ")" }
    }

    /// Every `func` declaration of the source, comments and string literals ignored.
    static func declarations(in source: String) -> [Declaration] {
        let code = Array(blankingCommentsAndStrings(source))
        var result: [Declaration] = []
        var line = 1
        var index = 0
        while index < code.count {
            if code[index] == "\n" { line += 1 }
            guard startsWord("func", in: code, at: index) else {
                index += 1
                continue
            }
            var cursor = index + 4
            while cursor < code.count, code[cursor].isWhitespace { cursor += 1 }
            let nameStart = cursor
            while cursor < code.count, code[cursor].isLetter || code[cursor].isNumber || code[cursor] == "_" {
                cursor += 1
            }
            let name = String(code[nameStart..<cursor])
            // Skip generic parameters, then read the parameter clause.
            if cursor < code.count, code[cursor] == "<", let close = matching(from: cursor, in: code) {
                cursor = close + 1
            }
            if !name.isEmpty, cursor < code.count, code[cursor] == "(", let close = matching(from: cursor, in: code) {
                let parameters = splitTopLevel(Array(code[(cursor + 1)..<close]), separator: ",")
                let parsed = parameters.compactMap(parameter(from:))
                result.append(
                    Declaration(
                        line: line, name: name, labels: parsed.map(\.label),
                        firstParameterType: parsed.first?.type ?? ""))
            }
            index += 4
        }
        return result
    }

    private static func startsWord(_ word: String, in code: [Character], at index: Int) -> Bool {
        let characters = Array(word)
        guard index + characters.count < code.count, Array(code[index..<(index + characters.count)]) == characters
        else { return false }
        let before = index == 0 ? " " : code[index - 1]
        let after = code[index + characters.count]
        return !(before.isLetter || before.isNumber || before == "_") && after.isWhitespace
    }

    /// The index of the bracket closing the one at `open`.
    private static func matching(from open: Int, in code: [Character]) -> Int? {
        var depth = 0
        for index in open..<code.count {
            switch code[index] {
            case "(", "[", "<", "{": depth += 1
            case ">" where index > 0 && code[index - 1] == "-": break  // the arrow of a function type
            case ")", "]", ">", "}": depth -= 1
            default: break
            }
            if depth == 0 { return index }
        }
        return nil
    }

    private static func splitTopLevel(_ text: [Character], separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for (index, character) in text.enumerated() {
            switch character {
            case "(", "[", "<", "{": depth += 1
            case ">" where index > 0 && text[index - 1] == "-": break
            case ")", "]", ">", "}": depth -= 1
            case separator where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.trimmingWhitespace.isEmpty { parts.append(current) }
        return parts
    }

    /// The argument label and type of one parameter: `_ tableView: TableView` gives `_`,
    /// `tableView: UITableView` gives `tableView`.
    private static func parameter(from text: String) -> (label: String, type: String)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let names = text[..<colon].split(whereSeparator: \.isWhitespace)
        guard let label = names.first else { return nil }
        return (String(label), String(text[text.index(after: colon)...]).trimmingWhitespace)
    }

    /// The source with comments and the contents of string literals replaced by spaces, newlines
    /// kept, so that line numbers and positions stay the same.
    static func blankingCommentsAndStrings(_ source: String) -> String {
        enum State {
            case code, lineComment, string, multilineString
            case blockComment(depth: Int)
        }
        var state = State.code
        var output: [Character] = []
        let characters = Array(source)
        var index = 0
        func peek(_ offset: Int) -> Character? {
            characters.indices.contains(index + offset) ? characters[index + offset] : nil
        }
        while index < characters.count {
            let character = characters[index]
            var consumed = 1
            var keep = false
            switch state {
            case .code:
                if character == "/" && peek(1) == "/" {
                    state = .lineComment
                } else if character == "/" && peek(1) == "*" {
                    state = .blockComment(depth: 1)
                    consumed = 2
                } else if character == "\"" && peek(1) == "\"" && peek(2) == "\"" {
                    state = .multilineString
                    consumed = 3
                } else if character == "\"" {
                    state = .string
                } else {
                    keep = true
                }
            case .lineComment:
                if character == "\n" { state = .code }
            case .blockComment(let depth):
                if character == "*" && peek(1) == "/" {
                    state = depth == 1 ? .code : .blockComment(depth: depth - 1)
                    consumed = 2
                } else if character == "/" && peek(1) == "*" {
                    state = .blockComment(depth: depth + 1)
                    consumed = 2
                }
            case .string:
                if character == "\\" {
                    consumed = 2
                } else if character == "\"" || character == "\n" {
                    state = .code
                }
            case .multilineString:
                if character == "\\" {
                    consumed = 2
                } else if character == "\"" && peek(1) == "\"" && peek(2) == "\"" {
                    state = .code
                    consumed = 3
                }
            }
            for offset in 0..<consumed where index + offset < characters.count {
                let original = characters[index + offset]
                output.append(keep || original == "\n" ? original : " ")
            }
            index += consumed
        }
        return String(output)
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
