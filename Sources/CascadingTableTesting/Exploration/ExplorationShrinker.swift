/// Shrinks a failing session to a short one that fails the same way: removes chunks of actions,
/// delta-debugging style (halves, then quarters, down to single actions), then tries simpler forms
/// of each action (``ExplorationStep/simplerForms``), and starts again while either helps. Each
/// candidate is replayed on a fresh screen; a candidate counts when it fails with the same kind of
/// failure (a diagnostic for a diagnostic, a check for a check).
@MainActor
struct ExplorationShrinker<Screen> {
    let runner: ExplorationRunner<Screen>
    let kind: ExplorationFailure.Kind
    let replayLimit: Int
    /// How many sessions were replayed.
    private(set) var replays = 0

    init(runner: ExplorationRunner<Screen>, kind: ExplorationFailure.Kind, replayLimit: Int) {
        self.runner = runner
        self.kind = kind
        self.replayLimit = replayLimit
    }

    /// The shortest failing sequence found from `steps`, which fail.
    ///
    /// - Complexity: At most ``replayLimit`` replays, each as long as its candidate.
    mutating func shrink(_ steps: [ExplorationStep]) -> [ExplorationStep] {
        var current = steps
        while replays < replayLimit {
            let removed = removeChunks(from: current)
            let simplified = simplify(removed)
            if simplified == current { break }
            current = simplified
        }
        return current
    }

    /// The actions played when `candidate` fails the same way, or nil.
    private mutating func failing(_ candidate: [ExplorationStep]) -> [ExplorationStep]? {
        guard replays < replayLimit else { return nil }
        replays += 1
        let outcome = runner.replay(candidate)
        return outcome.failure?.kind == kind ? outcome.played : nil
    }

    private mutating func removeChunks(from steps: [ExplorationStep]) -> [ExplorationStep] {
        var current = steps
        var chunks = 2
        while current.count > 1, replays < replayLimit {
            let size = (current.count + chunks - 1) / chunks
            var reduced = false
            var start = 0
            while start < current.count, !reduced {
                let candidate = Array(current[..<start] + current[min(start + size, current.count)...])
                if let played = failing(candidate) {
                    current = played
                    chunks = max(chunks - 1, 2)
                    reduced = true
                }
                start += size
            }
            if !reduced {
                guard chunks < current.count else { break }
                chunks = min(chunks * 2, current.count)
            }
        }
        return current
    }

    /// The sequences with one simpler form of the action at `index`: the action alone first, then,
    /// when it moved to another row, with the later actions on that row moved along.
    private func candidates(simplifying index: Int, of steps: [ExplorationStep]) -> [[ExplorationStep]] {
        steps[index].simplerForms.flatMap { simpler -> [[ExplorationStep]] in
            var alone = steps
            alone[index] = simpler
            guard let old = steps[index].row, let new = simpler.row, old != new,
                steps[(index + 1)...].contains(where: { $0.row == old })
            else { return [alone] }
            var along = alone
            for later in (index + 1)..<steps.count {
                along[later] = steps[later].replacingRow(old, with: new)
            }
            return [alone, along]
        }
    }

    private mutating func simplify(_ steps: [ExplorationStep]) -> [ExplorationStep] {
        var current = steps
        var index = 0
        while index < current.count, replays < replayLimit {
            var simplified = false
            for candidate in candidates(simplifying: index, of: current) {
                if let played = failing(candidate) {
                    current = played
                    simplified = true
                    break
                }
            }
            // A simpler form may have its own simpler forms: stay on the action until none helps.
            if !simplified { index += 1 }
        }
        return current
    }
}
