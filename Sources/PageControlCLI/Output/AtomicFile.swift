import Foundation

/// Writes files all at once: to a temporary file in the same folder, then renamed over the target, so a
/// reader never sees half a file and an error never leaves one behind.
package enum AtomicFile {
    /// Writes `bytes` to `path` atomically.
    ///
    /// - Throws: ``CLIError`` naming the path and the reason in a few words: the folder does not exist, it is a
    ///   folder, "permission denied" (also for a file you may not write, such as a read-only `out.png`, which a
    ///   shell redirect or `cp` would refuse too, though renaming over it would succeed), "read-only file system",
    ///   "no space left on the device". Nothing is written then: the temporary file is removed on every error.
    ///
    /// A symbolic link is followed and the file it names is replaced. A target that exists but is not a
    /// regular file (`/dev/null`, a FIFO) is written through instead of being replaced. A replaced file keeps
    /// its permissions. The new bytes are flushed to the disk (`fsync`) before the rename.
    package static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
        func failure(_ reason: String) -> CLIError { CLIError("cannot write '\(path)': \(reason)") }
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        var existing = stat()
        let exists = stat(url.path, &existing) == 0
        let type = existing.st_mode & S_IFMT
        if exists, type == S_IFDIR { throw failure("it is a folder") }
        if exists, type != S_IFREG {
            let descriptor = open(url.path, O_WRONLY)
            guard descriptor >= 0 else { throw failure("it is not a regular file and cannot be opened") }
            defer { close(descriptor) }
            if let error = writeAll(bytes, to: descriptor) { throw failure(reason(errno: error)) }
            return
        }
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw failure("the folder '\(folder.path)' does not exist")
        }
        if exists {
            // Replacing needs only the folder's permission; writing a file needs its own, as for a shell redirect.
            let descriptor = open(url.path, O_WRONLY)
            guard descriptor >= 0 else { throw failure(reason(errno: errno)) }
            close(descriptor)
        }
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(UInt32.random(in: 0...UInt32.max)).tmp"
        ).path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, exists ? existing.st_mode & 0o7777 : 0o666)
        guard descriptor >= 0 else {
            let error = errno
            // The folder exists (checked above): a file system that creates nothing in it (/proc) says ENOENT.
            if error == ENOENT { throw failure("permission denied (the folder '\(folder.path)' takes no new files)") }
            throw failure(reason(errno: error))
        }
        var error: Int32?
        if exists, fchmod(descriptor, existing.st_mode & 0o7777) != 0 { error = errno }
        error = error ?? writeAll(bytes, to: descriptor)
        // The bytes reach the disk before the rename makes them the file, so a crash or power loss leaves the old
        // file or the new one, never an empty one.
        if error == nil, fsync(descriptor) != 0, errno != EINVAL { error = errno }
        if close(descriptor) != 0, error == nil { error = errno }
        if error == nil, rename(temporary, url.path) != 0 { error = errno }
        if let error {
            unlink(temporary)
            throw failure(reason(errno: error))
        }
    }

    /// Writes UTF-8 text to `path` atomically.
    package static func write(_ text: String, to path: String) throws(CLIError) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes every byte to an open file; the `errno` of a failure (EIO when the error has none), or nil.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        do {
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: bytes)
            return nil
        } catch {
            let ns = error as NSError
            if ns.domain == NSPOSIXErrorDomain { return Int32(ns.code) }
            if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
                return Int32(underlying.code)
            }
            return EIO
        }
    }

    /// A short reason for a failed file operation's `errno`, in the words a shell uses, lower-cased: "permission
    /// denied", "read-only file system", "no space left on the device".
    package static func reason(errno error: Int32) -> String {
        switch error {
        case EACCES, EPERM: return "permission denied"
        case EROFS: return "read-only file system"
        case ENOSPC: return "no space left on the device"
        case EDQUOT: return "disk quota exceeded"
        case ENOENT: return "no such file or folder"
        case EISDIR: return "it is a folder"
        case ENOTDIR: return "a part of the path is not a folder"
        case ENAMETOOLONG: return "the name is too long"
        case ETXTBSY: return "the file is a running program"
        default:
            let text = String(cString: strerror(error))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }

    /// A short reason for a Foundation file error: the reason of its POSIX error when it has one
    /// (``reason(errno:)``), else a few words for the Cocoa error, never Foundation's sentence ("The operation
    /// could not be completed…").
    package static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return reason(errno: Int32(underlying.code))
        }
        if ns.domain == NSPOSIXErrorDomain { return reason(errno: Int32(ns.code)) }
        switch ns.code {
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
        case NSFileWriteVolumeReadOnlyError: return "read-only file system"
        case NSFileWriteOutOfSpaceError: return "no space left on the device"
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file or folder"
        default: return "the file system refused (\(ns.domain) error \(ns.code))"
        }
    }
}
