import Foundation

/// The heights real screens have, for the randomized tests: fractional rows (1.1, 1/3 of 100,
/// 44.5), zero-height rows, estimates that differ from the heights in both directions, and headers
/// and footers of fractional or zero height. Whole-number heights never show last-bit rounding.
package enum RealHeights {
    /// Row heights.
    package static let rows: [CGFloat] = [44.5, 100.0 / 3, 1.1, 0, 61.7, 28, 12.25]
    /// Header and footer heights.
    package static let headersAndFooters: [CGFloat] = [1.1, 22.5, 0, 100.0 / 3]

    /// An estimate for `height`, chosen by `choice`: a fixed 40 (above or below), half the height,
    /// 1.7 times it plus 3.3, or nil (no estimate: the height itself is the estimate).
    package static func estimate(for height: CGFloat, choice: Int) -> CGFloat? {
        switch choice % 4 {
        case 0: 40
        case 1: height * 0.5
        case 2: height * 1.7 + 3.3
        default: nil
        }
    }

    /// A generator for `key` and `seed`: the same key draws the same heights, so a row keeps its
    /// height wherever it moves, and draws new ones when its key (say, its version) changes.
    package static func generator(_ key: String, seed: UInt64) -> SeededGenerator {
        // FNV-1a: stable across runs (`hashValue` is not).
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return SeededGenerator(seed: hash ^ seed)
    }

    /// A row's height and estimate drawn for `key`: one of ``rows`` and an estimate that differs
    /// from it, or none. Asked on every height the table asks, so drawn from one hash, without a
    /// generator.
    package static func row(_ key: String, seed: UInt64) -> (height: CGFloat, estimate: CGFloat?) {
        let bits = mix(key, seed: seed)
        let height = rows[Int(bits % UInt64(rows.count))]
        return (height, estimate(for: height, choice: Int((bits >> 32) % 4)))
    }

    /// 64 random bits for `key` and `seed`: FNV-1a (stable across runs, as `hashValue` is not),
    /// then SplitMix64's finalizer.
    package static func mix(_ key: String, seed: UInt64) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ seed
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 31)
    }

    /// A header's or footer's height drawn for `key`: one of ``headersAndFooters``.
    package static func headerOrFooter(_ key: String, seed: UInt64) -> CGFloat {
        var random = generator(key, seed: seed)
        return headersAndFooters.randomElement(using: &random)!
    }

    /// Whether a row with `key` can take focus (two rows in three), independent of its height.
    package static func focusable(_ key: String) -> Bool {
        mix(key, seed: 0xF0C5) % 3 != 0
    }
}
