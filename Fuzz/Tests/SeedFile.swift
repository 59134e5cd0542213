import Foundation

/// One fuzz target's seed file, `Fuzz/seeds/<target>.seeds`: one input a line, escaped (`Scripts/fuzz/seeds.py`
/// writes and unpacks them; see its description of the format).
///
/// A printable ASCII byte other than `\` stands for itself, `\\` is a backslash, `\n` a newline, `\t` a tab and
/// `\xHH` any other byte; a name, ended by a tab, may come before the input.
struct SeedFile: Sendable {
    /// One input of the file.
    struct Seed: Sendable, Hashable {
        /// The input's name (`regression-unknown-option-newline`), or nil.
        let name: String?
        /// The input's bytes.
        let bytes: [UInt8]
    }

    /// The fuzz targets, each with a seed file.
    static let targets = ["FuzzArguments", "FuzzColor", "FuzzTerminalInput", "FuzzTokens"]

    /// The folder of the seed files: `Fuzz/seeds`, beside this file's folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("seeds")

    /// The target whose seeds these are.
    let target: String
    /// The file's lines, without their newlines.
    let lines: [Substring]

    /// Reads `Fuzz/seeds/<target>.seeds`; nil when it cannot be read.
    init?(target: String) {
        let url = Self.folder.appendingPathComponent("\(target).seeds")
        guard let text = try? String(contentsOf: url, encoding: .utf8), text.last == "\n" else { return nil }
        self.target = target
        lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The inputs, in the file's order; nil for a line that is not one (an unknown escape, an unescaped byte).
    var seeds: [Seed?] {
        lines.map { line in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            let (name, text) = parts.count == 2 ? (String(parts[0]), parts[1]) : (nil, parts[0])
            return Self.unescape(text).map { Seed(name: name, bytes: $0) }
        }
    }

    /// The bytes an escaped line stands for, or nil when it is not in the format.
    static func unescape(_ text: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "\\") else {
                guard (0x20..<0x7F).contains(byte) else { return nil }
                bytes.append(byte)
                continue
            }
            switch rest.popFirst() {
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "x"):
                let digits = rest.prefix(2)
                guard digits.count == 2, digits.allSatisfy({ "0123456789ABCDEF".utf8.contains($0) }),
                    let value = UInt8(String(decoding: digits, as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
                rest = rest.dropFirst(2)
            default: return nil
            }
        }
        return bytes
    }

    /// A line for `bytes`, in the format's one spelling (upper-case hex, no escape for a printable byte).
    static func escape(_ bytes: [UInt8]) -> String {
        var text = ""
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\\"): text += "\\\\"
            case 0x0A: text += "\\n"
            case 0x09: text += "\\t"
            case 0x20..<0x7F: text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return text
    }
}
