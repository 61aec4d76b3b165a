import Foundation

/// What an exploration does: how many actions, from which seed, of which kinds, in how many
/// sessions, and which actions of the user's own it plays among the gestures.
///
/// ```swift
/// var options = ExplorationOptions()
/// options.steps = 300
/// options.sessions = 4                       // seeds s, s + 1, s + 2, s + 3
/// options.weights[.dragAndDrop] = 0          // never drag
/// options.weights[.swipe] = 10               // swipe often
/// exploreTable({ InboxScreen() }, table: \.table, options: options)
/// ```
public struct ExplorationOptions: Sendable {
    /// The seed of the first session; nil takes `TABLE_EXPLORATION_SEED` from the environment when
    /// it is set, and ``defaultSeed`` otherwise, so that CI runs are the same each time.
    public var seed: UInt64?
    /// Actions per session. Defaults to 200.
    public var steps: Int
    /// How many sessions, each on a fresh screen: the first from the seed, each next one from the
    /// seed after the previous one's. Defaults to 1. Exploration stops at the first failing session.
    public var sessions: Int
    /// How often each kind of action is chosen among those the screen offers at that moment; a
    /// kind missing from the dictionary, or with a weight of 0 or less, is never chosen. Defaults
    /// to ``defaultWeights``.
    public var weights: [ExplorationActionKind: Int]
    /// The user's own actions, chosen with their own weights among the gestures. Empty by default.
    public var userActions: [ExplorationUserAction]
    /// The most sessions replayed while a failure is shrunk; shrinking stops there with the
    /// shortest sequence found so far. Defaults to 2,000.
    public var shrinkingReplayLimit: Int

    /// The seed used when neither ``seed`` nor `TABLE_EXPLORATION_SEED` gives one.
    public static let defaultSeed: UInt64 = 20_240_601

    /// The environment variable that gives the seed when ``seed`` is nil: a decimal number, or a
    /// hexadecimal one with `0x`.
    public static let seedEnvironmentVariable = "TABLE_EXPLORATION_SEED"

    /// Every kind of action, scrolls and taps most often, drags and focus moves least; expanding
    /// and collapsing outline rows as often as swipes.
    public static let defaultWeights: [ExplorationActionKind: Int] = [
        .scroll: 6, .tapRow: 5, .tapAccessoryButton: 1, .tapHeaderFooter: 1, .swipe: 4, .contextMenu: 3,
        .editing: 3, .reorder: 2, .multipleSelection: 1, .dragAndDrop: 1, .focus: 1, .expandCollapse: 4,
    ]

    /// Options with the defaults: a session of 200 actions of every kind, from the environment's
    /// seed or ``defaultSeed``.
    public init() {
        seed = nil
        steps = 200
        sessions = 1
        weights = Self.defaultWeights
        userActions = []
        shrinkingReplayLimit = 2_000
    }

    /// The seed of the first session, and a problem with the environment's value, if any (which
    /// falls back to ``defaultSeed``).
    func firstSeed(environment: [String: String]) -> (seed: UInt64, problem: String?) {
        if let seed { return (seed, nil) }
        guard let text = environment[Self.seedEnvironmentVariable], !text.isEmpty else {
            return (Self.defaultSeed, nil)
        }
        let parsed =
            text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text, radix: 10)
        guard let parsed else {
            return (
                Self.defaultSeed,
                "\(Self.seedEnvironmentVariable)=\(text) is not a seed (a decimal number, or hexadecimal with 0x); "
                    + "explored with the default seed \(Self.defaultSeed) instead."
            )
        }
        return (parsed, nil)
    }

    /// What is wrong with the options, in words; empty when they can be explored.
    var problems: [String] {
        var found: [String] = []
        if steps < 0 { found.append("ExplorationOptions.steps is \(steps); it must be 0 or more.") }
        if sessions < 1 { found.append("ExplorationOptions.sessions is \(sessions); it must be 1 or more.") }
        if shrinkingReplayLimit < 0 {
            found.append("ExplorationOptions.shrinkingReplayLimit is \(shrinkingReplayLimit); it must be 0 or more.")
        }
        return found
    }
}
