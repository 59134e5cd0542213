import Foundation

/// Writes files all at once: to a temporary file in the same folder, then renamed over the target, so a
/// reader never sees half a file and an error never leaves one behind.
package enum AtomicFile {
    /// Writes `bytes` to `path` atomically.
    ///
    /// - Throws: ``CLIError`` naming the path and the reason (missing folder, not writable, …). The
    ///   temporary file is removed on every error.
    ///
    /// A symbolic link is followed and the file it names is replaced. A target that exists but is not a
    /// regular file (`/dev/null`, a FIFO) is written through instead of being replaced. A replaced file keeps
    /// its permissions. The new bytes are flushed to the disk (`fsync`) before the rename.
    package static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let existing = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let type = existing?[.type] as? FileAttributeType, type != .typeRegular, type != .typeDirectory {
            guard let handle = FileHandle(forWritingAtPath: url.path) else {
                throw CLIError("cannot write '\(path)': it is not a regular file and cannot be opened")
            }
            handle.write(Data(bytes))
            handle.closeFile()
            return
        }
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError("cannot write '\(path)': the folder '\(folder.path)' does not exist")
        }
        var isDirectoryTarget: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectoryTarget),
            isDirectoryTarget.boolValue
        {
            throw CLIError("cannot write '\(path)': it is a folder")
        }
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try Data(bytes).write(to: temporary, options: [.withoutOverwriting])
            if let mode = existing?[.posixPermissions] as? NSNumber {
                try? FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: temporary.path)
            }
            // The bytes reach the disk before the rename makes them the file, so a crash or power loss
            // leaves the old file or the new one, never an empty one.
            if let handle = try? FileHandle(forWritingTo: temporary) {
                try? handle.synchronize()
                try? handle.close()
            }
            guard rename(temporary.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw CLIError("cannot write '\(path)': \(reason)")
            }
        } catch let error as CLIError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw CLIError("cannot write '\(path)': \(reason(error))")
        }
    }

    /// Writes UTF-8 text to `path` atomically.
    package static func write(_ text: String, to path: String) throws(CLIError) {
        try write(Array(text.utf8), to: path)
    }

    /// A short reason for a file error.
    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        if ns.domain == NSCocoaErrorDomain, ns.code == NSFileWriteNoPermissionError { return "permission denied" }
        return ns.localizedDescription
    }
}
