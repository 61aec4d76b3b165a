import XCTest

/// The mixed-tree model check with gestures interleaved: swipes and their actions, full swipes,
/// context menus (an action chosen by its title path, or dismissed), focus moves and drags that
/// reorder rows, on random rows of random trees. Each gesture's calls must reach the leaf owning
/// its row with the row's local index path, and its actions land on that model row.
final class GestureModelCheckingTests: XCTestCase {
    @MainActor
    func testGesturesOnMixedTreesReachTheRightRows() async {
        CompositionModelCheckingTests.runSeeds(gestures: true, operations: 10_000)
    }
}
