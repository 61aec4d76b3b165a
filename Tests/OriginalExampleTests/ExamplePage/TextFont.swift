import Foundation

/// The few facts about a font the Example's height arithmetic needs, without a font system.
///
/// The original measured its labels with UIKit's text layout and the system font. Linux has no
/// fonts, so the port keeps the system font's real line height (its ascender plus descender,
/// 2444/2048 of the point size, which is why the original's heights are fractional) and
/// approximates the glyphs by one average advance per character, wider for bold.
struct TextFont: Equatable {
    /// The point size.
    var size: CGFloat
    /// Whether the font is the bold system font.
    var isBold = false

    /// The regular system font of `size` points.
    static func system(_ size: CGFloat) -> TextFont { TextFont(size: size) }

    /// The bold system font of `size` points.
    static func boldSystem(_ size: CGFloat) -> TextFont { TextFont(size: size, isBold: true) }

    /// The height of one line: 16.70703125 for 14 points.
    var lineHeight: CGFloat { size * 2444 / 2048 }

    /// The width one character is assumed to take.
    var averageAdvance: CGFloat { size * (isBold ? 0.55 : 0.5) }
}
