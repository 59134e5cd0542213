import Foundation

/// A snapshot's reference file beside a test file, and the comparison of what a test drew with it: recorded when
/// it is missing (or when `PAGECONTROL_SNAPSHOTS=record`), otherwise compared, with `<name>.actual.<ext>` written
/// beside it on a mismatch (and removed on a match); see ``SnapshotMode``.
///
/// The testing kit keeps references in `.snapshots/<test file name>/<name>.<ext>` beside the test file. SwiftPM
/// skips hidden files and folders when it gathers a target's files, so an adopter's test target needs no
/// `exclude:` for them and `swift build` warns about no unhandled file. The package's own tests name their folder
/// and keep `__Snapshots__/<folder>/` (excluded in its Package.swift).
package struct SnapshotFile: Sendable {
    /// The hidden folder beside a test file that holds the testing kit's references: `.snapshots`.
    package static let referenceFolder = ".snapshots"
    /// The folder beside a test file that holds the package's own references: `__Snapshots__`.
    package static let packageReferenceFolder = "__Snapshots__"

    /// The folder that holds the reference: `…/.snapshots/<folder>` (or `…/__Snapshots__/<folder>`) beside the
    /// test file.
    package let directory: String
    /// The folder's name: the test file's name without `.swift`, or the suite a package test names.
    package let folder: String
    /// The file name without its extension.
    package let name: String
    /// The extension, without the dot.
    package let fileExtension: String
    /// The reference folder's name beside the test file: ``referenceFolder`` or ``packageReferenceFolder``.
    let root: String

    /// The testing kit's reference of snapshot `name` for the test file at `filePath`: in
    /// `.snapshots/<test file name>/` beside it (the file's name without its extension).
    ///
    /// - Precondition: `name` is not empty.
    package init(name: String, fileExtension: String, testFile filePath: String) {
        let file = Self.lastComponent(of: filePath)
        let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        self.init(
            name: name, fileExtension: fileExtension, root: Self.referenceFolder, folder: stem, testFile: filePath)
    }

    /// The package's own reference of snapshot `name` in `__Snapshots__/<folder>/` beside the test file at
    /// `filePath`.
    ///
    /// - Precondition: `name` is not empty.
    package init(name: String, fileExtension: String, folder: String, testFile filePath: String) {
        self.init(
            name: name, fileExtension: fileExtension, root: Self.packageReferenceFolder, folder: folder,
            testFile: filePath)
    }

    /// The reference of snapshot `name` in `<root>/<folder>/` beside the test file at `filePath`.
    ///
    /// Characters other than letters, digits, `.`, `-`, `_` and spaces become `-` in the file name, so a name
    /// never leaves its folder.
    ///
    /// - Precondition: `name` is not empty.
    init(name: String, fileExtension: String, root: String, folder: String, testFile filePath: String) {
        precondition(!name.isEmpty, "A snapshot needs a name.")
        let testDirectory = filePath.lastIndex(of: "/").map { String(filePath[..<$0]) } ?? "."
        directory = "\(testDirectory)/\(root)/\(folder)"
        self.root = root
        self.folder = folder
        self.name = String(name.map { $0.isLetter || $0.isNumber || "._- ".contains($0) ? $0 : "-" })
        self.fileExtension = fileExtension
    }

    /// The reference file's path.
    package var path: String { "\(directory)/\(name).\(fileExtension)" }
    /// Where a mismatch writes what was drawn: `<name>.actual.<ext>` beside the reference.
    package var actualPath: String { "\(directory)/\(name).actual.\(fileExtension)" }
    /// The reference's path from the test file's folder, for messages: `.snapshots/<folder>/<name>.<ext>`.
    package var shortPath: String { "\(root)/\(folder)/\(name).\(fileExtension)" }

    /// Compares `actual` with the reference, or records it, as `PAGECONTROL_SNAPSHOTS` in `environment` says
    /// (see ``SnapshotMode``).
    ///
    /// - Parameters:
    ///   - actual: What the test drew, as the file's bytes.
    ///   - record: Whether the test asks to record whatever is there. The default is false. Under
    ///     `PAGECONTROL_SNAPSHOTS=require` nothing is recorded, and asking fails.
    ///   - environment: The environment variables that choose the mode. The default is the process's.
    ///   - difference: How the reference and the actual differ, in words, or nil when they are the same;
    ///     given the reference's bytes, then the actual's.
    package func verify(
        _ actual: [UInt8], record: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        difference: (_ reference: [UInt8], _ actual: [UInt8]) -> String?
    ) -> SnapshotOutcome {
        let mode: SnapshotMode
        switch SnapshotMode.chosen(by: environment) {
        case .success(let chosen): mode = chosen
        case .failure(let problem): return .failed(path: path, message: "Snapshot \"\(name)\": \(problem.message)")
        }
        if record, mode == .require {
            return .failed(
                path: path,
                message: "Snapshot \"\(name)\": record: true is set, and \(SnapshotMode.variable)=require records "
                    + "nothing; remove record: true.")
        }
        let manager = FileManager.default
        let exists = manager.fileExists(atPath: path)
        if exists, !record, mode != .recordAll {
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
        if mode == .require {
            guard Self.write(actual, to: actualPath) else {
                return .failed(path: path, message: "Snapshot \"\(name)\": cannot write \(actualPath).")
            }
            let message =
                "Snapshot \"\(name)\" has no reference \(shortPath), and \(SnapshotMode.variable)=require records "
                + "none (what was drawn is in \(Self.lastComponent(of: actualPath))): record it without that setting "
                + "and commit it."
            return .missing(path: path, actualPath: actualPath, message: message)
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
    /// `filePath`, or records it, as `PAGECONTROL_SNAPSHOTS` says: the package's own tests, which name their
    /// folder.
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
