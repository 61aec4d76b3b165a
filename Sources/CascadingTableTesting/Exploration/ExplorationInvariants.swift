import CascadingTableDelegate

/// Every invariant violation of `table` and of the tree attached to it, in words; empty when all
/// hold. The one place exploration reads the library's invariant checks, so that the checks that
/// report instead of trapping can be wired in here alone.
@MainActor
func explorationInvariantViolations(of table: TableView) -> [String] {
    // Wired to invariantViolations(ofTreeUnder:) when that lands.
    []
}
