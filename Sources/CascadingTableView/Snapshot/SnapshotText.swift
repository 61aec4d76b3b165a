import Foundation

/// How a snapshot spells texts and numbers: the same on every platform and every run.
enum SnapshotText {
    /// `text` in double quotes, with the characters that would break a line or the quoting
    /// escaped as in a Swift string literal: `\"`, `\\`, `\n`, `\r`, `\t`, and `\u{…}` for other
    /// control characters.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A length in points: a whole number without decimals (`44`, `-120`), any other with up to
    /// two (`44.5`, `0.33`).
    static func points(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = String(format: "%.2f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `count` and the noun, singular or plural: "1 row", "3 rows".
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The lines a view describes itself with, each line break starting a line of its own.
    @MainActor
    static func describedLines(of view: AnyObject) -> [String] {
        guard let described = view as? any TableSnapshotDescribing else { return [] }
        return described.snapshotLines.flatMap {
            $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }
}
