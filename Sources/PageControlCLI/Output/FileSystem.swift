import Foundation

/// Folder checks for the commands that write files.
enum FileSystem {
    /// Makes sure `path` is a folder, creating it when its parent folder exists.
    static func makeFolder(_ path: String) throws(CLIError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw CLIError("cannot write to '\(path)': it is a file, not a folder") }
            guard FileManager.default.isWritableFile(atPath: path) else {
                throw CLIError("cannot write to '\(path)': permission denied")
            }
            return
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError("cannot create '\(path)': the folder '\(parent)' does not exist")
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        } catch {
            throw CLIError("cannot create '\(path)': \(AtomicFile.reason(error))")
        }
    }
}
