/// A line-by-line difference in the unified form: hunks with `@@ -line,count +line,count @@`
/// headers, lines only in the reference prefixed `-`, lines only in the new text `+`, and up to
/// `context` unchanged lines around each change prefixed with a space.
struct LineDiff {
    /// One line of the alignment of both texts.
    private enum Step {
        case same(old: Int, new: Int)
        case removed(old: Int)
        case inserted(new: Int)
    }

    let old: [String]
    let new: [String]
    var context = 3

    /// The diff's lines; empty when the texts are equal.
    func lines() -> [String] {
        let steps = alignment()
        let changed = steps.indices.filter {
            if case .same = steps[$0] { return false }
            return true
        }
        guard let first = changed.first else { return [] }
        // Hunks: runs of steps around the changes, joined where their contexts touch.
        var hunks: [ClosedRange<Int>] = []
        var current = max(0, first - context)...min(steps.count - 1, first + context)
        for index in changed.dropFirst() {
            let range = max(0, index - context)...min(steps.count - 1, index + context)
            if range.lowerBound <= current.upperBound + 1 {
                current = current.lowerBound...range.upperBound
            } else {
                hunks.append(current)
                current = range
            }
        }
        hunks.append(current)
        return hunks.flatMap { hunkLines(steps, $0) }
    }

    private func hunkLines(_ steps: [Step], _ hunk: ClosedRange<Int>) -> [String] {
        // Lines of each text before the hunk: where an empty side of it starts.
        var oldStart = 0
        var newStart = 0
        for step in steps[..<hunk.lowerBound] {
            switch step {
            case .same:
                oldStart += 1
                newStart += 1
            case .removed: oldStart += 1
            case .inserted: newStart += 1
            }
        }
        var oldCount = 0
        var newCount = 0
        var body: [String] = []
        for step in steps[hunk] {
            switch step {
            case .same(let oldIndex, _):
                oldCount += 1
                newCount += 1
                body.append(" " + old[oldIndex])
            case .removed(let oldIndex):
                oldCount += 1
                body.append("-" + old[oldIndex])
            case .inserted(let newIndex):
                newCount += 1
                body.append("+" + new[newIndex])
            }
        }
        return ["@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"] + body
    }

    /// A hunk's range in one text, as unified diffs write it: the first line (1-based) and the
    /// count; for an empty range, the line before it (0 at the start).
    private static func range(_ linesBefore: Int, _ count: Int) -> String {
        "\(count == 0 ? linesBefore : linesBefore + 1),\(count)"
    }

    /// Both texts walked together: the standard library's difference says which lines were
    /// removed from the old text and inserted in the new; every other line is common, in order.
    private func alignment() -> [Step] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var steps: [Step] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count && removed.contains(oldIndex) {
                steps.append(.removed(old: oldIndex))
                oldIndex += 1
            } else if newIndex < new.count && inserted.contains(newIndex) {
                steps.append(.inserted(new: newIndex))
                newIndex += 1
            } else {
                steps.append(.same(old: oldIndex, new: newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        return steps
    }
}
