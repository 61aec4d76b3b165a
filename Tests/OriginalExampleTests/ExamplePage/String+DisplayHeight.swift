import Foundation

extension String {
    /// How tall this text is when laid out in `width` points of `font`, wrapped at spaces.
    ///
    /// The original asked UIKit for the text's bounding rectangle; this lays the words out
    /// greedily, each character `font.averageAdvance` wide, a word longer than a line broken
    /// where the line ends, and returns the lines times the font's line height, unrounded as
    /// UIKit's was. The same text, width and font always give the same height. Empty text takes
    /// no line.
    ///
    /// - Parameters:
    ///   - width: The width available to the text.
    ///   - font: The font the text is shown in.
    /// - Returns: The height of the laid-out text.
    func displayHeight(width: CGFloat, font: TextFont) -> CGFloat {
        CGFloat(lineCount(charactersPerLine: max(1, Int((width / font.averageAdvance).rounded(.down)))))
            * font.lineHeight
    }

    /// The number of lines the words take, `charactersPerLine` characters to a line.
    private func lineCount(charactersPerLine: Int) -> Int {
        var lines = 0
        var used = 0  // characters on the current line; 0 when no line is started
        for word in split(separator: " ") {
            var length = word.count
            if used > 0 && used + 1 + length <= charactersPerLine {
                used += 1 + length
                continue
            }
            // The word starts a line, and takes as many more as its length needs.
            lines += 1
            while length > charactersPerLine {
                lines += 1
                length -= charactersPerLine
            }
            used = length
        }
        return lines
    }
}
