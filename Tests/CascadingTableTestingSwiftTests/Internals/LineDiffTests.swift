import Testing

@testable import CascadingTableTesting

/// The unified diff in a snapshot failure: hunks around each change, with their line ranges.
@Suite("Line diff")
struct LineDiffTests {
    private let lines = (1...12).map { "line \($0)" }

    @Test("Equal texts have no diff")
    func equal() {
        #expect(LineDiff(old: lines, new: lines).lines() == [])
    }

    @Test("A changed line shows in a hunk with three lines of context each side")
    func changedLine() {
        var new = lines
        new[5] = "line six"
        #expect(
            LineDiff(old: lines, new: new).lines() == [
                "@@ -3,7 +3,7 @@", " line 3", " line 4", " line 5", "-line 6", "+line six", " line 7", " line 8",
                " line 9",
            ])
    }

    @Test("Changes far apart make two hunks; near ones share one")
    func hunks() {
        var new = lines
        new.remove(at: 0)
        new.append("line 13")
        #expect(
            LineDiff(old: lines, new: new).lines() == [
                "@@ -1,4 +1,3 @@", "-line 1", " line 2", " line 3", " line 4",
                "@@ -10,3 +9,4 @@", " line 10", " line 11", " line 12", "+line 13",
            ])
        var near = lines
        near[2] = "x"
        near[7] = "y"
        #expect(LineDiff(old: lines, new: near).lines().filter { $0.hasPrefix("@@") } == ["@@ -1,11 +1,11 @@"])
    }

    @Test("A text that was empty, or became empty, starts its range at line 0")
    func emptySide() {
        #expect(LineDiff(old: [], new: ["a", "b"]).lines() == ["@@ -0,0 +1,2 @@", "+a", "+b"])
        #expect(LineDiff(old: ["a"], new: [], context: 0).lines() == ["@@ -1,1 +0,0 @@", "-a"])
        #expect(LineDiff(old: ["a", "b", "c"], new: ["a", "c"], context: 0).lines() == ["@@ -2,1 +1,0 @@", "-b"])
    }
}
