import Foundation

extension InteractiveSession {
    /// The keys in a chunk of terminal input: arrows (escape sequences), j/k, Enter, l, s, S, f,
    /// m, digits, x, q.
    public static func keys(in bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                keys.append(
                    bytes[index + 2] == UInt8(ascii: "A") ? .up : bytes[index + 2] == UInt8(ascii: "B") ? .down : .other
                )
                index += 3
                continue
            }
            keys.append(key(for: bytes[index]))
            index += 1
        }
        return keys
    }

    private static func key(for byte: UInt8) -> Key {
        switch byte {
        case UInt8(ascii: "k"): .up
        case UInt8(ascii: "j"): .down
        case 0x0A, 0x0D: .enter
        case UInt8(ascii: "l"): .loadMore
        case UInt8(ascii: "s"): .swipe(.trailing)
        case UInt8(ascii: "S"): .swipe(.leading)
        case UInt8(ascii: "f"): .fullSwipe
        case UInt8(ascii: "m"): .menu
        case UInt8(ascii: "1")...UInt8(ascii: "9"): .choose(Int(byte - UInt8(ascii: "0")))
        case UInt8(ascii: "x"): .close
        case UInt8(ascii: "q"), 0x03, 0x04: .quit
        default: .other
        }
    }
}
