import Foundation

/// A snapshot's reference file, `__Snapshots__/<folder>/<name>.<ext>` beside a test file, and the comparison
/// of what a test drew with it: recorded when it is missing or `RECORD_SNAPSHOTS=1` is set, otherwise compared,
/// with `<name>.actual.<ext>` written beside it on a mismatch (and removed on a match).
package struct SnapshotFile: Sendable {
    /// The folder that holds the reference: `…/__Snapshots__/<folder>` beside the test file.
    package let directory: String
    /// The folder's name: the test file's name without `.swift`, or the suite a package test names.
    package let folder: String
    /// The file name without its extension.
    package let name: String
    /// The extension, without the dot.
    package let fileExtension: String

    /// The reference of snapshot `name` for the test file at `filePath`: in `__Snapshots__/<test file name>/`
    /// beside it (the file's name without its extension).
    ///
    /// - Precondition: `name` is not empty.
    package init(name: String, fileExtension: String, testFile filePath: String) {
        let file = Self.lastComponent(of: filePath)
        let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        self.init(name: name, fileExtension: fileExtension, folder: stem, testFile: filePath)
    }

    /// The reference of snapshot `name` in `__Snapshots__/<folder>/` beside the test file at `filePath`.
    ///
    /// Characters other than letters, digits, `.`, `-`, `_` and spaces become `-` in the file name, so a name
    /// never leaves its folder.
    ///
    /// - Precondition: `name` is not empty.
    package init(name: String, fileExtension: String, folder: String, testFile filePath: String) {
        precondition(!name.isEmpty, "A snapshot needs a name.")
        let testDirectory = filePath.lastIndex(of: "/").map { String(filePath[..<$0]) } ?? "."
        directory = "\(testDirectory)/__Snapshots__/\(folder)"
        self.folder = folder
        self.name = String(name.map { $0.isLetter || $0.isNumber || "._- ".contains($0) ? $0 : "-" })
        self.fileExtension = fileExtension
    }

    /// The reference file's path.
    package var path: String { "\(directory)/\(name).\(fileExtension)" }
    /// Where a mismatch writes what was drawn: `<name>.actual.<ext>` beside the reference.
    package var actualPath: String { "\(directory)/\(name).actual.\(fileExtension)" }
    /// The reference's path from the test file's folder, for messages: `__Snapshots__/<folder>/<name>.<ext>`.
    package var shortPath: String { "__Snapshots__/\(folder)/\(name).\(fileExtension)" }

    /// Whether the environment asks for every snapshot to be recorded again: `RECORD_SNAPSHOTS=1`.
    package static var recordsAll: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// Compares `actual` with the reference, or records it.
    ///
    /// - Parameters:
    ///   - actual: What the test drew, as the file's bytes.
    ///   - record: Whether to record whatever is there. The default is ``recordsAll``.
    ///   - difference: How the reference and the actual differ, in words, or nil when they are the same;
    ///     given the reference's bytes, then the actual's.
    package func verify(
        _ actual: [UInt8], record: Bool = SnapshotFile.recordsAll,
        difference: (_ reference: [UInt8], _ actual: [UInt8]) -> String?
    ) -> SnapshotOutcome {
        let manager = FileManager.default
        if !record, manager.fileExists(atPath: path) {
            guard let data = manager.contents(atPath: path) else {
                return .failed(path: path, message: "Snapshot \"\(name)\": cannot read \(path).")
            }
            guard let how = difference([UInt8](data), actual) else {
                try? manager.removeItem(atPath: actualPath)
                return .matched(path: path)
            }
            guard Self.write(actual, to: actualPath) else {
                return .failed(path: path, message: "Snapshot \"\(name)\": cannot write \(actualPath).")
            }
            let message =
                "Snapshot \"\(name)\" differs from \(shortPath) (what was drawn is in \(Self.lastComponent(of: actualPath))):"
                + (how.hasPrefix("\n") ? how : " " + how)
            return .mismatched(path: path, actualPath: actualPath, message: message)
        }
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: nil)
        } catch {
            return .failed(path: path, message: "Snapshot \"\(name)\": cannot create \(directory): \(error)")
        }
        guard Self.write(actual, to: path) else {
            return .failed(path: path, message: "Snapshot \"\(name)\": cannot record \(path).")
        }
        try? manager.removeItem(atPath: actualPath)
        return .recorded(path: path)
    }

    /// Writes a whole file, replacing what was there: to a temporary file beside it, then moved into place, so a
    /// reader never sees half of it. Returns whether it worked.
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let manager = FileManager.default
        let temporary = path + ".writing"
        guard manager.createFile(atPath: temporary, contents: Data(bytes), attributes: nil) else { return false }
        do {
            if manager.fileExists(atPath: path) { try manager.removeItem(atPath: path) }
            try manager.moveItem(atPath: temporary, toPath: path)
            return true
        } catch {
            try? manager.removeItem(atPath: temporary)
            return false
        }
    }

    /// The last component of a path: after its last `/`.
    static func lastComponent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// Compares `text` with the reference `__Snapshots__/<folder>/<name>.txt` beside the test file at
    /// `filePath`, or records it: the package's own tests, which name their folder.
    package static func verifyText(_ text: String, named name: String, folder: String, testFile filePath: String)
        -> SnapshotOutcome
    {
        SnapshotFile(name: name, fileExtension: "txt", folder: folder, testFile: filePath)
            .verify(Array(text.utf8), difference: textDifference)
    }

    /// Compares text line by line: nil when equal, else a line diff (see ``LineDiff``).
    package static func textDifference(_ reference: [UInt8], _ actual: [UInt8]) -> String? {
        guard reference != actual else { return nil }
        let diff = LineDiff(
            reference: String(decoding: reference, as: UTF8.self), actual: String(decoding: actual, as: UTF8.self))
        return "\n" + diff.description
    }
}
