import CascadingTableDelegate
import CascadingTestSupport
import Foundation

/// The heights real screens have, for the randomized tests: fractional rows (1.1, 1/3 of 100,
/// 44.5), zero-height rows, estimates that differ from the heights in both directions, and headers
/// and footers of fractional or zero height. Whole-number heights never show last-bit rounding.
enum RealHeights {
    /// Row heights.
    static let rows: [CGFloat] = [44.5, 100.0 / 3, 1.1, 0, 61.7, 28, 12.25]
    /// Header and footer heights.
    static let headersAndFooters: [CGFloat] = [1.1, 22.5, 0, 100.0 / 3]

    /// An estimate for `height`, chosen by `choice`: a fixed 40 (above or below), half the height,
    /// 1.7 times it plus 3.3, or nil (no estimate: the height itself is the estimate).
    static func estimate(for height: CGFloat, choice: Int) -> CGFloat? {
        switch choice % 4 {
        case 0: 40
        case 1: height * 0.5
        case 2: height * 1.7 + 3.3
        default: nil
        }
    }

    /// A generator for `key` and `seed`: the same key draws the same heights, so a row keeps its
    /// height wherever it moves, and draws new ones when its key (say, its version) changes.
    static func generator(_ key: String, seed: UInt64) -> SeededGenerator {
        // FNV-1a: stable across runs (`hashValue` is not).
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return SeededGenerator(seed: hash ^ seed)
    }

    /// A row's height and estimate drawn for `key`: one of ``rows`` and an estimate that differs
    /// from it, or none. Asked on every height the table asks, so drawn from one hash, without a
    /// generator.
    static func row(_ key: String, seed: UInt64) -> (height: CGFloat, estimate: CGFloat?) {
        let bits = mix(key, seed: seed)
        let height = rows[Int(bits % UInt64(rows.count))]
        return (height, estimate(for: height, choice: Int((bits >> 32) % 4)))
    }

    /// 64 random bits for `key` and `seed`: FNV-1a (stable across runs, as `hashValue` is not),
    /// then SplitMix64's finalizer.
    static func mix(_ key: String, seed: UInt64) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ seed
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 31)
    }

    /// A header's or footer's height drawn for `key`: one of ``headersAndFooters``.
    static func headerOrFooter(_ key: String, seed: UInt64) -> CGFloat {
        var random = generator(key, seed: seed)
        return headersAndFooters.randomElement(using: &random)!
    }

    /// Whether a row with `key` can take focus (two rows in three), independent of its height.
    static func focusable(_ key: String) -> Bool {
        mix(key, seed: 0xF0C5) % 3 != 0
    }
}

extension RowDescription {
    /// The row with a height and an estimate drawn for `key` (see ``RealHeights/row(_:seed:)``);
    /// one row in eight has no height (``TableView/automaticDimension``: the table's row height).
    func realHeights(_ key: String, seed: UInt64) -> RowDescription {
        let (height, estimate) = RealHeights.row(key, seed: seed)
        var random = RealHeights.generator(key + "/automatic", seed: seed)
        let automatic = Int.random(in: 0..<8, using: &random) == 0
        return self.height(automatic ? nil : height).estimatedHeight(estimate)
    }
}

extension HeaderFooterDescription {
    /// A header or footer for `key`: none one time in four, otherwise a height drawn from
    /// ``RealHeights/headersAndFooters`` and, one time in two, an estimate that differs from it.
    static func realHeights(_ key: String, seed: UInt64) -> HeaderFooterDescription? {
        var random = RealHeights.generator(key, seed: seed)
        guard Int.random(in: 0..<4, using: &random) != 0 else { return nil }
        let height = RealHeights.headersAndFooters.randomElement(using: &random)!
        let estimate = Bool.random(using: &random) ? height * 1.7 + 3.3 : nil
        return HeaderFooterDescription(height: height, estimatedHeight: estimate)
    }
}

extension FixedRow {
    /// The row with a height and an estimate drawn for `key`.
    @discardableResult
    func realHeights(_ key: String, seed: UInt64) -> FixedRow {
        (height, estimate) = RealHeights.row(key, seed: seed)
        return self
    }
}

/// A hand-written section node whose header and footer have heights drawn from
/// ``RealHeights/headersAndFooters`` (fractional or zero), with estimates that differ from them.
@MainActor
final class RealHeightsSection: CascadingSectionTableDelegate {
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0

    /// A section of `children` with a header and a footer drawn for `key`.
    static func drawn(_ key: String, seed: UInt64, _ children: [any CascadingTableDelegate]) -> RealHeightsSection {
        let section = RealHeightsSection(index: 0, childDelegates: children)
        section.headerHeight = RealHeights.headerOrFooter(key + "/header", seed: seed)
        section.footerHeight = RealHeights.headerOrFooter(key + "/footer", seed: seed)
        return section
    }

    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight
    }

    override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        footerHeight
    }

    override func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        headerHeight * 1.7 + 3.3
    }

    override func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        40
    }
}
