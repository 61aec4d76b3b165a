import Foundation

#if !canImport(UIKit)
    extension IndexPath {
        /// Creates an index path that names a row of a table section.
        ///
        /// - Parameters:
        ///   - row: The row's position in its section.
        ///   - section: The section's position in the table.
        public init(row: Int, section: Int) {
            // Made from one index and appended to, not from an array literal: the table makes a
            // path per row it lays out, displays or announces, and the literal allocated an
            // array each time.
            self.init(index: section)
            append(row)
        }

        /// The row: the second index.
        ///
        /// Reading it never traps: an index path with fewer than two indexes is malformed and reads
        /// as `-1`, which every API of this library treats as out of range. Writing it to a shorter
        /// index path pads the missing section with `0`.
        public var row: Int {
            get { count > 1 ? self[1] : -1 }
            set {
                if count > 1 {
                    self[1] = newValue
                } else {
                    self = IndexPath(indexes: [count == 1 ? self[0] : 0, newValue])
                }
            }
        }
    }
#endif

#if !canImport(UIKit) && !canImport(AppKit)
    extension IndexPath {
        /// The section: the first index.
        ///
        /// Reading it never traps: an empty index path reads as `-1`, which every API of this library
        /// treats as out of range. Writing it to an empty index path creates `[newValue]`.
        public var section: Int {
            get { count > 0 ? self[0] : -1 }
            set {
                if count > 0 {
                    self[0] = newValue
                } else {
                    self = IndexPath(index: newValue)
                }
            }
        }
    }
#endif

extension IndexPath {
    /// Whether this index path has exactly the two indexes (section, row) a table uses.
    ///
    /// The library never reads `row` or `section` of a path without checking this first; a
    /// malformed path is treated like an out-of-range one.
    @inlinable
    public var isTableIndexPath: Bool { count == 2 }

    /// Whether the table path `lhs` comes before `rhs` in a table: by section, then row. Comparing
    /// two paths with `<` walks them as collections; and a function, not a closure at each sort,
    /// for the reason ``DisplayItem/precedes(_:_:)`` gives.
    static func precedesInTable(_ lhs: IndexPath, _ rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}
