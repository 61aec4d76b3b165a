/// A small seeded random number generator (SplitMix64), so a seed always gives the same run.
///
/// It draws numbers itself (``int(below:)``) instead of through the standard library's
/// `random(in:using:)`, whose way of turning bits into a range is not promised to stay the same
/// across Swift releases.
public struct DemoRandomGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; equal seeds give equal sequences.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive).
    public mutating func int(below bound: Int) -> Int {
        bound > 0 ? Int(next() % UInt64(bound)) : 0
    }
}
