/// The exploration's random numbers: SplitMix64, so that a seed gives the same session on every
/// platform and Swift version (the standard library's generator is neither seedable nor stable).
struct ExplorationRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`; 0 when `bound` is not positive.
    mutating func int(below bound: Int) -> Int {
        bound > 0 ? Int(next() % UInt64(bound)) : 0
    }

    /// One of `elements`, or nil when it is empty.
    mutating func element<C: RandomAccessCollection>(of elements: C) -> C.Element? where C.Index == Int {
        elements.isEmpty ? nil : elements[elements.startIndex + int(below: elements.count)]
    }
}
