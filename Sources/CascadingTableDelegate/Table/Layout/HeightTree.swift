import Foundation

/// Heights of a sequence of items (rows, or sections) with O(log n) prefix sums, point updates and
/// position search: a Fenwick tree. It is what lets a million-row table scroll without walking all
/// rows.
///
/// Memory: one `Double` per item.
///
/// Tests reach it through the `Testing` SPI, to hold `PositionalTree`'s weight search to the same
/// answers.
@_spi(Testing) public struct HeightTree {
    /// 1-based Fenwick array; `tree[i]` holds the sum of a power-of-two block ending at item i-1.
    private var tree: [Double]

    /// Builds the tree from `heights` in O(n).
    @_spi(Testing) public init<S: Sequence>(_ heights: S) where S.Element == CGFloat {
        tree = [0]
        tree.append(contentsOf: heights.lazy.map { Double($0) })
        let count = tree.count - 1
        var index = 1
        while index <= count {
            let parent = index + (index & -index)
            if parent <= count {
                tree[parent] += tree[index]
            }
            index += 1
        }
    }

    /// The number of items.
    var count: Int { tree.count - 1 }

    /// The sum of all heights.
    var total: CGFloat { prefixSum(count) }

    /// The sum of the first `itemCount` heights. O(log n).
    @_spi(Testing) public func prefixSum(_ itemCount: Int) -> CGFloat {
        var index = min(max(itemCount, 0), count)
        var sum = 0.0
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return CGFloat(sum)
    }

    /// The height of item `item`. O(log n).
    func height(at item: Int) -> CGFloat {
        prefixSum(item + 1) - prefixSum(item)
    }

    /// Sets item `item`'s height. O(log n).
    mutating func setHeight(_ height: CGFloat, at item: Int) {
        add(Double(height - self.height(at: item)), at: item)
    }

    private mutating func add(_ delta: Double, at item: Int) {
        var index = item + 1
        while index <= count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// The item that contains offset `y` from the start: the smallest `i` whose end (prefix sum of
    /// i + 1 items) is greater than `y`; `count` when `y` is at or past the total. O(log n).
    @_spi(Testing) public func item(containing y: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        var position = 0
        var remaining = Double(y)
        var step = 1
        while step * 2 <= count {
            step *= 2
        }
        while step > 0 {
            let next = position + step
            if next <= count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }
}

extension HeightTree {
    /// Every height, in order. O(n): undoes the O(n) build.
    func allHeights() -> [CGFloat] {
        var values = tree
        var index = count
        while index > 0 {
            let parent = index + (index & -index)
            if parent <= count {
                values[parent] -= values[index]
            }
            index -= 1
        }
        return values.dropFirst().map { CGFloat($0) }
    }
}
