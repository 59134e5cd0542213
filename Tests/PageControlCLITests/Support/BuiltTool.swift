import Foundation
import Testing

/// The `pagecontrol` executable as built by SwiftPM, run as a person runs it: arguments, standard input and
/// environment in; standard output, standard error and the exit status out. The CLI tests check what a person
/// sees (the line on standard error, the status, the files left behind), not what the library returns.
///
/// The tool is found next to the test bundle (`.build/<triple>/debug/pagecontrol`); the test target depends on
/// the executable target, so `swift test` builds it first.
struct BuiltTool {
    /// What one run of the tool gave.
    struct Run: CustomStringConvertible {
        /// The exit status.
        var status: Int32
        /// Standard output's bytes.
        var output: [UInt8]
        /// Standard error's text.
        var error: String

        /// Standard output as UTF-8 text.
        var text: String { String(decoding: output, as: UTF8.self) }

        var description: String { "status \(status), stderr \(error.debugDescription), \(output.count) bytes out" }
    }

    /// The executable's file.
    let url: URL

    /// The `pagecontrol` executable beside the running test bundle.
    static let pagecontrol = BuiltTool(named: "pagecontrol")

    /// The executable `name` in the folder SwiftPM builds into (the one that holds the test bundle).
    init(named name: String) {
        var folder = Bundle.main.bundleURL
        // The test bundle itself (PageControlKitPackageTests.xctest) or the folder holding it.
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        url = folder.appendingPathComponent(name)
    }

    /// Runs the tool with `arguments` in `folder` (the current folder when nil) and waits for it.
    ///
    /// - Parameters:
    ///   - input: Bytes for standard input (empty: an input that ends at once).
    ///   - environment: The environment, by default only `PATH` and `NO_COLOR=1` (no terminal, no colours).
    ///   - asUnprivilegedUser: When the tests run as root, run the tool as `nobody` (through `setpriv`), as a
    ///     person without root's power to write any file would.
    func run(
        _ arguments: [String], in folder: URL? = nil, input: [UInt8] = [],
        environment: [String: String] = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"],
        asUnprivilegedUser: Bool = false
    ) throws -> Run {
        let process = Process()
        if asUnprivilegedUser, geteuid() == 0 {
            process.executableURL = URL(fileURLWithPath: TemporaryFolder.setpriv)
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "--", url.path] + arguments
        } else {
            process.executableURL = url
            process.arguments = arguments
        }
        process.environment = environment
        if let folder { process.currentDirectoryURL = folder }
        // Standard output and error go to files in a scratch folder of their own, so a full pipe never blocks
        // the tool and the folder the tool writes in holds only what it wrote.
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let paths = ["in", "out", "err"].map { scratch.url.appendingPathComponent($0).path }
        _ = FileManager.default.createFile(atPath: paths[0], contents: Data(input))
        _ = FileManager.default.createFile(atPath: paths[1], contents: nil)
        _ = FileManager.default.createFile(atPath: paths[2], contents: nil)
        let handles = try [
            FileHandle(forReadingFrom: URL(fileURLWithPath: paths[0])),
            FileHandle(forWritingTo: URL(fileURLWithPath: paths[1])),
            FileHandle(forWritingTo: URL(fileURLWithPath: paths[2])),
        ]
        defer { for handle in handles { try? handle.close() } }
        process.standardInput = handles[0]
        process.standardOutput = handles[1]
        process.standardError = handles[2]
        try process.run()
        process.waitUntilExit()
        let output = try Data(contentsOf: URL(fileURLWithPath: paths[1]))
        let error = try Data(contentsOf: URL(fileURLWithPath: paths[2]))
        return Run(
            status: process.terminationStatus, output: [UInt8](output), error: String(decoding: error, as: UTF8.self))
    }
}

/// A folder of a test's own under the temporary folder, removed by ``remove()`` with everything in it, so the
/// tests leave nothing in `/tmp`. It is open to every user (mode 777 inside a 755 parent), so that a tool run as
/// `nobody` may write there.
struct TemporaryFolder {
    /// The folder to work in.
    let url: URL
    /// The folder ``url`` lives in, the one ``remove()`` removes.
    let root: URL

    /// `setpriv`, which runs a program as another user.
    static let setpriv = "/usr/bin/setpriv"

    /// Whether a tool can be run as a user without root's powers: the tests do not run as root, or `setpriv` is
    /// there to drop them.
    static var canRunUnprivileged: Bool { geteuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv) }

    /// Creates an empty folder.
    init() throws {
        root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "pagecontrol-cli-\(UUID().uuidString)")
        url = root.appendingPathComponent("work")
        try FileManager.default.createDirectory(
            at: root, withIntermediateDirectories: false,
            attributes: [
                .posixPermissions: 0o755
            ])
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false, attributes: nil)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: url.path)
    }

    /// The path of `name` in the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names in the folder, sorted.
    func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
