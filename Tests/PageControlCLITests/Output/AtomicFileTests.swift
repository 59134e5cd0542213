import Foundation
import PageControlCLI
import Testing

/// What `--output` does to the files around it, run through the built tool: a file the user may not write is
/// refused as a shell redirect would refuse it (newcomer's list, item 1), a folder that takes no files is
/// reported in a few words, not Foundation's sentence (item 7), and neither leaves a file behind.
@Suite struct AtomicFileTests {
    @Test(
        "A read-only output file is refused with 'permission denied', exit 2, and stays as it was",
        .enabled(if: TemporaryFolder.canRunUnprivileged, "needs setpriv to run as nobody"))
    func readOnlyFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("out.png")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("old\n".utf8)))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        if geteuid() == 0 { try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: path) }

        let run = try BuiltTool.pagecontrol.run(
            ["render", "--output", "out.png"], in: folder.url, asUnprivilegedUser: true)

        #expect(run.status == 2)
        #expect(run.error == "pagecontrol: cannot write 'out.png': permission denied\n")
        #expect(run.output.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        #expect(try folder.contents() == ["out.png"])  // no temporary file left beside it
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o444)
    }

    @Test("A writable output file is replaced whole and keeps its permissions")
    func writableFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("out.svg")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("old\n".utf8)))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)

        let run = try BuiltTool.pagecontrol.run(["render", "--pages", "3", "--output", "out.svg"], in: folder.url)

        #expect(run.status == 0 && run.error.isEmpty)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("<?xml ") && text.hasSuffix("</svg>\n"))
        #expect(text.contains("<title>Page 1 of 3</title>"))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o640)
        #expect(try folder.contents() == ["out.svg"])
    }

    @Test("A folder that takes no new files (/proc) is 'permission denied', not Foundation's sentence")
    func folderThatTakesNoFiles() throws {
        let run = try BuiltTool.pagecontrol.run(["render", "--output", "/proc/dots.png"])
        #expect(run.status == 2)
        #expect(
            run.error
                == "pagecontrol: cannot write '/proc/dots.png': permission denied (the folder '/proc' takes no new files)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: "/proc/dots.png"))
    }

    @Test(
        "A folder the user may not write is 'permission denied', and nothing is written",
        .enabled(if: TemporaryFolder.canRunUnprivileged, "needs setpriv to run as nobody"))
    func unwritableFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("locked"), withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path("locked"))

        let run = try BuiltTool.pagecontrol.run(
            ["render", "--output", "locked/dots.png"], in: folder.url, asUnprivilegedUser: true)

        #expect(run.status == 2)
        #expect(run.error == "pagecontrol: cannot write 'locked/dots.png': permission denied\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("locked")).isEmpty)
    }

    @Test(
        "A failed write's errno reads as a shell says it, in lower case",
        arguments: [
            (EACCES, "permission denied"), (EPERM, "permission denied"), (EROFS, "read-only file system"),
            (ENOSPC, "no space left on the device"), (EDQUOT, "disk quota exceeded"), (EISDIR, "it is a folder"),
            (ENOENT, "no such file or folder"), (EIO, "input/output error"),
        ])
    func reasons(error: Int32, reason: String) {
        #expect(AtomicFile.reason(errno: error) == reason)
    }

    @Test(
        "Foundation's file errors become the same few words, never its sentence",
        arguments: [
            (NSError(domain: NSCocoaErrorDomain, code: NSFileWriteNoPermissionError), "permission denied"),
            (NSError(domain: NSCocoaErrorDomain, code: NSFileWriteVolumeReadOnlyError), "read-only file system"),
            (NSError(domain: NSCocoaErrorDomain, code: NSFileNoSuchFileError), "no such file or folder"),
            (NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS)), "read-only file system"),
            (
                NSError(
                    domain: NSCocoaErrorDomain, code: NSFileWriteUnknownError,
                    userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))]),
                "permission denied"
            ),
            (
                NSError(domain: NSCocoaErrorDomain, code: NSFileWriteUnknownError),
                "the file system refused (NSCocoaErrorDomain error 512)"
            ),
        ])
    func foundationReasons(error: NSError, reason: String) {
        #expect(AtomicFile.reason(error) == reason)
    }
}
