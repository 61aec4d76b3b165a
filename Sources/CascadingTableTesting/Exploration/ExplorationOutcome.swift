/// What went wrong after an action, or after the screen was built.
struct ExplorationFailure: Equatable {
    enum Kind: Equatable {
        /// A table reported a diagnostic.
        case diagnostic
        /// An invariant check of the table or its tree failed.
        case invariant
        /// The user's `check` threw.
        case check
        /// A user action was given the wrong screen type: the options' fault, not the screen's.
        case misuse
    }

    var kind: Kind
    var message: String
}

/// How one session went: the actions played, and the failure that ended it, if any.
struct ExplorationOutcome {
    /// The actions played, in order; when the session failed, the failing action is the last one.
    var played: [ExplorationStep]
    /// The failure, or nil when every check passed.
    var failure: ExplorationFailure?
    /// The table's snapshot before the failing action, when the session was asked to take them.
    var snapshotBeforeFailure: String?
}
